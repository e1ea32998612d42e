import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Eignung } from '../../../../domain/api/eignung';
import type { VergleichsAngebot } from '../../../../domain/api/kundeAngebote';
import { anbieter, bereich, detail } from '../hilfen/ausschreibung';

beforeAll(async () => {
  await import('../../../../src/admin/ausschreibung/AusschreibungShow');
});

/** Two bidders in Prüfung Angebote: one already found geeignet, one not yet checked; criteria set before the Angebotsfrist. */
const EIGNUNG: Eignung = {
  kriterien: { mindestjahresumsatzEur: 1_000_000, mindestReferenzen: 2 },
  aehnlichAbMwh: 460.5,
  kriterienAenderbar: false,
  pruefungenAenderbar: true,
  bieter: [
    {
      evuId: 4,
      evu: 'Nordwind Strom AG',
      zulassung: { status: 'zugelassen', seit: '2026-10-01T08:00:00.000Z' },
      referenzen: { gesamt: 3, aehnlich: 2 },
      nachweise: [{ art: 'Betriebshaftpflicht', gueltigBis: '2099-06-30', pruefung: 'geprueft' }],
      fehlend: [],
      bonitaet: { klasse: 2, datum: '2026-09-30', quelle: 'Creditreform' },
      pruefung: { geeignet: true, begruendung: null, geprueftVon: 'Anna Admin (Administrator)', geprueftAm: '2026-11-20T10:00:00.000Z' },
    },
    {
      evuId: 7,
      evu: 'Rheinstrom GmbH',
      zulassung: null,
      referenzen: { gesamt: 0, aehnlich: 0 },
      nachweise: [],
      fehlend: ['Handelsregisterauszug: fehlt'],
      bonitaet: null,
      pruefung: null,
    },
  ],
};

const angebot = (id: number, evu: string, rang: number): VergleichsAngebot => ({
  id, evu, rang, status: 'eingereicht', jahreskostenEuro: 12_000 + rang * 500, mischpreisCtKwh: 24 + rang, differenzEuro: (rang - 1) * 500, differenzProzent: (rang - 1) * 4.17,
  arbeitspreisCtKwh: 24, grundpreisEurMonat: 0, leistungspreisEurKwJahr: null, oekoaufschlagCtKwh: null, bindefristBis: '2099-12-31T10:00:00.000Z', bemerkung: null, vorbehalt: false, anhaenge: [],
  eingereichtAm: '2026-11-01T10:00:00.000Z', anteile: { arbeit: 12_000, grund: 0, leistung: 0, oeko: 0 },
});

function zeige(eignung: Partial<Eignung> = {}, speichereEignung = vi.fn(async () => undefined)) {
  const lesen = vi.fn(async () => ({ ...EIGNUNG, ...eignung }));
  const angebote = vi.fn(async () => [angebot(41, 'Nordwind Strom AG', 1), angebot(71, 'Rheinstrom GmbH', 2)]);
  bereich(anbieter({ getOne: vi.fn(async () => ({ data: { ...detail, status: 2, anzahlAngebote: 2 } })), eignung: lesen, speichereEignung, angebote }), '/ausschreibung/strom/1/show');
  return { lesen, speichereEignung };
}

async function oeffneReiter() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Eignung' }));
  const bieter = await screen.findByRole('list', { name: 'Bieter' });
  return { user, karte: (evu: string) => within(bieter).getByRole('listitem', { name: evu }) };
}

const wert = (karte: HTMLElement, label: string) => within(karte).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Reiter „Eignung“ des Administrators', () => {
  it('zeigt je Bieter Zulassung, Referenzen, Nachweise, Bonität und Ergebnis, dazu die festen Kriterien', async () => {
    const { lesen } = zeige();
    const { karte } = await oeffneReiter();
    expect(lesen).toHaveBeenCalledWith(1, 1);
    const nordwind = karte('Nordwind Strom AG');
    expect(wert(nordwind, 'Zulassung')).toBe('zugelassen seit 01.10.2026');
    expect(wert(nordwind, 'Referenzen')).toBe('3, davon 2 ähnlichen Umfangs');
    expect(wert(nordwind, 'Nachweise')).toBe('Betriebshaftpflichtversicherung, gültig bis 30.06.2099, geprüft');
    expect(wert(nordwind, 'Bonität')).toBe('Klasse 2 vom 30.09.2026 (Creditreform)');
    expect(wert(nordwind, 'Ergebnis')).toContain('geeignet');
    expect(wert(nordwind, 'Ergebnis')).toContain('erfasst von Anna Admin (Administrator) am 20.11.2026 11:00 Uhr');
    const rhein = karte('Rheinstrom GmbH');
    expect(wert(rhein, 'Zulassung')).toBe('kein Eintrag');
    expect(wert(rhein, 'Ergebnis')).toBe('noch nicht geprüft');
    expect(rhein).toHaveTextContent('Für die Zulassung fehlt:Handelsregisterauszug: fehlt');
    // 921 000 kWh × 50 % = 460,5 MWh
    expect(screen.getByText('mindestens 2 Referenzen ähnlichen Umfangs (ab 460,5 MWh im Jahr in der Sparte der Ausschreibung)')).toBeInTheDocument();
    expect(screen.getByText('Mindestjahresumsatz 1.000.000,00 €')).toBeInTheDocument();
    expect(screen.getByText('Vor der Freigabe der Angebote fehlt noch das Ergebnis für: Rheinstrom GmbH.')).toBeInTheDocument();
    // The release waits for the missing result.
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Angebote' }));
    expect(await screen.findByText(/Die Angebote können erst freigegeben werden, wenn die Eignungsprüfung aller Bieter erfasst ist. Es fehlt noch: Rheinstrom GmbH./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Angebote freigeben' })).toBeDisabled();
  });

  it('verlangt für „nicht geeignet“ eine Begründung und sendet alle Ergebnisse zurück', async () => {
    const { speichereEignung } = zeige();
    const { user, karte } = await oeffneReiter();
    await user.click(within(karte('Rheinstrom GmbH')).getByRole('button', { name: 'Rheinstrom GmbH: nicht geeignet …' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rheinstrom GmbH: nicht geeignet' }));
    await user.click(dialog.getByRole('button', { name: 'Als nicht geeignet erfassen' }));
    expect(dialog.getByText('Bitte begründen Sie, warum der Bieter nicht geeignet ist.')).toBeInTheDocument();
    expect(speichereEignung).not.toHaveBeenCalled();

    await user.type(dialog.getByRole('textbox', { name: 'Begründung' }), 'Keine Referenz ähnlichen Umfangs.');
    await user.click(dialog.getByRole('button', { name: 'Als nicht geeignet erfassen' }));
    await waitFor(() =>
      expect(speichereEignung).toHaveBeenCalledWith(1, 1, {
        kriterien: { mindestjahresumsatzEur: 1_000_000, mindestReferenzen: 2 },
        pruefungen: [
          { evuId: 4, geeignet: true, begruendung: null },
          { evuId: 7, geeignet: false, begruendung: 'Keine Referenz ähnlichen Umfangs.' },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('erfasst „geeignet“ mit einem Klick und zeigt eine Ablehnung des Servers', async () => {
    const speichereEignung = vi.fn(async () => {
      throw Object.assign(new Error('409'), { status: 409, body: { message: 'Während die Online-Auktion läuft, kann die Eignungsprüfung nicht geändert werden.' } });
    });
    zeige({}, speichereEignung);
    const { user, karte } = await oeffneReiter();
    expect(within(karte('Nordwind Strom AG')).getByRole('button', { name: 'Nordwind Strom AG: geeignet' })).toBeDisabled();
    await user.click(within(karte('Rheinstrom GmbH')).getByRole('button', { name: 'Rheinstrom GmbH: geeignet' }));
    expect(speichereEignung).toHaveBeenCalledWith(1, 1, {
      kriterien: { mindestjahresumsatzEur: 1_000_000, mindestReferenzen: 2 },
      pruefungen: [
        { evuId: 4, geeignet: true, begruendung: null },
        { evuId: 7, geeignet: true, begruendung: null },
      ],
    });
    expect(await screen.findByText('Während die Online-Auktion läuft, kann die Eignungsprüfung nicht geändert werden.')).toBeInTheDocument();
  });

  it('legt bis zur Angebotsfrist die Kriterien fest; leer heißt: kein Kriterium', async () => {
    const { speichereEignung } = zeige({ kriterien: { mindestjahresumsatzEur: null, mindestReferenzen: null }, kriterienAenderbar: true, bieter: [] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Eignung' }));
    const form = within(await screen.findByRole('form', { name: 'Eignungskriterien' }));
    expect(screen.getByText('Es liegt noch kein Angebot vor. Geprüft werden nur Bieter, die ein Angebot abgegeben haben.')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Mindestjahresumsatz (€)' }), '2.500.000');
    expect(form.getByRole('textbox', { name: 'Mindestjahresumsatz (€)' })).toHaveValue('2500000');
    await user.type(form.getByRole('textbox', { name: 'Referenzen (Anzahl)' }), '101');
    expect(form.getByText('Bitte eine ganze Zahl von 1 bis 100 angeben.')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Kriterien speichern' })).toBeDisabled();
    await user.clear(form.getByRole('textbox', { name: 'Referenzen (Anzahl)' }));
    await user.click(form.getByRole('button', { name: 'Kriterien speichern' }));
    await waitFor(() => expect(speichereEignung).toHaveBeenCalledWith(1, 1, { kriterien: { mindestjahresumsatzEur: 2_500_000, mindestReferenzen: null }, pruefungen: [] }));
  });
});
