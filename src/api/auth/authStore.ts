import type { TokenAntwort } from '../../../domain/auth';
import { rollenAusText, type Rolle } from '../../../domain/rollen';

/** The stored authentication info (SPEC.md section 3), one per browser tab. */
export interface Authentifizierung {
  access_token: string;
  refresh_token: string;
  login: string;
  vorname: string;
  nachname: string;
  roles: Rolle[];
  /** ISO date: when the access token expires */
  expires: string;
  sessionId: number;
  /** seconds of inactivity after which the server ends the session */
  sessionTimeoutIdle: number;
}

export const AUTHENTICATION_KEY = 'AUTHENTICATION';

/** A token counts as expired this early, so it never runs out between our check and the server's. */
export const EXPIRY_MARGIN_MS = 10_000;

export function fromTokenAntwort(antwort: TokenAntwort, now: Date = new Date()): Authentifizierung {
  return {
    access_token: antwort.access_token,
    refresh_token: antwort.refresh_token,
    login: antwort.login,
    vorname: antwort.vorname,
    nachname: antwort.nachname,
    roles: rollenAusText(antwort.roles),
    expires: new Date(now.getTime() + antwort.expires_in * 1000).toISOString(),
    sessionId: antwort.sessionId,
    sessionTimeoutIdle: antwort.sessionTimeoutIdle,
  };
}

export function isExpired(authentifizierung: Authentifizierung, now: Date = new Date()): boolean {
  const expires = Date.parse(authentifizierung.expires);
  return Number.isNaN(expires) || now.getTime() >= expires - EXPIRY_MARGIN_MS;
}

/**
 * sessionStorage keeps one sign-in per tab and survives reloads. Where it is missing or refuses to work
 * (server-side code, storage disabled) the info lives in memory for the page's lifetime instead.
 */
const memory = new Map<string, string>();
function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Accessing sessionStorage throws when the browser blocks storage for this page.
  }
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
    clear: () => memory.clear(),
  };
}

// getAuthentifizierung must return the same object while the stored text is unchanged, because React's
// useSyncExternalStore re-renders forever when every snapshot is a new object.
let cachedText: string | null = null;
let cachedValue: Authentifizierung | null = null;

export function getAuthentifizierung(): Authentifizierung | null {
  const text = storage().getItem(AUTHENTICATION_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cachedValue = parse(text);
  }
  return cachedValue;
}

export function setAuthentifizierung(authentifizierung: Authentifizierung): void {
  storage().setItem(AUTHENTICATION_KEY, JSON.stringify(authentifizierung));
  notify();
}

export function clearAuthentifizierung(): void {
  storage().removeItem(AUTHENTICATION_KEY);
  notify();
}

/** Signing out forgets everything the session kept in this tab (SPEC.md: logout clears session storage). */
export function clearSessionStorage(): void {
  storage().clear();
  notify();
}

const listeners = new Set<() => void>();

/** Called after every sign-in, refresh and sign-out; returns the unsubscribe function. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Anything that is not a complete record (edited by hand, older format) counts as signed out. */
function parse(text: string | null): Authentifizierung | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const a = value as Record<string, unknown>;
  const strings = ['access_token', 'refresh_token', 'login', 'vorname', 'nachname', 'expires'] as const;
  if (!strings.every((key) => typeof a[key] === 'string')) return null;
  if (typeof a.sessionId !== 'number' || typeof a.sessionTimeoutIdle !== 'number' || !Array.isArray(a.roles)) return null;
  return value as Authentifizierung;
}
