import BusinessIcon from '@mui/icons-material/Business';
import { KundeCreate } from './KundeCreate';
import { KundeEdit } from './KundeEdit';
import { KundeList } from './KundeList';
import { kundeName } from './kundeName';
import { KundeShow } from './KundeShow';

/** The Kunden of the portal; a record's tab and dialogs name it by kundeName. */
export const kunde = { list: KundeList, show: KundeShow, edit: KundeEdit, create: KundeCreate, icon: BusinessIcon, recordRepresentation: kundeName };
