import BoltIcon from '@mui/icons-material/Bolt';
import { AusschreibungEdit } from '../../ausschreibung/form/AusschreibungEdit';
import { KundeAusschreibungCreate } from './KundeAusschreibungCreate';
import { KundeAusschreibungList } from './KundeAusschreibungList';
import { KundeAusschreibungShow } from './KundeAusschreibungShow';

/** The Kunde's own tenders, Strom and Gas in one list. */
export const ausschreibung = {
  list: KundeAusschreibungList,
  show: KundeAusschreibungShow,
  create: KundeAusschreibungCreate,
  edit: AusschreibungEdit,
  icon: BoltIcon,
  recordRepresentation: 'nummer',
};
