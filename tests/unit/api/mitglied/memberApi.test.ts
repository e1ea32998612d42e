// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { memberApi } from '../../../../src/api/mitglied/memberApi';
import { decryptPkcs1, generateTestKey } from '../auth/rsaTestKey';
import { sendEmpty, sendJson } from '../testServer';
import { mitTestServer } from '../mitTestServer';

const server = mitTestServer();
const key = generateTestKey();

const anfragen = () => server.requests.map((r) => `${r.method} ${r.url}`);

describe('Aufrufe der Mitgliedsseiten', () => {
  it('fordert Anmeldename und Passwort an und löst die Links aus den Mails ein', async () => {
    server.handle((_r, response) => sendEmpty(response, 204));
    await memberApi.recoverName('a@b.example');
    await memberApi.recoverPassword('kunde');
    await memberApi.validatePasswordToken('t1');
    await memberApi.activateUser('t2');
    await memberApi.confirmEmail('t3');
    expect(anfragen()).toEqual([
      'POST /framework/api/member/recover-name',
      'POST /framework/api/member/recover-password',
      'POST /framework/api/member/validate-token?token=t1&tokenType=ChangePassword',
      'POST /framework/api/member/activate-user?token=t2',
      'POST /framework/api/member/confirm-email?token=t3',
    ]);
    expect(server.requests.slice(0, 2).map((r) => JSON.parse(r.body))).toEqual([{ eMail: 'a@b.example' }, { username: 'kunde' }]);
  });

  it('liest und beendet Sitzungen und verwaltet zweite Faktoren', async () => {
    server.handle((r, response) => {
      if (r.path === '/framework/api/encryption') return sendJson(response, 200, key.antwort);
      if (r.method === 'DELETE') return sendEmpty(response, 204);
      if (r.path.endsWith('/recovery-codes')) return sendJson(response, 200, r.method === 'POST' ? { recoveryCodes: ['AAAA-BBBB-CCCC-DDDD'] } : { remaining: 4 });
      return sendJson(response, 200, r.method === 'POST' ? 5 : []);
    });
    await memberApi.sessions();
    await memberApi.endSession(2);
    await memberApi.secondFactors();
    await memberApi.newSecondFactor();
    const faktor = { type: 1, label: 'Telefon', secret: 's', otpauthUri: 'otpauth://x', requestToken: 'r', recoveryCodes: ['AAAA-BBBB-CCCC-DDDD'], code: '123456', passwort: 'Demo#2026ü' };
    expect(await memberApi.addSecondFactor(faktor)).toBe(5);
    await memberApi.deleteSecondFactor({ id: 5, passwort: 'Demo#2026ü' });
    expect(await memberApi.recoveryCodeStatus()).toEqual({ remaining: 4 });
    expect(await memberApi.regenerateRecoveryCodes('Demo#2026ü')).toEqual(['AAAA-BBBB-CCCC-DDDD']);
    expect(anfragen()).toEqual([
      'GET /framework/api/member/sessions',
      'DELETE /framework/api/member/sessions/2',
      'GET /framework/api/member/second-factors',
      'GET /framework/api/member/second-factors/new?type=1',
      'GET /framework/api/encryption',
      'POST /framework/api/member/second-factors',
      'GET /framework/api/encryption',
      'DELETE /framework/api/member/second-factors/5',
      'GET /framework/api/member/second-factors/recovery-codes',
      'GET /framework/api/encryption',
      'POST /framework/api/member/second-factors/recovery-codes',
    ]);
    // The recovery codes stay in the browser, the password goes only in its header; the factor goes back as the
    // server handed it out.
    expect(JSON.parse(server.requests[5]!.body)).toEqual({ type: 1, label: 'Telefon', secret: 's', otpauthUri: 'otpauth://x', requestToken: 'r', code: '123456' });
    // The current password as the login encrypts it, one line, with the key's id.
    for (const anfrage of [server.requests[5]!, server.requests[7]!, server.requests[10]!]) {
      const kopf = anfrage.headers['x-current-password'] as string;
      expect(kopf).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(decryptPkcs1(key, kopf)).toBe('Demo#2026ü');
      expect(anfrage.headers['on-encryption-key']).toBe(key.antwort.key);
    }
  });
});
