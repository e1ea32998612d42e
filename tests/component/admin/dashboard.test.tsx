import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdministratorProvider } from '../../../src/api/admin/dataProvider';
import * as http from '../../../src/api/http/httpClient';
import { createQueryClient } from '../../../src/api/queryClient';
import { meldeHttpFehler } from '../../../src/ui/notifications/useMeldung';
import { Dashboard } from '../../../src/admin/dashboard/Dashboard';
import type { DashboardAntwort } from '../../../domain/api/dashboard';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

afterEach(() => vi.restoreAllMocks());

const daten: DashboardAntwort = {
  proStatus: [
    { status: 0, label: 'Prüfung Ausschreibung', anzahl: 12_345 },
    { status: 1, label: 'Aktiv', anzahl: 7 },
    { status: 2, label: 'Prüfung Angebote', anzahl: 3 },
    { status: 3, label: 'Bindefrist', anzahl: 1 },
    { status: 4, label: 'Abgeschlossen', anzahl: 40 },
  ],
  proSparte: [
    { typ: 1, label: 'Strom', anzahl: 12_000 },
    { typ: 2, label: 'Gas', anzahl: 396 },
  ],
  gesamt: 12_396,
  anzahlKunden: 2,
  anzahlEvus: 3,
  zuPruefen: 12_345,
  angeboteFreizugeben: 3,
  fristen: [
    { id: 5, nummer: 'A-2026-00005', bezeichnung: 'Strom Rathaus', typ: 1, kunde: 'Stadt Würzburg', art: 'Angebotsfrist', frist: '2026-11-25T14:30:00.000Z' },
    { id: 8, nummer: 'A-2026-00008', bezeichnung: 'Erdgas Werk', typ: 2, kunde: 'Musterstadt Metallbau GmbH', art: 'Bindefrist', frist: '2026-11-27T23:00:00.000Z' },
  ],
  fristenGesamt: 2,
  offeneBieterfragen: [
    { id: 5, nummer: 'A-2026-00005', bezeichnung: 'Strom Rathaus', typ: 1, anzahl: 2, seit: '2026-11-20T08:05:00.000Z' },
    { id: 8, nummer: 'A-2026-00008', bezeichnung: 'Erdgas Werk', typ: 2, anzahl: 1, seit: '2026-11-21T16:00:00.000Z' },
  ],
  offeneBieterfragenGesamt: 3,
  zulassungenInPruefung: 2,
  volumenProMonat: [
    { monat: '2027-01', stromKwh: 5_683_000, gasKwh: 1_920_500 },
    { monat: '2027-03', stromKwh: 0, gasKwh: 921_000 },
  ],
};

function Ort() {
  const ort = useLocation();
  return <output aria-label="Adresse">{decodeURIComponent(ort.pathname + ort.search)}</output>;
}

function zeige(antwort: Promise<DashboardAntwort>) {
  const request = vi.spyOn(http, 'request').mockImplementation((() => antwort) as never);
  render(
    <MemoryRouter initialEntries={['/administrator/dashboard']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={createAdministratorProvider()} queryClient={createQueryClient(meldeHttpFehler)} basename="/administrator">
        <Routes>
          <Route path="/administrator/dashboard" element={<Dashboard />} />
          <Route path="*" element={<Ort />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return request;
}

describe('Dashboard des Administrators', () => {
  it('zeigt, was wartet, und öffnet die nach Status gefilterte Liste', async () => {
    const user = userEvent.setup();
    const request = zeige(Promise.resolve(daten));
    expect(request).toHaveBeenCalledWith('/api/dashboard');
    const wartet = within(await screen.findByRole('region', { name: 'Wartet auf Sie' }));
    expect(wartet.getByRole('link', { name: 'Ausschreibungen zu prüfen: 12.345 – Liste öffnen' })).toBeInTheDocument();
    await user.click(wartet.getByRole('link', { name: 'Angebote freizugeben: 3 – Liste öffnen' }));
    expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent('/administrator/ausschreibung?filter={"status":[2]}&sort=dringlichkeit&order=ASC');
  });

  it('zählt die Zulassungsanträge in Prüfung und öffnet die danach gefilterte EVU-Liste', async () => {
    const user = userEvent.setup();
    zeige(Promise.resolve(daten));
    const wartet = within(await screen.findByRole('region', { name: 'Wartet auf Sie' }));
    await user.click(wartet.getByRole('link', { name: 'Zulassungsanträge in Prüfung: 2 – Liste öffnen' }));
    expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent('/administrator/evu?filter={"zulassung":["in_pruefung"]}');
  });

  it('zählt die offenen Bieterfragen und verlinkt jede Ausschreibung mit ihnen, die am längsten wartende zuerst', async () => {
    const user = userEvent.setup();
    zeige(Promise.resolve(daten));
    const wartet = within(await screen.findByRole('region', { name: 'Wartet auf Sie' }));
    expect(wartet.getByText('Bieterfragen zu beantworten').parentElement).toHaveTextContent('Bieterfragen zu beantworten 3');
    const fragen = within(screen.getByRole('region', { name: 'Offene Bieterfragen' }));
    const [strom, gas] = fragen.getAllByRole('link');
    // 08:05 UTC in November is 09:05 in Germany.
    expect(strom).toHaveTextContent('A-2026-00005 · Strom Rathaus2 offene Fragen, die älteste vom 20.11.2026 09:05 Uhr · Strom');
    expect(gas).toHaveTextContent('1 offene Frage, gestellt am 21.11.2026 17:00 Uhr · Gas');
    await user.click(gas!);
    expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent('/administrator/ausschreibung/gas/8/show');
  });

  it('sagt, wenn keine Bieterfrage offen ist', async () => {
    zeige(Promise.resolve({ ...daten, offeneBieterfragen: [], offeneBieterfragenGesamt: 0 }));
    const fragen = within(await screen.findByRole('region', { name: 'Offene Bieterfragen' }));
    expect(fragen.getByText('Alle Bieterfragen sind beantwortet.')).toBeInTheDocument();
    expect(fragen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('verlinkt die Fristen der Woche auf die Strom- und Gasausschreibung, mit deutscher Ortszeit', async () => {
    zeige(Promise.resolve(daten));
    const fristen = within(await screen.findByRole('region', { name: 'Fristen der nächsten 7 Tage' }));
    const [strom, gas] = fristen.getAllByRole('link');
    expect(strom).toHaveTextContent('A-2026-00005 · Strom Rathaus');
    expect(strom).toHaveTextContent('Angebotsfrist 25.11.2026 15:30 Uhr · Strom · Stadt Würzburg');
    expect(strom).toHaveAttribute('href', '/administrator/ausschreibung/strom/5/show');
    expect(gas).toHaveTextContent('Bindefrist 28.11.2026 00:00 Uhr · Gas · Musterstadt Metallbau GmbH');
    expect(gas).toHaveAttribute('href', '/administrator/ausschreibung/gas/8/show');
    expect(fristen.queryByText(/weitere Fristen/)).not.toBeInTheDocument();
  });

  it('sagt, wie viele Fristen der Woche über die gezeigten hinaus anstehen', async () => {
    zeige(Promise.resolve({ ...daten, fristenGesamt: 2_347 }));
    const fristen = within(await screen.findByRole('region', { name: 'Fristen der nächsten 7 Tage' }));
    expect(fristen.getByText('… und 2.345 weitere Fristen in den nächsten 7 Tagen.')).toBeInTheDocument();
  });

  it('zeigt die Zahlen je Status mit Tausenderpunkt und die Menge je Liefermonat als Diagramm', async () => {
    zeige(Promise.resolve(daten));
    const status = within(await screen.findByRole('region', { name: 'Ausschreibungen je Status' }));
    expect(status.getByRole('link', { name: 'Abgeschlossen: 40 – Liste öffnen' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Bestand' })).getByText('12.396')).toBeInTheDocument();
    const diagramm = screen.getByRole('region', { name: 'Ausgeschriebene Jahresmenge nach Monat des Lieferbeginns' });
    expect(within(diagramm).getByLabelText(/^Ausgeschriebene Jahresmenge nach Monat des Lieferbeginns/)).toHaveAccessibleName(
      'Ausgeschriebene Jahresmenge nach Monat des Lieferbeginns. Jan 2027: Strom 5.683 MWh, Gas 1.921 MWh; Mär 2027: Strom 0 MWh, Gas 921 MWh',
    );
    // Both axes say what they count: the month the delivery starts, the annual volume in MWh.
    expect(within(diagramm).getByText('Monat des Lieferbeginns')).toBeInTheDocument();
    expect(within(diagramm).getByText('Jahresmenge (MWh)')).toBeInTheDocument();
  });

  it('sagt es, wenn keine Frist ansteht und noch nichts ausgeschrieben ist', async () => {
    zeige(Promise.resolve({ ...daten, fristen: [], volumenProMonat: [] }));
    expect(await screen.findByText('In den nächsten 7 Tagen endet keine Frist.')).toBeInTheDocument();
    expect(screen.getByText('Noch keine Lieferstellen ausgeschrieben.')).toBeInTheDocument();
  });

  it('zeigt Platzhalter beim Laden und eine deutsche Meldung, wenn der Server nicht antwortet', async () => {
    let scheitern!: (e: Error) => void;
    zeige(new Promise<DashboardAntwort>((_, nein) => (scheitern = nein)));
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    scheitern(Object.assign(new Error('500 Internal Server Error'), { body: { message: 'Ein Fehler ist aufgetreten.' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Kennzahlen konnten nicht geladen werden: Ein Fehler ist aufgetreten.');
  });
});
