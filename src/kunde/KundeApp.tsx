import { CustomRoutes, Resource } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { KundeRegistrierungPage } from '../member/registrierung/KundeRegistrierungPage';
import { createKundeProvider } from '../api/kunde/dataProvider';
import { ApiQueryProvider } from '../api/ApiQueryProvider';
import { AreaAdmin } from '../shell/AreaAdmin';
import { Guard } from '../shell/Guard';
import { ausschreibung } from './ausschreibung';
import { BenutzerdatenPage } from './benutzerdaten/BenutzerdatenPage';

const dataProvider = createKundeProvider();

/** The customer area under /kunde: no guard at root level (registration will live here), the Kunde part is guarded. */
export default function KundeApp() {
  return (
    <Routes>
      <Route
        path="registrieren"
        element={
          <ApiQueryProvider>
            <KundeRegistrierungPage />
          </ApiQueryProvider>
        }
      />
      <Route
        path="*"
        element={
          <Guard rollen={['Kunde']}>
            <AreaAdmin basename="/kunde" rolle="Kunde" dataProvider={dataProvider}>
              <Resource name="ausschreibung" {...ausschreibung} />
              <CustomRoutes>
                <Route path="benutzerdaten" element={<BenutzerdatenPage />} />
              </CustomRoutes>
            </AreaAdmin>
          </Guard>
        }
      />
    </Routes>
  );
}
