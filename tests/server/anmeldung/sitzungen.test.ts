import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';

describe.each(portalTests())('Sitzungen auf $name', ({ it }) => {
  it('listet die eigenen Sitzungen mit Gerät, IP und der aktuellen Sitzung', async ({ client }) => {
    const laptop = await client.angemeldet('evu');
    const telefon = await client.angemeldet('evu');
    await client.angemeldet('kunde');
    const antwort = await client.get('/framework/api/member/sessions', laptop.access_token);
    expect(antwort.statusCode).toBe(200);
    const liste = antwort.json();
    expect(liste.map((s: { id: number }) => s.id).sort()).toEqual([laptop.sessionId, telefon.sessionId].sort());
    const eigene = liste.find((s: { id: number }) => s.id === laptop.sessionId);
    expect(eigene).toMatchObject({ current: true, ipAddress: '127.0.0.1', userAgent: 'lightMyRequest' });
    expect(new Date(eigene.createdAt).toISOString()).toBe(eigene.createdAt);
    expect(liste.find((s: { id: number }) => s.id === telefon.sessionId).current).toBe(false);
  });

  it('beendet eine andere eigene Sitzung, deren Token danach nicht mehr gilt', async ({ client }) => {
    const a = await client.angemeldet('kunde2');
    const b = await client.angemeldet('kunde2');
    expect((await client.delete(`/framework/api/member/sessions/${b.sessionId}`, a.access_token)).statusCode).toBe(204);
    expect((await client.get('/framework/api/member/sessions', b.access_token)).statusCode).toBe(401);
    expect((await client.token({ grant_type: 'refresh_token', refresh_token: b.refresh_token })).json().error).toBe('session_expired');
    expect((await client.get('/framework/api/member/sessions', a.access_token)).statusCode).toBe(200);
  });

  it('die eigene Sitzung zu beenden heißt abmelden', async ({ client }) => {
    const a = await client.angemeldet('kunde2');
    expect((await client.delete(`/framework/api/member/sessions/${a.sessionId}`, a.access_token)).statusCode).toBe(204);
    const danach = await client.get('/framework/api/member/sessions', a.access_token);
    expect(danach.statusCode).toBe(401);
    expect(danach.headers['www-authenticate']).toBe('Bearer');
    expect(danach.json().message).toBe('Sie sind nicht angemeldet oder Ihre Sitzung ist abgelaufen.');
  });

  it('behandelt die Sitzung eines anderen Benutzers wie eine unbekannte', async ({ client }) => {
    const fremd = await client.angemeldet('evu2');
    const ich = await client.angemeldet('kunde');
    const antwort = await client.delete(`/framework/api/member/sessions/${fremd.sessionId}`, ich.access_token);
    expect(antwort.statusCode).toBe(404);
    expect(antwort.json().message).toBe('Die Sitzung wurde nicht gefunden.');
    expect((await client.get('/framework/api/member/sessions', fremd.access_token)).statusCode).toBe(200);
    expect((await client.delete('/framework/api/member/sessions/999999', ich.access_token)).statusCode).toBe(404);
    const unsinn = await client.delete('/framework/api/member/sessions/abc', ich.access_token);
    expect(unsinn.statusCode).toBe(400);
    expect(unsinn.json().errors).toEqual({ id: ['Ein Wert vom Typ ganze Zahl wird erwartet.'] });
  });

  it('ersetzt bei erneuter Anmeldung aus demselben Tab die alte Sitzung (currentSessionId)', async ({ client }) => {
    const alt = await client.angemeldet('evu3');
    const neu = await client.anmelden('evu3', 'Demo#2026', { currentSessionId: alt.sessionId });
    expect(neu.statusCode).toBe(200);
    expect((await client.get('/framework/api/member/sessions', alt.access_token)).statusCode).toBe(401);
  });

  it('verlangt für die Sitzungsliste eine Anmeldung', async ({ client }) => {
    expect((await client.get('/framework/api/member/sessions')).statusCode).toBe(401);
    expect((await client.get('/framework/api/member/sessions', 'gefälscht')).statusCode).toBe(401);
  });

  it('protokolliert Anmeldungen und Fehlversuche im Audit-Trail', async ({ t }) => {
    const ereignisse = await t.app.db.selectFrom('audit_event').select(['aktion']).execute();
    const aktionen = new Set(ereignisse.map((e) => e.aktion));
    expect(aktionen.has('anmeldung')).toBe(true);
  });
});
