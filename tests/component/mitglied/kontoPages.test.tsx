import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as rsa from '../../../src/api/auth/rsa';
import * as session from '../../../src/api/auth/session';
import * as http from '../../../src/api/http/httpClient';
import { EvuRegistrierungPage } from '../../../src/mitglied/registrierung/EvuRegistrierungPage';
import { KundeRegistrierungPage } from '../../../src/mitglied/registrierung/KundeRegistrierungPage';
import { SitzungenPage } from '../../../src/mitglied/SitzungenPage';
import { ZweiteFaktorenPage } from '../../../src/mitglied/ZweiteFaktorenPage';
import { mitRouter } from '../shell/hilfen';
import { fensterMitBreite } from '../ui/fensterBreite';
import * as saveFileModul from '../../../src/ui/download/saveFile';
import { codesAlsText } from '../../../src/mitglied/WiederherstellungscodesAnzeige';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const verschluesselung = () => {
  vi.spyOn(rsa, 'fetchEncryptionKey').mockResolvedValue({ key: 'k', modulus: 'ab', exponent: '010001' });
  vi.spyOn(rsa, 'encryptPassword').mockImplementation(async (t) => `enc(${t})`);
};
const feld = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;

describe('Registrierung als Energiekunde', () => {
  it('verlangt für Privatpersonen das Geburtsdatum statt der Firma und sendet verschlüsselt', async () => {
    const user = userEvent.setup();
    verschluesselung();
    const request = vi.spyOn(http, 'request').mockResolvedValue(undefined);
    mitRouter(<KundeRegistrierungPage />);
    await user.click(screen.getByRole('combobox', { name: /Sie sind/ }));
    await user.click(screen.getByRole('option', { name: 'Privatperson' }));
    expect(feld('firma')).toBeNull();
    for (const [name, wert] of Object.entries({ vorname: 'Max', nachname: 'Muster', strasse: 'Weg 1', plz: '12345', ort: 'Berlin', email: 'max@beispiel.example', login: 'max.muster', password: 'Winterzeit#2026', passwordConfirmation: 'Winterzeit#2026' })) {
      await user.type(feld(name), wert);
    }
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Eine Eingabe wird erwartet')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    await user.click(screen.getByRole('option', { name: '29' }));
    await user.click(screen.getByRole('combobox', { name: 'Monat' }));
    await user.click(screen.getByRole('option', { name: 'Februar' }));
    await user.click(screen.getByRole('combobox', { name: 'Jahr' }));
    await user.click(screen.getByRole('option', { name: '1980' }));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText(/Vielen Dank für Ihre Registrierung/)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      '/api/registrierung/kunde',
      expect.objectContaining({
        headers: { 'on-encryption-key': 'k' },
        body: expect.objectContaining({ typ: 'Privatperson', firma: null, geburtsdatum: '1980-02-29', password: 'enc(Winterzeit#2026)', login: 'max.muster' }),
      }),
    );
  });
});

describe('Anschrift und Kontakt der Registrierung', () => {
  it('prüft und beschränkt sie wie das Profil: Pflichtfelder auch gegen Leerzeichen, PLZ, E-Mail, Längen und Eingabehilfen', async () => {
    const user = userEvent.setup();
    const request = vi.spyOn(http, 'request').mockResolvedValue(undefined);
    mitRouter(<KundeRegistrierungPage />);
    await user.type(feld('strasse'), '   ');
    await user.type(feld('plz'), '1234');
    await user.type(feld('email'), 'max@beispiel');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Die Postleitzahl hat 5 Ziffern.')).toBeInTheDocument();
    expect(screen.getByText('Eine gültige E-Mail-Adresse wird erwartet.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Straße und Hausnummer/ })).toHaveAccessibleDescription('Eine Eingabe wird erwartet');
    expect(screen.getByRole('textbox', { name: /^Telefon/ })).not.toBeRequired();
    expect(request).not.toHaveBeenCalled();
    const hinweise = (name: string) => [feld(name).required, feld(name).autocomplete, feld(name).inputMode, feld(name).maxLength];
    expect(['strasse', 'plz', 'ort', 'telefon', 'email'].map(hinweise)).toEqual([
      [true, 'street-address', '', 200],
      [true, 'postal-code', 'numeric', 5],
      [true, 'address-level2', '', 100],
      [false, 'tel', 'tel', 50],
      [true, 'email', 'email', -1],
    ]);
  });
});

describe('Registrierung als Energieversorger', () => {
  it('setzt die Sparten als Bitmaske und zeigt Serverfehler am Feld', async () => {
    const user = userEvent.setup();
    verschluesselung();
    const { ModelStateError } = await import('../../../src/api/http/errors');
    const request = vi.spyOn(http, 'request').mockRejectedValue(new ModelStateError({ message: 'Bitte prüfen Sie Ihre Eingaben.', errors: { login: ['Dieser Anmeldename ist bereits vergeben.'] } }));
    mitRouter(<EvuRegistrierungPage />);
    // Whose name goes where: the Ansprechpartner is whom others contact, Vorname and Nachname are the registering person's.
    // The label is short enough for a 360 px phone, its required '*' included; the description says whom it names.
    expect(screen.getByRole('textbox', { name: 'Ansprechpartner' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Ansprechpartner' })).toHaveAccessibleDescription(
      'Für Ausschreibungen: Person oder Abteilung, an die sich Kunden und Makler mit Fragen wenden',
    );
    expect(screen.getByRole('heading', { name: 'Inhaber des Zugangs' })).toBeInTheDocument();
    for (const [name, wert] of Object.entries({ firma: 'Ostsee Energie GmbH', ansprechpartner: 'Jan Meer', vorname: 'Jan', nachname: 'Meer', strasse: 'Strandweg 1', plz: '18055', ort: 'Rostock', email: 'v@ostsee.example', login: 'evu', password: 'Winterzeit#2026', passwordConfirmation: 'Winterzeit#2026' })) {
      await user.type(feld(name), wert);
    }
    await user.click(screen.getByRole('checkbox', { name: 'Strom' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gas' }));
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Dieser Anmeldename ist bereits vergeben.')).toBeInTheDocument();
    expect(request.mock.calls[0]![1]).toMatchObject({ body: { sparten: 3 } });
  });
});

describe('Sitzungen', () => {
  const liste = [
    { id: 1, createdAt: '2026-11-22T08:00:00Z', lastActivityAt: '2026-11-22T09:00:00Z', ipAddress: '10.0.0.1', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/140', current: true },
    { id: 2, createdAt: '2026-11-21T08:00:00Z', lastActivityAt: '2026-11-21T09:00:00Z', ipAddress: '10.0.0.2', userAgent: 'Mozilla/5.0 (iPhone) Safari/605', current: false },
  ];

  it('listet Gerät, IP und Aktivität und beendet nach Rückfrage eine andere Sitzung', async () => {
    const user = userEvent.setup();
    const request = vi.spyOn(http, 'request').mockImplementation(async (_url, opts) => (opts?.method === 'DELETE' ? undefined : liste) as never);
    mitRouter(<SitzungenPage />);
    const zeilen = await screen.findAllByRole('row');
    expect(zeilen).toHaveLength(3);
    expect(within(zeilen[1]!).getByText('Chrome unter Windows')).toBeInTheDocument();
    expect(within(zeilen[1]!).getByText('diese Sitzung')).toBeInTheDocument();
    expect(within(zeilen[2]!).getByText('Safari unter iOS')).toBeInTheDocument();
    expect(within(zeilen[2]!).getByText('21.11.2026 10:00')).toBeInTheDocument();
    await user.click(within(zeilen[2]!).getByRole('button', { name: 'Beenden' }));
    expect(screen.getByRole('dialog', { name: 'Sitzung beenden?' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Beenden' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('/framework/api/member/sessions/2', expect.objectContaining({ method: 'DELETE' })));
  });

  it('zeigt auf dem Telefon jede Sitzung als Karte mit letzter Aktivität und Knopf, ohne Tabelle zum Wischen', async () => {
    fensterMitBreite(360);
    vi.spyOn(http, 'request').mockResolvedValue(liste as never);
    mitRouter(<SitzungenPage />);
    const karten = await screen.findAllByRole('listitem');
    expect(karten).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(karten[0]).toHaveAccessibleName('Chrome unter Windows diese Sitzung');
    expect(within(karten[0]!).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(within(karten[1]!).getByText('Letzte Aktivität')).toBeInTheDocument();
    expect(within(karten[1]!).getByText('21.11.2026 10:00')).toBeInTheDocument();
    expect(within(karten[1]!).getByRole('button', { name: 'Beenden' })).toBeInTheDocument();
  });

  it('meldet ab, wenn die eigene Sitzung beendet wird', async () => {
    const user = userEvent.setup();
    vi.spyOn(http, 'request').mockResolvedValue(liste as never);
    const abmelden = vi.spyOn(session, 'logout').mockResolvedValue();
    mitRouter(<SitzungenPage />, '/sitzungen', [{ pfad: '/sitzungen', element: <SitzungenPage /> }]);
    await user.click(await screen.findByRole('button', { name: 'Abmelden' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Beenden' }));
    await waitFor(() => expect(abmelden).toHaveBeenCalledOnce());
  });
});

describe('Zweiter Faktor', () => {
  const CODES = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JKMN-PQ${String(i).padStart(2, '0')}`);
  const DIENSTHANDY = { id: 5, type: 1, label: 'Diensthandy' };

  /** The member calls of the page; `antworten` overrides single ones by "METHOD path" and may hand on to the usual answer. */
  function server(start: { id: number; type: number; label: string }[], antworten: Record<string, (weiter: () => unknown) => unknown> = {}) {
    let faktoren = start;
    let verbleibend = 10;
    return vi.spyOn(http, 'request').mockImplementation(async (url, opts) => {
      const schluessel = `${opts?.method ?? 'GET'} ${url.replace('/framework/api/member/second-factors', '')}`;
      const ueblich = () => antwort(schluessel);
      return (antworten[schluessel] ? antworten[schluessel]!(ueblich) : ueblich()) as never;
    });

    function antwort(schluessel: string): unknown {
      switch (schluessel) {
        case 'GET /new':
          return { type: 1, label: 'Google Authenticator', secret: 'ABCDEFGHIJKLMNOP', otpauthUri: 'otpauth://totp/x?secret=ABCDEFGHIJKLMNOP', requestToken: 'rt', recoveryCodes: CODES };
        case 'POST ':
          faktoren = [DIENSTHANDY];
          return 5;
        case 'GET /recovery-codes':
          return { remaining: verbleibend };
        case 'POST /recovery-codes':
          verbleibend = 10;
          return { recoveryCodes: CODES.map((c) => c.replace('ABCD', 'WXYZ')) };
        case `DELETE /${DIENSTHANDY.id}`:
          faktoren = [];
          return undefined;
        case 'GET ':
          return faktoren;
        default:
          throw new Error(`unerwartet: ${schluessel}`);
      }
    }
  }

  it('zeigt QR-Code und Schlüssel, bestätigt mit Code und Passwort und zeigt die Wiederherstellungscodes genau einmal', async () => {
    const user = userEvent.setup();
    verschluesselung();
    const speichern = vi.spyOn(saveFileModul, 'saveFile').mockImplementation(() => {});
    const request = server([]);
    mitRouter(<ZweiteFaktorenPage />);
    expect(await screen.findByText('Sie haben noch keinen zweiten Faktor eingerichtet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Google Authenticator hinzufügen' }));
    expect(await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByText('ABCDEFGHIJKLMNOP')).toBeInTheDocument();
    // Not before the factor is confirmed: until then they are worth nothing.
    expect(screen.queryByRole('list', { name: 'Wiederherstellungscodes' })).not.toBeInTheDocument();
    const label = screen.getByLabelText(/Bezeichnung/);
    await user.clear(label);
    await user.type(label, 'Diensthandy');
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Code aus der App/), '123456');
    // Asked once, here, as the delete dialog asks for it.
    expect(screen.getByText('Bitte bestätigen Sie die Einrichtung mit Ihrem aktuellen Passwort.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Aktuelles Passwort/), 'Demo#2026');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Diensthandy')).toBeInTheDocument();
    const post = request.mock.calls.find(([url, opts]) => url === '/framework/api/member/second-factors' && opts?.method === 'POST')!;
    expect(post[1]!.body).toEqual({ type: 1, label: 'Diensthandy', secret: 'ABCDEFGHIJKLMNOP', otpauthUri: 'otpauth://totp/x?secret=ABCDEFGHIJKLMNOP', requestToken: 'rt', code: '123456' });
    expect(post[1]!.headers).toEqual({ 'x-current-password': 'enc(Demo#2026)', 'on-encryption-key': 'k' });

    const liste = screen.getByRole('list', { name: 'Wiederherstellungscodes' });
    expect(within(liste).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(screen.getByText(/Sie werden nur jetzt angezeigt/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kopieren' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(screen.getByText('Die Codes wurden in die Zwischenablage kopiert.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Herunterladen' }));
    const [datei] = speichern.mock.calls[0]!;
    expect(datei.fileName).toBe('Wiederherstellungscodes.txt');
    expect(await datei.blob.text()).toBe(codesAlsText(CODES));
    expect(codesAlsText(CODES).split('\n').slice(3, 13)).toEqual(CODES);

    await user.click(screen.getByRole('button', { name: 'Ich habe die Codes gesichert' }));
    expect(screen.queryByRole('list', { name: 'Wiederherstellungscodes' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Noch 10 unbenutzte Wiederherstellungscodes\./)).toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it('zeigt ein abgelehntes Passwort in der Einrichtung und beginnt nach einem inzwischen eingerichteten ersten Faktor neu', async () => {
    const user = userEvent.setup();
    verschluesselung();
    const { HttpError } = await import('../../../src/api/http/errors');
    const ablehnungen = [
      new HttpError('403 Forbidden', 403, { message: 'Das aktuelle Passwort ist falsch.' }),
      new HttpError('409 Conflict', 409, { message: 'Inzwischen wurde ein anderer zweiter Faktor mit eigenen Wiederherstellungscodes eingerichtet. Bitte beginnen Sie die Einrichtung neu.' }),
    ];
    server([], {
      'POST ': () => {
        throw ablehnungen.shift();
      },
    });
    mitRouter(<ZweiteFaktorenPage />);
    await user.click(await screen.findByRole('button', { name: 'Google Authenticator hinzufügen' }));
    await user.type(await screen.findByLabelText(/Code aus der App/), '123456');
    await user.type(screen.getByLabelText(/Aktuelles Passwort/), 'Falsch#2026');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    // At the field it concerns, not in an alert far above it (on a phone out of sight): emptied and focused.
    const passwort = screen.getByLabelText(/Aktuelles Passwort/);
    await waitFor(() => expect(passwort).toHaveAccessibleDescription('Das aktuelle Passwort ist falsch.'));
    expect(passwort).toHaveAttribute('aria-invalid', 'true');
    expect(passwort).toHaveValue('');
    expect(passwort).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByText('Das aktuelle Passwort ist falsch.')).toHaveLength(1);
    // The set-up stays open for another try; no codes are shown.
    expect(screen.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Wiederherstellungscodes' })).not.toBeInTheDocument();

    await user.type(passwort, 'Demo#2026');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText(/^Inzwischen wurde ein anderer zweiter Faktor/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR-Code für die Authenticator-App' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Wiederherstellungscodes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google Authenticator hinzufügen' })).toBeInTheDocument();
  });

  it('löscht einen Faktor erst mit dem aktuellen Passwort, verschlüsselt wie die Anmeldung, und zeigt eine Ablehnung im Dialog', async () => {
    const user = userEvent.setup();
    verschluesselung();
    const { HttpError } = await import('../../../src/api/http/errors');
    let versuche = 0;
    const request = server([DIENSTHANDY], {
      [`DELETE /${DIENSTHANDY.id}`]: (weiter) => {
        if (++versuche === 1) throw new HttpError('403 Forbidden', 403, { message: 'Das aktuelle Passwort ist falsch.' });
        return weiter();
      },
    });
    mitRouter(<ZweiteFaktorenPage />);
    await user.click(await screen.findByRole('button', { name: 'Diensthandy löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Eintrag löschen?' });
    expect(within(dialog).getByText(/^Soll der Eintrag „Diensthandy“ wirklich gelöscht werden\? Bitte bestätigen Sie mit Ihrem aktuellen Passwort\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Aktuelles Passwort/), 'Falsch#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    // As in the set-up form: the refusal is the field's message, the field emptied and focused.
    const feld = within(dialog).getByLabelText(/Aktuelles Passwort/);
    await waitFor(() => expect(feld).toHaveAccessibleDescription('Das aktuelle Passwort ist falsch.'));
    expect(feld).toHaveAttribute('aria-invalid', 'true');
    expect(feld).toHaveValue('');
    expect(feld).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Eintrag löschen?' })).toBeInTheDocument();

    await user.type(feld, 'Demo#2026{Enter}');
    expect(await screen.findByText('Der zweite Faktor „Diensthandy“ wurde entfernt. Ihre anderen Sitzungen wurden beendet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Sie haben noch keinen zweiten Faktor eingerichtet.')).toBeInTheDocument();
    const loeschungen = request.mock.calls.filter(([, opts]) => opts?.method === 'DELETE');
    expect(loeschungen.map(([url, opts]) => [url, opts!.headers])).toEqual([
      ['/framework/api/member/second-factors/5', { 'x-current-password': 'enc(Falsch#2026)', 'on-encryption-key': 'k' }],
      ['/framework/api/member/second-factors/5', { 'x-current-password': 'enc(Demo#2026)', 'on-encryption-key': 'k' }],
    ]);
  });

  it('erzeugt mit dem Passwort neue Wiederherstellungscodes und zeigt sie einmal', async () => {
    const user = userEvent.setup();
    verschluesselung();
    const request = server([DIENSTHANDY], { 'GET /recovery-codes': () => ({ remaining: 1 }) });
    mitRouter(<ZweiteFaktorenPage />);
    expect(await screen.findByText(/Noch ein unbenutzter Wiederherstellungscode\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Neue Codes erzeugen' }));
    const dialog = screen.getByRole('dialog', { name: 'Neue Wiederherstellungscodes erzeugen?' });
    expect(within(dialog).getByText(/die bisherigen gelten danach nicht mehr/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Aktuelles Passwort/), 'Demo#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Erzeugen' }));
    const liste = await screen.findByRole('list', { name: 'Wiederherstellungscodes' });
    expect(within(liste).getAllByRole('listitem')[0]).toHaveTextContent('WXYZ-EFGH-JKMN-PQ00');
    expect(request).toHaveBeenCalledWith(
      '/framework/api/member/second-factors/recovery-codes',
      expect.objectContaining({ method: 'POST', headers: { 'x-current-password': 'enc(Demo#2026)', 'on-encryption-key': 'k' } }),
    );
  });
});
