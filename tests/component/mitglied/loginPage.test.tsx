import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as auth from '../../../src/api/auth/login';
import { LoginPage } from '../../../src/mitglied/LoginPage';
import { angemeldetAls, mitRouter } from '../shell/hilfen';

afterEach(() => vi.restoreAllMocks());

const passwortFeld = () => document.querySelector<HTMLInputElement>('input[name=password]')!;
const neuesPasswortFeld = () => document.querySelector<HTMLInputElement>('input[name=neuesPasswort]')!;

/** Types a name and password into the form and sends it. */
async function meldeAn(user: UserEvent, name: string, passwort = 'Demo#2026') {
  await user.type(screen.getByLabelText(/Anmeldename/), name);
  await user.type(passwortFeld(), passwort);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

/** Fills in the new password the server asked for, twice alike (not yet sent). */
async function neuesPasswort(user: UserEvent) {
  await user.type(neuesPasswortFeld(), 'Sommerwind#2027');
  await user.type(screen.getByLabelText(/Passwort bestätigen/), 'Sommerwind#2027');
}

describe('Anmeldeseite', () => {
  it('zeigt alle Texte der Spezifikation', () => {
    mitRouter(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Anmeldung' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Anmeldename/)).toBeInTheDocument();
    expect(passwortFeld()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Anmeldenamen vergessen?' })).toHaveAttribute('href', '/recover-name');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/recover-password');
    expect(screen.getByText('Wollen Sie sich als Energiekunde oder Energieversorger registrieren?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kunde' })).toHaveAttribute('href', '/kunde/registrieren');
    expect(screen.getByRole('link', { name: 'Versorger' })).toHaveAttribute('href', '/evu/registrieren');
  });

  it('meldet leere Pflichtfelder erst nach Berührung oder Absenden', async () => {
    const user = userEvent.setup();
    const login = vi.spyOn(auth, 'login');
    mitRouter(<LoginPage />);
    expect(screen.queryByText('Eine Eingabe wird erwartet')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Anmeldename/));
    await user.tab();
    expect(screen.getAllByText('Eine Eingabe wird erwartet')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getAllByText('Eine Eingabe wird erwartet')).toHaveLength(2);
    expect(login).not.toHaveBeenCalled();
  });

  it('sperrt den Knopf während der Anmeldung und landet auf der Seite der Rolle', async () => {
    const user = userEvent.setup();
    let fertig!: () => void;
    vi.spyOn(auth, 'login').mockImplementation(
      () =>
        new Promise((resolve) => {
          fertig = () => {
            angemeldetAls(['EVU']);
            resolve({ kind: 'Success', authentifizierung: { roles: ['EVU'] } as never });
          };
        }),
    );
    mitRouter(<LoginPage />);
    await meldeAn(user, 'evu');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
    fertig();
    expect(await screen.findByTestId('ort')).toHaveTextContent('/evu/ausschreibung');
  });

  it('folgt einer returnUrl der eigenen Seite, aber keiner fremden', async () => {
    const user = userEvent.setup();
    vi.spyOn(auth, 'login').mockResolvedValue({ kind: 'Success', authentifizierung: { roles: ['Kunde'] } as never });
    const { unmount } = mitRouter(<LoginPage />, '/?returnUrl=%2Fkunde%2Fbenutzerdaten');
    await meldeAn(user, 'kunde');
    expect(await screen.findByTestId('ort')).toHaveTextContent('/kunde/benutzerdaten');
    unmount();
    mitRouter(<LoginPage />, '/?returnUrl=%2F%2Fevil.example');
    await meldeAn(user, 'kunde');
    expect(await screen.findByTestId('ort')).toHaveTextContent('/kunde/ausschreibung');
  });

  it('zeigt die Meldung des Servers', async () => {
    const user = userEvent.setup();
    vi.spyOn(auth, 'login').mockResolvedValue({ kind: 'Error', modelState: { message: 'Anmeldename oder Passwort ist falsch.', errors: {} } });
    mitRouter(<LoginPage />);
    await meldeAn(user, 'kunde', 'falsch');
    expect(await screen.findByRole('alert')).toHaveTextContent('Anmeldename oder Passwort ist falsch.');
  });

  it('verlangt bei Bedarf ein neues Passwort statt der Vergessen-Links', async () => {
    const user = userEvent.setup();
    const login = vi.spyOn(auth, 'login').mockResolvedValueOnce({ kind: 'PasswordChangeRequired', message: 'Bitte vergeben Sie ein neues Passwort.' });
    mitRouter(<LoginPage />);
    await meldeAn(user, 'evu2');
    expect(await screen.findByRole('heading', { name: 'Neues Passwort' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Passwort vergessen?' })).not.toBeInTheDocument();
    await user.type(neuesPasswortFeld(), 'Sommerwind#2027');
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'Anders#2027x');
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Passwort bestätigen/));
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'Sommerwind#2027');
    login.mockResolvedValueOnce({ kind: 'Success', authentifizierung: { roles: ['EVU'] } as never });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(login).toHaveBeenLastCalledWith({ username: 'evu2', password: 'Demo#2026', passwordChange: { password: 'Sommerwind#2027', passwordConfirmation: 'Sommerwind#2027' } }));
  });

  it('fragt den zweiten Faktor ab und wählt den ersten vor', async () => {
    const user = userEvent.setup();
    const login = vi.spyOn(auth, 'login').mockResolvedValueOnce({
      kind: 'SecondFactorRequired',
      factors: [{ id: 4, type: 1, label: 'Diensthandy' }, { id: 9, type: 1, label: 'Tablet' }],
    });
    mitRouter(<LoginPage />);
    await meldeAn(user, 'admin');
    expect(await screen.findByText('Diensthandy')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Code/), '123456');
    login.mockResolvedValueOnce({ kind: 'Success', authentifizierung: { roles: ['Administrator'] } as never });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(login).toHaveBeenLastCalledWith({ username: 'admin', password: 'Demo#2026', secondFactor: { id: 4, code: '123456' } }));
  });

  it('bietet statt des Codes aus der App einen Wiederherstellungscode an', async () => {
    const user = userEvent.setup();
    const login = vi.spyOn(auth, 'login').mockResolvedValueOnce({ kind: 'SecondFactorRequired', factors: [{ id: 4, type: 1, label: 'Diensthandy' }] });
    mitRouter(<LoginPage />);
    await meldeAn(user, 'evu');
    await user.click(await screen.findByRole('button', { name: 'Wiederherstellungscode verwenden' }));
    expect(screen.queryByLabelText(/^Code/)).not.toBeInTheDocument();
    const feld = screen.getByLabelText(/^Wiederherstellungscode/);
    expect(feld).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Eine Eingabe wird erwartet')).toBeInTheDocument();
    expect(login).toHaveBeenCalledTimes(1);

    login.mockResolvedValueOnce({ kind: 'Error', modelState: { message: 'Der Wiederherstellungscode ist ungültig.', errors: { 'secondFactor.recoveryCode': ['Der Wiederherstellungscode ist ungültig.'] } } });
    await user.type(feld, '7KQ2-M9XD-4HTW-0PZE');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(login).toHaveBeenLastCalledWith({ username: 'evu', password: 'Demo#2026', secondFactor: { recoveryCode: '7KQ2-M9XD-4HTW-0PZE' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Wiederherstellungscode ist ungültig.');
    expect(screen.getByLabelText(/^Wiederherstellungscode/)).toHaveAccessibleDescription('Der Wiederherstellungscode ist ungültig.');

    // Back to the app's code: the form sends the factor again.
    await user.click(screen.getByRole('button', { name: 'Code aus der App verwenden' }));
    await user.type(screen.getByLabelText(/^Code/), '123456');
    login.mockResolvedValueOnce({ kind: 'Success', authentifizierung: { roles: ['EVU'] } as never });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(login).toHaveBeenLastCalledWith({ username: 'evu', password: 'Demo#2026', secondFactor: { id: 4, code: '123456' } }));
  });

  it('schickt den zweiten Faktor mit dem neuen Passwort noch einmal, wenn nach ihm eine Passwortänderung verlangt wird', async () => {
    const user = userEvent.setup();
    const login = vi.spyOn(auth, 'login').mockResolvedValueOnce({ kind: 'SecondFactorRequired', factors: [{ id: 4, type: 1, label: 'Diensthandy' }] });
    mitRouter(<LoginPage />);
    await meldeAn(user, 'evu');
    await user.click(await screen.findByRole('button', { name: 'Wiederherstellungscode verwenden' }));
    await user.type(screen.getByLabelText(/^Wiederherstellungscode/), '7KQ2-M9XD-4HTW-0PZE');
    login.mockResolvedValueOnce({ kind: 'PasswordChangeRequired', message: 'Bitte vergeben Sie ein neues Passwort.' });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('heading', { name: 'Neues Passwort' })).toBeInTheDocument();
    // The code was only checked, not used up (the server spends it with the sign-in): asked for once, sent again.
    expect(screen.queryByLabelText(/^Wiederherstellungscode/)).not.toBeInTheDocument();
    await neuesPasswort(user);
    const mitNeuemPasswort = {
      username: 'evu',
      password: 'Demo#2026',
      passwordChange: { password: 'Sommerwind#2027', passwordConfirmation: 'Sommerwind#2027' },
      secondFactor: { recoveryCode: '7KQ2-M9XD-4HTW-0PZE' },
    };
    login.mockResolvedValueOnce({ kind: 'Success', authentifizierung: { roles: ['EVU'] } as never });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(login).toHaveBeenLastCalledWith(mitNeuemPasswort));
  });

  it('beginnt von vorn, wenn der mitgeschickte Code bei der Passwortänderung nicht mehr gilt', async () => {
    const user = userEvent.setup();
    const login = vi.spyOn(auth, 'login').mockResolvedValueOnce({ kind: 'SecondFactorRequired', factors: [{ id: 4, type: 1, label: 'Diensthandy' }] });
    mitRouter(<LoginPage />);
    await meldeAn(user, 'evu');
    await user.type(await screen.findByLabelText(/^Code/), '123456');
    login.mockResolvedValueOnce({ kind: 'PasswordChangeRequired', message: 'Bitte vergeben Sie ein neues Passwort.' });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await screen.findByRole('heading', { name: 'Neues Passwort' });
    await neuesPasswort(user);
    login.mockResolvedValueOnce({ kind: 'Error', modelState: { message: 'Der Code ist ungültig.', errors: { 'secondFactor.code': ['Der Code ist ungültig.'] } } });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Code ist ungültig.');
    expect(screen.queryByRole('heading', { name: 'Neues Passwort' })).not.toBeInTheDocument();
    login.mockResolvedValueOnce({ kind: 'SecondFactorRequired', factors: [{ id: 4, type: 1, label: 'Diensthandy' }] });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(login).toHaveBeenLastCalledWith({ username: 'evu', password: 'Demo#2026' });
    expect(await screen.findByLabelText(/^Code/)).toBeInTheDocument();
  });

  it('leitet eine bereits angemeldete Person sofort weiter', async () => {
    angemeldetAls(['Administrator']);
    mitRouter(<LoginPage />);
    expect(await screen.findByTestId('ort')).toHaveTextContent('/administrator/dashboard');
  });
});
