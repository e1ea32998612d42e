import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { AdministratorCreate } from './AdministratorCreate';
import { AdministratorEdit } from './AdministratorEdit';
import { AdministratorList } from './AdministratorList';
import { administratorName } from './administratorName';
import { AdministratorShow } from './AdministratorShow';

/** The back office's own accounts; a record's tab and dialogs name it by first and last name. */
export const administrator = {
  list: AdministratorList,
  show: AdministratorShow,
  edit: AdministratorEdit,
  create: AdministratorCreate,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: administratorName,
};
