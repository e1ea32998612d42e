import { describe, expect, vi } from 'vitest';
import { ausschreibungMitAngeboten, plan } from '../hilfen/auktion';
import { MAX_STROEME_JE_BENUTZER } from '../../../server/auktion/ereignisse';
import { EreignisStrom } from '../hilfen/ereignisStrom';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const MINUTE = 60_000;

/** What an outsider tries on a live auction: broken bids, crowds, garbage headers, foreign ids, late bids. */
describe.each(portalTests())('Online-Auktion von außen auf $name', ({ it }) => {
  const admin = (id: number) => `/api/ausschreibungasadmin/strom/${id}/auktion`;
  const evu = (id: number) => `/api/evu/ausschreibung/${id}/auktion`;
  const anmelden = async (client: TestClient, login: string) => (await client.angemeldet(login)).access_token;
  const basis = async (t: TestApp) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  };
  /** A running auction (begun a minute ago) of a fresh tender with two bidders. */
  const laufend = async (t: TestApp, client: TestClient, extra: Record<string, unknown> = {}) => {
    const a = await ausschreibungMitAngeboten(t.app.db);
    const beginn = t.uhr.now() + MINUTE;
    expect((await client.send('PUT', admin(a.id), plan(beginn, extra), await anmelden(client, 'admin'))).statusCode).toBe(204);
    t.uhr.set(beginn + MINUTE);
    return { ...a, beginn, ende: beginn + 10 * MINUTE };
  };
  /** The kind of the first event a stream sends (the stream is closed then). */
  const erstesEreignis = async (antwort: Response) => {
    const leser = antwort.body!.getReader();
    let text = '';
    while (!/event: (\w+)\n/.test(text)) text += new TextDecoder().decode((await leser.read()).value);
    await leser.cancel();
    return /event: (\w+)\n/.exec(text)![1];
  };
  const gebote = (t: TestApp, id: number) => t.app.db.selectFrom('auktion_gebot').select('id').where('ausschreibung_id', '=', id).execute();

  it('weist kaputte Gebote mit einer deutschen Meldung ab und schreibt nichts', async ({ t, client }) => {
    const a = await laufend(t, client);
    const token = await anmelden(client, 'evu2');
    const koerper = [
      '{"arbeitspreisCtKwh": "abc"}',
      '{"arbeitspreisCtKwh": "12.5"}',
      '{"arbeitspreisCtKwh": null}',
      '{"arbeitspreisCtKwh": NaN}',
      '{"arbeitspreisCtKwh": 1e309}',
      '{"arbeitspreisCtKwh": -1e309}',
      '{"arbeitspreisCtKwh": -3}',
      '{"arbeitspreisCtKwh": 0}',
      '{"arbeitspreisCtKwh": 1.00001}',
      '{"arbeitspreisCtKwh": 5e-324}',
      '{"arbeitspreisCtKwh": [5]}',
      '{"arbeitspreisCtKwh": 5, "__proto__": {"x": 1}}',
      '{"arbeitspreisCtKwh": 5, "constructor": {"prototype": {"x": 1}}}',
      '{"arbeitspreisCtKwh": 5, "evuId": 1}',
      '{"arbeitspreisCtKwh": ',
      '[]',
      '',
      `{"arbeitspreisCtKwh": 5, "x": "${'a'.repeat(3_000_000)}"}`,
    ];
    for (const k of koerper) {
      const r = await client.send('POST', `${evu(a.id)}/gebot`, k, token);
      expect([400, 413], k.slice(0, 80)).toContain(r.statusCode);
      expect(r.json().message, k.slice(0, 80)).toMatch(/[äöüÄÖÜß]|Eingabe|Gebot|Arbeitspreis|Anfrage|groß|erwartet/);
    }
    expect(await gebote(t, a.id)).toHaveLength(0);
  });

  it('nimmt von 20 gleichzeitigen Geboten zweier EVUs je eines an', async ({ t, client }) => {
    const a = await laufend(t, client);
    const tokens = [await anmelden(client, 'evu'), await anmelden(client, 'evu2')];
    const preise = await Promise.all(tokens.map(async (tk) => (await client.get(evu(a.id), tk)).json().naechsterHoechstpreisCtKwh as number));
    const antworten = await Promise.all(Array.from({ length: 20 }, (_, i) => client.send('POST', `${evu(a.id)}/gebot`, { arbeitspreisCtKwh: preise[i % 2] }, tokens[i % 2])));
    expect(antworten.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(antworten.filter((r) => r.statusCode === 400)).toHaveLength(18);
    expect(await gebote(t, a.id)).toHaveLength(2);
    const ereignisse = await t.app.db.selectFrom('auktion_ereignis').select('art').where('ausschreibung_id', '=', a.id).where('art', '=', 'gebot').execute();
    expect(ereignisse).toHaveLength(2);
  });

  it('nimmt ein Gebot in der letzten Millisekunde an und keines am Ende', async ({ t, client }) => {
    const a = await laufend(t, client, { verlaengerungMinuten: 0 });
    const start = (await client.get(evu(a.id), await anmelden(client, 'evu2'))).json();
    t.uhr.set(a.ende - 1);
    const token = await anmelden(client, 'evu2');
    const knapp = await client.send('POST', `${evu(a.id)}/gebot`, { arbeitspreisCtKwh: start.naechsterHoechstpreisCtKwh }, token);
    expect(knapp.statusCode).toBe(200);
    expect(knapp.json().ende).toBe(new Date(a.ende).toISOString());
    t.uhr.set(a.ende);
    const spaet = await client.send('POST', `${evu(a.id)}/gebot`, { arbeitspreisCtKwh: knapp.json().naechsterHoechstpreisCtKwh }, token);
    expect(spaet.statusCode).toBe(400);
    expect(spaet.json().message).toBe('Die Online-Auktion ist beendet. Ihr Gebot wurde nicht angenommen.');
    expect(await gebote(t, a.id)).toHaveLength(1);
  });

  it('versteht unsinnige Last-Event-IDs als „ab jetzt“ und zeigt keine fremde Auktion', async ({ t, client }) => {
    const url = await basis(t);
    const a = await laufend(t, client);
    const andere = await laufend(t, client);
    const token = await anmelden(client, 'evu2');
    const fremdeId = (await t.app.db.selectFrom('auktion_ereignis').select('id').where('ausschreibung_id', '=', andere.id).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const fremd = await fetch(`${url}${evu(a.id)}/ereignisse`, { headers: { authorization: `Bearer ${token}`, 'last-event-id': String(fremdeId) } });
    expect(fremd.status).toBe(200);
    await fremd.body?.cancel();
    for (const id of ['-1', 'abc', '9223372036854775808', '999999999999', '2147483648', '1.5', '', String(fremdeId + 1000)]) {
      const antwort = await fetch(`${url}${evu(a.id)}/ereignisse`, { headers: { authorization: `Bearer ${token}`, 'last-event-id': id } });
      expect(antwort.status, id).toBe(200);
      expect(await erstesEreignis(antwort), id).toBe('stand');
    }
    expect((await EreignisStrom.oeffne(`${url}${evu(a.id)}/ereignisse`, await anmelden(client, 'evu3'))).status).toBe(404);
    expect((await EreignisStrom.oeffne(`${url}/api/kunde/ausschreibung/${a.id}/auktion/ereignisse`, await anmelden(client, 'kunde'))).status).toBe(404);
    for (const pfad of ['0', '-1', 'abc', '2147483648', '1%2F2', '%2e%2e']) {
      const r = await fetch(`${url}/api/evu/ausschreibung/${pfad}/auktion/ereignisse`, { headers: { authorization: `Bearer ${token}` } });
      expect([400, 404], pfad).toContain(r.status);
      expect(((await r.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it('hält von 200 Strömen eines Benutzers nur die jüngsten offen, und diese erhalten jedes Gebot', async ({ t, client }) => {
    const url = await basis(t);
    const a = await laufend(t, client);
    const token = await anmelden(client, 'evu2');
    const verdraengt = async () => (await t.app.metriken.registry.getSingleMetric('auktion_stroeme_geschlossen_total')!.get()).values.find((v) => v.labels.grund === 'verdraengt')?.value ?? 0;
    const vorher = await verdraengt();
    const stroeme: EreignisStrom[] = [];
    try {
      for (let i = 0; i < 200; i++) {
        const s = await EreignisStrom.oeffne(`${url}${evu(a.id)}/ereignisse`, token);
        expect(s.status).toBe(200);
        stroeme.push(s);
      }
      const anderer = await EreignisStrom.oeffne(`${url}${evu(a.id)}/ereignisse`, await anmelden(client, 'evu'));
      stroeme.push(anderer);
      await vi.waitFor(() => expect(stroeme.filter((s) => s.beendet)).toHaveLength(200 - MAX_STROEME_JE_BENUTZER));
      expect(stroeme.slice(0, 200 - MAX_STROEME_JE_BENUTZER).every((s) => s.beendet)).toBe(true);
      expect(await verdraengt()).toBe(vorher + 200 - MAX_STROEME_JE_BENUTZER);
      const preis = (await client.get(evu(a.id), token)).json().naechsterHoechstpreisCtKwh;
      expect((await client.send('POST', `${evu(a.id)}/gebot`, { arbeitspreisCtKwh: preis }, token)).statusCode).toBe(200);
      for (const s of [stroeme[199]!, stroeme[180]!, anderer]) expect((await s.bis('gebot')).daten).toMatchObject({ anzahlBieter: 2 });
      expect(stroeme[0]!.ereignisse.map((e) => e.art)).not.toContain('gebot');
    } finally {
      for (const s of stroeme) s.schliesse();
    }
  });

  it('lässt eine laufende Auktion nicht absagen und eine beendete nicht umplanen', async ({ t, client }) => {
    const a = await laufend(t, client);
    let token = await anmelden(client, 'admin');
    const absagen = await client.delete(admin(a.id), token);
    expect(absagen.statusCode).toBe(409);
    expect(absagen.json().message).toBe('Die Online-Auktion hat bereits begonnen und kann nicht mehr abgesagt werden.');
    t.uhr.set(a.ende + MINUTE);
    token = await anmelden(client, 'admin');
    expect((await client.get(admin(a.id), token)).json().status).toBe('beendet');
    expect((await client.delete(admin(a.id), token)).statusCode).toBe(409);
    expect((await client.send('PUT', admin(a.id), plan(t.uhr.now() + MINUTE), token)).statusCode).toBe(409);
  });

  it('nimmt beim Umplanen genau das zurück, was GET geliefert hat', async ({ t, client, admin: adminToken }) => {
    const a = await ausschreibungMitAngeboten(t.app.db);
    expect((await client.send('PUT', admin(a.id), plan(t.uhr.now() + MINUTE), adminToken)).statusCode).toBe(204);
    const gelesen = (await client.get(admin(a.id), adminToken)).json();
    const zurueck = await client.send('PUT', admin(a.id), gelesen, adminToken);
    expect(zurueck.statusCode).toBe(204);
    expect((await client.get(admin(a.id), adminToken)).json()).toEqual({ ...gelesen, stand: expect.any(String) });
    // Read-only fields are ignored, not written.
    const erfunden = { ...gelesen, status: 'beendet', ende: '2099-01-01T00:00:00.000Z', verlaengerungen: 7, rangliste: [] };
    expect((await client.send('PUT', admin(a.id), erfunden, adminToken)).statusCode).toBe(204);
    expect((await client.get(admin(a.id), adminToken)).json()).toEqual({ ...gelesen, stand: expect.any(String) });
  });

  it('weist unmögliche Daten im Plan ab', async ({ t, client, admin: adminToken }) => {
    const a = await ausschreibungMitAngeboten(t.app.db);
    for (const beginn of ['2030-02-30T10:00:00Z', '2030-13-01T10:00:00Z', '2030-01-01T25:00:00Z', 'morgen', '', '+275760-09-13T00:00:00.000Z']) {
      const r = await client.send('PUT', admin(a.id), { ...plan(0), beginn }, adminToken);
      expect(r.statusCode, beginn).toBe(400);
      expect(r.json().message, beginn).toBeTruthy();
    }
    expect(await t.app.db.selectFrom('auktion').select('ausschreibung_id').where('ausschreibung_id', '=', a.id).execute()).toHaveLength(0);
  });

  it('hat zu einer abgesagten Auktion kein Auktionsprotokoll', async ({ t, client, admin: adminToken }) => {
    const a = await ausschreibungMitAngeboten(t.app.db);
    expect((await client.send('PUT', admin(a.id), plan(t.uhr.now() + MINUTE), adminToken)).statusCode).toBe(204);
    expect((await client.delete(admin(a.id), adminToken)).statusCode).toBe(204);
    for (const format of ['csv', 'pdf']) {
      const r = await client.get(`${admin(a.id)}/protokoll?format=${format}`, adminToken);
      expect(r.statusCode, format).toBe(404);
      expect(r.json().message).toBe('Zu dieser Ausschreibung ist keine Online-Auktion geplant.');
    }
  });
});
