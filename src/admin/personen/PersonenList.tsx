import type { ReactElement, ReactNode } from 'react';
import { DeferredList } from '../../ui/list/DeferredList';
import { Datagrid, DatagridBody, FunctionField, TextField, TopToolbar, useCreatePath, type RaRecord, type SortPayload } from 'react-admin';
import { LinkList } from '../../ui/list/LinkList';
import { useNarrowerThan } from '../../ui/viewport/useNarrowerThan';
import { PortalCreateButton } from '../../ui/list/PortalCreateButton';
import { EmptyList } from '../../ui/list/EmptyList';
import { ActiveFilters } from '../../ui/list/ActiveFilters';
import { SearchField } from '../../ui/list/SearchField';
import { formatTag } from '../../../domain/format';
import { KONTO_ZUSTAND_LABEL, type KontoZustand } from '../../../domain/konto';
import { MultiSelect } from '../../ui/select/MultiSelect';
import { KontoAktionenColumn, KontoAktionenRow } from './KontoAktionenRow';
import { ZustandChip } from './ZustandChip';
import { usePersonenOptionen, usePersonenRessource } from '../../api/admin/usePersonenAdmin';

/** What a phone shows of one account instead of a table row: who it is, and a line with what its columns say. */
export interface PersonenKarte<R extends RaRecord> {
  titel(r: R): string;
  zeile(r: R): string;
}

/** A login or an address without a hyphen is one long word: it breaks anywhere instead of widening the table. */
const LANGE_WOERTER = { overflowWrap: 'anywhere' } as const;

/**
 * The list of Kunden, EVUs or Administratoren, titled by the resource's name: search and Zustand for all three, `filter` adds the resource's
 * own; sort, page and filters live in the URL. The resource's columns (`children`) come first, then what every
 * account has. A row opens the record; its actions are in its context menu and behind its last column's button.
 * On a phone each account is one entry (`karte`) instead of a table row, so that nothing scrolls sideways.
 */
export function PersonenList<R extends RaRecord>({ filter = [], suche, sort, leer, karte, children }: {
  filter?: ReactElement[];
  /** what the search box finds, as its placeholder */
  suche: string;
  sort: SortPayload;
  leer: string;
  karte: PersonenKarte<R>;
  children: ReactNode;
}) {
  const telefon = useNarrowerThan('sm');
  const createPath = useCreatePath();
  const resource = usePersonenRessource();
  const { data: optionen } = usePersonenOptionen(resource);
  const filters = [
    <SearchField key="suche" source="suche" alwaysOn placeholder={suche} />,
    <MultiSelect key="zustaende" source="zustaende" choices={optionen?.zustaende} alwaysOn ohneAuswahl="Alle" />,
    ...filter,
  ];
  return (
    <DeferredList
      // Checked by the area's Guard, like the tender list.
      disableAuthentication
      filters={filters}
      sort={sort}
      perPage={25}
      actions={
        <TopToolbar>
          <PortalCreateButton label="portal.personen.anlegen" />
        </TopToolbar>
      }
      empty={<EmptyList text={leer} aktion={<PortalCreateButton variant="contained" label="portal.personen.anlegen" />} />}
      // A wide table scrolls inside its card; without min-width the list would widen the whole page on a phone.
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      <ActiveFilters filter={filters} />
      {telefon ? (
        <LinkList<R & { zustand: KontoZustand }>
          to={(r) => createPath({ resource, id: r.id, type: 'show' })}
          primary={(r) => karte.titel(r)}
          secondary={(r) => `${karte.zeile(r)} · ${KONTO_ZUSTAND_LABEL[r.zustand]}`}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" body={<DatagridBody row={<KontoAktionenRow />} />}>
          {children}
          <TextField source="login" sx={LANGE_WOERTER} />
          <TextField source="email" sx={LANGE_WOERTER} />
          <ZustandChip source="zustand" />
          <FunctionField<{ angelegtAm: string }> source="angelegtAm" render={(r) => formatTag(r.angelegtAm)} />
          <KontoAktionenColumn label="portal.personen.aktionen" sortable={false} />
        </Datagrid>
      )}
    </DeferredList>
  );
}
