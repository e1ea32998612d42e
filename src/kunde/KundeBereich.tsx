import { CustomRoutes, Resource } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { KundeRegistrierungPage } from '../member/registrierung/KundeRegistrierungPage';
import { createKundeProvider } from '../api/kunde/dataProvider';
import { Bereich } from '../bereich/Bereich';
import { Schutz } from '../shell/Schutz';
import ausschreibung from './ausschreibung';
import { BenutzerdatenSeite } from './benutzerdaten/BenutzerdatenSeite';

const dataProvider = createKundeProvider();

/** The customer area under /kunde: no guard at root level (registration will live here), the Kunde part is guarded. */
export default function KundeBereich() {
  return (
    <Routes>
      <Route path="registrieren" element={<KundeRegistrierungPage />} />
      <Route
        path="*"
        element={
          <Schutz rollen={['Kunde']}>
            <Bereich basename="/kunde" rolle="Kunde" dataProvider={dataProvider}>
              <Resource name="ausschreibung" {...ausschreibung} />
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
