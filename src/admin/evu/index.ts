import BoltIcon from '@mui/icons-material/Bolt';
import { lazyView } from '../../shell/lazyView';

const EvuList = lazyView(() => import('./EvuList').then((m) => m.EvuList));
const EvuShow = lazyView(() => import('./EvuShow').then((m) => m.EvuShow));
const EvuEdit = lazyView(() => import('./EvuEdit').then((m) => m.EvuEdit));
const EvuCreate = lazyView(() => import('./EvuCreate').then((m) => m.EvuCreate));

/** The energy suppliers of the portal; a record's tab and dialogs name it by its Firma. */
export const evu = { list: EvuList, show: EvuShow, edit: EvuEdit, create: EvuCreate, icon: BoltIcon, recordRepresentation: 'firma' };
