import { Resource } from 'react-admin';
import { createEvuProvider } from '../api/evu/dataProvider';
import { EvuRegistrierungPage } from '../member/registrierung/EvuRegistrierungPage';
import { SelfServiceArea } from '../shell/SelfServiceArea';
import { gas, strom } from './ausschreibung';
import { BenutzerdatenPage } from './benutzerdaten/BenutzerdatenPage';

const dataProvider = createEvuProvider();

/** The supplier area under /evu. */
export default function EvuApp() {
  return (
    <SelfServiceArea basename="/evu" rolle="EVU" dataProvider={dataProvider} registrierung={<EvuRegistrierungPage />} benutzerdaten={<BenutzerdatenPage />}>
      <Resource name="ausschreibung/strom" {...strom} />
      <Resource name="ausschreibung/gas" {...gas} />
    </SelfServiceArea>
  );
}
