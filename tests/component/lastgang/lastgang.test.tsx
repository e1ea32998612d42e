import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waermebild } from '../../../domain/lastgang/bilder';
import { createQueryClient } from '../../../src/api/queryClient';
import { meldeHttpFehler } from '../../../src/ui/notifications/useMeldung';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { LastgangBericht } from '../../../src/lastgang/LastgangBericht';
import { LastgangDialog } from '../../../src/lastgang/LastgangDialog';
import { LastgangHochladen } from '../../../src/lastgang/LastgangHochladen';
import { LastgangKennzahlen } from '../../../src/lastgang/LastgangKennzahlen';
import { Waermebild, WaermebildTooltip } from '../../../src/lastgang/Waermebild';
import { NotificationBar } from '../../../src/ui/notifications/NotificationBar';
import { RaNotifications } from '../../../src/ui/notifications/RaNotifications';
import { lastgangZeilen } from '../../server/hilfen/lastgangDatei';
import { angemeldetAls } from '../shell/hilfen';
import { FakeXhr } from '../ui/fakeXhr';

describe('Bericht eines abgelehnten Lastgangs', () => {
  it('nennt die Meldung und jedes Problem mit seiner Zeile', () => {
    render(
      <LastgangBericht
        bericht={{
          message: 'Der Lastgang wurde nicht gespeichert: Die Datei hat 2 Probleme.',
          errors: { 'zeile[6783]': ['Es fehlen Werte von 12.03.2025 14:15 bis 12.03.2025 16:00.'], einheit: ['Bitte wählen Sie die Einheit.'] },
        }}
      />,
    );
    const bericht = screen.getByRole('alert');
    expect(bericht).toHaveTextContent('Der Lastgang wurde nicht gespeichert: Die Datei hat 2 Probleme.');
    const probleme = within(screen.getByRole('list', { name: 'Probleme' })).getAllByRole('listitem').map((p) => p.textContent);
    expect(probleme).toEqual(['Zeile 6.783: Es fehlen Werte von 12.03.2025 14:15 bis 12.03.2025 16:00.', 'Einheit: Bitte wählen Sie die Einheit.']);
  });
});

describe('Hochladen eines Lastgangs', () => {
  beforeEach(() => {
    FakeXhr.alle = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    angemeldetAls(['Kunde']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('zeigt bei einer Ablehnung außer 400 die deutsche Meldung des Servers, nicht den Statuscode', async () => {
    render(
      <QueryClientProvider client={createQueryClient(meldeHttpFehler)}>
        <LastgangHochladen lieferstelleId={7} onGespeichert={() => undefined} />
      </QueryClientProvider>,
    );
    await userEvent.setup().upload(screen.getByLabelText('Lastgang-Datei'), new File(['Zeitstempel;Wert [kW]'], 'Lastgang.csv', { type: 'text/csv' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(1));
    const meldung = 'Die Ausschreibung ist freigegeben: Ihr Lastgang steht fest und lässt sich nicht mehr ändern.';
    FakeXhr.alle[0]!.antworte(409, 'Conflict', { message: meldung });
    expect(await screen.findByRole('alert')).toHaveTextContent(meldung);
    expect(screen.getByRole('alert')).not.toHaveTextContent('409');
  });
});

const LASTGANG = {
  kennzahlen: {
    jahresarbeitKwh: 567_890,
    hoechstlastKw: 150.25,
    hoechstlastZeitpunkt: '2025-02-22T01:00:00.000Z',
    benutzungsstunden: 3780,
    grundlastKw: 40.5,
    anzahlWerte: 35_040,
    von: '2024-12-31T23:00:00.000Z',
    bis: '2025-12-31T23:00:00.000Z',
    interpoliert: 3,
  },
  hinweise: [],
};
/** A year stamped with the ends of its quarter hours, read as ends: the first rows as the server reports them. */
const VORSCHAU = {
  zeitbezug: 'ende',
  zeitbezugErkannt: 'ende',
  einheit: 'kW',
  ersteZeilen: [
    { zeile: 2, zeitText: '01.01.2025 00:15', wertText: '40', beginn: '2024-12-31T23:00:00.000Z', kw: 40 },
    { zeile: 3, zeitText: '01.01.2025 00:30', wertText: '40,5', beginn: '2024-12-31T23:15:00.000Z', kw: 40.5 },
  ],
  kennzahlen: LASTGANG.kennzahlen,
  hinweise: ['Jahresverbrauch: bisher 500.000 kWh, laut Lastgang 567.890 kWh. Die Lieferstelle wird beim Speichern angepasst.'],
  maxLeistung: { erfasstKw: 140, lautLastgangKw: 151 },
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The server of one Lieferstelle's Lastgang: its Kennzahlen until it is deleted, then a 404; the values for the
 * pictures never arrive (the charts are not this test's business).
 */
function lastgangServer() {
  let da = true;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if (String(url).endsWith('/werte?format=json')) return new Promise<Response>(() => undefined);
    if (init?.method === 'DELETE') {
      da = false;
      return new Response(null, { status: 204 });
    }
    return da ? json(200, LASTGANG) : json(404, { message: 'Für diese Lieferstelle liegt kein Lastgang vor.' });
  });
}
const lesungen = (fetch: ReturnType<typeof lastgangServer>) => fetch.mock.calls.filter(([url, init]) => String(url).endsWith('/api/lastgang/lieferstelle/7') && (init?.method ?? 'GET') === 'GET');

function zeigeDialog(aenderbar = true) {
  render(
    <AdminContext i18nProvider={i18nProvider} queryClient={createQueryClient(meldeHttpFehler)}>
      <RaNotifications />
      <NotificationBar />
      <LastgangDialog lieferstelle={{ id: 7, bezeichnung: 'Werk Nord', maloId: '50412345678' }} aenderbar={aenderbar} onSchliessen={() => undefined} />
    </AdminContext>,
  );
}

describe('Dialog des Lastgangs', () => {
  beforeEach(() => {
    FakeXhr.alle = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('löscht den Lastgang, liest ihn neu und meldet es', async () => {
    angemeldetAls(['Kunde']);
    const fetch = lastgangServer();
    zeigeDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Lastgang löschen' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Eintrag löschen?' })).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Für diese Lieferstelle liegt noch kein Lastgang vor.')).toBeInTheDocument();
    // The dialog hides the rest of the page from screen readers while it is open: the toast is found by its text.
    expect(await screen.findByText('Der Lastgang wurde gelöscht.')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    expect(lesungen(fetch)).toHaveLength(2);
  });

  it('liest nach dem Hochladen den Lastgang neu und meldet das Speichern', async () => {
    angemeldetAls(['Administrator']);
    const fetch = lastgangServer();
    zeigeDialog();
    await screen.findByLabelText('Kennzahlen des Lastgangs');
    await userEvent.setup().upload(screen.getByLabelText('Lastgang-Datei'), new File(['Zeitstempel;Wert [kW]'], 'Lastgang.csv', { type: 'text/csv' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(1));
    expect(FakeXhr.alle[0]!.url).toMatch(/\/api\/lastgang\/lieferstelle\/7\/vorschau$/);
    FakeXhr.alle[0]!.antworte(200, 'OK', { ...VORSCHAU, zeitbezugErkannt: 'beginn', zeitbezug: 'beginn', maxLeistung: null });
    // Nothing asked: the preview's rows and figures, then the user's word to store it.
    await userEvent.click(await screen.findByRole('button', { name: 'Lastgang speichern' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(2));
    expect(FakeXhr.alle[1]!.url).toMatch(/\/api\/lastgang\/lieferstelle\/7\?einheit=kW&zeitbezug=beginn$/);
    FakeXhr.alle[1]!.antworte(200, 'OK', LASTGANG);
    expect(await screen.findByText('Der Lastgang wurde geprüft und gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(lesungen(fetch)).toHaveLength(2));
  });

  it('zeigt einem EVU weder Import noch Löschen, auch solange der Lastgang änderbar ist', async () => {
    angemeldetAls(['EVU']);
    lastgangServer();
    zeigeDialog();
    await screen.findByLabelText('Kennzahlen des Lastgangs');
    expect(screen.getByRole('button', { name: 'CSV herunterladen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lastgang löschen' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Lastgang-Datei')).not.toBeInTheDocument();
  });

  it('zeigt dem Kunden nach der Freigabe weder Import noch Löschen', async () => {
    angemeldetAls(['Kunde']);
    lastgangServer();
    zeigeDialog(false);
    await screen.findByLabelText('Kennzahlen des Lastgangs');
    expect(screen.queryByRole('button', { name: 'Lastgang löschen' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Lastgang-Datei')).not.toBeInTheDocument();
  });
});

describe('Vorschau vor dem Speichern eines Lastgangs', () => {
  beforeEach(() => {
    FakeXhr.alle = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    angemeldetAls(['Kunde']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('wählt bei Zeitpunkten am Intervallende „Ende“ vor, lässt „Beginn“ wählen, zeigt die ersten Zeilen in beiden Lesarten und fragt nach der Max. Leistung', async () => {
    const user = userEvent.setup();
    const gespeichert = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient(meldeHttpFehler)}>
        <LastgangHochladen lieferstelleId={7} onGespeichert={gespeichert} />
      </QueryClientProvider>,
    );
    await user.upload(screen.getByLabelText('Lastgang-Datei'), new File(['Zeitstempel;Wert [kW]'], 'Zaehler.csv', { type: 'text/csv' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(1));
    expect(FakeXhr.alle[0]!.url).toMatch(/\/lieferstelle\/7\/vorschau$/);
    FakeXhr.alle[0]!.antworte(200, 'OK', VORSCHAU);

    const vorschau = await screen.findByRole('region', { name: 'Vorschau des Lastgangs' });
    expect(vorschau).toHaveTextContent('Die Zeitpunkte der Datei beginnen mit „01.01.2025 00:15“ und enden mit 01.01.2026 00:00');
    const wahl = screen.getByRole('radiogroup', { name: 'Die Zeitpunkte der Datei bezeichnen' });
    expect(within(wahl).getByRole('radio', { name: 'Ende des Intervalls' })).toBeChecked();
    expect(wahl).toHaveAccessibleDescription(/^Erkannt: Ende des Intervalls\./);
    // Line 2 stamps 00:15: as a start the quarter hour 00:15–00:30, as an end (chosen) 00:00–00:15 (Berlin); 40 kW.
    const tabelle = within(vorschau).getByRole('table', { name: 'Erste Zeilen, wie gelesen' });
    expect(within(tabelle).getAllByRole('columnheader').map((k) => k.textContent)).toEqual([
      'Zeile',
      'Zeitpunkt in der Datei',
      'Wert in der Datei',
      'Viertelstunde, als Beginn gelesen',
      'Viertelstunde, als Ende gelesen (gewählt)',
      'Leistung',
    ]);
    const zeilen = within(tabelle).getAllByRole('row');
    expect(zeilen[1]).toHaveTextContent('201.01.2025 00:154001.01.2025 00:15–00:3001.01.2025 00:00–00:1540 kW');
    expect(zeilen[2]).toHaveTextContent('301.01.2025 00:3040,501.01.2025 00:30–00:4501.01.2025 00:15–00:3040,5 kW');
    expect(within(vorschau).getByLabelText('Kennzahlen des Lastgangs')).toHaveTextContent('Jahresarbeit567.890 kWh');
    expect(vorschau).toHaveTextContent('Die Lieferstelle wird beim Speichern angepasst.');
    expect(vorschau).toHaveTextContent('Der Lastgang widerspricht der erfassten Max. Leistung: erfasst 140 kW, laut Lastgang 151 kW (Höchstlast 150,25 kW, aufgerundet).');
    // Nothing decided on the Max. Leistung yet: nothing to store.
    expect(within(vorschau).getByRole('button', { name: 'Lastgang speichern' })).toBeDisabled();

    // Read as starts: the server reads the file again, each row a quarter hour later.
    await user.click(within(wahl).getByRole('radio', { name: 'Beginn des Intervalls' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(2));
    expect(FakeXhr.alle[1]!.url).toMatch(/\/vorschau\?zeitbezug=beginn$/);
    FakeXhr.alle[1]!.antworte(200, 'OK', {
      ...VORSCHAU,
      zeitbezug: 'beginn',
      ersteZeilen: VORSCHAU.ersteZeilen.map((z) => ({ ...z, beginn: new Date(Date.parse(z.beginn) + 900_000).toISOString() })),
    });
    await screen.findByRole('columnheader', { name: 'Viertelstunde, als Beginn gelesen (gewählt)' });
    // The same two readings of each row: only the choice moved.
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('201.01.2025 00:154001.01.2025 00:15–00:3001.01.2025 00:00–00:1540 kW');
    expect(screen.getByRole('radio', { name: 'Beginn des Intervalls' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Wert aus dem Lastgang übernehmen (151 kW)' }));
    await user.click(screen.getByRole('button', { name: 'Lastgang speichern' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(3));
    expect(FakeXhr.alle[2]!.url).toMatch(/\/lieferstelle\/7\?einheit=kW&zeitbezug=beginn&maxLeistung=uebernehmen$/);
    FakeXhr.alle[2]!.antworte(200, 'OK', LASTGANG);
    await waitFor(() => expect(gespeichert).toHaveBeenCalledWith(LASTGANG));
    expect(screen.queryByRole('region', { name: 'Vorschau des Lastgangs' })).not.toBeInTheDocument();
  });

  it('wählt bei Zeitpunkten am Intervallbeginn „Beginn“ vor und lässt „Ende“ wählen, das so gespeichert wird', async () => {
    const user = userEvent.setup();
    const gespeichert = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient(meldeHttpFehler)}>
        <LastgangHochladen lieferstelleId={7} onGespeichert={gespeichert} />
      </QueryClientProvider>,
    );
    await user.upload(screen.getByLabelText('Lastgang-Datei'), new File(['Zeitstempel;Wert [kW]'], 'Zaehler.csv', { type: 'text/csv' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(1));
    // A file stamped 00:00, 00:15 …: the server guessed starts and read it so.
    const alsBeginn = VORSCHAU.ersteZeilen.map((z) => ({ ...z, zeitText: z.zeitText.replace(':15', ':00').replace(':30', ':15') }));
    FakeXhr.alle[0]!.antworte(200, 'OK', { ...VORSCHAU, zeitbezug: 'beginn', zeitbezugErkannt: 'beginn', ersteZeilen: alsBeginn, maxLeistung: null });

    const vorschau = await screen.findByRole('region', { name: 'Vorschau des Lastgangs' });
    // No warning: the times look like starts. The choice is there all the same, the guess preselected.
    expect(vorschau).not.toHaveTextContent('So geben viele Zähler das Ende');
    const wahl = screen.getByRole('radiogroup', { name: 'Die Zeitpunkte der Datei bezeichnen' });
    expect(within(wahl).getByRole('radio', { name: 'Beginn des Intervalls' })).toBeChecked();
    expect(wahl).toHaveAccessibleDescription(/^Erkannt: Beginn des Intervalls\./);
    // Line 2 stamps 00:00 (Berlin): as a start 00:00–00:15 (chosen), as an end the last quarter hour of 2024.
    const zeile = () => within(screen.getByRole('table', { name: 'Erste Zeilen, wie gelesen' })).getAllByRole('row')[1];
    expect(zeile()).toHaveTextContent('201.01.2025 00:004001.01.2025 00:00–00:1531.12.2024 23:45–00:0040 kW');
    expect(screen.getByRole('columnheader', { name: 'Viertelstunde, als Beginn gelesen (gewählt)' })).toBeInTheDocument();

    await user.click(within(wahl).getByRole('radio', { name: 'Ende des Intervalls' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(2));
    expect(FakeXhr.alle[1]!.url).toMatch(/\/lieferstelle\/7\/vorschau\?zeitbezug=ende$/);
    FakeXhr.alle[1]!.antworte(200, 'OK', {
      ...VORSCHAU,
      zeitbezug: 'ende',
      zeitbezugErkannt: 'beginn',
      ersteZeilen: alsBeginn.map((z) => ({ ...z, beginn: new Date(Date.parse(z.beginn) - 900_000).toISOString() })),
      maxLeistung: null,
    });
    await screen.findByRole('columnheader', { name: 'Viertelstunde, als Ende gelesen (gewählt)' });
    expect(zeile()).toHaveTextContent('201.01.2025 00:004001.01.2025 00:00–00:1531.12.2024 23:45–00:0040 kW');
    expect(within(wahl).getByRole('radio', { name: 'Ende des Intervalls' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Lastgang speichern' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(3));
    expect(FakeXhr.alle[2]!.url).toMatch(/\/lieferstelle\/7\?einheit=kW&zeitbezug=ende$/);
    FakeXhr.alle[2]!.antworte(200, 'OK', LASTGANG);
    await waitFor(() => expect(gespeichert).toHaveBeenCalledWith(LASTGANG));
  });

  it('behält die Wahl, wenn die Datei so nicht lesbar ist, und liest sie nach dem Zurückwählen wieder', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient(meldeHttpFehler)}>
        <LastgangHochladen lieferstelleId={7} onGespeichert={() => undefined} />
      </QueryClientProvider>,
    );
    await user.upload(screen.getByLabelText('Lastgang-Datei'), new File(['x'], 'Zaehler.csv', { type: 'text/csv' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(1));
    FakeXhr.alle[0]!.antworte(200, 'OK', { ...VORSCHAU, zeitbezug: 'beginn', zeitbezugErkannt: 'beginn', maxLeistung: null });
    await user.click(await screen.findByRole('radio', { name: 'Ende des Intervalls' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(2));
    const meldung = 'Der Lastgang wurde nicht gespeichert: Die Datei hat ein Problem.';
    FakeXhr.alle[1]!.antworte(400, 'Bad Request', { message: meldung, errors: { 'zeile[2]': ['Die Viertelstunde 31.12.2024 23:45 liegt vor dem Zeitraum der Ausschreibung.'] } });
    expect(await screen.findByText(meldung)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Vorschau des Lastgangs' })).not.toBeInTheDocument();
    // The choice stays, so the user can take it back.
    await user.click(screen.getByRole('radio', { name: 'Beginn des Intervalls' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(3));
    expect(FakeXhr.alle[2]!.url).toMatch(/\/vorschau\?zeitbezug=beginn$/);
    FakeXhr.alle[2]!.antworte(200, 'OK', { ...VORSCHAU, zeitbezug: 'beginn', zeitbezugErkannt: 'beginn', maxLeistung: null });
    expect(await screen.findByRole('region', { name: 'Vorschau des Lastgangs' })).toBeInTheDocument();
    expect(screen.queryByText(meldung)).not.toBeInTheDocument();
  });

  it('verwirft die Vorschau, ohne etwas zu speichern', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient(meldeHttpFehler)}>
        <LastgangHochladen lieferstelleId={7} onGespeichert={() => undefined} />
      </QueryClientProvider>,
    );
    await user.upload(screen.getByLabelText('Lastgang-Datei'), new File(['x'], 'Zaehler.csv', { type: 'text/csv' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(1));
    FakeXhr.alle[0]!.antworte(200, 'OK', VORSCHAU);
    await user.click(await screen.findByRole('radio', { name: 'Erfassten Wert behalten (140 kW)' }));
    await user.click(screen.getByRole('button', { name: 'Verwerfen' }));
    expect(screen.queryByRole('region', { name: 'Vorschau des Lastgangs' })).not.toBeInTheDocument();
    expect(FakeXhr.alle).toHaveLength(1);
  });
});

describe('Kennzahlen des Lastgangs', () => {
  it('zeigt die Kennzahlen in deutschen Formaten und die Hinweise zur geänderten Lieferstelle', () => {
    render(
      <LastgangKennzahlen
        lastgang={{
          ...LASTGANG,
          hinweise: ['Max. Leistung: bisher 140 kW, laut Lastgang 151 kW (Höchstlast aufgerundet). Die Lieferstelle wurde angepasst.'],
        }}
      />,
    );
    const liste = screen.getByLabelText('Kennzahlen des Lastgangs');
    expect(liste).toHaveTextContent('Jahresarbeit567.890 kWh');
    expect(liste).toHaveTextContent('Höchstlast150,25 kW am 22.02.2025 02:00');
    expect(liste).toHaveTextContent('Benutzungsstunden3.780 h');
    expect(liste).toHaveTextContent('Grundlast (5-%-Quantil)40,5 kW');
    expect(liste).toHaveTextContent('Zeitraum01.01.2025 00:00 bis 01.01.2026 00:00');
    expect(liste).toHaveTextContent('Interpolierte Werte3');
    expect(screen.getByText(/^Max\. Leistung: bisher 140 kW/)).toBeInTheDocument();
  });
});

describe('Wärmebild', () => {
  it('beschreibt das Bild mit Zeitraum und Spanne', () => {
    const zeilen = lastgangZeilen({ vonTag: '2025-01-01' });
    render(<Waermebild bild={waermebild(zeilen[0]!.zeitpunkt, zeilen.map((z) => z.kw))} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Wärmebild: Leistung je Viertelstunde über 365 Tage, von 40 kW (dunkel) bis 150 kW (hell)');
  });

  it('zählt einen Lastgang von einem Tag als „1 Tag“', () => {
    const zeilen = lastgangZeilen({ vonTag: '2025-01-01', anzahl: 96 });
    render(<Waermebild bild={waermebild(zeilen[0]!.zeitpunkt, zeilen.map((z) => z.kw))} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(/^Wärmebild: Leistung je Viertelstunde über 1 Tag, von /);
  });

  it('nennt beim Zeigen auf eine Zelle Datum, Uhrzeit und Leistung auf Deutsch', () => {
    render(<WaermebildTooltip cell={{ serieId: '14:15', value: 1234.56, data: { x: '2025-03-12', y: 1234.56 } }} />);
    expect(screen.getByText('Datum: 12.03.2025')).toBeInTheDocument();
    expect(screen.getByText('Uhrzeit: 14:15 Uhr')).toBeInTheDocument();
    expect(screen.getByText('Leistung: 1.234,6 kW')).toBeInTheDocument();
  });

  it('zeigt für die Viertelstunden, die es am Tag der Zeitumstellung nicht gibt, nichts', () => {
    const { container } = render(<WaermebildTooltip cell={{ serieId: '02:00', value: null, data: { x: '2025-03-30', y: null } }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
