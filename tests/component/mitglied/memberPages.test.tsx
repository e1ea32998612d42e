import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as rsa from '../../../src/api/auth/rsa';
import * as http from '../../../src/api/http/httpClient';
import { ModelStateError } from '../../../src/api/http/errors';
import { ActivateUserPage } from '../../../src/mitglied/ActivateUserPage';
import { EmailBestaetigenPage } from '../../../src/mitglied/EmailBestaetigenPage';
import { RecoverNamePage } from '../../../src/mitglied/RecoverNamePage';
import { RecoverPasswordPage } from '../../../src/mitglied/RecoverPasswordPage';
import { TokenPasswordPage } from '../../../src/mitglied/TokenPasswordPage';
import { mitRouter } from '../shell/hilfen';

afterEach(() => vi.restoreAllMocks());

describe('Passwort vergessen?', () => {
  it('fordert den Link an und bestätigt es mit dem Text der Spezifikation', async () => {
    const user = userEvent.setup();
    const request = vi.spyOn(http, 'request').mockResolvedValue(undefined);
    mitRouter(<RecoverPasswordPage />, '/', [{ pfad: '/recover-password', element: <RecoverPasswordPage /> }]);
    expect(screen.getByRole('heading', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abbrechen' })).toHaveAttribute('href', '/');
    await user.type(screen.getByLabelText(/Anmeldename/), 'kunde');
    await user.click(screen.getByRole('button', { name: 'Anfordern' }));
    expect(await screen.findByText('Ein Link mit dem Sie Ihr Passwort ändern können, wurde Ihnen per E-Mail zugeschickt.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/framework/api/member/recover-password', expect.objectContaining({ method: 'POST', body: { username: 'kunde' } }));
    // No dead end: on to the login, or back to the form with what was typed, to ask again.
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Neuen Link anfordern' }));
    expect(screen.getByLabelText(/Anmeldename/)).toHaveValue('kunde');
    await user.click(screen.getByRole('button', { name: 'Anfordern' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });

  it('sperrt Anfordern, solange das berührte Formular ungültig ist, und zeigt Serverfehler am Feld', async () => {
    const user = userEvent.setup();
    vi.spyOn(http, 'request').mockRejectedValue(new ModelStateError({ message: 'Die Eingaben sind ungültig.', errors: { 'request.Username': ['Höchstens 254 Zeichen sind erlaubt.'] } }));
    mitRouter(<RecoverPasswordPage />);
    await user.click(screen.getByLabelText(/Anmeldename/));
    await user.tab();
    expect(screen.getByText('Eine Eingabe wird erwartet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anfordern' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Anmeldename/), 'x');
    await user.click(screen.getByRole('button', { name: 'Anfordern' }));
    expect(await screen.findByText('Höchstens 254 Zeichen sind erlaubt.')).toBeInTheDocument();
  });
});

describe('Anmeldenamen vergessen?', () => {
  it('prüft die E-Mail-Adresse und bestätigt den Versand', async () => {
    const user = userEvent.setup();
    vi.spyOn(http, 'request').mockResolvedValue(undefined);
    mitRouter(<RecoverNamePage />);
    expect(screen.getByRole('heading', { name: 'Anmeldenamen vergessen?' })).toBeInTheDocument();
    const feld = screen.getByLabelText(/E-Mail-Adresse/);
    expect(feld).toHaveAttribute('id', 'eMail_input');
    await user.type(feld, 'keine-adresse');
    await user.tab();
    expect(screen.getByText('Eine gültige E-Mail-Adresse wird erwartet.')).toBeInTheDocument();
    await user.clear(feld);
    await user.type(feld, 'energie@beispielhausen.example');
    await user.click(screen.getByRole('button', { name: 'Anfordern' }));
    expect(await screen.findByText(/Ihr Anmeldename wurde Ihnen per E-Mail zugeschickt. Sie können sich damit/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Erneut anfordern' })).toBeInTheDocument();
  });
});

describe('Passwort mit Link ändern', () => {
  it('sagt bei ungültigem Link, dass die Aktion nicht mehr geht', async () => {
    vi.spyOn(http, 'request').mockRejectedValue(new ModelStateError({ message: 'Diese Aktion kann nicht mehr ausgeführt werden.', errors: {} }));
    mitRouter(<TokenPasswordPage />, '/?token=alt');
    expect(await screen.findByText('Diese Aktion kann nicht mehr ausgeführt werden.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Passwort ändern' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/recover-password');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/');
  });

  it('prüft den Link vorab, sperrt bis die Eingaben stimmen und bestätigt die Änderung', async () => {
    const user = userEvent.setup();
    const request = vi.spyOn(http, 'request').mockResolvedValue(undefined);
    vi.spyOn(rsa, 'fetchEncryptionKey').mockResolvedValue({ key: 'k1', modulus: 'ab', exponent: '010001' });
    vi.spyOn(rsa, 'encryptPassword').mockImplementation(async (klartext) => `verschluesselt(${klartext})`);
    mitRouter(<TokenPasswordPage />, '/?token=abc');
    const knopf = await screen.findByRole('button', { name: 'Passwort ändern' });
    expect(request).toHaveBeenCalledWith('/framework/api/member/validate-token', expect.objectContaining({ query: { token: 'abc', tokenType: 'ChangePassword' } }));
    expect(knopf).toBeDisabled();
    await user.type(document.querySelector<HTMLInputElement>('input[name=password]')!, 'Herbstlaub#2026');
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'Herbstlaub#2027');
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(knopf).toBeDisabled();
    await user.clear(screen.getByLabelText(/Passwort bestätigen/));
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'Herbstlaub#2026');
    await user.click(knopf);
    expect(await screen.findByText(/Ihr Passwort wurde geändert. Sie können sich/)).toBeInTheDocument();
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        '/framework/api/member/change-password',
        expect.objectContaining({
          query: { token: 'abc' },
          headers: { 'on-encryption-key': 'k1' },
          body: { password: 'verschluesselt(Herbstlaub#2026)', passwordConfirmation: 'verschluesselt(Herbstlaub#2026)' },
        }),
      ),
    );
  });
});

describe('Konto aktivieren', () => {
  it('aktiviert mit dem Link genau einmal', async () => {
    const request = vi.spyOn(http, 'request').mockResolvedValue(undefined);
    mitRouter(<ActivateUserPage />, '/?token=neu');
    expect(await screen.findByText('Ihr Konto ist aktiviert. Sie können sich jetzt anmelden.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledOnce();
  });

  it('meldet einen verbrauchten Link', async () => {
    vi.spyOn(http, 'request').mockRejectedValue(new ModelStateError({ message: 'Diese Aktion kann nicht mehr ausgeführt werden.', errors: {} }));
    mitRouter(<ActivateUserPage />, '/?token=alt');
    expect(await screen.findByText('Diese Aktion kann nicht mehr ausgeführt werden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/');
  });
});

describe('Passwort ändern (angemeldet)', () => {
  it('kennt den Anmeldenamen, prüft die Bestätigung und meldet Erfolg auf der Startseite', async () => {
    const { angemeldetAls } = await import('../shell/hilfen');
    const auth = await import('../../../src/api/auth/login');
    const { ChangePasswordPage } = await import('../../../src/mitglied/ChangePasswordPage');
    const { NavigationMessage } = await import('../../../src/shell/NavigationMessage');
    angemeldetAls(['Kunde']);
    const user = userEvent.setup();
    const login = vi.spyOn(auth, 'login').mockResolvedValue({ kind: 'Success', authentifizierung: { roles: ['Kunde'] } as never });
    mitRouter(<ChangePasswordPage />, '/', [{ pfad: '/kunde/ausschreibung', element: <NavigationMessage /> }]);
    expect(screen.getByRole('heading', { name: 'Passwort ändern' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Anmeldename/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Aktuelles Passwort/), 'Demo#2026');
    await user.type(screen.getByLabelText(/Neues Passwort/), 'Sommerwind#2027');
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'Sommerwind#2028');
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Passwort bestätigen/));
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'Sommerwind#2027');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Ihr Passwort wurde geändert.')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ username: 'test', password: 'Demo#2026', passwordChange: { password: 'Sommerwind#2027', passwordConfirmation: 'Sommerwind#2027' } });
  });

  it('sagt einem Angemeldeten, dass sein aktuelles Passwort falsch ist, und markiert dieses Feld', async () => {
    const { angemeldetAls } = await import('../shell/hilfen');
    const auth = await import('../../../src/api/auth/login');
    const { ChangePasswordPage } = await import('../../../src/mitglied/ChangePasswordPage');
    angemeldetAls(['Kunde']);
    const user = userEvent.setup();
    vi.spyOn(auth, 'login').mockResolvedValue({ kind: 'Error', modelState: { message: auth.FALSCHE_ANMELDUNG, errors: {} } });
    mitRouter(<ChangePasswordPage />, '/');
    await user.type(screen.getByLabelText(/Aktuelles Passwort/), 'Falsch#2026');
    await user.type(screen.getByLabelText(/Neues Passwort/), 'Sommerwind#2027');
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'Sommerwind#2027');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das aktuelle Passwort ist falsch.');
    expect(screen.getByLabelText(/Aktuelles Passwort/)).toHaveAccessibleDescription('Das aktuelle Passwort ist falsch.');
    expect(screen.queryByText('Anmeldename oder Passwort ist falsch.')).not.toBeInTheDocument();
  });

  it.each(['Invalid RSA public key', 'Message too long for RSA'])('zeigt den Fehler der Verschlüsselung mit seinem Text: %s', async (text) => {
    const { angemeldetAls } = await import('../shell/hilfen');
    const auth = await import('../../../src/api/auth/login');
    const { ChangePasswordPage } = await import('../../../src/mitglied/ChangePasswordPage');
    angemeldetAls(['Kunde']);
    const user = userEvent.setup();
    vi.spyOn(auth, 'login').mockRejectedValue(new Error(text));
    mitRouter(<ChangePasswordPage />, '/');
    await user.type(screen.getByLabelText(/Aktuelles Passwort/), 'Demo#2026');
    await user.type(screen.getByLabelText(/Neues Passwort/), 'Sommerwind#2027');
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'Sommerwind#2027');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('E-Mail-Adresse bestätigen', () => {
  it('bestätigt mit dem Link genau einmal', async () => {
    const request = vi.spyOn(http, 'request').mockResolvedValue(undefined);
    mitRouter(<EmailBestaetigenPage />, '/?token=neu');
    expect(await screen.findByText('Ihre neue E-Mail-Adresse ist bestätigt und gilt ab sofort.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledExactlyOnceWith('/framework/api/member/confirm-email', expect.objectContaining({ method: 'POST', query: { token: 'neu' } }));
  });

  it('meldet einen verbrauchten oder abgelaufenen Link', async () => {
    vi.spyOn(http, 'request').mockRejectedValue(new ModelStateError({ message: 'Diese Aktion kann nicht mehr ausgeführt werden.', errors: {} }));
    mitRouter(<EmailBestaetigenPage />, '/?token=alt');
    expect(await screen.findByText('Diese Aktion kann nicht mehr ausgeführt werden.')).toBeInTheDocument();
  });
});
