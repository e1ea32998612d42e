import type { ReactElement } from 'react';
import { FieldTitle, useListContext, useResourceContext, type SortPayload } from 'react-admin';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { ModelStateError } from '../../api/http';
import { fehlermeldung, fehlernummer } from '../errors/fehlertext';
import { eingabenDerFilter } from './ActiveFilters';

/** The list's own parameters, named as the list shows them (the server names them by its query keys). */
const LISTENPARAMETER: Record<string, string> = {
  'request.ordering.key': 'Sortierung',
  'request.ordering.direction': 'Sortierrichtung',
  'request.paging.size': 'Zeilen pro Seite',
  'request.paging.index': 'Seite',
};

/**
 * What a list shows in place of its rows when its request failed. A link or an old bookmark may carry a filter,
 * sort or page size the server refuses (400): the server's reason is shown at the field it names, and one button
 * goes back to the list as it opens. Any other failure (server or connection) offers to ask again. Without this
 * react-admin showed "keine Ausschreibungen gefunden" and a pager "1–25 von 25" under a passing notification.
 */
export function ListError({ filter, sort, perPage }: { filter: readonly ReactElement[]; sort?: SortPayload; perPage: number }) {
  const { error, refetch, setFilters, setSort, setPerPage } = useListContext();
  const resource = useResourceContext();
  if (!error) return null;
  const eingaben = eingabenDerFilter(filter);
  const abgelehnt = error instanceof ModelStateError;
  const felder = abgelehnt ? Object.entries(error.body.errors ?? {}) : [];
  const nummer = fehlernummer(error);
  const zuruecksetzen = () => {
    setFilters({}, {});
    if (sort) setSort(sort);
    setPerPage(perPage);
  };
  return (
    // The button stands under the reason, not beside it: on a phone a side column would leave the text a third of the width.
    <Alert severity="error" sx={{ m: { xs: 1, sm: 2 } }}>
      <AlertTitle>Die Liste konnte nicht geladen werden.</AlertTitle>
      {fehlermeldung(error)}
      {felder.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
          {felder.map(([schluessel, meldungen]) => {
            // `request.filter.status[0]` → the filter `status`
            const source = /^request\.filter\.([^.[]+)/.exec(schluessel)?.[1];
            const name = source ? <FieldTitle source={source} resource={resource} label={eingaben.get(source)?.label} /> : LISTENPARAMETER[schluessel];
            return (
              <li key={schluessel}>
                {name && <>{name}: </>}
                {meldungen.join(' ')}
              </li>
            );
          })}
        </ul>
      )}
      {nummer && <div>Fehlernummer: {nummer}</div>}
      <Button color="inherit" variant="outlined" size="small" sx={{ mt: 1.5, display: 'flex' }} onClick={abgelehnt ? zuruecksetzen : () => void refetch()}>
        {abgelehnt ? 'Liste zurücksetzen' : 'Erneut versuchen'}
      </Button>
    </Alert>
  );
}
