import BoltIcon from '@mui/icons-material/Bolt';
import { lazyAnsicht } from '../../shell/lazyAnsicht';

const EvuList = lazyAnsicht(() => import('./EvuList').then((m) => m.EvuList));
const EvuShow = lazyAnsicht(() => import('./EvuShow').then((m) => m.EvuShow));
const EvuEdit = lazyAnsicht(() => import('./EvuEdit').then((m) => m.EvuEdit));
const EvuCreate = lazyAnsicht(() => import('./EvuCreate').then((m) => m.EvuCreate));

/** The energy suppliers of the portal; a record's tab and dialogs name it by its Firma. */
export const evu = { list: EvuList, show: EvuShow, edit: EvuEdit, create: EvuCreate, icon: BoltIcon, recordRepresentation: 'firma' };
