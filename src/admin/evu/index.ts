import BoltIcon from '@mui/icons-material/Bolt';
import { EvuCreate } from './EvuCreate';
import { EvuEdit } from './EvuEdit';
import { EvuList } from './EvuList';
import { EvuShow } from './EvuShow';

/** The energy suppliers of the portal; a record's tab and dialogs name it by its Firma. */
export const evu = { list: EvuList, show: EvuShow, edit: EvuEdit, create: EvuCreate, icon: BoltIcon, recordRepresentation: 'firma' };
