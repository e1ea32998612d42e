import BoltIcon from '@mui/icons-material/Bolt';
import { KundeAusschreibungList } from './KundeAusschreibungList';

export default {
  list: KundeAusschreibungList,
  icon: BoltIcon,
  recordRepresentation: 'nummer',
};
