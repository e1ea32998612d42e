import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waermebild } from '../../../domain/lastgang/bilder';
import { LastgangBericht } from '../../../src/lastgang/LastgangBericht';
import { LastgangHochladen } from '../../../src/lastgang/LastgangHochladen';
import { LastgangKennzahlen } from '../../../src/lastgang/LastgangKennzahlen';
import { Waermebild, WaermebildTooltip } from '../../../src/lastgang/Waermebild';
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
    render(<LastgangHochladen lieferstelleId={7} onGespeichert={() => undefined} />);
    await userEvent.setup().upload(screen.getByLabelText('Lastgang-Datei'), new File(['Zeitstempel;Wert [kW]'], 'Lastgang.csv', { type: 'text/csv' }));
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(1));
    const meldung = 'Die Ausschreibung ist freigegeben: Ihr Lastgang steht fest und lässt sich nicht mehr ändern.';
    FakeXhr.alle[0]!.antworte(409, 'Conflict', { message: meldung });
    expect(await screen.findByRole('alert')).toHaveTextContent(meldung);
    expect(screen.getByRole('alert')).not.toHaveTextContent('409');
  });
});

describe('Kennzahlen des Lastgangs', () => {
  it('zeigt die Kennzahlen in deutschen Formaten und die Hinweise zur geänderten Lieferstelle', () => {
    render(
      <LastgangKennzahlen
        lastgang={{
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
