import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ListBase, useListContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListeAntwort } from '../../../domain/api/liste';
import { createDataProvider } from '../../../src/api/createDataProvider';
import * as http from '../../../src/api/http/httpClient';
import { createQueryClient } from '../../../src/api/queryClient';
import { meldeHttpFehler } from '../../../src/ui/notifications/useMeldung';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { ResultPages } from '../../../src/ui/list/ResultPages';

afterEach(() => vi.restoreAllMocks());

/** The page the list shows, so a test sees that paging on asked the server for the next page. */
function Zeilen() {
  const { data } = useListContext();
  return <output aria-label="Zeilen">{data?.map((r) => r.id).join(',')}</output>;
}

/** A list of 25 rows a page whose server answers `antwort(pageIndex)`. */
function zeige(antwort: (index: number) => Omit<ListeAntwort<{ id: number }>, 'items'>) {
  const request = vi.spyOn(http, 'request').mockImplementation((async (_url: string, optionen: { query: URLSearchParams | Record<string, unknown> }) => {
    const index = Number(new URLSearchParams(optionen.query as Record<string, string>).get('request.paging.index') ?? 0);
    return { items: Array.from({ length: 25 }, (_, i) => ({ id: index * 25 + i + 1 })), ...antwort(index) };
  }) as never);
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={createDataProvider({ ausschreibung: '/api/ausschreibungasadmin' })} queryClient={createQueryClient(meldeHttpFehler)}>
        <ListBase resource="ausschreibung" perPage={25} disableSyncWithLocation>
          <Zeilen />
          <ResultPages />
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
  );
  return request;
}

describe('Seitenleiste der Ausschreibungslisten', () => {
  it('schreibt die genaue Anzahl mit deutschem Tausenderpunkt', async () => {
    zeige(() => ({ total: 26_560 }));
    expect(await screen.findByText('1–25 von 26.560')).toBeInTheDocument();
  });

  it('sagt „mehr als 1.000“, wo der Server nur bis zur Grenze zählte, und blättert trotzdem weiter', async () => {
    const user = userEvent.setup();
    zeige((index) => ({ total: Math.max(1000, (index + 1) * 25), totalUntergrenze: true }));
    expect(await screen.findByText('1–25 von mehr als 1.000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zur vorherigen Seite' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('26–50 von mehr als 1.000')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Zeilen' })).toHaveTextContent(/^26,27,/));
  });
});
