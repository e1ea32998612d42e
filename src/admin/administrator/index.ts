import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyAnsicht } from '../../shell/lazyAnsicht';
import { administratorName } from './administratorName';

const AdministratorList = lazyAnsicht(() => import('./AdministratorList').then((m) => m.AdministratorList));
const AdministratorShow = lazyAnsicht(() => import('./AdministratorShow').then((m) => m.AdministratorShow));
const AdministratorEdit = lazyAnsicht(() => import('./AdministratorEdit').then((m) => m.AdministratorEdit));
const AdministratorCreate = lazyAnsicht(() => import('./AdministratorCreate').then((m) => m.AdministratorCreate));

/** The back office's own accounts; a record's tab and dialogs name it by first and last name. */
export const administrator = {
  list: AdministratorList,
  show: AdministratorShow,
  edit: AdministratorEdit,
  create: AdministratorCreate,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: administratorName,
};
