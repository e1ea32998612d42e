import BoltIcon from '@mui/icons-material/Bolt';
import { KundeAusschreibungCreate } from './KundeAusschreibungCreate';
import { KundeAusschreibungList } from './KundeAusschreibungList';
import { KundeAusschreibungShow } from './KundeAusschreibungShow';

export default {
  list: KundeAusschreibungList,
  show: KundeAusschreibungShow,
  create: KundeAusschreibungCreate,
  icon: BoltIcon,
  recordRepresentation: 'nummer',
};
