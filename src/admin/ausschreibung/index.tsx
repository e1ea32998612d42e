import DescriptionIcon from '@mui/icons-material/Description';
import { CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { lazyView } from '../../shell/lazyView';
import { AusschreibungList } from './AusschreibungList';

// The list comes with the area (it is where the administrator lands from a tender link); the rest on demand.
const AusschreibungShow = lazyView(() => import('./AusschreibungShow').then((m) => m.AusschreibungShow));
const AusschreibungEdit = lazyView(() => import('./AdminAusschreibungEdit').then((m) => m.AdminAusschreibungEdit));

/** The list shows both Sparten; a tender opens under its Sparte's path (…/strom/:id, …/gas/:id). */
export const ausschreibungListe = { list: AusschreibungList, icon: DescriptionIcon, recordRepresentation: 'nummer' };

export const stromAusschreibung = { show: AusschreibungShow, edit: AusschreibungEdit, recordRepresentation: 'nummer' };
export const gasAusschreibung = { show: AusschreibungShow, edit: AusschreibungEdit, recordRepresentation: 'nummer' };

/**
 * The Sparten have no list of their own, yet react-admin leads there (`redirect('list')`) when a tender cannot be
 * loaded: the list of all tenders is that page (`…/ausschreibung/strom` rather than a blank one).
 */
export const spartenListen = (
  <CustomRoutes>
    <Route path="ausschreibung/strom" element={<Navigate to="../ausschreibung" replace />} />
    <Route path="ausschreibung/gas" element={<Navigate to="../ausschreibung" replace />} />
  </CustomRoutes>
);
