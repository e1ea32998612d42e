import { describe, expect, it } from 'vitest';
import { landingAfterLogin, loginPathFor, verbotenPathFor } from '../../../../src/api/auth/landing';
import { mitgliedPfade, PORTAL_PFADE, STANDARD_MITGLIEDPFADE } from '../../../../src/api/auth/mitgliedPfade';

describe('member paths', () => {
  it('default to the framework’s /member/login, /forbidden and /', () => {
    expect(STANDARD_MITGLIEDPFADE).toEqual({ login: '/member/login', verboten: '/forbidden', startseite: '/' });
    expect(loginPathFor('/kunde/ausschreibung?seite=2')).toBe('/member/login?returnUrl=%2Fkunde%2Fausschreibung%3Fseite%3D2');
    expect(verbotenPathFor('/administrator')).toBe('/forbidden?returnUrl=%2Fadministrator');
    expect(landingAfterLogin([])).toBe('/');
  });

  it('are set by the portal: its login is the start page /', () => {
    expect(PORTAL_PFADE).toEqual({ login: '/', verboten: '/forbidden', startseite: '/' });
    expect(loginPathFor('/evu/benutzerdaten', PORTAL_PFADE)).toBe('/?returnUrl=%2Fevu%2Fbenutzerdaten');
    expect(loginPathFor('/', PORTAL_PFADE)).toBe('/');
  });

  it('can each be overridden; a user without a role lands on the configured landing', () => {
    const pfade = mitgliedPfade({ startseite: '/willkommen', verboten: '/kein-zugriff' });
    expect(pfade.login).toBe('/member/login');
    expect(landingAfterLogin([], null, pfade)).toBe('/willkommen');
    expect(landingAfterLogin(['Kunde'], null, pfade)).toBe('/kunde/ausschreibung');
    expect(landingAfterLogin(['Kunde'], '/change-password', pfade)).toBe('/change-password');
    expect(verbotenPathFor('/ui', pfade)).toBe('/kein-zugriff?returnUrl=%2Fui');
  });
});
