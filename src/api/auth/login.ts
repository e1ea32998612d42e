import { ENCRYPTION_KEY_HEADER, SecondFactorType, type ModelState, type SecondFactor } from '../../../domain/auth';
import { isModelState } from '../http/errors';
import { getAuthentifizierung, type Authentifizierung } from './authStore';
import { encryptPassword, fetchEncryptionKey } from './rsa';
import { beginSession } from './session';
import { postTokenGrant, UNEXPECTED_RESPONSE } from './tokenEndpoint';

/** The login form (SPEC.md section 3); passwords in plain text, they are encrypted here. */
export interface LoginDaten {
  username: string;
  password: string;
  /** the new password, when the server asked for a change */
  passwordChange?: { password: string; passwordConfirmation: string };
  /** the chosen factor and its code, or one of the recovery codes in its place, when the server asked for one */
  secondFactor?: { id: number; code: string } | { recoveryCode: string };
}

/** The four outcomes the login page distinguishes (SPEC.md section 4). */
export type LoginResult =
  | { kind: 'Success'; authentifizierung: Authentifizierung }
  | { kind: 'Error'; modelState: ModelState }
  | { kind: 'PasswordChangeRequired'; message: string }
  | { kind: 'SecondFactorRequired'; factors: SecondFactor[] };

export const FALSCHE_ANMELDUNG = 'Anmeldename oder Passwort ist falsch.';
const NEUES_PASSWORT = 'Bitte vergeben Sie ein neues Passwort.';
/** The server refused the form itself (RFC 6749 invalid_request, unsupported_grant_type): nothing the user typed is wrong. */
const ANMELDUNG_NICHT_VERARBEITET = 'Die Anmeldung konnte nicht verarbeitet werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.';

/**
 * The password grant. The same call serves the plain login, the second step with a new password or a
 * second factor, and the change-password page (current password + passwordChange). A success stores the
 * tokens and starts the keep-alive.
 */
export async function login(daten: LoginDaten): Promise<LoginResult> {
  const key = await fetchEncryptionKey();
  const [password, passwordChange] = await Promise.all([
    encryptPassword(daten.password, key),
    daten.passwordChange &&
      Promise.all([
        encryptPassword(daten.passwordChange.password, key),
        encryptPassword(daten.passwordChange.passwordConfirmation, key),
      ]).then(([neu, bestaetigung]) => JSON.stringify({ password: neu, passwordConfirmation: bestaetigung })),
  ]);
  // The tab's previous session, so the server replaces it instead of piling sessions up.
  const currentSessionId = getAuthentifizierung()?.sessionId;

  const antwort = await postTokenGrant(
    {
      grant_type: 'password',
      username: daten.username,
      password,
      passwordChange,
      secondFactor: daten.secondFactor && JSON.stringify(zweiterFaktor(daten.secondFactor)),
      currentSessionId: currentSessionId === undefined ? undefined : String(currentSessionId),
    },
    { [ENCRYPTION_KEY_HEADER]: key.key },
  );

  if ('access_token' in antwort) return { kind: 'Success', authentifizierung: beginSession(antwort) };
  switch (antwort.error) {
    case 'invalid_grant':
      return { kind: 'Error', modelState: { message: FALSCHE_ANMELDUNG, errors: {} } };
    case 'error':
      return { kind: 'Error', modelState: parseModelState(antwort.error_description) };
    case 'password_change_required':
      return { kind: 'PasswordChangeRequired', message: antwort.error_description || NEUES_PASSWORT };
    case 'second_factor_required':
      return { kind: 'SecondFactorRequired', factors: parseFactors(antwort.error_description) };
    case 'invalid_request':
    case 'unsupported_grant_type':
      return { kind: 'Error', modelState: { message: ANMELDUNG_NICHT_VERARBEITET, errors: {} } };
    default:
      throw new Error(UNEXPECTED_RESPONSE);
  }
}

/** Exactly the fields the server reads (DESIGN.md section 7), whatever else the form's object holds. */
function zweiterFaktor(faktor: NonNullable<LoginDaten['secondFactor']>) {
  return 'recoveryCode' in faktor ? { recoveryCode: faktor.recoveryCode } : { id: faktor.id, code: faktor.code };
}

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    throw new Error(UNEXPECTED_RESPONSE);
  }
}

function parseModelState(description: string | undefined): ModelState {
  const value = parseJson(description);
  if (!isModelState(value)) throw new Error(UNEXPECTED_RESPONSE);
  return { message: value.message, errors: value.errors ?? {} };
}

const FACTOR_TYPES: readonly number[] = Object.values(SecondFactorType);

function parseFactors(description: string | undefined): SecondFactor[] {
  const value = parseJson(description);
  const valid =
    Array.isArray(value) &&
    value.every(
      (f: Partial<SecondFactor> | null) =>
        typeof f === 'object' &&
        f !== null &&
        typeof f.id === 'number' &&
        FACTOR_TYPES.includes(f.type as number) &&
        typeof f.label === 'string',
    );
  if (!valid) throw new Error(UNEXPECTED_RESPONSE);
  return (value as SecondFactor[]).map(({ id, type, label }) => ({ id, type, label }));
}
