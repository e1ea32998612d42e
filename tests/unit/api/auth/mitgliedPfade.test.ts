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

  it('do not wrap a returnUrl twice when a second redirect starts on the login page itself', () => {
    const einmal = loginPathFor('/administrator/ausschreibung?filter=%7B%7D', PORTAL_PFADE);
    expect(einmal).toBe('/?returnUrl=%2Fadministrator%2Fausschreibung%3Ffilter%3D%257B%257D');
    expect(loginPathFor(einmal, PORTAL_PFADE)).toBe(einmal);
    expect(loginPathFor('/member/login?returnUrl=%2Fkunde')).toBe('/member/login?returnUrl=%2Fkunde');
    // Another page that merely starts like the login path is still a page to come back to.
    expect(loginPathFor('/member/login-hilfe')).toBe('/member/login?returnUrl=%2Fmember%2Flogin-hilfe');
    expect(loginPathFor('//evil.example/?returnUrl=%2F', PORTAL_PFADE)).toBe('/?returnUrl=%2F%2Fevil.example%2F%3FreturnUrl%3D%252F');
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
