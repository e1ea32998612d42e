import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, TextField, useListContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../src/api/createDataProvider';
import { HttpError, ModelStateError } from '../../../src/api/http';
import * as http from '../../../src/api/http/httpClient';
import { createQueryClient } from '../../../src/api/queryClient';
import { meldeHttpFehler } from '../../../src/ui/notifications/useMeldung';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { DeferredList } from '../../../src/ui/list/DeferredList';
import { SearchField } from '../../../src/ui/list/SearchField';
import { MultiSelect } from '../../../src/ui/select/MultiSelect';

afterEach(() => vi.restoreAllMocks());

function Zeilen() {
  const { data } = useListContext();
  return <output aria-label="Zeilen">{data?.map((r) => r.id).join(',')}</output>;
}

const filters = [
  <SearchField key="idSearch" source="idSearch" alwaysOn placeholder="Nummer" />,
  <MultiSelect key="status" source="status" alwaysOn ohneAuswahl="Alle" choices={[{ label: 'Aktiv', value: 1 }]} />,
];

/** A tender list opened at `pfad` whose server answers each request with `antwort(query)`. */
function zeige(pfad: string, antwort: (query: Record<string, unknown>) => unknown) {
  const request = vi.spyOn(http, 'request').mockImplementation((async (_url: string, optionen: { query: Record<string, unknown> }) => antwort(optionen.query)) as never);
  render(
    <MemoryRouter initialEntries={[pfad]}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={createDataProvider({ ausschreibung: '/api/ausschreibungasadmin' })} queryClient={createQueryClient(meldeHttpFehler)}>
        <DeferredList resource="ausschreibung" filters={filters} sort={{ field: 'angebotsfrist', order: 'DESC' }} perPage={25} disableAuthentication>
          <Zeilen />
          <TextField source="id" />
        </DeferredList>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return request;
}

const zeilen = { items: [{ id: 7 }, { id: 8 }], total: 2 };

describe('Liste, deren Abfrage scheitert', () => {
  it('nennt bei einem abgelehnten Filter aus dem Link den Grund am Filter, zeigt weder „nichts gefunden“ noch Seiten, und setzt die Liste zurück', async () => {
    const user = userEvent.setup();
    const request = zeige(`/?filter=${encodeURIComponent(JSON.stringify({ status: [99] }))}&perPage=5000`, (query) =>
      'request.filter.status' in query
        ? Promise.reject(
            new ModelStateError({
              message: 'Die Eingaben sind ungültig.',
              errors: { 'request.filter.status[0]': ['Der Wert darf höchstens 6 sein.'], 'request.paging.size': ['Der Wert darf höchstens 500 sein.'] },
            }),
          )
        : zeilen,
    );
    const meldung = await screen.findByRole('alert');
    expect(meldung).toHaveTextContent('Die Liste konnte nicht geladen werden.');
    expect(meldung).toHaveTextContent('Die Eingaben sind ungültig.');
    expect(within(meldung).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Status: Der Wert darf höchstens 6 sein.', 'Zeilen pro Seite: Der Wert darf höchstens 500 sein.']);
    expect(screen.queryByText(/gefunden/)).not.toBeInTheDocument();
    expect(screen.queryByText(/ von /)).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Zeilen' })).not.toBeInTheDocument();
    // The reason stands in the list; a notification saying the same would only hide the page's foot.
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await user.click(within(meldung).getByRole('button', { name: 'Liste zurücksetzen' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Zeilen' })).toHaveTextContent('7,8'));
    expect(request).toHaveBeenLastCalledWith(
      '/api/ausschreibungasadmin',
      expect.objectContaining({ query: { 'request.paging.size': 25, 'request.paging.index': 0, 'request.ordering.key': 'angebotsfrist', 'request.ordering.direction': 2 } }),
    );
    expect(screen.getByText('1–2 von 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('bietet bei einem Serverfehler an, noch einmal zu fragen, und nennt die Fehlernummer', async () => {
    const user = userEvent.setup();
    let versuche = 0;
    zeige('/', () => (++versuche === 1 ? Promise.reject(new HttpError('500 Internal Server Error', 500, { message: 'Ein unerwarteter Fehler ist aufgetreten.', errorId: 'c0ffee42' })) : zeilen));
    const meldung = await screen.findByRole('alert');
    expect(meldung).toHaveTextContent('Die Liste konnte nicht geladen werden.');
    expect(meldung).toHaveTextContent('Ein unerwarteter Fehler ist aufgetreten.');
    expect(meldung).toHaveTextContent('Fehlernummer: c0ffee42');
    await user.click(within(meldung).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Zeilen' })).toHaveTextContent('7,8'));
    expect(versuche).toBe(2);
  });
});
