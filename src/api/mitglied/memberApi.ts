import { SecondFactorType, type SecondFactor, type SessionInfo } from '../../../domain/auth';
import { CURRENT_PASSWORD_HEADER, ENCRYPTION_KEY_HEADER } from '../../../domain/auth';
import { encryptPassword, fetchEncryptionKey } from '../auth/rsa';
import { request } from '../http/httpClient';
import type { Benachrichtigung, BenachrichtigungenEingabe, Neuigkeit } from '../../../domain/api/benachrichtigungen';

const MEMBER = '/framework/api/member';

/** A second factor being set up: the secret the app scans, and the token that proves the server issued it. */
export interface NeuerFaktor {
  type: number;
  label: string;
  secret: string;
  otpauthUri: string;
  requestToken: string;
  /** with the first factor only: the recovery codes that become valid with it, to be shown once it is confirmed */
  recoveryCodes?: string[];
}

/** A new password and its repetition, both RSA-encrypted with one fresh key whose id goes along as header. */
export async function verschluesseltePasswoerter(password: string, passwordConfirmation: string) {
  const key = await fetchEncryptionKey();
  return {
    headers: { [ENCRYPTION_KEY_HEADER]: key.key },
    passwoerter: { password: await encryptPassword(password, key), passwordConfirmation: await encryptPassword(passwordConfirmation, key) },
  };
}

/**
 * The current password for a change that asks for it again, encrypted as the login does with a fresh key. The
 * base64 loses its line breaks: a header cannot carry them, and the server reads it either way.
 */
export async function aktuellesPasswort(passwort: string): Promise<Record<string, string>> {
  const key = await fetchEncryptionKey();
  return { [CURRENT_PASSWORD_HEADER]: (await encryptPassword(passwort, key)).replace(/\s+/g, ''), [ENCRYPTION_KEY_HEADER]: key.key };
}

/**
 * The member calls outside react-admin's areas (SPEC.md section 7, 'Member'): recovering name or password, the
 * mailed single-use links, and the signed-in user's sessions, second factors, mail settings and start-page entries.
 */
export const memberApi = {
  /** The login name goes to the stored address; the answer never reveals whether it exists. */
  recoverName: (eMail: string) => request(`${MEMBER}/recover-name`, { method: 'POST', body: { eMail }, responseType: 'none' }),
  /** A link to set a new password goes to the account's address; the answer never reveals whether it exists. */
  recoverPassword: (username: string) => request(`${MEMBER}/recover-password`, { method: 'POST', body: { username }, responseType: 'none' }),
  /** Whether a mailed password link can still be used; it is not used up by asking. */
  validatePasswordToken: (token: string) =>
    request(`${MEMBER}/validate-token`, { method: 'POST', query: { token, tokenType: 'ChangePassword' }, responseType: 'none' }),
  async changePasswordWithToken(token: string, password: string, passwordConfirmation: string) {
    const { headers, passwoerter } = await verschluesseltePasswoerter(password, passwordConfirmation);
    await request(`${MEMBER}/change-password`, { method: 'POST', query: { token }, headers, body: passwoerter, responseType: 'none' });
  },
  activateUser: (token: string) => request(`${MEMBER}/activate-user`, { method: 'POST', query: { token }, responseType: 'none' }),
  /** Makes a changed e-mail address (Benutzerdaten) the account's address. */
  confirmEmail: (token: string) => request(`${MEMBER}/confirm-email`, { method: 'POST', query: { token }, responseType: 'none' }),

  /** Which mails the account gets; `pflicht` ones cannot be switched off. */
  benachrichtigungen: () => request<Benachrichtigung[]>(`${MEMBER}/benachrichtigungen`),
  speichereBenachrichtigungen: (liste: BenachrichtigungenEingabe) => request<Benachrichtigung[]>(`${MEMBER}/benachrichtigungen`, { method: 'PUT', body: liste }),
  /** The newest entries of the start page. */
  neuigkeiten: () => request<Neuigkeit[]>(`${MEMBER}/neuigkeiten`),

  sessions: () => request<SessionInfo[]>(`${MEMBER}/sessions`),
  endSession: (id: number) => request(`${MEMBER}/sessions/${id}`, { method: 'DELETE', responseType: 'none' }),

  secondFactors: () => request<SecondFactor[]>(`${MEMBER}/second-factors`),
  newSecondFactor: () => request<NeuerFaktor>(`${MEMBER}/second-factors/new`, { query: { type: SecondFactorType.GoogleAuthenticator } }),
  /**
   * Stores the factor once the code from the app proves it was set up, with the current password (as for removing
   * one); answers the new factor's id. The recovery codes stay in the browser.
   */
  async addSecondFactor({ recoveryCodes: _codes, passwort, ...faktor }: NeuerFaktor & { code: string; passwort: string }) {
    return request<number>(`${MEMBER}/second-factors`, { method: 'POST', headers: await aktuellesPasswort(passwort), body: faktor });
  },
  /** Removes a factor; the server wants the current password for it. */
  async deleteSecondFactor({ id, passwort }: { id: number; passwort: string }) {
    await request(`${MEMBER}/second-factors/${id}`, { method: 'DELETE', headers: await aktuellesPasswort(passwort), responseType: 'none' });
  },
  /** How many recovery codes are left unused. */
  recoveryCodeStatus: () => request<{ remaining: number }>(`${MEMBER}/second-factors/recovery-codes`),
  /** Ten new recovery codes for the current password; the old ones stop working. */
  async regenerateRecoveryCodes(passwort: string): Promise<string[]> {
    const antwort = await request<{ recoveryCodes: string[] }>(`${MEMBER}/second-factors/recovery-codes`, { method: 'POST', headers: await aktuellesPasswort(passwort) });
    return antwort.recoveryCodes;
  },
};

/** Registration of a Kunde or an EVU; the account stays inactive until the mailed link is opened. */
export async function registriere<T extends { password: string; passwordConfirmation: string }>(rolle: 'kunde' | 'evu', werte: T) {
  const { headers, passwoerter } = await verschluesseltePasswoerter(werte.password, werte.passwordConfirmation);
  await request(`/api/registrierung/${rolle}`, { method: 'POST', headers, body: { ...werte, ...passwoerter }, responseType: 'none' });
}
