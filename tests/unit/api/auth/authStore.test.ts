// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import {
  AUTHENTICATION_KEY,
  clearAuthentifizierung,
  fromTokenAntwort,
  getAuthentifizierung,
  isExpired,
  setAuthentifizierung,
  subscribe,
} from '../../../../src/api/auth/authStore';
import { useAuthentifizierung } from '../../../../src/api/auth/useAuthentifizierung';
import { tokenAntwort } from './tokenAntwort';

const NOW = new Date('2026-03-29T00:59:50.000Z');

afterEach(() => {
  sessionStorage.clear();
});

describe('fromTokenAntwort', () => {
  it('keeps the fields of SPEC.md section 3, splits the roles and turns expires_in into an ISO date', () => {
    const info = fromTokenAntwort(
      tokenAntwort({ access_token: 'a', refresh_token: 'r', roles: 'Administrator, Kunde', expires_in: 300, sessionId: 7, sessionTimeoutIdle: 1800 }),
      NOW,
    );
    expect(info).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      login: 'kunde',
      vorname: 'Erika',
      nachname: 'Mustermann',
      roles: ['Administrator', 'Kunde'],
      expires: '2026-03-29T01:04:50.000Z',
      sessionId: 7,
      sessionTimeoutIdle: 1800,
    });
  });

  it('drops roles the portal does not know and copes with an empty role list', () => {
    expect(fromTokenAntwort(tokenAntwort({ roles: 'EVU,Superuser' }), NOW).roles).toEqual(['EVU']);
    expect(fromTokenAntwort(tokenAntwort({ roles: '' }), NOW).roles).toEqual([]);
  });
});

describe('isExpired', () => {
  const info = fromTokenAntwort(tokenAntwort({ expires_in: 300 }), NOW);
  const at = (msAfterNow: number) => new Date(NOW.getTime() + msAfterNow);

  it('counts a token as expired 10 seconds before its end', () => {
    expect(isExpired(info, at(290_000 - 1))).toBe(false);
    expect(isExpired(info, at(290_000))).toBe(true);
    expect(isExpired(info, at(300_000))).toBe(true);
  });

  it('counts an unreadable expiry as expired', () => {
    expect(isExpired({ ...info, expires: 'morgen' }, NOW)).toBe(true);
  });
});

describe('stored authentication info', () => {
  it('lives in sessionStorage under AUTHENTICATION as JSON', () => {
    const info = fromTokenAntwort(tokenAntwort(), NOW);
    setAuthentifizierung(info);
    expect(JSON.parse(sessionStorage.getItem(AUTHENTICATION_KEY)!)).toEqual(info);
    expect(getAuthentifizierung()).toEqual(info);
  });

  it('is read back after a reload (from storage alone)', () => {
    const info = fromTokenAntwort(tokenAntwort({ login: 'evu', roles: 'EVU' }), NOW);
    sessionStorage.setItem(AUTHENTICATION_KEY, JSON.stringify(info));
    expect(getAuthentifizierung()).toEqual(info);
  });

  it('returns the same object while nothing changed, a new one after a change', () => {
    setAuthentifizierung(fromTokenAntwort(tokenAntwort(), NOW));
    const first = getAuthentifizierung();
    expect(getAuthentifizierung()).toBe(first);
    setAuthentifizierung(fromTokenAntwort(tokenAntwort(), NOW));
    expect(getAuthentifizierung()).not.toBe(first);
  });

  it('counts a damaged or incomplete entry as signed out', () => {
    sessionStorage.setItem(AUTHENTICATION_KEY, '{kaputt');
    expect(getAuthentifizierung()).toBeNull();
    sessionStorage.setItem(AUTHENTICATION_KEY, JSON.stringify({ access_token: 'a' }));
    expect(getAuthentifizierung()).toBeNull();
  });

  it('is removed by clear', () => {
    setAuthentifizierung(fromTokenAntwort(tokenAntwort(), NOW));
    clearAuthentifizierung();
    expect(sessionStorage.getItem(AUTHENTICATION_KEY)).toBeNull();
    expect(getAuthentifizierung()).toBeNull();
  });

  it('tells subscribers about sign-in and sign-out until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    setAuthentifizierung(fromTokenAntwort(tokenAntwort(), NOW));
    clearAuthentifizierung();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setAuthentifizierung(fromTokenAntwort(tokenAntwort(), NOW));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('useAuthentifizierung', () => {
  it('re-renders the UI on sign-in and sign-out', () => {
    const { result } = renderHook(() => useAuthentifizierung());
    expect(result.current).toBeNull();
    act(() => setAuthentifizierung(fromTokenAntwort(tokenAntwort({ login: 'admin', roles: 'Administrator' }), NOW)));
    expect(result.current?.login).toBe('admin');
    act(() => clearAuthentifizierung());
    expect(result.current).toBeNull();
  });
});
