import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VersandtesInformationsschreiben } from '../../../domain/api/zuschlag';
import * as http from '../../../src/api/http/httpClient';
import { verfahrenApi, type Verfahren } from '../../../src/api/verfahren';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import * as saveFileModul from '../../../src/ui/download/saveFile';
import { VersandteInformationsschreiben } from '../../../src/vergabe/VersandteInformationsschreiben';

afterEach(() => vi.restoreAllMocks());

const BRIEFE: VersandtesInformationsschreiben[] = [
  { angebotId: 41, evu: 'Stadtwerke Süd Energie GmbH', versandtAm: '2026-11-22T09:00:00.000Z' },
  { angebotId: 42, evu: 'Nordwind Strom AG', versandtAm: '2026-11-22T09:00:00.000Z' },
];
const KUNDE: Verfahren = { rolle: 'kunde', id: 7, typ: 2 };

function zeige(briefe: VersandtesInformationsschreiben[], { verfahren = KUNDE, status = 3 } = {}) {
  const request = vi.spyOn(http, 'request').mockResolvedValue(briefe as never);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <VersandteInformationsschreiben verfahren={verfahren} status={status} nummer="A-2026-00007" />
    </AdminContext>,
  );
  return request;
}

describe('Versandte Informationsschreiben', () => {
  it('listet dem Kunden jedes Schreiben mit Bieter und Versandzeit und lädt es als PDF herunter', async () => {
    const user = userEvent.setup();
    const datei = { blob: new Blob(['%PDF-']), fileName: 'Informationsschreiben_A-2026-00007_Nordwind_Strom_AG.pdf' };
    const laden = vi.spyOn(verfahrenApi, 'informationsschreibenPdf').mockResolvedValue(datei);
    const speichern = vi.spyOn(saveFileModul, 'saveFile').mockImplementation(() => {});
    const request = zeige(BRIEFE);
    const liste = await screen.findByRole('list', { name: 'Versandte Informationsschreiben' });
    expect(request).toHaveBeenCalledWith('/api/kunde/ausschreibung/7/informationsschreiben');
    expect(screen.getByRole('heading', { name: 'Informationsschreiben' })).toBeInTheDocument();
    expect(screen.getByText(/In Ihrem Namen an die nicht berücksichtigten Bieter versandt/)).toBeInTheDocument();
    const [erster, zweiter] = within(liste).getAllByRole('listitem');
    // 09:00 UTC in November is 10:00 in Germany.
    expect(erster).toHaveTextContent('Stadtwerke Süd Energie GmbH · versandt am 22.11.2026 10:00 Uhr');
    expect(zweiter).toHaveTextContent('Nordwind Strom AG · versandt am 22.11.2026 10:00 Uhr');
    await user.click(within(zweiter!).getByRole('button', { name: 'Informationsschreiben an Nordwind Strom AG herunterladen (PDF)' }));
    await waitFor(() => expect(speichern).toHaveBeenCalledWith(datei, 'Informationsschreiben_A-2026-00007_Nordwind_Strom_AG.pdf'));
    expect(laden).toHaveBeenCalledWith(KUNDE, 42);
  });

  it('fragt den Pfad des Administrators für die Sparte und spricht vom Kunden', async () => {
    const request = zeige(BRIEFE.slice(0, 1), { verfahren: { rolle: 'admin', id: 7, typ: 2 } });
    await screen.findByRole('list', { name: 'Versandte Informationsschreiben' });
    expect(request).toHaveBeenCalledWith('/api/ausschreibungasadmin/gas/7/informationsschreiben');
    expect(screen.getByText(/Im Namen des Kunden an die nicht berücksichtigten Bieter versandt/)).toBeInTheDocument();
  });

  it('zeigt nichts, solange kein Schreiben versandt ist, und fragt vor der Bindefrist gar nicht', async () => {
    const request = zeige([]);
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Informationsschreiben' })).toBeNull();
    vi.restoreAllMocks();
    const vorher = zeige(BRIEFE, { status: 2 });
    expect(vorher).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Versandte Informationsschreiben' })).toBeNull();
  });
});
