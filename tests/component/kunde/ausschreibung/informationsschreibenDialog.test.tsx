import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VergleichsAngebot } from '../../../../domain/api/kundeAngebote';
import type { InformationsschreibenVorschau } from '../../../../domain/api/zuschlag';
import * as http from '../../../../src/api/http/httpClient';
import { HttpError } from '../../../../src/api/http';
import { createKundeProvider } from '../../../../src/api/kunde/dataProvider';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import { Angebotsvergleich } from '../../../../src/kunde/ausschreibung/Angebotsvergleich';
import { fensterMitBreite } from '../../ui/fensterBreite';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const angebot = (rang: number, evu: string, euro: number): VergleichsAngebot => ({
  id: rang * 10, evu, rang, status: 'freigegeben', jahreskostenEuro: euro, mischpreisCtKwh: 25 + rang, differenzEuro: euro - 100_000, differenzProzent: rang === 1 ? 0 : 5,
  arbeitspreisCtKwh: 24.5, grundpreisEurMonat: 10, leistungspreisEurKwJahr: null, oekoaufschlagCtKwh: null, bindefristBis: '2099-12-31T10:00:00.000Z', bemerkung: null, vorbehalt: false, anhaenge: [],
  eingereichtAm: '2026-11-01T10:00:00.000Z', anteile: { arbeit: euro - 240, grund: 240, leistung: 0, oeko: 0 },
});
const ANGEBOTE = [angebot(1, 'Stadtwerke Süd', 100_000), angebot(2, 'Nordwind Strom', 105_000), angebot(3, 'Rheingas', 107_500)];

/** What the server suggests for the bidders ranked 2 and 3: 105 000 − 100 000 = 5 000 €, 107 500 − 100 000 = 7 500 €. */
const vorschau = (rang: number, evu: string, differenzEuro: number): InformationsschreibenVorschau => ({
  angebotId: rang * 10,
  evu,
  rang,
  text: `Ihr Angebot belegt Rang ${rang} von 3; seine Jahreskosten liegen um ${differenzEuro === 5000 ? '5.000,00' : '7.500,00'} € über denen des Angebots, das den Zuschlag erhalten soll.`,
  schreiben: {
    absender: { name: 'Gemeinde Beispielhausen', strasse: 'Rathausplatz 1', plz: '97070', ort: 'Würzburg' },
    nummer: 'A-2026-00007',
    bezeichnung: 'Erdgas Rathaus',
    bieter: evu,
    gewinner: 'Stadtwerke Süd',
    rang,
    anzahlAngebote: 3,
    differenzEuro,
    ausschluss: null,
    versandtAm: '2026-11-22T09:00:00.000Z',
    fruehestensAm: '2026-12-02T23:00:00.000Z',
  },
});

function zeige(vorschauAntwort: () => Promise<unknown> = async () => [vorschau(2, 'Nordwind Strom', 5000), vorschau(3, 'Rheingas', 7500)]) {
  const request = vi.spyOn(http, 'request').mockImplementation(async (url: string) => {
    if (url.endsWith('/angebote')) return ANGEBOTE as never;
    if (url.includes('/informationsschreiben/vorschau')) return (await vorschauAntwort()) as never;
    return undefined as never;
  });
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={createKundeProvider()}>
      <RecordContextProvider value={{ id: 7, nummer: 'A-2026-00007', status: 3, bindefrist: '2099-12-31T10:00:00.000Z', stillhaltefrist: true }}>
        <Angebotsvergleich />
      </RecordContextProvider>
    </AdminContext>,
  );
  return request;
}

async function oeffne(user: ReturnType<typeof userEvent.setup>) {
  const tabelle = await screen.findByRole('table', { name: 'Angebote nach Jahreskosten' });
  await user.click(within(within(tabelle).getAllByRole('row')[1]!).getByRole('button', { name: 'Zuschlag erteilen' }));
  return screen.getByRole('dialog', { name: 'Zuschlag vorsehen: Informationsschreiben prüfen' });
}

describe('Informationsschreiben vor dem Zuschlag einer Kommune', () => {
  it('zeigt jedem übrigen Bieter sein Schreiben mit den vorgeschlagenen Gründen und sendet die bearbeiteten mit dem Zuschlag', async () => {
    const user = userEvent.setup();
    const request = zeige();
    const dialog = await oeffne(user);
    expect(request).toHaveBeenCalledWith('/api/kunde/ausschreibung/7/informationsschreiben/vorschau?angebotId=10');
    const nordwind = await within(dialog).findByRole('region', { name: 'Rang 2: Nordwind Strom' });
    expect(dialog).toHaveTextContent('Stadtwerke Süd soll den Zuschlag für A-2026-00007 zu 100.000,00 € im Jahr erhalten.');
    expect(dialog).toHaveTextContent('Der Zuschlag wird frühestens am 03.12.2026 00:00 Uhr wirksam, wenn bis dahin keine Rüge offen ist.');
    const gruende = within(nordwind).getByRole('textbox', { name: 'Gründe der Nichtberücksichtigung' });
    expect(gruende).toHaveValue('Ihr Angebot belegt Rang 2 von 3; seine Jahreskosten liegen um 5.000,00 € über denen des Angebots, das den Zuschlag erhalten soll.');

    const brief = within(nordwind).getByRole('document', { name: 'Vorschau des Informationsschreibens an Nordwind Strom' });
    expect(brief).toHaveTextContent('Gemeinde Beispielhausen · Rathausplatz 1 · 97070 Würzburg');
    expect(brief).toHaveTextContent('Informationsschreiben nach § 134 GWB – Ausschreibung A-2026-00007 „Erdgas Rathaus“');
    expect(brief).toHaveTextContent('Wir beabsichtigen, den Zuschlag auf das Angebot von Stadtwerke Süd zu erteilen.');
    expect(brief).toHaveTextContent('Gründe für die Nichtberücksichtigung: Ihr Angebot belegt Rang 2 von 3; seine Jahreskosten liegen um 5.000,00 € über');
    expect(brief).toHaveTextContent('Rang Ihres Angebots: 2 von 3');
    expect(brief).toHaveTextContent('Mehrkosten gegenüber dem Angebot des Zuschlagsempfängers: 5.000,00 € pro Jahr');
    expect(brief).toHaveTextContent('Frühester Zeitpunkt des Vertragsschlusses: 03.12.2026 00:00 Uhr');
    expect(brief).toHaveTextContent('Mit freundlichen Grüßen Gemeinde Beispielhausen');
    expect(within(dialog).getByRole('document', { name: 'Vorschau des Informationsschreibens an Rheingas' })).toHaveTextContent('Mehrkosten gegenüber dem Angebot des Zuschlagsempfängers: 7.500,00 € pro Jahr');

    // The letter follows what the Kunde writes; without reasons it cannot be sent.
    const senden = within(dialog).getByRole('button', { name: 'Zuschlag vorsehen und Schreiben senden' });
    await user.clear(gruende);
    expect(within(nordwind).getByText('Eine Eingabe wird erwartet')).toBeInTheDocument();
    expect(senden).toBeDisabled();
    await user.click(gruende);
    await user.paste('Ihr Angebot ist um 5.000,00 € im Jahr teurer als das wirtschaftlichste.');
    expect(brief).toHaveTextContent('Gründe für die Nichtberücksichtigung: Ihr Angebot ist um 5.000,00 € im Jahr teurer als das wirtschaftlichste.');
    expect(senden).toBeEnabled();
    await user.click(senden);
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/api/kunde/ausschreibung/7/zuschlag', {
        method: 'POST',
        body: {
          angebotId: 10,
          begruendungen: [
            { angebotId: 20, text: 'Ihr Angebot ist um 5.000,00 € im Jahr teurer als das wirtschaftlichste.' },
            { angebotId: 30, text: vorschau(3, 'Rheingas', 7500).text },
          ],
        },
        responseType: 'none',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('bleibt offen und sagt warum, wenn der Server die Vorschau verweigert', async () => {
    const user = userEvent.setup();
    zeige(async () => {
      throw new HttpError('409 Conflict', 409, { message: 'Der Zuschlag ist bereits vorgesehen und wird am 03.12.2026 00:00 Uhr wirksam.' });
    });
    const dialog = await oeffne(user);
    expect(await within(dialog).findByText('Der Zuschlag ist bereits vorgesehen und wird am 03.12.2026 00:00 Uhr wirksam.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zuschlag vorsehen und Schreiben senden' })).toBeDisabled();
  });

  it('zeigt eine Ablehnung des Zuschlags im Dialog über den Schaltflächen und behält die Gründe', async () => {
    const user = userEvent.setup();
    const ablehnung = 'Der Zuschlag ist nicht möglich: Die Bindefrist endet am 12.12.2026 09:54 Uhr, die Stillhaltefrist nach § 134 GWB aber erst am 18.12.2026 00:00 Uhr.';
    const request = zeige();
    request.mockImplementation(async (url: string) => {
      if (url.endsWith('/angebote')) return ANGEBOTE as never;
      if (url.includes('/informationsschreiben/vorschau')) return [vorschau(2, 'Nordwind Strom', 5000), vorschau(3, 'Rheingas', 7500)] as never;
      if (url.endsWith('/zuschlag')) throw new HttpError('409 Conflict', 409, { message: ablehnung });
      return undefined as never;
    });
    const dialog = await oeffne(user);
    const nordwind = await within(dialog).findByRole('region', { name: 'Rang 2: Nordwind Strom' });
    const gruende = within(nordwind).getByRole('textbox', { name: 'Gründe der Nichtberücksichtigung' });
    await user.clear(gruende);
    await user.click(gruende);
    await user.paste('Eigene Begründung.');
    await user.click(within(dialog).getByRole('button', { name: 'Zuschlag vorsehen und Schreiben senden' }));

    const hinweis = await within(dialog).findByRole('alert');
    expect(hinweis).toHaveTextContent(ablehnung);
    // Right above the buttons, outside the scrolling letters: the next element holds the buttons.
    expect(hinweis.nextElementSibling).toContainElement(within(dialog).getByRole('button', { name: 'Zuschlag vorsehen und Schreiben senden' }));
    expect(screen.getByRole('dialog', { name: 'Zuschlag vorsehen: Informationsschreiben prüfen' })).toBeInTheDocument();
    expect(gruende).toHaveValue('Eigene Begründung.');

    // A new attempt starts without the old refusal.
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const neu = await oeffne(user);
    await within(neu).findByRole('region', { name: 'Rang 2: Nordwind Strom' });
    expect(within(neu).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('füllt auf einem Telefon den ganzen Bildschirm', async () => {
    fensterMitBreite(360);
    const user = userEvent.setup();
    zeige();
    const liste = await screen.findByRole('list', { name: 'Angebote nach Jahreskosten' });
    await user.click(within(within(liste).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Zuschlag erteilen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zuschlag vorsehen: Informationsschreiben prüfen' });
    expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
    expect(await within(dialog).findAllByRole('textbox', { name: 'Gründe der Nichtberücksichtigung' })).toHaveLength(2);
  });
});
