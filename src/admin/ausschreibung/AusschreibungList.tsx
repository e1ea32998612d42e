import { FilterButton, TopToolbar, useCreatePath } from 'react-admin';
import { DeferredList } from '../../ui/list/DeferredList';
import { detailRessource } from '../../api/admin/ausschreibung';
import { AusschreibungRows } from '../../ausschreibung/AusschreibungRows';
import { EmptyList } from '../../ui/list/EmptyList';
import { MultiSelect } from '../../ui/select/MultiSelect';
import { ListenExportButton } from './ListenExportButton';
import { useOptionen } from '../../api/admin/useAusschreibungAdmin';
import { ActiveFilters } from '../../ui/list/ActiveFilters';
import { ausschreibungSuche } from '../../ausschreibung/ausschreibungSuche';


/**
 * Every tender of the portal, the administrator's work queue: dense rows, and from the dashboard what waits for
 * review with the most urgent first. Filters, sort and page live in the URL (react-admin's list), so a reload or a
 * shared link shows the same selection, and are kept per user (AdministratorApp); a row opens the tender under its
 * Sparte's path.
 */
export function AusschreibungList() {
  const { data: optionen } = useOptionen();
  const createPath = useCreatePath();
  const filter = [
    ausschreibungSuche,
    <MultiSelect key="status" source="status" choices={optionen?.status} alwaysOn ohneAuswahl="Alle" />,
    <MultiSelect key="typen" source="typen" choices={optionen?.typen} alwaysOn ohneAuswahl="Alle" />,
    <MultiSelect key="kunden" source="kunden" choices={optionen?.kunden} ohneAuswahl="Alle" />,
    <MultiSelect key="evus" source="evus" choices={optionen?.evus} ohneAuswahl="Alle" />,
  ];
  return (
    <DeferredList
      // The area's Guard has checked the sign-in and the role; the list's own check only held its request back
      // (an ended session still leads to the login: the request's 401 goes through the auth provider's checkError).
      disableAuthentication
      filters={filter}
      // Most urgent first: by the step a tender is in, within it the soonest Angebotsfrist (the server's key).
      sort={{ field: 'dringlichkeit', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
          <ListenExportButton />
        </TopToolbar>
      }
      empty={<EmptyList text="Es gibt noch keine Ausschreibung." />}
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      <ActiveFilters filter={filter} />
      <AusschreibungRows mitKunde mitAngeboten dicht dringlichZuerst pfad={(r) => createPath({ resource: detailRessource(r.typ), id: r.id, type: 'show' })} />
    </DeferredList>
  );
}
