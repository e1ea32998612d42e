import { CustomRoutes, Resource } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { EvuRegistrierungPage } from '../member/registrierung/EvuRegistrierungPage';
import { createEvuProvider } from '../api/evu/dataProvider';
import { ApiQueryProvider } from '../api/ApiQueryProvider';
import { AreaAdmin } from '../shell/AreaAdmin';
import { Guard } from '../shell/Guard';
import { gas, strom } from './ausschreibung';
import { BenutzerdatenPage } from './benutzerdaten/BenutzerdatenPage';

const dataProvider = createEvuProvider();

/** The supplier area under /evu: no guard at root level (registration will live here), the EVU part is guarded. */
export default function EvuApp() {
  return (
    <Routes>
      <Route
        path="registrieren"
        element={
          <ApiQueryProvider>
            <EvuRegistrierungPage />
          </ApiQueryProvider>
        }
      />
      <Route
        path="*"
        element={
          <Guard rollen={['EVU']}>
            <AreaAdmin basename="/evu" rolle="EVU" dataProvider={dataProvider}>
              <Resource name="ausschreibung/strom" {...strom} />
              <Resource name="ausschreibung/gas" {...gas} />
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
