import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, Resource, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FormularFehler } from '../../../../src/api/http/formularFehler';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import { ausschreibung } from '../../../../src/kunde/ausschreibung';
import { fensterMitBreite } from '../../ui/fensterBreite';

const CSV = [
  'Bezeichnung;Straße;PLZ;Ort;MaLo-ID;Zählpunkt;Netzbetreiber;Messart;Jahresverbrauch (kWh);Max. Leistung (kW);Spannungsebene',
  'Werk Nord;Industriestraße 4;44147;Dortmund;41373559241;;Dortmunder Netz GmbH;RLM;850.000;320;MS',
  'Verwaltung;Marktplatz 1;1067;Dresden;50820339486;;SachsenNetze GmbH;SLP;42000;;NS',
  'Lager;Hafenweg 9;20457;Hamburg;12345678906;;Stromnetz Hamburg;SLP;18000;;NS',
].join('\r\n');

type Anlegen = (r: string, p: { data: Record<string, unknown> }) => Promise<{ data: Record<string, unknown> }>;

const GELESEN = { id: 9, nummer: 'A-2026-00099', status: 0, typ: 1, lieferstellen: [] };

function anlegen(antwort: Anlegen = async (_r, { data }) => ({ data: { ...data, id: 9 } }), getOne: () => Promise<{ data: Record<string, unknown> }> = async () => ({ data: GELESEN })) {
  const create = vi.fn(antwort);
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(getOne),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create,
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    // The Kunde's profile: its PLZ names the Land whose holidays the Angebotsfrist's warning knows.
    benutzerdaten: vi.fn(async () => ({ plz: '10115', email: 'kunde@example.org', version: 1, emailAusstehend: null })),
  } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={['/ausschreibung/create']}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Resource name="ausschreibung" {...ausschreibung} />
      </Admin>
    </MemoryRouter>,
  );
  return create;
}

// Steps stay mounted while hidden; a hidden element has no accessible name, so the label is looked up directly.
const schritt = (name: string) => [...document.querySelectorAll<HTMLElement>('[role=tabpanel]')].find((e) => e.getAttribute('aria-label') === name)!;
const weiter = () => userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

async function eckdatenAusfuellen(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(schritt('Eckdaten')).getByRole('textbox', { name: /^Bezeichnung/ }), 'Strom Werke 2027');
  await weiter();
  await waitFor(() => expect(schritt('Lieferstellen')).toBeVisible());
}

async function importiere(user: ReturnType<typeof userEvent.setup>, inhalt: string, name = 'liste.csv') {
  await user.click(screen.getByRole('button', { name: 'Aus Datei importieren' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lieferstellen aus Datei importieren' });
  await user.upload(within(dialog).getByLabelText('Lieferstellendatei'), new File([inhalt], name, { type: 'text/csv' }));
  await within(dialog).findByRole('table', { name: 'Prüfbericht der Datei' });
  return dialog;
}

/** A file of a municipality's own making: every heading differs from the template's, one column is its own. */
async function mitEigenenUeberschriften(user: ReturnType<typeof userEvent.setup>) {
  const eigene = [
    'Abnahmestelle;Anschrift;Postleitzahl;Stadt;Marktlokation;Zählpunktbezeichnung;VNB;Zählverfahren;Verbrauch kWh/a;Höchstleistung in kW;Netzebene;Kostenstelle',
    'Rathaus;Markt 1;44147;Dortmund;41373559241;;Dortmunder Netz GmbH;RLM;250.000;90;MS;KST 4711',
    'Bücherei;Markt 3;44147;Dortmund;50820339486;;Dortmunder Netz GmbH;SLP;30.000;;NS;KST 4712',
  ].join('\r\n');
  await user.click(screen.getByRole('button', { name: 'Aus Datei importieren' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lieferstellen aus Datei importieren' });
  await user.upload(within(dialog).getByLabelText('Lieferstellendatei'), new File([eigene], 'Liegenschaften.csv', { type: 'text/csv' }));
  await within(dialog).findByRole('region', { name: 'Zuordnung der Spalten' });
  return dialog;
}
const auswahl = (dialog: HTMLElement, spalte: string) => within(dialog).getByRole('combobox', { name: `„${spalte}“ übernehmen als` });

/** Eckdaten filled, the file's two good rows taken over, on to the last step: a tender ready to be sent. */
async function bisZumAbsenden(user: ReturnType<typeof userEvent.setup>, inhalt = CSV) {
  await eckdatenAusfuellen(user);
  const dialog = await importiere(user, inhalt);
  await user.click(within(dialog).getByRole('button', { name: '2 Lieferstellen übernehmen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await weiter();
  await waitFor(() => expect(schritt('Prüfen & Absenden')).toBeVisible());
}

describe('Neue Ausschreibung des Kunden in Schritten', () => {
  it('benennt die Felder mit den deutschen Texten der Ressource (resources.ausschreibung.fields)', async () => {
    const user = userEvent.setup();
    anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    const beschriftungen = () => [...document.querySelectorAll('label, legend')].map((l) => l.textContent?.replace(/\s*\*$/, '').trim());
    expect(beschriftungen()).toEqual(
      expect.arrayContaining(['Sparte', 'Bezeichnung', 'Lieferbeginn', 'Lieferende', 'Angebotsfrist', 'Bindefrist', 'Preismodell', 'Rechnungslegung', 'Zahlungsziel', 'Ökostrom', 'Bemerkung']),
    );
    expect(screen.getByRole('slider', { name: 'Toleranzband' })).toBeInTheDocument();
    await eckdatenAusfuellen(user);
    await user.click(screen.getByRole('button', { name: 'Lieferstelle hinzufügen' }));
    expect(beschriftungen()).toEqual(
      expect.arrayContaining(['Straße', 'PLZ', 'Ort', 'MaLo-ID', 'Zählpunkt', 'Netzbetreiber', 'Messart', 'Jahresverbrauch', 'Max. Leistung', 'Spannungsebene']),
    );
  });

  it('geht erst weiter, wenn die Eckdaten stimmen, und hält das Eingegebene beim Zurückgehen', async () => {
    const user = userEvent.setup();
    anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await weiter();
    expect(schritt('Eckdaten')).toBeVisible();
    expect(within(schritt('Eckdaten')).getByText('Eine Eingabe wird erwartet')).toBeInTheDocument();
    await eckdatenAusfuellen(user);
    expect(schritt('Eckdaten')).not.toBeVisible();
    // No Lieferstelle yet: the step says how to add one and does not let the user on.
    expect(screen.getByText(/Fügen Sie mit „Lieferstelle hinzufügen“/)).toBeInTheDocument();
    await weiter();
    expect(schritt('Lieferstellen')).toBeVisible();
    expect(await screen.findByText('Mindestens 1 Eintrag wird erwartet.')).toBeInTheDocument();
    // The message is about an empty list: it goes with the first Lieferstelle, before the next try.
    await user.click(screen.getByRole('button', { name: 'Lieferstelle hinzufügen' }));
    await waitFor(() => expect(screen.queryByText('Mindestens 1 Eintrag wird erwartet.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(within(schritt('Eckdaten')).getByRole('textbox', { name: /^Bezeichnung/ })).toHaveValue('Strom Werke 2027');
  });

  it('importiert Lieferstellen mit Prüfbericht, übernimmt die gewählten Zeilen und sendet die Ausschreibung ab', async () => {
    const user = userEvent.setup();
    const create = anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await eckdatenAusfuellen(user);

    const dialog = await importiere(user, CSV);
    expect(dialog).toHaveTextContent('3 Zeilen gelesen: 1 in Ordnung, 1 mit Hinweisen, 1 mit Fehlern.');
    const zeilen = within(dialog).getAllByRole('row').slice(1);
    expect(zeilen[1]).toHaveTextContent('Hinweis – PLZ: auf 5 Stellen ergänzt (01067).');
    expect(zeilen[2]).toHaveTextContent('Fehler – MaLo-ID: Die Prüfziffer der MaLo-ID ist falsch.');
    // Rows with errors are left out unless the user ticks them.
    expect(within(zeilen[2]!).getByRole('checkbox', { name: 'Zeile 4 übernehmen' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '2 Lieferstellen übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('2 Lieferstellen übernommen.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('41373559241')).toBeInTheDocument();
    expect(screen.getByDisplayValue('01067')).toBeInTheDocument();

    // The same file again: its MaLo-IDs are now already part of the tender.
    const nochmal = await importiere(user, CSV);
    expect(within(nochmal).getAllByText(/Diese MaLo-ID ist in der Ausschreibung bereits erfasst./)).toHaveLength(2);
    await user.click(within(nochmal).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await weiter();
    await waitFor(() => expect(schritt('Prüfen & Absenden')).toBeVisible());
    expect(schritt('Prüfen & Absenden')).toHaveTextContent('Stromausschreibung „Strom Werke 2027“');
    // Sensible defaults: delivery in the calendar year after the Bindefrist (offers bind nobody past the Lieferbeginn).
    const bindefristJahr = Number(/Bindefrist ?\d\d\.\d\d\.(\d{4})/.exec(schritt('Prüfen & Absenden').textContent ?? '')?.[1]);
    const jahr = bindefristJahr + 1;
    expect(schritt('Prüfen & Absenden')).toHaveTextContent(`Lieferzeitraum01.01.${jahr} – 31.12.${jahr}`);
    expect(schritt('Prüfen & Absenden')).toHaveTextContent('2 Lieferstellen mit zusammen 892.000 kWh im Jahr');
    act(() => screen.getByRole('button', { name: 'Ausschreibung absenden' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [ressource, { data }] = create.mock.calls[0]!;
    expect(ressource).toBe('ausschreibung');
    expect(data).toMatchObject({ typ: 1, bezeichnung: 'Strom Werke 2027', oekostrom: 'keiner', zahlungszielTage: 14 });
    expect(data).not.toHaveProperty('marktgebiet');
    expect(data.lieferstellen).toEqual([
      expect.objectContaining({ maloId: '41373559241', plz: '44147', messart: 'RLM', jahresverbrauchKwh: 850_000, maxLeistungKw: 320, spannungsebene: 'MS', zaehlpunkt: null }),
      expect.objectContaining({ maloId: '50820339486', plz: '01067', messart: 'SLP', jahresverbrauchKwh: 42_000, maxLeistungKw: null, spannungsebene: 'NS' }),
    ]);
  });

  it('zeigt nach dem Absenden auf dem Telefon Laden, bis die Ausschreibung gelesen ist, nie „Schritt NaN“', async () => {
    fensterMitBreite(360);
    const user = userEvent.setup();
    let lesen: (antwort: { data: Record<string, unknown> }) => void = () => {};
    const gelesen = new Promise<{ data: Record<string, unknown> }>((r) => (lesen = r));
    anlegen(undefined, () => gelesen);
    await bisZumAbsenden(user);
    await user.click(screen.getByRole('button', { name: 'Ausschreibung absenden' }));
    // The tender as sent (no status, no Kunde) is what react-admin has until the detail is read.
    await waitFor(() => expect(screen.queryByRole('tabpanel', { name: 'Eckdaten' })).not.toBeInTheDocument());
    // The detail page is there: loading, or (the fault this guards against) the steps of a tender without status.
    await waitFor(() => expect(document.querySelector('main .MuiSkeleton-root, [role=group][aria-label="Stand der Ausschreibung"]')).not.toBeNull());
    expect(document.body).not.toHaveTextContent(/NaN|undefined/);
    expect(screen.queryByRole('group', { name: 'Stand der Ausschreibung' })).not.toBeInTheDocument();
    act(() => lesen({ data: GELESEN }));
    expect(await screen.findByRole('group', { name: 'Stand der Ausschreibung' })).toHaveTextContent('Schritt 1 von 5: Prüfung Ausschreibung');
  });

  it('übernimmt aus Excel kopierte Zeilen (Tabulator zwischen den Zellen) nach dem Prüfbericht', async () => {
    const user = userEvent.setup();
    anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await eckdatenAusfuellen(user);
    await user.click(screen.getByRole('button', { name: 'Aus Excel einfügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lieferstellen aus Excel einfügen' });
    // As Excel puts it on the clipboard: no heading row, columns in the template's order, CRLF after each row.
    const zeilen = [
      ['Werk Nord', 'Industriestraße 4', '44147', 'Dortmund', '41373559241', '', 'Dortmunder Netz GmbH', 'RLM', '850000', '320', '', 'MS'],
      ['Verwaltung', 'Marktplatz 1', '1067', 'Dresden', '50820339486', '', 'SachsenNetze GmbH', 'SLP', '42000', '', 'G0', 'NS'],
    ];
    await user.click(within(dialog).getByRole('textbox', { name: 'Zeilen aus Excel' }));
    await user.paste(zeilen.map((z) => z.join('\t')).join('\r\n') + '\r\n');
    await within(dialog).findByRole('table', { name: 'Prüfbericht der eingefügten Zeilen' });
    expect(dialog).toHaveTextContent('2 eingefügte Zeilen gelesen: 1 in Ordnung, 1 mit Hinweisen, 0 mit Fehlern.');
    await user.click(within(dialog).getByRole('button', { name: '2 Lieferstellen übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('2 Lieferstellen übernommen.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('41373559241')).toBeInTheDocument();
    expect(screen.getByDisplayValue('01067')).toBeInTheDocument();
    expect(screen.getByText('Lieferstelle 2')).toBeInTheDocument();
  });

  it('ordnet die Spalten einer Datei mit eigenen Überschriften vor dem Prüfbericht zu, mit dem Vorschlag des Portals und „nicht übernehmen“', async () => {
    const user = userEvent.setup();
    anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await eckdatenAusfuellen(user);
    const dialog = await mitEigenenUeberschriften(user);
    const zuordnung = within(dialog).getByRole('region', { name: 'Zuordnung der Spalten' });
    // The guess from the synonym list, each column with its first values; nothing is read into rows yet.
    expect(auswahl(dialog, 'Abnahmestelle')).toHaveDisplayValue('Bezeichnung *');
    expect(auswahl(dialog, 'Verbrauch kWh/a')).toHaveDisplayValue('Jahresverbrauch (kWh) *');
    expect(auswahl(dialog, 'Zählpunktbezeichnung')).toHaveDisplayValue('Zählpunkt');
    expect(auswahl(dialog, 'Höchstleistung in kW')).toHaveDisplayValue('Max. Leistung (kW)');
    expect(auswahl(dialog, 'Kostenstelle')).toHaveDisplayValue('nicht übernehmen');
    expect(zuordnung).toHaveTextContent('z. B. KST 4711, KST 4712');
    expect(within(dialog).queryByRole('table', { name: 'Prüfbericht der Datei' })).not.toBeInTheDocument();

    // The user takes the Kostenstelle for the name: the Abnahmestelle gives it up, and a required field is then missing.
    await user.selectOptions(auswahl(dialog, 'Kostenstelle'), 'Bezeichnung *');
    expect(auswahl(dialog, 'Abnahmestelle')).toHaveDisplayValue('nicht übernehmen');
    await user.selectOptions(auswahl(dialog, 'Anschrift'), 'nicht übernehmen');
    expect(zuordnung).toHaveTextContent('Diese Spalten fehlen in der Datei: Straße.');
    expect(within(zuordnung).getByRole('button', { name: 'Weiter zur Prüfung' })).toBeDisabled();
    await user.selectOptions(auswahl(dialog, 'Anschrift'), 'Straße *');
    await user.click(within(zuordnung).getByRole('button', { name: 'Weiter zur Prüfung' }));

    const bericht = await within(dialog).findByRole('table', { name: 'Prüfbericht der Datei' });
    expect(dialog).toHaveTextContent('2 Zeilen gelesen: 2 in Ordnung, 0 mit Hinweisen, 0 mit Fehlern.');
    expect(dialog).toHaveTextContent('Nicht übernommen wird die Spalte „Abnahmestelle“.');
    expect(within(bericht).getAllByRole('row')[1]).toHaveTextContent('KST 4711');
  });

  it('bietet für eine fehlende Spalte mit festen Werten einen Wert für alle eingefügten Zeilen an und prüft ihn', async () => {
    const user = userEvent.setup();
    anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await eckdatenAusfuellen(user);
    await user.click(screen.getByRole('button', { name: 'Aus Excel einfügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lieferstellen aus Excel einfügen' });
    // A sheet of the Kommune's own: its headings, no column for the Spannungsebene (every site is on NS).
    const zeilen = [
      ['Abnahmestelle', 'Anschrift', 'Postleitzahl', 'Stadt', 'Marktlokation', 'VNB', 'Zählverfahren', 'Verbrauch kWh/a'],
      ['Rathaus', 'Markt 1', '44147', 'Dortmund', '41373559241', 'Dortmunder Netz GmbH', 'SLP', '42000'],
      ['Bücherei', 'Markt 3', '44147', 'Dortmund', '50820339486', 'Dortmunder Netz GmbH', 'SLP', '30000'],
    ];
    await user.click(within(dialog).getByRole('textbox', { name: 'Zeilen aus Excel' }));
    await user.paste(zeilen.map((z) => z.join('\t')).join('\r\n') + '\r\n');
    const zuordnung = await within(dialog).findByRole('region', { name: 'Zuordnung der Spalten' });
    expect(zuordnung).toHaveTextContent('Diese Spalten fehlen in den eingefügten Zeilen: Spannungsebene.');
    const weiterButton = within(zuordnung).getByRole('button', { name: 'Weiter zur Prüfung' });
    expect(weiterButton).toBeDisabled();

    const fuerAlle = within(zuordnung).getByRole('combobox', { name: 'Spannungsebene für alle Zeilen' });
    expect([...fuerAlle.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['bitte wählen', 'NS', 'MS/NS', 'MS', 'HS/MS', 'HS']);
    await user.selectOptions(fuerAlle, 'NS');
    expect(zuordnung).not.toHaveTextContent('Diese Spalten fehlen');
    expect(weiterButton).toBeEnabled();
    await user.click(weiterButton);

    await within(dialog).findByRole('table', { name: 'Prüfbericht der eingefügten Zeilen' });
    expect(dialog).toHaveTextContent('2 eingefügte Zeilen gelesen: 2 in Ordnung, 0 mit Hinweisen, 0 mit Fehlern.');
    // Back in the mapping step the value is still chosen.
    await user.click(within(dialog).getByRole('button', { name: 'Spalten zuordnen' }));
    expect(within(dialog).getByRole('combobox', { name: 'Spannungsebene für alle Zeilen' })).toHaveDisplayValue('NS');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter zur Prüfung' }));
    await user.click(await within(dialog).findByRole('button', { name: '2 Lieferstellen übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByDisplayValue('Bücherei')).toBeInTheDocument();
    expect(screen.getAllByDisplayValue('NS')).toHaveLength(2);
  });

  it('kehrt vom Prüfbericht zur Zuordnung zurück und übernimmt die Lieferstellen nach der geänderten Zuordnung', async () => {
    const user = userEvent.setup();
    anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await eckdatenAusfuellen(user);
    const dialog = await mitEigenenUeberschriften(user);
    await user.selectOptions(auswahl(dialog, 'Kostenstelle'), 'Bezeichnung *');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter zur Prüfung' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Spalten zuordnen' }));
    // The user's choice is still there; the Abnahmestelle is the name after all.
    expect(auswahl(dialog, 'Kostenstelle')).toHaveDisplayValue('Bezeichnung *');
    await user.selectOptions(auswahl(dialog, 'Abnahmestelle'), 'Bezeichnung *');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter zur Prüfung' }));
    await user.click(await within(dialog).findByRole('button', { name: '2 Lieferstellen übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const wert of ['Rathaus', 'Markt 1', '41373559241', '250000', '90', 'Bücherei']) expect(screen.getByDisplayValue(wert)).toBeInTheDocument();
    expect(screen.queryByDisplayValue('KST 4711')).not.toBeInTheDocument();
  });

  it('ordnet auch eingefügte Zeilen mit Überschriften zu und spricht von eingefügten Zeilen', async () => {
    const user = userEvent.setup();
    anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await eckdatenAusfuellen(user);
    await user.click(screen.getByRole('button', { name: 'Aus Excel einfügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lieferstellen aus Excel einfügen' });
    const zeilen = [
      ['Marktlokation', 'Abnahmestelle', 'Straße', 'PLZ', 'Ort', 'Netzbetreiber', 'Messart', 'Jahresverbrauch in kWh'],
      ['41373559241', 'Schule', 'Weg 1', '44147', 'Dortmund', 'DoNetz', 'SLP', '12000'],
    ];
    await user.click(within(dialog).getByRole('textbox', { name: 'Zeilen aus Excel' }));
    await user.paste(zeilen.map((z) => z.join('\t')).join('\r\n') + '\r\n');
    const zuordnung = await within(dialog).findByRole('region', { name: 'Zuordnung der Spalten' });
    expect(zuordnung).toHaveTextContent('Die Spalten der eingefügten Zeilen heißen anders als in der Vorlage.');
    expect(zuordnung).toHaveTextContent('Diese Spalten fehlen in den eingefügten Zeilen: Spannungsebene.');
    expect(within(zuordnung).getByRole('combobox', { name: '„Marktlokation“ übernehmen als' })).toHaveDisplayValue('MaLo-ID *');
  });

  it('warnt schon bei der Eingabe vor einem SLP-Jahresverbrauch, der nach RLM aussieht', async () => {
    const user = userEvent.setup();
    anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await eckdatenAusfuellen(user);
    await user.click(screen.getByRole('button', { name: 'Lieferstelle hinzufügen' }));
    const warnung = 'Für SLP ist ein Jahresverbrauch über 100.000 kWh ungewöhnlich. Ist die Lieferstelle RLM-gemessen?';
    await user.click(screen.getByRole('combobox', { name: /^Messart/ }));
    await user.click(await screen.findByRole('option', { name: /^SLP/ }));
    const verbrauch = screen.getByRole('textbox', { name: /^Jahresverbrauch/ });
    await user.type(verbrauch, '100.000');
    expect(screen.queryByText(warnung)).not.toBeInTheDocument();
    await user.type(verbrauch, '{Backspace}1');
    expect(await screen.findByText(warnung)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Messart/ }));
    await user.click(await screen.findByRole('option', { name: /^RLM/ }));
    await waitFor(() => expect(screen.queryByText(warnung)).not.toBeInTheDocument());
  });

  it('nimmt aus einer Datei mit fehlenden Spalten nichts und sagt, welche fehlen', async () => {
    const user = userEvent.setup();
    anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await eckdatenAusfuellen(user);
    await user.click(screen.getByRole('button', { name: 'Aus Datei importieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lieferstellen aus Datei importieren' });
    await user.upload(within(dialog).getByLabelText('Lieferstellendatei'), new File(['Bezeichnung;MaLo-ID\r\nHalle;41373559241'], 'kurz.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText(/Diese Spalten fehlen in der Datei: Straße, PLZ, Ort/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /übernehmen/ })).not.toBeInTheDocument();
  });

  it('zeigt vor dem Absenden Lieferstellen, Preismodell, Toleranzband und jeden Hinweis', async () => {
    const user = userEvent.setup();
    anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    // An SLP Lieferstelle of 142,000 kWh: above the 100,000 kWh at which the server warns for Strom.
    await bisZumAbsenden(user, CSV.replace(';SLP;42000;', ';SLP;142000;'));
    const pruefen = within(schritt('Prüfen & Absenden'));
    const eckdaten = pruefen.getByRole('region', { name: 'Eckdaten' });
    expect(eckdaten).toHaveTextContent('PreismodellFestpreis');
    expect(eckdaten).toHaveTextContent('Toleranzband± 10 %');
    expect(eckdaten).toHaveTextContent('RechnungslegungMonatsrechnung');
    expect(eckdaten).toHaveTextContent('Zahlungsziel14 Tage');
    expect(pruefen.getByRole('heading', { name: '2 Lieferstellen mit zusammen 992.000 kWh im Jahr' })).toBeInTheDocument();
    expect(pruefen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Werk Nord · MaLo-ID 41373559241 · RLM · 850.000 kWh/Jahr', 'Verwaltung · MaLo-ID 50820339486 · SLP · 142.000 kWh/Jahr']),
    );
    const hinweise = pruefen.getByRole('region', { name: 'Hinweise' });
    expect(hinweise).toHaveTextContent('Bitte prüfen Sie diesen Hinweis vor dem Absenden:');
    expect(within(hinweise).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Lieferstelle 2 („Verwaltung“): Für SLP ist ein Jahresverbrauch über 100.000 kWh ungewöhnlich. Ist die Lieferstelle RLM-gemessen?',
    ]);

    // Back to the Lieferstelle and its volume corrected: the step has nothing more to point out.
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    const verbrauch = screen.getByDisplayValue(/^142\.?000$/);
    await user.clear(verbrauch);
    await user.type(verbrauch, '42000');
    await weiter();
    await waitFor(() => expect(schritt('Prüfen & Absenden')).toBeVisible());
    expect(within(schritt('Prüfen & Absenden')).queryByRole('region', { name: 'Hinweise' })).not.toBeInTheDocument();
    expect(schritt('Prüfen & Absenden')).toHaveTextContent('Keine Hinweise: Die Angaben sind plausibel.');
  });

  it('fragt bei Gas nach Druckstufe statt Spannungsebene und sendet die Gas-Eckdaten', async () => {
    const user = userEvent.setup();
    const create = anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await user.click(screen.getByRole('combobox', { name: /^Sparte/ }));
    await user.click(await screen.findByRole('option', { name: 'Gas' }));
    await eckdatenAusfuellen(user);
    const dialog = await importiere(user, CSV.replace('Spannungsebene', 'Druckstufe').replace(';MS', ';MD').replace(/;NS/g, ';ND'));
    await user.click(within(dialog).getByRole('button', { name: '2 Lieferstellen übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryAllByRole('combobox', { name: /^Spannungsebene/ })).toHaveLength(0);
    expect(screen.getAllByRole('combobox', { name: /^Druckstufe/ })).toHaveLength(2);
    await weiter();
    await waitFor(() => expect(schritt('Prüfen & Absenden')).toBeVisible());
    act(() => screen.getByRole('button', { name: 'Ausschreibung absenden' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(create).toHaveBeenCalled());
    const { data } = create.mock.calls[0]![1];
    expect(data).toMatchObject({ typ: 2, marktgebiet: 'THE', gasqualitaet: 'H' });
    expect(data).not.toHaveProperty('oekostrom');
    expect((data.lieferstellen as Record<string, unknown>[]).map((l) => [l.druckstufe, 'spannungsebene' in l])).toEqual([['MD', false], ['ND', false]]);
  });

  it('sendet bei einem Doppelklick auf „Ausschreibung absenden“ nur eine Ausschreibung und sperrt den Knopf, solange der Server arbeitet', async () => {
    const user = userEvent.setup();
    let antworte: (v: { data: Record<string, unknown> }) => void = () => undefined;
    const create = anlegen(() => new Promise((r) => (antworte = r)));
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await bisZumAbsenden(user);
    // Two clicks in one go, as a quick double click arrives before the form has re-rendered.
    const knopf = screen.getByRole('button', { name: 'Ausschreibung absenden' });
    fireEvent.click(knopf);
    fireEvent.click(knopf);
    await waitFor(() => expect(create).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ausschreibung absenden' })).toBeDisabled());
    expect(create).toHaveBeenCalledTimes(1);
    // The second click was dropped, not queued: nothing follows once the first answer is in.
    await act(async () => antworte({ data: { id: 9 } }));
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('prüft das Zahlungsziel wie der Server, bevor „Weiter“ den Schritt wechselt', async () => {
    const user = userEvent.setup();
    anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    const zahlungsziel = within(schritt('Eckdaten')).getByRole('textbox', { name: /^Zahlungsziel/ });
    await user.clear(zahlungsziel);
    await user.type(zahlungsziel, '99');
    await user.type(within(schritt('Eckdaten')).getByRole('textbox', { name: /^Bezeichnung/ }), 'Strom Werke 2027');
    await weiter();
    expect(await within(schritt('Eckdaten')).findByText('Bitte geben Sie ein Zahlungsziel von 7 bis 60 Tagen an.')).toBeInTheDocument();
    expect(schritt('Eckdaten')).toBeVisible();
    expect(schritt('Lieferstellen')).not.toBeVisible();
    await user.clear(zahlungsziel);
    await user.type(zahlungsziel, '30');
    await weiter();
    await waitFor(() => expect(schritt('Lieferstellen')).toBeVisible());
  });

  it('zeigt nach einer Ablehnung des Servers den Schritt mit dem ersten fehlerhaften Feld und dessen Meldung', async () => {
    const user = userEvent.setup();
    anlegen(async () => {
      // The server's clock is ahead of the browser's: its refusal names the field in step 1.
      throw new FormularFehler({ message: 'Bitte prüfen Sie die markierten Felder.', errors: { angebotsfrist: ['Die Angebotsfrist muss mindestens einen Tag in der Zukunft liegen.'] } });
    });
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await bisZumAbsenden(user);
    await user.click(screen.getByRole('button', { name: 'Ausschreibung absenden' }));
    await waitFor(() => expect(schritt('Eckdaten')).toBeVisible());
    expect(within(schritt('Eckdaten')).getByText('Die Angebotsfrist muss mindestens einen Tag in der Zukunft liegen.')).toBeInTheDocument();
  });

  it('markiert jedes Feld einer Lieferstelle, das den Schritt aufhält, mit seiner Meldung', async () => {
    const user = userEvent.setup();
    anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await eckdatenAusfuellen(user);
    await user.click(screen.getByRole('button', { name: 'Lieferstelle hinzufügen' }));
    await user.type(within(schritt('Lieferstellen')).getByRole('textbox', { name: /^Bezeichnung/ }), 'Werk Nord');
    await weiter();
    expect(schritt('Lieferstellen')).toBeVisible();
    // Straße, PLZ, Ort, MaLo-ID, Netzbetreiber, Jahresverbrauch and the two selects: each says why.
    await waitFor(() => expect(within(schritt('Lieferstellen')).getAllByText('Eine Eingabe wird erwartet').length).toBeGreaterThanOrEqual(8));
  });

  it('geht mit Enter in einem Textfeld der Eckdaten weiter wie mit „Weiter“, ohne abzusenden', async () => {
    const user = userEvent.setup();
    const create = anlegen();
    await screen.findByRole('tabpanel', { name: 'Eckdaten' });
    await user.type(within(schritt('Eckdaten')).getByRole('textbox', { name: /^Bezeichnung/ }), 'Strom Werke 2027{Enter}');
    await waitFor(() => expect(schritt('Lieferstellen')).toBeVisible());
    // On the Lieferstellen step Enter checks that step: without a Lieferstelle it stays and says why.
    await user.click(screen.getByRole('button', { name: 'Lieferstelle hinzufügen' }));
    await user.type(within(schritt('Lieferstellen')).getByRole('textbox', { name: /^Bezeichnung/ }), 'Werk Nord{Enter}');
    await waitFor(() => expect(within(schritt('Lieferstellen')).getAllByText('Eine Eingabe wird erwartet').length).toBeGreaterThan(1));
    expect(schritt('Lieferstellen')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });
});
