import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { EvuRegistrierungPage } from '../mitglied/registrierung/EvuRegistrierungPage';
import { createEvuProvider } from '../api/evu/dataProvider';
import { RegistrationArea } from '../shell/RegistrationArea';
import { ausschreibung, gas, spartenListen, strom } from './ausschreibung';
import { BenutzerdatenPage } from './benutzerdaten/BenutzerdatenPage';
import { ZulassungPage } from './zulassung/ZulassungPage';

const dataProvider = createEvuProvider();

/** The supplier area under /evu: registration open to everyone, the EVU's part guarded. */
export default function EvuApp() {
  return (
    <RegistrationArea basename="/evu" rolle="EVU" dataProvider={dataProvider} registrierung={<Route path="registrieren" element={<EvuRegistrierungPage />} />}>
      <Resource name="ausschreibung" {...ausschreibung} />
      <Resource name="ausschreibung/strom" {...strom} />
      <Resource name="ausschreibung/gas" {...gas} />
      {spartenListen}
      <CustomRoutes>
        <Route path="benutzerdaten" element={<BenutzerdatenPage />} />
        <Route path="zulassung" element={<ZulassungPage />} />
      </CustomRoutes>
    </RegistrationArea>
  );
}
