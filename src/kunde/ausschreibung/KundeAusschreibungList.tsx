import { TopToolbar } from 'react-admin';
import { DeferredList } from '../../ui/list/DeferredList';
import { AusschreibungRows } from '../../ausschreibung/AusschreibungRows';
import { PortalCreateButton } from '../../ui/list/PortalCreateButton';
import { EmptyList } from '../../ui/list/EmptyList';
import { NeuigkeitenCard } from '../../shell/NeuigkeitenCard';

/** The Kunde's start page: its news, then its own tenders, newest deadline first; a row opens the tender. */
export function KundeAusschreibungList() {
  return (
    <>
      <NeuigkeitenCard />
      <DeferredList
        title="Meine Ausschreibungen"
        sort={{ field: 'angebotsfrist', order: 'DESC' }}
        perPage={25}
        actions={
          <TopToolbar>
            <PortalCreateButton label="portal.ausschreibung.neu" />
          </TopToolbar>
        }
        empty={<EmptyList text="Sie haben noch keine Ausschreibung." aktion={<PortalCreateButton label="portal.ausschreibung.neu" variant="contained" />} />}
        // Between phone and desktop the table scrolls inside its card; without min-width it would widen the page.
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      >
        <AusschreibungRows mitKunde={false} />
      </DeferredList>
    </>
  );
}
