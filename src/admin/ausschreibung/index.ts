import { createElement } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import { AusschreibungEdit } from './AusschreibungEdit';
import { AusschreibungList } from './AusschreibungList';
import { AusschreibungShow } from './AusschreibungShow';

/** The list shows both Sparten; a tender opens under its Sparte's path (…/strom/:id, …/gas/:id). */
export const ausschreibungListe = { list: AusschreibungList, icon: DescriptionIcon, recordRepresentation: 'nummer' };

export const stromAusschreibung = { show: AusschreibungShow, edit: () => createElement(AusschreibungEdit, { sparte: 1 }), recordRepresentation: 'nummer' };
export const gasAusschreibung = { show: AusschreibungShow, edit: () => createElement(AusschreibungEdit, { sparte: 2 }), recordRepresentation: 'nummer' };
