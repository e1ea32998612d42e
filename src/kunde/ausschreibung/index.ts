import BoltIcon from '@mui/icons-material/Bolt';
import { AusschreibungEdit } from '../../ausschreibung/form/AusschreibungEdit';
import { KundeAusschreibungCreate } from './KundeAusschreibungCreate';
import { KundeAusschreibungList } from './KundeAusschreibungList';
import { KundeAusschreibungShow } from './KundeAusschreibungShow';

export default {
  list: KundeAusschreibungList,
  show: KundeAusschreibungShow,
  create: KundeAusschreibungCreate,
  edit: AusschreibungEdit,
  icon: BoltIcon,
  recordRepresentation: 'nummer',
};
