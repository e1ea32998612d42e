import GavelIcon from '@mui/icons-material/Gavel';
import type { Werte } from '../../../domain/ressourcen/deklaration';
import { schwellenwert as deklaration } from '../../../domain/ressourcen/schwellenwert';
import { lazyView } from '../../shell/lazyView';

const SchwellenwertList = lazyView(() => import('./SchwellenwertList').then((m) => m.SchwellenwertList));
const SchwellenwertEdit = lazyView(() => import('./SchwellenwertEdit').then((m) => m.SchwellenwertEdit));
const SchwellenwertCreate = lazyView(() => import('./SchwellenwertEdit').then((m) => m.SchwellenwertCreate));

/** The EU thresholds the administrator maintains (issue 47 decides the procedure with them). */
export const schwellenwert = {
  list: SchwellenwertList,
  edit: SchwellenwertEdit,
  create: SchwellenwertCreate,
  icon: GavelIcon,
  recordRepresentation: (r: Werte<typeof deklaration.felder>) => deklaration.darstellung(r),
};
