import BusinessIcon from '@mui/icons-material/Business';
import { lazyAnsicht } from '../../shell/lazyAnsicht';
import { kundeName } from './kundeName';

const KundeList = lazyAnsicht(() => import('./KundeList').then((m) => m.KundeList));
const KundeShow = lazyAnsicht(() => import('./KundeShow').then((m) => m.KundeShow));
const KundeEdit = lazyAnsicht(() => import('./KundeEdit').then((m) => m.KundeEdit));
const KundeCreate = lazyAnsicht(() => import('./KundeCreate').then((m) => m.KundeCreate));

/** The Kunden of the portal; a record's tab and dialogs name it by kundeName. */
export const kunde = { list: KundeList, show: KundeShow, edit: KundeEdit, create: KundeCreate, icon: BusinessIcon, recordRepresentation: kundeName };
