import type { ReactElement, ReactNode } from 'react';
import { CreateButton, Datagrid, DatagridBody, FunctionField, List, TextField, TopToolbar, type SortPayload } from 'react-admin';
import { EmptyList } from '../../ui/liste/EmptyList';
import { AktiveFilter } from '../../ui/liste/AktiveFilter';
import { Suchfeld } from '../../ui/liste/Suchfeld';
import { formatTag } from '../../../domain/format';
import { MehrfachAuswahl } from '../../ui/auswahl/MehrfachAuswahl';
import { KontoAktionenColumn, KontoAktionenRow } from './KontoAktionenRow';
import { ZustandChip } from './ZustandChip';
import { alsEintraege, usePersonenOptionen, usePersonenRessource } from '../../api/admin/usePersonenAdmin';

/**
 * The list of Kunden, EVUs or Administratoren, titled by the resource's name: search and Zustand for all three, `filter` adds the resource's
 * own; sort, page and filters live in the URL. The resource's columns (`children`) come first, then what every
 * account has. A row opens the record; its actions are in its context menu and behind its last column's button.
 */
export function PersonenList({ filter = [], sort, leer, children }: { filter?: ReactElement[]; sort: SortPayload; leer: string; children: ReactNode }) {
  const resource = usePersonenRessource();
  const { data: optionen } = usePersonenOptionen(resource);
  const filters = [
    <Suchfeld key="suche" source="suche" alwaysOn placeholder="Name, E-Mail, Ort …" />,
    <MehrfachAuswahl key="zustaende" source="zustaende" choices={alsEintraege(optionen?.zustaende)} alwaysOn ohneAuswahl="Alle" />,
    ...filter,
  ];
  return (
    <List
      filters={filters}
      sort={sort}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label="Anlegen" />
        </TopToolbar>
      }
      empty={<EmptyList text={leer} aktion={<CreateButton variant="contained" label="Anlegen" />} />}
      // A wide table scrolls inside its card; without min-width the list would widen the whole page on a phone.
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      <AktiveFilter filter={filters} />
      <Datagrid bulkActionButtons={false} rowClick="show" body={<DatagridBody row={<KontoAktionenRow />} />}>
        {children}
        <TextField source="login" />
        <TextField source="email" />
        <ZustandChip source="zustand" />
        <FunctionField<{ angelegtAm: string }> source="angelegtAm" render={(r) => formatTag(r.angelegtAm)} />
        <KontoAktionenColumn label="Aktionen" sortable={false} />
      </Datagrid>
    </List>
  );
}
