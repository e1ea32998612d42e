import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyView } from '../../shell/lazyView';
import { administratorName } from './administratorName';

const AdministratorList = lazyView(() => import('./AdministratorList').then((m) => m.AdministratorList));
const AdministratorShow = lazyView(() => import('./AdministratorShow').then((m) => m.AdministratorShow));
const AdministratorEdit = lazyView(() => import('./AdministratorEdit').then((m) => m.AdministratorEdit));
const AdministratorCreate = lazyView(() => import('./AdministratorCreate').then((m) => m.AdministratorCreate));

/** The back office's own accounts; a record's tab and dialogs name it by first and last name. */
export const administrator = {
  list: AdministratorList,
  show: AdministratorShow,
  edit: AdministratorEdit,
  create: AdministratorCreate,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: administratorName,
};
