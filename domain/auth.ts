/** Shapes of the sign-in contract shared by authProvider and server (DESIGN.md section 7). */

export interface TokenAntwort {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  login: string;
  vorname: string;
  nachname: string;
  roles: string;
  sessionId: number;
  sessionTimeoutIdle: number;
}

export type TokenFehlerArt =
  | 'invalid_grant'
  | 'password_change_required'
  | 'second_factor_required'
  | 'session_expired'
  | 'error'
  /** RFC 6749: grant_type or a parameter the grant needs is missing (a client fault, not the user's) */
  | 'invalid_request'
  /** RFC 6749: grant_type names no grant the portal knows */
  | 'unsupported_grant_type';

export interface TokenFehler {
  error: TokenFehlerArt;
  error_description?: string;
}

export interface EncryptionKeyAntwort {
  /** key id, sent back in header `on-encryption-key` */
  key: string;
  /** hex */
  modulus: string;
  /** hex */
  exponent: string;
}

export const SecondFactorType = { None: 0, GoogleAuthenticator: 1 } as const;
export type SecondFactorType = (typeof SecondFactorType)[keyof typeof SecondFactorType];

export interface SecondFactor {
  id: number;
  type: SecondFactorType;
  label: string;
}

export interface SessionInfo {
  id: number;
  createdAt: string;
  lastActivityAt: string;
  ipAddress: string;
  userAgent: string;
  current: boolean;
}

/** ASP.NET-style model state of every 400 answer. */
export interface ModelState {
  message: string;
  errors: Record<string, string[]>;
}

export const ENCRYPTION_KEY_HEADER = 'on-encryption-key';
/** The current password for a change that asks for it again (removing a second factor, new recovery codes). */
export const CURRENT_PASSWORD_HEADER = 'x-current-password';
/**
 * The 403 texts of the check of that header: the server refuses with them, the browser recognises by them the
 * refusals that belong at the password field.
 */
export const PASSWORT_FEHLT = 'Bitte bestätigen Sie diese Änderung mit Ihrem aktuellen Passwort.';
export const PASSWORT_FALSCH = 'Das aktuelle Passwort ist falsch.';
export const PASSWORT_UNLESBAR = 'Das Passwort konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.';
export const ZU_VIELE_VERSUCHE = 'Zu viele falsche Eingaben. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.';
/** A code from an authenticator app (TOTP): six digits, as the set-up form and the server check it. */
export const istAppCode = (code: string): boolean => /^\d{6}$/.test(code);
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
