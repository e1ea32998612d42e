import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminAuktion } from '../../../src/auktion/AdminAuktion';
import { EvuAuktion } from '../../../src/auktion/EvuAuktion';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

const dataProvider = { getOne: async () => ({ data: { id: 3, typ: 'Unternehmen' } }) } as unknown as DataProvider;

/** The server's answers: a 404 for a stream of an auction nobody planned, an open stream with its state otherwise. */
function server() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"message":"Zu dieser Ausschreibung ist keine Online-Auktion geplant."}', { status: 404 }));
}
const ereignisAufrufe = (f: ReturnType<typeof server>) => f.mock.calls.filter(([url]) => String(url).includes('/auktion/ereignisse'));

function zeige(ausschreibung: Record<string, unknown>) {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
      <RecordContextProvider value={{ id: 7, typ: 1, status: 2, kundeId: 3, ...ausschreibung }}>
        <AdminAuktion />
      </RecordContextProvider>
    </AdminContext>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Online-Auktion auf der Detailseite', () => {
  it('fragt ohne geplante Auktion nicht nach ihren Ereignissen und bietet gleich das Planen an', async () => {
    const fetch = server();
    zeige({});
    expect(await screen.findByRole('button', { name: 'Online-Auktion planen' })).toBeInTheDocument();
    expect(ereignisAufrufe(fetch)).toHaveLength(0);
  });

  it('öffnet die Ereignisse, wenn die Ausschreibung eine Auktion nennt', async () => {
    const fetch = server();
    zeige({ auktion: 'geplant' });
    await waitFor(() => expect(ereignisAufrufe(fetch).length).toBeGreaterThan(0));
    expect(String(ereignisAufrufe(fetch)[0]![0])).toContain('/strom/7/auktion/ereignisse');
  });
});

describe('Online-Auktion des Bieters', () => {
  it('liest das eigene Angebot, wenn die Ausschreibung eines nennt, auch solange es noch lädt', async () => {
    server();
    const eigenesAngebot = vi.fn(async () => null);
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={{ eigenesAngebot } as unknown as DataProvider}>
        <RecordContextProvider value={{ id: 5, typ: 1, status: 2, auktion: 'geplant', angebotAbgegeben: true }}>
          {/* The detail page renders the auction while its offer is still loading: angebot null. */}
          <EvuAuktion ausschreibungId={5} angebot={null} lieferstellen={[]} />
        </RecordContextProvider>
      </AdminContext>,
    );
    await waitFor(() => expect(eigenesAngebot).toHaveBeenCalledWith(5));
  });
});
