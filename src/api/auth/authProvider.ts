import type { AuthProvider } from 'ra-core';
import type { Rolle } from '../../../domain/rollen';
import { ModelStateError } from '../http/errors';
import { getAuthentifizierung } from './authStore';
import { landingAfterLogin, loginPathFor } from './landing';
import { PORTAL_PFADE, STANDARD_MITGLIEDPFADE, type MitgliedPfade } from './mitgliedPfade';
import { login, type LoginDaten } from './login';
import { LoginChallenge } from './loginChallenge';
import { darfZugreifen } from './permissions';
import { getAccessToken, logout, resumeSession } from './session';

export interface LoginParams extends LoginDaten {
  /** the login page's returnUrl query parameter */
  returnUrl?: string | null;
}

const ZWEITER_FAKTOR = 'Bitte geben Sie den Code Ihres zweiten Faktors ein.';

/**
 * react-admin's AuthProvider over the token session. One provider per area: `rollen` are the roles the
 * area requires (none = any signed-in user), and canAccess answers with the rule of SPEC.md section 6;
 * `pfade` say where signing out and an ended session lead.
 * Only types come from ra-core, so the login page can use this without loading react-admin.
 */
export function createAuthProvider(options: { rollen?: readonly Rolle[]; pfade?: MitgliedPfade } = {}): AuthProvider {
  const rollen = options.rollen ?? [];
  const pfade = options.pfade ?? STANDARD_MITGLIEDPFADE;
  return {
    async login(params: LoginParams) {
      const result = await login(params);
      switch (result.kind) {
        case 'Success':
          return { redirectTo: landingAfterLogin(result.authentifizierung.roles, params.returnUrl, pfade) };
        case 'Error':
          throw new ModelStateError(result.modelState);
        case 'PasswordChangeRequired':
          throw new LoginChallenge('PasswordChangeRequired', result.message);
        case 'SecondFactorRequired':
          throw new LoginChallenge('SecondFactorRequired', ZWEITER_FAKTOR, result.factors);
      }
    },

    async logout() {
      await logout();
      return pfade.login;
    },

    // Passes only with a stored sign-in whose token is valid or could be refreshed: a pending password
    // change or second factor has stored nothing, so mid-login never counts as signed in.
    async checkAuth() {
      if (getAuthentifizierung() && (await getAccessToken())) {
        resumeSession();
        return;
      }
      throw { redirectTo: loginPathFor(currentLocation(), pfade) };
    },

    // 401 reaches here only after the HTTP client's refresh-and-retry gave up, so the user is signed out.
    // 403 is a refused action, not an ended session: the user stays signed in and sees the server's reason.
    async checkError(error: unknown) {
      const { status, body } = (error ?? {}) as { status?: number; body?: { message?: unknown } };
      if (status === 401) throw { redirectTo: loginPathFor(currentLocation(), pfade) };
      if (status === 403) {
        const message = typeof body?.message === 'string' ? body.message : 'ra.notification.not_authorized';
        throw { logoutUser: false, message };
      }
    },

    async getIdentity() {
      const angemeldet = getAuthentifizierung();
      if (!angemeldet) throw new Error('Nicht angemeldet');
      return { id: angemeldet.login, fullName: `${angemeldet.vorname} ${angemeldet.nachname}`.trim() };
    },

    async getPermissions() {
      return getAuthentifizierung()?.roles ?? [];
    },

    async canAccess() {
      return darfZugreifen(rollen);
    },
  };
}

/** For areas without a role requirement of their own (SPEC.md: kunde and evu have no root guard). */
export const authProvider = createAuthProvider({ pfade: PORTAL_PFADE });

function currentLocation(): string | null {
  if (typeof window === 'undefined') return null;
  return `${window.location.pathname}${window.location.search}`;
}
