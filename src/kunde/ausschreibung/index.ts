import BoltIcon from '@mui/icons-material/Bolt';
import { KundeAusschreibungList } from './KundeAusschreibungList';
import { KundeAusschreibungShow } from './KundeAusschreibungShow';

export default {
  list: KundeAusschreibungList,
  show: KundeAusschreibungShow,
  icon: BoltIcon,
  recordRepresentation: 'nummer',
};
