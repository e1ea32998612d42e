import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormularFehler } from '../../../src/api/http/formularFehler';
import { anbieter, kundeDatensatz, personenBereich } from './hilfen/personen';

const adresse = () => screen.getByRole('status', { name: 'Adresse', hidden: true }).textContent;
const feld = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
/** The message under a field: its FormControl holds the input and the helper text. */
const meldungAn = (name: string) => feld(name).closest('.MuiFormControl-root')!.textContent;

type Nutzer = ReturnType<typeof userEvent.setup>;

async function tippe(user: Nutzer, werte: Record<string, string>) {
  for (const [name, wert] of Object.entries(werte)) {
    await user.clear(feld(name));
    await user.type(feld(name), wert);
  }
}

/** Keyboard use; jsdom loses a pointer click on react-admin's SaveButton right after a blur. */
async function speichere(user: Nutzer, knopf: string) {
  act(() => screen.getByRole('button', { name: knopf }).focus());
  await waitFor(() => expect(screen.getByRole('button', { name: knopf })).toBeEnabled());
  await user.keyboard('{Enter}');
}

const GUELTIGES_EVU = {
  login: 'ostsee1',
  firma: 'Ostsee Energie GmbH',
  bdewCodenummer: '9900000000045',
  ansprechpartner: 'Jan Meer',
  vorname: 'Jan',
  nachname: 'Meer',
  strasse: 'Strandweg 1',
  plz: '18055',
  ort: 'Rostock',
  email: 'jan@ostsee-energie.example',
};

describe('EVU anlegen', () => {
  it('prüft PLZ, Sparten, BDEW-Codenummer und E-Mail und sendet dann genau die Felder des EVU', async () => {
    const user = userEvent.setup();
    const dp = anbieter();
    personenBereich(dp, '/evu/create');
    await screen.findByText(/Das Konto wird inaktiv angelegt/);
    // Named by resources.evu.fields, the same texts the EVU's own Benutzerdaten show.
    const beschriftungen = [...document.querySelectorAll('label, legend')].map((l) => l.textContent?.replace(/\s*\*$/, '').trim());
    expect(beschriftungen).toEqual(
      expect.arrayContaining(['Anmeldename', 'Firma', 'Sparten', 'BDEW-Codenummer', 'Ansprechpartner', 'Vorname', 'Nachname', 'Straße und Hausnummer', 'PLZ', 'Ort', 'Telefon', 'E-Mail-Adresse']),
    );
    await tippe(user, { ...GUELTIGES_EVU, plz: '1234', bdewCodenummer: '99000000000', email: 'keine-adresse' });
    await speichere(user, 'Anlegen');

    await waitFor(() => expect(meldungAn('plz')).toContain('Die Postleitzahl hat 5 Ziffern.'));
    expect(meldungAn('bdewCodenummer')).toContain('Die BDEW-Codenummer hat 13 Ziffern.');
    expect(meldungAn('email')).toContain('Eine gültige E-Mail-Adresse wird erwartet.');
    expect(within(screen.getByRole('group', { name: 'Sparten' })).getByText('Bitte wählen Sie mindestens eine Sparte.')).toBeInTheDocument();
    expect(dp.create).not.toHaveBeenCalled();

    await tippe(user, { plz: GUELTIGES_EVU.plz, bdewCodenummer: GUELTIGES_EVU.bdewCodenummer, email: GUELTIGES_EVU.email });
    await user.click(screen.getByRole('checkbox', { name: 'Strom' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gas' }));
    await speichere(user, 'Anlegen');

    await waitFor(() => expect(dp.create).toHaveBeenCalledOnce());
    // Nothing but the body's fields: the API refuses any other.
    expect(dp.create.mock.calls[0]![1].data).toEqual({ ...GUELTIGES_EVU, sparten: 3, telefon: null });
    expect(await screen.findByText('Das EVU wurde angelegt. Die E-Mail mit dem Aktivierungslink ist unterwegs.')).toBeInTheDocument();
    await waitFor(() => expect(adresse()).toBe('/evu/99/show'));
  });

  it('zeigt einen vergebenen Anmeldenamen als Fehler des Servers am Feld', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async () => {
      throw new FormularFehler({
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        errors: { login: ['Dieser Anmeldename ist bereits vergeben.'], email: ['Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.'] },
      });
    });
    personenBereich(anbieter({ create }), '/evu/create');
    await screen.findByText(/Das Konto wird inaktiv angelegt/);
    await tippe(user, { ...GUELTIGES_EVU, login: 'evu' });
    await user.click(screen.getByRole('checkbox', { name: 'Strom' }));
    await speichere(user, 'Anlegen');

    await waitFor(() => expect(meldungAn('login')).toContain('Dieser Anmeldename ist bereits vergeben.'));
    expect(meldungAn('email')).toContain('Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.');
    expect(feld('login')).toHaveAttribute('aria-invalid', 'true');
    expect(adresse()).toBe('/evu/create');
  });
});

describe('Kunde bearbeiten', () => {
  it('sendet die Felder des Kunden mit der gelesenen Version und ohne das, was der Server führt', async () => {
    const user = userEvent.setup();
    const dp = anbieter();
    personenBereich(dp, '/kunde/3');
    await waitFor(() => expect(feld('ort')?.value).toBe('Dortmund'));
    await tippe(user, { ort: 'Passau', plz: '94032' });
    await speichere(user, 'Speichern');

    await waitFor(() => expect(dp.update).toHaveBeenCalledOnce());
    expect(dp.update.mock.calls[0]![1].data).toEqual({
      login: 'kunde',
      email: 'einkauf@musterstadt-metallbau.example',
      typ: 'Unternehmen',
      firma: 'Musterstadt Metallbau GmbH',
      anrede: 'Herr',
      vorname: 'Klaus',
      nachname: 'Kundmann',
      geburtsdatum: null,
      strasse: 'Industriestraße 12',
      plz: '94032',
      ort: 'Passau',
      telefon: '0231 123456-0',
      version: 4,
    });
    await waitFor(() => expect(adresse()).toBe('/kunde/3/show'));
  });
});

describe('Festgelegter Kundentyp', () => {
  /** A Kunde one of whose tenders is released: its type is fixed. */
  const festgelegt = () => anbieter({ getOne: vi.fn(async () => ({ data: { ...kundeDatensatz, typFestgelegt: true } })) });

  it('fragt beim Ändern des Typs nach einer Begründung und sendet sie mit', async () => {
    const user = userEvent.setup();
    const dp = festgelegt();
    personenBereich(dp, '/kunde/3');
    await waitFor(() => expect(feld('ort')?.value).toBe('Dortmund'));
    expect(screen.getByText('Festgelegt, seit der Kunde geprüft oder eine seiner Ausschreibungen freigegeben wurde: Eine Änderung braucht eine Begründung.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Typ/ }));
    await user.click(screen.getByRole('option', { name: 'Kommune' }));
    await speichere(user, 'Speichern');

    const dialog = await screen.findByRole('dialog', { name: 'Kundentyp ändern?' });
    expect(dialog).toHaveTextContent('Die Änderung von „Unternehmen“ zu „Kommune“ wird mit Ihrer Begründung protokolliert.');
    expect(dp.update).not.toHaveBeenCalled();
    const senden = within(dialog).getByRole('button', { name: 'Mit Begründung speichern' });
    expect(senden).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Begründung/ }), '  Eigenbetrieb der Stadt übernommen ');
    await waitFor(() => expect(senden).toBeEnabled());
    act(() => senden.focus());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(dp.update).toHaveBeenCalledOnce());
    expect(dp.update.mock.calls[0]![1].data).toMatchObject({ typ: 'Kommune', version: 4, typBegruendung: 'Eigenbetrieb der Stadt übernommen' });
    await waitFor(() => expect(adresse()).toBe('/kunde/3/show'));
  });

  it('bricht ab, ohne zu speichern, und speichert andere Änderungen ohne Rückfrage', async () => {
    const user = userEvent.setup();
    const dp = festgelegt();
    personenBereich(dp, '/kunde/3');
    await waitFor(() => expect(feld('ort')?.value).toBe('Dortmund'));
    await user.click(screen.getByRole('combobox', { name: /Typ/ }));
    await user.click(screen.getByRole('option', { name: 'Kommune' }));
    await speichere(user, 'Speichern');
    await user.click(within(await screen.findByRole('dialog', { name: 'Kundentyp ändern?' })).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dp.update).not.toHaveBeenCalled();

    // Back to the type as it is: nothing to explain.
    await user.click(screen.getByRole('combobox', { name: /Typ/ }));
    await user.click(screen.getByRole('option', { name: 'Unternehmen' }));
    await tippe(user, { ort: 'Passau' });
    await speichere(user, 'Speichern');
    await waitFor(() => expect(dp.update).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dp.update.mock.calls[0]![1].data).not.toHaveProperty('typBegruendung');
  });
});

describe('Seite eines Kontos', () => {
  it('führt vom Kunden zu seinen Ausschreibungen und vom EVU zu denen, zu denen es eingeladen ist', async () => {
    const { unmount } = personenBereich(anbieter(), '/kunde/3/show');
    expect(await screen.findByRole('link', { name: '5 Ausschreibungen anzeigen' })).toHaveAttribute(
      'href',
      `/administrator/ausschreibung?filter=${encodeURIComponent('{"kunden":[3]}')}`,
    );
    const stammdaten = screen.getByRole('region', { name: 'Stammdaten' });
    for (const name of ['Typ', 'Firma', 'Ansprechperson', 'Anschrift', 'Telefon', 'E-Mail-Adresse', 'Ausschreibungen']) expect(within(stammdaten).getByText(name)).toBeInTheDocument();
    unmount();
    personenBereich(anbieter(), '/evu/7/show');
    expect(await screen.findByRole('link', { name: '4 Ausschreibungen anzeigen' })).toHaveAttribute(
      'href',
      `/administrator/ausschreibung?filter=${encodeURIComponent('{"evus":[7]}')}`,
    );
  });

  it('zeigt das Konto und beendet dessen Sitzungen nach der Rückfrage', async () => {
    const user = userEvent.setup();
    const dp = anbieter();
    personenBereich(dp, '/evu/7/show');
    const konto = await screen.findByRole('region', { name: 'Konto' });
    expect(within(konto).getByText('Aktiv')).toBeInTheDocument();
    expect(within(konto).getByText('01.02.2026 09:15 Uhr')).toBeInTheDocument();
    expect(within(konto).queryByRole('button', { name: 'Aktivierung erneut senden' })).not.toBeInTheDocument();

    await user.click(within(konto).getByRole('button', { name: 'Sitzungen beenden' }));
    const frage = await screen.findByRole('dialog', { name: 'Sitzungen beenden?' });
    expect(frage).toHaveTextContent('Alle Sitzungen des Kontos „Nordwind Strom AG“ werden beendet.');
    await user.click(within(frage).getByRole('button', { name: 'Sitzungen beenden' }));
    await waitFor(() => expect(dp.sitzungenBeenden).toHaveBeenCalledWith('evu', 7));
    expect(await screen.findByText('Alle Sitzungen wurden beendet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Historie' }));
    expect(await screen.findByRole('cell', { name: 'Konto angelegt' })).toBeInTheDocument();
    expect(dp.kontoHistorie).toHaveBeenCalledWith('evu', 7);
  });
});
