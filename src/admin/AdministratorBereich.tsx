import { CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createDataProvider } from '../../dataProvider';
import { Bereich } from '../bereich/Bereich';
import { Dashboard } from './dashboard/Dashboard';

const dataProvider = createDataProvider({ ausschreibung: '/api/ausschreibungasadmin' });

/** The administrator area under /administrator (loaded on demand). */
export default function AdministratorBereich() {
  return (
    <Bereich basename="/administrator" rolle="Administrator" dataProvider={dataProvider}>
      <CustomRoutes>
        <Route path="/" element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<Dashboard />} />
      </CustomRoutes>
    </Bereich>
  );
}
