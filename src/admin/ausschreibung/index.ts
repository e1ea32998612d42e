import DescriptionIcon from '@mui/icons-material/Description';
import { lazyAnsicht } from '../../shell/lazyAnsicht';
import { AusschreibungList } from './AusschreibungList';

// The list comes with the area (it is where the administrator lands from a tender link); the rest on demand.
const AusschreibungShow = lazyAnsicht(() => import('./AusschreibungShow').then((m) => m.AusschreibungShow));
const AusschreibungEdit = lazyAnsicht(() => import('../../ausschreibung/form/AusschreibungEdit').then((m) => m.AusschreibungEdit));

/** The list shows both Sparten; a tender opens under its Sparte's path (…/strom/:id, …/gas/:id). */
export const ausschreibungListe = { list: AusschreibungList, icon: DescriptionIcon, recordRepresentation: 'nummer' };

export const stromAusschreibung = { show: AusschreibungShow, edit: AusschreibungEdit, recordRepresentation: 'nummer' };
export const gasAusschreibung = { show: AusschreibungShow, edit: AusschreibungEdit, recordRepresentation: 'nummer' };
