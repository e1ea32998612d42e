import { TabbedShowLayout } from 'react-admin';
import { PersonenShow } from '../personen/PersonenShow';
import { EvuStammdaten } from './EvuStammdaten';
import { ZulassungReiter } from './zulassung/ZulassungReiter';

export function EvuShow() {
  return (
    <PersonenShow
      stammdaten={<EvuStammdaten />}
      reiter={
        <TabbedShowLayout.Tab label="portal.personen.reiter.zulassung">
          <ZulassungReiter />
        </TabbedShowLayout.Tab>
      }
    />
  );
}
