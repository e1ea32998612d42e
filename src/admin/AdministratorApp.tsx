import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createAdministratorProvider } from '../api/admin/dataProvider';
import { AreaAdmin } from '../shell/AreaAdmin';
import { administrator } from './administrator';
import { ArbeitsbereichLayout } from './arbeitsbereich/ArbeitsbereichLayout';
import { ausschreibungListe, gasAusschreibung, spartenListen, stromAusschreibung } from './ausschreibung';
import { evu } from './evu';
import { kunde } from './kunde';
import { schwellenwert } from './schwellenwert';
import { lazyView } from '../shell/lazyView';

// The dashboard brings the charts, the export page the date pickers: each loads when opened.
const Dashboard = lazyView(() => import('./dashboard/Dashboard').then((m) => m.Dashboard));
const LieferstellenExportPage = lazyView(() => import('./export/LieferstellenExportPage').then((m) => m.LieferstellenExportPage));

const dataProvider = createAdministratorProvider();
// The tender list is the administrator's work queue: its filters and sort stay as the user left them.
const GEMERKT = ['ausschreibung.listParams'];

/** The administrator area under /administrator (loaded on demand); its records open in tabs. */
export default function AdministratorApp() {
  return (
    <AreaAdmin basename="/administrator" rolle="Administrator" dataProvider={dataProvider} layout={ArbeitsbereichLayout} gemerkt={GEMERKT}>
      <Resource name="ausschreibung" {...ausschreibungListe} />
      <Resource name="ausschreibung/strom" {...stromAusschreibung} />
      <Resource name="ausschreibung/gas" {...gasAusschreibung} />
      <Resource name="kunde" {...kunde} />
      <Resource name="evu" {...evu} />
      <Resource name="administrator" {...administrator} />
      <Resource name="schwellenwert" {...schwellenwert} />
      {spartenListen}
      <CustomRoutes>
        <Route path="/" element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="export" element={<LieferstellenExportPage />} />
      </CustomRoutes>
    </AreaAdmin>
  );
}
