import BusinessIcon from '@mui/icons-material/Business';
import { lazyView } from '../../shell/lazyView';
import { kundeName } from './kundeName';

const KundeList = lazyView(() => import('./KundeList').then((m) => m.KundeList));
const KundeShow = lazyView(() => import('./KundeShow').then((m) => m.KundeShow));
const KundeEdit = lazyView(() => import('./KundeEdit').then((m) => m.KundeEdit));
const KundeCreate = lazyView(() => import('./KundeCreate').then((m) => m.KundeCreate));

/** The Kunden of the portal; a record's tab and dialogs name it by kundeName. */
export const kunde = { list: KundeList, show: KundeShow, edit: KundeEdit, create: KundeCreate, icon: BusinessIcon, recordRepresentation: kundeName };
