import type { TokenAntwort } from '../../../../domain/auth';

let counter = 0;

/** A token answer as the server sends it; every call issues new tokens like a real grant. */
export function tokenAntwort(overrides: Partial<TokenAntwort> = {}): TokenAntwort {
  counter++;
  return {
    access_token: `access-${counter}`,
    refresh_token: `refresh-${counter}`,
    token_type: 'bearer',
    expires_in: 300,
    login: 'kunde',
    vorname: 'Erika',
    nachname: 'Mustermann',
    roles: 'Kunde',
    sessionId: 42,
    sessionTimeoutIdle: 1800,
    ...overrides,
  };
}
