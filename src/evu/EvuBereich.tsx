import { CustomRoutes, Resource } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { EvuRegistrierungPage } from '../member/registrierung/EvuRegistrierungPage';
import { createEvuProvider } from '../api/evu/dataProvider';
import { Bereich } from '../bereich/Bereich';
import { Schutz } from '../shell/Schutz';
import { gas, strom } from './ausschreibung';
import { BenutzerdatenSeite } from './benutzerdaten/BenutzerdatenSeite';

const dataProvider = createEvuProvider();

/** The supplier area under /evu: no guard at root level (registration will live here), the EVU part is guarded. */
export default function EvuBereich() {
  return (
    <Routes>
      <Route path="registrieren" element={<EvuRegistrierungPage />} />
      <Route
        path="*"
        element={
          <Schutz rollen={['EVU']}>
            <Bereich basename="/evu" rolle="EVU" dataProvider={dataProvider}>
              <Resource name="ausschreibung/strom" {...strom} options={{ label: 'Stromausschreibungen' }} />
              <Resource name="ausschreibung/gas" {...gas} options={{ label: 'Gasausschreibungen' }} />
              <CustomRoutes>
                <Route path="benutzerdaten" element={<BenutzerdatenSeite />} />
              </CustomRoutes>
            </Bereich>
          </Schutz>
        }
      />
    </Routes>
  );
}
