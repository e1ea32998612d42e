import type { ReactNode } from 'react';
import { Datagrid, TopToolbar, useCreatePath, type RaRecord } from 'react-admin';
import type { AuswahlFeld, Datensatz, Deklaration, Felder } from '../../../domain/ressourcen/deklaration';
import { ActiveFilters } from '../../ui/list/ActiveFilters';
import { DeferredList } from '../../ui/list/DeferredList';
import { EmptyList } from '../../ui/list/EmptyList';
import { LinkList } from '../../ui/list/LinkList';
import { PortalCreateButton } from '../../ui/list/PortalCreateButton';
import { MultiSelect } from '../../ui/select/MultiSelect';
import { useNarrowerThan } from '../../ui/viewport/useNarrowerThan';

/** What a phone shows of one record instead of a table row. */
export interface Karte<R> {
  titel(r: R): ReactNode;
  zeile(r: R): ReactNode;
}

/**
 * The list of a declared resource: its selection filters and default order from the declaration, the columns
 * (`children`) from the resource's view; a row opens the record's form. On a phone each record is a two-line entry.
 */
export function RessourcenList<F extends Felder>({ d, karte, leer, children }: { d: Deklaration<F>; karte: Karte<Datensatz<F>>; leer: string; children: ReactNode }) {
  const telefon = useNarrowerThan('sm');
  const createPath = useCreatePath();
  const filters = d.filter.map((name) => (
    <MultiSelect key={name} source={name} choices={(d.felder[name] as AuswahlFeld).werte} alwaysOn ohneAuswahl="Alle" />
  ));
  return (
    <DeferredList
      // Checked by the area's Guard and by the server.
      disableAuthentication
      filters={filters}
      sort={{ field: d.sortierung.standard, order: d.sortierung.richtung === 'desc' ? 'DESC' : 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <PortalCreateButton label="Anlegen" />
        </TopToolbar>
      }
      empty={<EmptyList text={leer} aktion={<PortalCreateButton variant="contained" label="Anlegen" />} />}
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      <ActiveFilters filter={filters} />
      {telefon ? (
        <LinkList<Datensatz<F> & RaRecord> to={(r) => createPath({ resource: d.name, id: r.id, type: 'edit' })} primary={karte.titel} secondary={karte.zeile} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="edit">
          {children}
        </Datagrid>
      )}
    </DeferredList>
  );
}
