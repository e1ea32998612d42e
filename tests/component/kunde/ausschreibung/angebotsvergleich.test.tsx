import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as http from '../../../../src/api/http/httpClient';
import { HttpError } from '../../../../src/api/http';
import { createKundeProvider } from '../../../../src/api/kunde/dataProvider';
import type { AusgeschlossenesAngebot, VergleichsAngebot } from '../../../../domain/api/kundeAngebote';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import { Angebotsvergleich } from '../../../../src/kunde/ausschreibung/Angebotsvergleich';
import { fensterMitBreite } from '../../ui/fensterBreite';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const angebot = (rang: number, evu: string, euro: number, status = 'freigegeben'): VergleichsAngebot => ({
  id: rang * 10, evu, rang, status, jahreskostenEuro: euro, mischpreisCtKwh: 25 + rang, differenzEuro: rang === 1 ? 0 : euro - 100_000, differenzProzent: rang === 1 ? 0 : 5,
  arbeitspreisCtKwh: 24.5, grundpreisEurMonat: 10, leistungspreisEurKwJahr: null, oekoaufschlagCtKwh: null, bindefristBis: '2099-12-31T10:00:00.000Z', bemerkung: null,
  vorbehalt: false, anhaenge: [], eingereichtAm: '2026-11-01T10:00:00.000Z', anteile: { arbeit: euro - 240, grund: 240, leistung: 0, oeko: 0 },
});
const VORBEHALT = 'Preise gelten nur bei Zuschlag bis 15.12.\nNetzentgelte 2027 vorbehalten.';
/** The second offer under Vorbehalt, with two attachments. */
const mitVorbehalt = (o: VergleichsAngebot): VergleichsAngebot => ({
  ...o, bemerkung: VORBEHALT, vorbehalt: true, anhaenge: [{ id: 71, name: 'Preisblatt.pdf' }, { id: 72, name: 'Kalkulation.xlsx' }],
});

function zeige(status: number, angebote: (VergleichsAngebot | AusgeschlossenesAngebot)[], ausschreibung: Record<string, unknown> = {}) {
  const request = vi.spyOn(http, 'request').mockImplementation(async (url: string) => (url.endsWith('/angebote') ? angebote : undefined) as never);
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={createKundeProvider()}>
      <RecordContextProvider value={{ id: 7, nummer: 'A-2026-00007', status, bindefrist: '2099-12-31T10:00:00.000Z', ...ausschreibung }}>
        <Angebotsvergleich />
      </RecordContextProvider>
    </AdminContext>,
  );
  return request;
}

/** The offer of a bidder the Eignungsprüfung found nicht geeignet: cheaper, but never ranked. */
const ausgeschlossen = (o: VergleichsAngebot): AusgeschlossenesAngebot => {
  const { rang: _r, differenzEuro: _d, differenzProzent: _p, anteile: _a, ...rest } = o;
  return { ...rest, id: 99, evu: 'Billigstrom GmbH', jahreskostenEuro: 90_000, mischpreisCtKwh: 22.5, ausschluss: { grund: 'nicht geeignet', begruendung: 'Mindestjahresumsatz nicht nachgewiesen.' } };
};

describe('Angebotsvergleich des Kunden', () => {
  it('zeigt mit einem eingetragenen aktuellen Vertrag dessen Jahreskosten und die Ersparnis jedes Angebots, in Tabelle und Diagramm', async () => {
    // Aktuell: 30 ct × 892.000 kWh + 12,50 € × 12 × 2 + 90 € × 320 kW = 296.700,00 € im Jahr.
    const lieferstellen = [
      { id: 1, jahresverbrauchKwh: 850_000, messart: 'RLM', maxLeistungKw: 320 },
      { id: 2, jahresverbrauchKwh: 42_000, messart: 'SLP', maxLeistungKw: null },
    ];
    // 300.000,00 − 270.030,00 = 29.970,00 € über dem besten (11,0988… %)
    zeige(3, [angebot(1, 'Stadtwerke Süd', 270_030), { ...angebot(2, 'Nordwind Strom', 300_000), differenzEuro: 29_970, differenzProzent: 11.0988 }], {
      lieferstellen,
      aktuellerVertrag: { arbeitspreisCtKwh: 30, grundpreisEurMonat: 12.5, leistungspreisEurKwJahr: 90 },
    });
    const tabelle = await screen.findByRole('table', { name: 'Angebote nach Jahreskosten' });
    expect(screen.getByText('Ihr aktueller Vertrag (30,00 ct/kWh · 12,50 €/Monat · 90,00 €/kW·a) kostet für diese Lieferstellen 296.700,00 € im Jahr. Unter den Jahreskosten jedes Angebots steht, was es dagegen spart oder mehr kostet.')).toBeInTheDocument();
    const zeilen = within(tabelle).getAllByRole('row').slice(1);
    // 296.700,00 − 270.030,00 = 26.670,00 € (8,99 % → 9,0 %); 300.000,00 − 296.700,00 = 3.300,00 € teurer (1,1 %)
    expect(zeilen[0]).toHaveTextContent('spart 26.670,00 € (9,0 %)');
    expect(zeilen[1]).toHaveTextContent('3.300,00 € (1,1 %) teurer');
    expect(screen.getByLabelText(/^Mehrkosten je Angebot/)).toHaveAccessibleName(
      'Mehrkosten je Angebot gegenüber dem besten Angebot und Ersparnis gegenüber dem aktuellen Vertrag, in Euro im Jahr. 1. Stadtwerke Süd: bestes Angebot, spart 26.670,00\u00a0€ (9,0\u00a0%); 2. Nordwind Strom: +29.970,00\u00a0€ (+11,10\u00a0%), 3.300,00\u00a0€ (1,1\u00a0%) teurer',
    );
  });

  it('zeigt die Ersparnis auf dem Telefon in der Karte jedes Angebots', async () => {
    fensterMitBreite(360);
    zeige(3, [angebot(1, 'Stadtwerke Süd', 270_030)], {
      lieferstellen: [{ id: 1, jahresverbrauchKwh: 892_000, messart: 'SLP', maxLeistungKw: null }],
      aktuellerVertrag: { arbeitspreisCtKwh: 30, grundpreisEurMonat: null, leistungspreisEurKwJahr: null },
    });
    // 30 ct × 892.000 kWh = 267.600,00 €; 267.600,00 − 270.030,00 = −2.430,00 € (0,908 % → 0,9 %)
    expect(await screen.findByText('2.430,00 € (0,9 %) teurer')).toBeInTheDocument();
    expect(screen.getByText('Gegenüber dem aktuellen Vertrag')).toBeInTheDocument();
  });

  it('zeigt das Angebot eines nicht geeigneten Bieters getrennt, ohne Rang und ohne Zuschlag', async () => {
    zeige(3, [angebot(1, 'Stadtwerke Süd', 100_000), angebot(2, 'Nordwind Strom', 105_000), ausgeschlossen(angebot(3, 'x', 0))]);
    const tabelle = await screen.findByRole('table', { name: 'Angebote nach Jahreskosten' });
    expect(within(tabelle).getAllByRole('row').slice(1).map((z) => z.textContent)).not.toContainEqual(expect.stringContaining('Billigstrom'));
    const apart = screen.getByRole('region', { name: 'Ausgeschlossene Angebote' });
    expect(apart).toHaveTextContent('Billigstrom GmbH: ausgeschlossen — nicht geeignet: Mindestjahresumsatz nicht nachgewiesen. (Jahreskosten 90.000,00 €, Mischpreis 22,50 ct/kWh)');
    expect(within(apart).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Zuschlag erteilen' })).toHaveLength(2);
  });

  it('zeigt vor der Freigabe keine Angebote', () => {
    const request = zeige(2, []);
    expect(screen.getByText(/Die Angebote sehen Sie, sobald sie nach der Angebotsfrist geprüft und freigegeben sind./)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('reiht die Angebote, zeigt Differenz und Diagramm und erteilt nach Rückfrage den Zuschlag', async () => {
    const user = userEvent.setup();
    const request = zeige(3, [angebot(1, 'Stadtwerke Süd', 100_000), angebot(2, 'Nordwind Strom', 105_000)]);
    const tabelle = await screen.findByRole('table', { name: 'Angebote nach Jahreskosten' });
    const zeilen = within(tabelle).getAllByRole('row').slice(1);
    expect(zeilen[0]).toHaveTextContent('Stadtwerke Süd');
    expect(zeilen[0]).toHaveTextContent('bestes Angebot');
    expect(zeilen[1]).toHaveTextContent('+5.000,00 € (+5,00 %)');
    expect(screen.getByRole('timer')).toHaveTextContent('Bindefrist: noch');
    expect(screen.getByLabelText(/^Mehrkosten je Angebot gegenüber dem besten Angebot/)).toHaveAccessibleName(
      'Mehrkosten je Angebot gegenüber dem besten Angebot, in Euro im Jahr. 1. Stadtwerke Süd: bestes Angebot; 2. Nordwind Strom: +5.000,00\u00a0€ (+5,00\u00a0%)',
    );
    await user.click(within(zeilen[1]!).getByRole('button', { name: 'Zuschlag erteilen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zuschlag erteilen?' });
    expect(dialog).toHaveTextContent('Nordwind Strom erhält den Zuschlag für A-2026-00007 zu 105.000,00 € im Jahr.');
    await user.click(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('/api/kunde/ausschreibung/7/zuschlag', { method: 'POST', body: { angebotId: 20 }, responseType: 'none' }));
  });

  it('lässt die Rückfrage bei einer Ablehnung offen und zeigt den Grund über den Knöpfen', async () => {
    const user = userEvent.setup();
    const ablehnung = 'Der Zuschlag ist nicht möglich: Die Bindefrist ist abgelaufen.';
    const request = zeige(3, [angebot(1, 'Stadtwerke Süd', 100_000), angebot(2, 'Nordwind Strom', 105_000)]);
    request.mockImplementation(async (url: string) => {
      if (url.endsWith('/zuschlag')) throw new HttpError('409 Conflict', 409, { message: ablehnung });
      return (url.endsWith('/angebote') ? [angebot(1, 'Stadtwerke Süd', 100_000), angebot(2, 'Nordwind Strom', 105_000)] : undefined) as never;
    });
    const tabelle = await screen.findByRole('table', { name: 'Angebote nach Jahreskosten' });
    await user.click(within(within(tabelle).getAllByRole('row')[1]!).getByRole('button', { name: 'Zuschlag erteilen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zuschlag erteilen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }));
    const hinweis = await within(dialog).findByRole('alert');
    expect(hinweis).toHaveTextContent(ablehnung);
    expect(hinweis.nextElementSibling).toContainElement(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' }));
    expect(screen.getByRole('dialog', { name: 'Zuschlag erteilen?' })).toBeInTheDocument();
  });

  it('zeigt auf einem Telefon jedes Angebot als Karte mit allen Spalten und seinem Zuschlag-Knopf, ohne Tabelle', async () => {
    fensterMitBreite(360);
    const user = userEvent.setup();
    const request = zeige(3, [angebot(1, 'Stadtwerke Süd', 100_000), angebot(2, 'Nordwind Strom', 105_000)]);
    const liste = await screen.findByRole('list', { name: 'Angebote nach Jahreskosten' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const karten = within(liste).getAllByRole('listitem');
    expect(karten.map((k) => within(k).getByRole('heading').textContent)).toEqual(['1. Stadtwerke Süd', '2. Nordwind Strom']);
    const wert = (karte: HTMLElement, label: string) => within(karte).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(wert(karten[0]!, 'Differenz zum besten')).toBe('bestes Angebot');
    expect(wert(karten[1]!, 'Jahreskosten')).toBe('105.000,00\u00a0€');
    expect(wert(karten[1]!, 'Differenz zum besten')).toBe('+5.000,00\u00a0€ (+5,00\u00a0%)');
    expect(wert(karten[1]!, 'Mischpreis (ct/kWh)')).toBe('27,00');
    expect(wert(karten[1]!, 'Arbeitspreis (ct/kWh)')).toBe('24,50');
    expect(wert(karten[1]!, 'Grundpreis (€/Monat)')).toBe('10,00');
    expect(wert(karten[1]!, 'Leistungspreis (€/kW·a)')).toBe('–');
    expect(wert(karten[1]!, 'Öko-Aufschlag (ct/kWh)')).toBe('–');
    expect(wert(karten[1]!, 'Bindefrist')).toMatch(/^31\.12\.2099 \d\d:00 Uhr$/);
    expect(wert(karten[1]!, 'Status')).toBe('Freigegeben');
    await user.click(within(karten[1]!).getByRole('button', { name: 'Zuschlag erteilen' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Zuschlag erteilen?' })).getByRole('button', { name: 'Zuschlag erteilen' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('/api/kunde/ausschreibung/7/zuschlag', { method: 'POST', body: { angebotId: 20 }, responseType: 'none' }));
  });

  it('zeigt Preise mit 2 bis 4 Nachkommastellen', async () => {
    zeige(3, [
      { ...angebot(1, 'Stadtwerke Süd', 100_000), arbeitspreisCtKwh: 8.5, grundpreisEurMonat: 8, leistungspreisEurKwJahr: 8.1234, oekoaufschlagCtKwh: 0.35, mischpreisCtKwh: 8.123 },
    ]);
    const tabelle = await screen.findByRole('table', { name: 'Angebote nach Jahreskosten' });
    const zellen = within(within(tabelle).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent);
    // Mischpreis, Arbeitspreis, Grundpreis, Leistungspreis, Öko-Aufschlag after Rang, EVU, Aktion and Jahreskosten.
    expect(zellen.slice(4, 9)).toEqual(['8,123', '8,50', '8,00', '8,1234', '0,35']);
  });

  it('zeigt Bemerkung und Anhänge eines Angebots mit Vorbehalt in einer eigenen Zeile und lädt die Anhänge herunter', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const download = vi.spyOn(http, 'download').mockResolvedValue({ blob: new Blob(['%PDF']), fileName: 'Preisblatt.pdf' });
    zeige(3, [angebot(1, 'Stadtwerke Süd', 100_000), mitVorbehalt(angebot(2, 'Nordwind Strom', 105_000))]);
    const tabelle = await screen.findByRole('table', { name: 'Angebote nach Jahreskosten' });
    const [, bester, zweiter, bedingungen] = within(tabelle).getAllByRole('row');
    expect(within(bester!).queryByText('mit Vorbehalt')).not.toBeInTheDocument();
    expect(within(zweiter!).getByText('mit Vorbehalt')).toBeInTheDocument();
    expect(bedingungen).toHaveTextContent(`Bemerkung: ${VORBEHALT.replace('\n', ' ')}`);
    const anhaenge = within(bedingungen!).getByRole('list', { name: 'Anhänge von Nordwind Strom' });
    expect(within(anhaenge).getAllByRole('button').map((b) => b.textContent)).toEqual(['Preisblatt.pdf', 'Kalkulation.xlsx']);
    await user.click(within(anhaenge).getByRole('button', { name: 'Kalkulation.xlsx' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/api/angebot/anhang/72', undefined, { method: 'GET' }));
  });

  it('erteilt den Zuschlag auf ein Angebot mit Vorbehalt erst, wenn der Kunde den genannten Vorbehalt bestätigt', async () => {
    const user = userEvent.setup();
    const request = zeige(3, [angebot(1, 'Stadtwerke Süd', 100_000), mitVorbehalt(angebot(2, 'Nordwind Strom', 105_000))]);
    const tabelle = await screen.findByRole('table', { name: 'Angebote nach Jahreskosten' });
    const [, bester, zweiter] = within(tabelle).getAllByRole('row');

    // The offer without Vorbehalt asks as before, without a box to tick.
    await user.click(within(bester!).getByRole('button', { name: 'Zuschlag erteilen' }));
    let dialog = screen.getByRole('dialog', { name: 'Zuschlag erteilen?' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zuschlag erteilen' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(zweiter!).getByRole('button', { name: 'Zuschlag erteilen' }));
    dialog = screen.getByRole('dialog', { name: 'Zuschlag erteilen?' });
    expect(dialog).toHaveTextContent('Angebot mit Vorbehalt');
    expect(dialog).toHaveTextContent(`Nordwind Strom bietet nur unter dieser Bedingung an:„${VORBEHALT.replace('\n', ' ')}“`);
    expect(dialog).toHaveTextContent('Zum Angebot gehören außerdem 2 Anhänge: Preisblatt.pdf, Kalkulation.xlsx.');
    const erteilen = within(dialog).getByRole('button', { name: 'Zuschlag erteilen' });
    expect(erteilen).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ich habe den Vorbehalt geprüft und nehme das Angebot mit ihm an.' }));
    expect(erteilen).toBeEnabled();
    await user.click(erteilen);
    // The box is the confirmation the server asks for (issue 42): it goes with the Zuschlag.
    await waitFor(() => expect(request).toHaveBeenCalledWith('/api/kunde/ausschreibung/7/zuschlag', { method: 'POST', body: { angebotId: 20, vorbehaltBestaetigt: true }, responseType: 'none' }));
  });

  it('zeigt auf einem Telefon den Vorbehalt an der Karte, mit Bemerkung und Anhängen', async () => {
    fensterMitBreite(360);
    zeige(3, [angebot(1, 'Stadtwerke Süd', 100_000), mitVorbehalt(angebot(2, 'Nordwind Strom', 105_000))]);
    const liste = await screen.findByRole('list', { name: 'Angebote nach Jahreskosten' });
    const karten = within(liste).getAllByRole('listitem').filter((k) => k.parentElement === liste);
    expect(karten.map((k) => within(k).getByRole('heading').textContent)).toEqual(['1. Stadtwerke Süd', '2. Nordwind Strom mit Vorbehalt']);
    const wert = (karte: HTMLElement, label: string) => within(karte).queryByText(label, { selector: 'dt' })?.nextElementSibling;
    expect(wert(karten[0]!, 'Bemerkung')).toBeUndefined();
    expect(wert(karten[1]!, 'Bemerkung')).toHaveTextContent(VORBEHALT.replace('\n', ' '));
    expect(within(wert(karten[1]!, 'Anhänge') as HTMLElement).getAllByRole('button').map((b) => b.textContent)).toEqual(['Preisblatt.pdf', 'Kalkulation.xlsx']);
  });

  it('zeigt nach dem Zuschlag die Entscheidung und keine Knöpfe mehr', async () => {
    zeige(4, [angebot(1, 'Stadtwerke Süd', 100_000, 'zuschlag'), angebot(2, 'Nordwind Strom', 105_000, 'abgelehnt')]);
    expect(await screen.findByText('Zuschlag erteilt an Stadtwerke Süd (100.000,00 € im Jahr).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zuschlag erteilen' })).not.toBeInTheDocument();
  });
});
