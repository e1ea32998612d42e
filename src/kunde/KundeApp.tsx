import { Resource } from 'react-admin';
import { createKundeProvider } from '../api/kunde/dataProvider';
import { KundeRegistrierungPage } from '../member/registrierung/KundeRegistrierungPage';
import { SelfServiceArea } from '../shell/SelfServiceArea';
import { ausschreibung } from './ausschreibung';
import { BenutzerdatenPage } from './benutzerdaten/BenutzerdatenPage';

const dataProvider = createKundeProvider();

/** The customer area under /kunde. */
export default function KundeApp() {
  return (
    <SelfServiceArea basename="/kunde" rolle="Kunde" dataProvider={dataProvider} registrierung={<KundeRegistrierungPage />} benutzerdaten={<BenutzerdatenPage />}>
      <Resource name="ausschreibung" {...ausschreibung} />
    </SelfServiceArea>
  );
}
