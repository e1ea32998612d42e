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
  it('zeigt QR-Code und Schlüssel, bestätigt mit Code und löscht nach Rückfrage', async () => {
    const user = userEvent.setup();
    let faktoren: { id: number; type: number; label: string }[] = [];
    const request = vi.spyOn(http, 'request').mockImplementation(async (url, opts) => {
      if (url.endsWith('/new')) return { type: 1, label: 'Google Authenticator', secret: 'ABCDEFGHIJKLMNOP', otpauthUri: 'otpauth://totp/x?secret=ABCDEFGHIJKLMNOP', requestToken: 'rt' } as never;
      if (opts?.method === 'POST') {
        faktoren = [{ id: 5, type: 1, label: 'Diensthandy' }];
        return 5 as never;
      }
      if (opts?.method === 'DELETE') {
        faktoren = [];
        return undefined as never;
      }
      return faktoren as never;
    });
    mitRouter(<ZweiteFaktorenPage />);
    expect(await screen.findByText('Sie haben noch keinen zweiten Faktor eingerichtet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Google Authenticator hinzufügen' }));
    expect(await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByText('ABCDEFGHIJKLMNOP')).toBeInTheDocument();
    const label = screen.getByLabelText(/Bezeichnung/);
    await user.clear(label);
    await user.type(label, 'Diensthandy');
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Code aus der App/), '123456');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Diensthandy')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/framework/api/member/second-factors', expect.objectContaining({ body: expect.objectContaining({ requestToken: 'rt', code: '123456', label: 'Diensthandy' }) }));
    await user.click(screen.getByRole('button', { name: 'Diensthandy löschen' }));
    expect(screen.getByText('Soll der Eintrag „Diensthandy“ wirklich gelöscht werden?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Sie haben noch keinen zweiten Faktor eingerichtet.')).toBeInTheDocument();
  });
});
