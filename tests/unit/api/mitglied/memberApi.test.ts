// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { memberApi } from '../../../../src/api/mitglied/memberApi';
import { sendEmpty, sendJson } from '../testServer';
import { mitTestServer } from '../mitTestServer';

const server = mitTestServer();

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
    server.handle((r, response) => (r.method === 'DELETE' ? sendEmpty(response, 204) : sendJson(response, 200, r.method === 'POST' ? 5 : [])));
    await memberApi.sessions();
    await memberApi.endSession(2);
    await memberApi.secondFactors();
    await memberApi.newSecondFactor();
    expect(await memberApi.addSecondFactor({ type: 1, label: 'Telefon', secret: 's', otpauthUri: 'otpauth://x', requestToken: 'r', code: '123456' })).toBe(5);
    await memberApi.deleteSecondFactor(5);
    expect(anfragen()).toEqual([
      'GET /framework/api/member/sessions',
      'DELETE /framework/api/member/sessions/2',
      'GET /framework/api/member/second-factors',
      'GET /framework/api/member/second-factors/new?type=1',
      'POST /framework/api/member/second-factors',
      'DELETE /framework/api/member/second-factors/5',
    ]);
    expect(JSON.parse(server.requests[4]!.body)).toMatchObject({ label: 'Telefon', code: '123456', requestToken: 'r' });
  });
});
