import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createAusschreibungAdminProvider } from '../../dataProvider/ausschreibungAdmin';
import { Bereich } from '../bereich/Bereich';
import { ArbeitsbereichsLayout } from './arbeitsbereich/ArbeitsbereichsLayout';
import { ausschreibungListe, gasAusschreibung, stromAusschreibung } from './ausschreibung';
import { Dashboard } from './dashboard/Dashboard';
import { ExportSeite } from './export/ExportSeite';

const dataProvider = createAusschreibungAdminProvider();

/** The administrator area under /administrator (loaded on demand); its records open in tabs. */
export default function AdministratorBereich() {
  return (
    <Bereich basename="/administrator" rolle="Administrator" dataProvider={dataProvider} layout={ArbeitsbereichsLayout}>
      <Resource name="ausschreibung" {...ausschreibungListe} />
      <Resource name="ausschreibung/strom" {...stromAusschreibung} />
      <Resource name="ausschreibung/gas" {...gasAusschreibung} />
      <CustomRoutes>
        <Route path="/" element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="export" element={<ExportSeite />} />
      </CustomRoutes>
    </Bereich>
  );
}
