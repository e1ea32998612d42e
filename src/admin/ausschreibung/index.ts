import DescriptionIcon from '@mui/icons-material/Description';
import { AusschreibungEdit } from '../../ausschreibung/form/AusschreibungEdit';
import { AusschreibungList } from './AusschreibungList';
import { AusschreibungShow } from './AusschreibungShow';

/** The list shows both Sparten; a tender opens under its Sparte's path (…/strom/:id, …/gas/:id). */
export const ausschreibungListe = { list: AusschreibungList, icon: DescriptionIcon, recordRepresentation: 'nummer' };

export const stromAusschreibung = { show: AusschreibungShow, edit: AusschreibungEdit, recordRepresentation: 'nummer' };
export const gasAusschreibung = { show: AusschreibungShow, edit: AusschreibungEdit, recordRepresentation: 'nummer' };
