import { generate } from 'otplib';
import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import { type TestApp } from '../hilfen/testApp';

describe.each(portalTests())('Zweite Faktoren auf $name', ({ it }) => {
  const code = (t: TestApp, secret: string, versatzSekunden = 0) => generate({ secret, epoch: Math.floor(t.uhr.now() / 1000) + versatzSekunden });

  it('richtet einen Google-Authenticator-Faktor ein, verlangt ihn bei der Anmeldung und löscht ihn wieder', async ({ t, client }) => {
    const { access_token } = await client.angemeldet('evu');
    const neu = (await client.get('/framework/api/member/second-factors/new?type=1', access_token)).json();
    expect(neu).toMatchObject({ type: 1, label: 'Google Authenticator' });
    expect(neu.otpauthUri).toMatch(/^otpauth:\/\/totp\/Energieausschreibungsportal:evu\?.*secret=/);

    const falsch = await client.send('POST', '/framework/api/member/second-factors', { ...neu, label: 'Diensthandy', code: '000000' === (await code(t, neu.secret)) ? '111111' : '000000' }, access_token, await client.passwortKoepfe('Demo#2026'));
    expect(falsch.statusCode).toBe(400);
    expect(falsch.json().errors).toEqual({ code: ['Der Code ist ungültig.'] });

    const untergeschoben = await client.send('POST', '/framework/api/member/second-factors', { ...neu, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', label: 'x', code: await code(t, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') }, access_token, await client.passwortKoepfe('Demo#2026'));
    expect(untergeschoben.statusCode).toBe(400);

    const gespeichert = await client.send('POST', '/framework/api/member/second-factors', { ...neu, label: 'Diensthandy', code: await code(t, neu.secret) }, access_token, await client.passwortKoepfe('Demo#2026'));
    expect(gespeichert.statusCode).toBe(200);
    const id = gespeichert.json();
    expect(Number.isInteger(id)).toBe(true);
    expect((await client.get('/framework/api/member/second-factors', access_token)).json()).toEqual([{ id, type: 1, label: 'Diensthandy' }]);
    expect((await client.send('POST', '/framework/api/member/second-factors', { ...neu, label: 'Nochmal', code: await code(t, neu.secret) }, access_token, await client.passwortKoepfe('Demo#2026'))).statusCode).toBe(400);

    const verlangt = await client.anmelden('evu', 'Demo#2026');
    expect(verlangt.json().error).toBe('second_factor_required');
    t.uhr.advance(30_000);
    expect((await client.anmelden('evu', 'Demo#2026', { secondFactor: { id, code: await code(t, neu.secret) } })).statusCode).toBe(200);

    const fremd = await client.angemeldet('evu2');
    expect((await client.delete(`/framework/api/member/second-factors/${id}`, fremd.access_token)).statusCode).toBe(404);
    const kunde2 = await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'kunde2').executeTakeFirstOrThrow();
    const fremdesGeheimnis = 'KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF';
    const { id: fremdeId } = await t.app.db
      .insertInto('second_factor')
      .values({ benutzer_id: kunde2.id, type: 1, label: 'Fremd', secret: fremdesGeheimnis, last_used_step: null, created_at: t.uhr.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mitFremdemFaktor = await client.anmelden('evu', 'Demo#2026', { secondFactor: { id: fremdeId, code: await code(t, fremdesGeheimnis) } });
    expect(JSON.parse(mitFremdemFaktor.json().error_description).errors['secondFactor.code']).toEqual(['Der Code ist ungültig.']);
    await t.app.db.updateTable('benutzer').set({ failed_logins: 0, locked_until: null }).where('login', '=', 'evu').execute();
    await t.app.db.deleteFrom('second_factor').where('id', '=', fremdeId).execute();
    expect((await client.delete(`/framework/api/member/second-factors/${id}`, access_token, await client.passwortKoepfe('Demo#2026'))).statusCode).toBe(204);
    expect((await client.anmelden('evu', 'Demo#2026')).statusCode).toBe(200);
  });

  it('lehnt andere Faktorarten, fremde und abgelaufene Einrichtungen ab', async ({ t, client }) => {
    const { access_token } = await client.angemeldet('kunde');
    expect((await client.get('/framework/api/member/second-factors/new?type=2', access_token)).json().errors).toEqual({
      type: ['Diese Art des zweiten Faktors wird nicht unterstützt.'],
    });
    const fremd = await client.angemeldet('kunde2');
    const neu = (await client.get('/framework/api/member/second-factors/new?type=1', fremd.access_token)).json();
    expect((await client.send('POST', '/framework/api/member/second-factors', { ...neu, code: await code(t, neu.secret) }, access_token, await client.passwortKoepfe('Demo#2026'))).statusCode).toBe(400);
    t.uhr.advance(11 * 60_000);
    const eigene = await client.angemeldet('kunde2');
    const abgelaufen = await client.send('POST', '/framework/api/member/second-factors', { ...neu, code: await code(t, neu.secret) }, eigene.access_token, await client.passwortKoepfe('Demo#2026'));
    expect(abgelaufen.json().message).toBe('Die Einrichtung ist abgelaufen. Bitte beginnen Sie neu.');
    expect((await client.get('/framework/api/member/second-factors')).statusCode).toBe(401);
  });
});
