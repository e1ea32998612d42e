import DescriptionIcon from '@mui/icons-material/Description';
import { CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { Sparte } from '../../../domain/ausschreibung';
import { EvuAusschreibungList } from './EvuAusschreibungList';
import { EvuAusschreibungShow } from './EvuAusschreibungShow';

/**
 * The one list of the tenders the EVU is invited to, Strom and Gas (resource `ausschreibung`). Deviation from SPEC.md
 * (navigation: "Stromausschreibungen (/evu/ausschreibung/strom), Gasausschreibungen (/evu/ausschreibung/gas)"): issue 42
 * asks for one daily list of both Sparten with a Sparte filter; the two addresses stay and open it filtered.
 */
export const ausschreibung = { list: EvuAusschreibungList, icon: DescriptionIcon, recordRepresentation: 'nummer' };

/** A tender opens under its Sparte's path (resources `ausschreibung/strom` and `ausschreibung/gas`). */
export const strom = { show: EvuAusschreibungShow, recordRepresentation: 'nummer' };
export const gas = { show: EvuAusschreibungShow, recordRepresentation: 'nummer' };

const nurSparte = (sparte: Sparte) => `../ausschreibung?filter=${encodeURIComponent(JSON.stringify({ typen: [sparte] }))}`;

/**
 * The former lists per Sparte (bookmarks, older mails, and where react-admin leads when a tender cannot be
 * loaded): the one list, filtered to that Sparte.
 */
export const spartenListen = (
  <CustomRoutes>
    <Route path="ausschreibung/strom" element={<Navigate to={nurSparte(Sparte.Strom)} replace />} />
    <Route path="ausschreibung/gas" element={<Navigate to={nurSparte(Sparte.Gas)} replace />} />
  </CustomRoutes>
);
