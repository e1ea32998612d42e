import BoltIcon from '@mui/icons-material/Bolt';
import { AusschreibungBearbeiten } from '../../bereich/ausschreibungsformular/AusschreibungBearbeiten';
import { KundeAusschreibungCreate } from './KundeAusschreibungCreate';
import { KundeAusschreibungList } from './KundeAusschreibungList';
import { KundeAusschreibungShow } from './KundeAusschreibungShow';

export default {
  list: KundeAusschreibungList,
  show: KundeAusschreibungShow,
  create: KundeAusschreibungCreate,
  edit: AusschreibungBearbeiten,
  icon: BoltIcon,
  recordRepresentation: 'nummer',
};
