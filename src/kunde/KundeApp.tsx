import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { KundeRegistrierungPage } from '../mitglied/registrierung/KundeRegistrierungPage';
import { createKundeProvider } from '../api/kunde/dataProvider';
import { RegistrationArea } from '../shell/RegistrationArea';
import { ausschreibung } from './ausschreibung';
import { BenutzerdatenPage } from './benutzerdaten/BenutzerdatenPage';

const dataProvider = createKundeProvider();

/** The customer area under /kunde: registration open to everyone, the Kunde's part guarded. */
export default function KundeApp() {
  return (
    <RegistrationArea basename="/kunde" rolle="Kunde" dataProvider={dataProvider} registrierung={<Route path="registrieren" element={<KundeRegistrierungPage />} />}>
      <Resource name="ausschreibung" {...ausschreibung} />
      <CustomRoutes>
        <Route path="benutzerdaten" element={<BenutzerdatenPage />} />
      </CustomRoutes>
    </RegistrationArea>
  );
}
