import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { verbinde } from '../../server/db/connect';
import type { ListeAntwort } from '../../domain/api/liste';
import { HttpClient, starteServerProzess, type ServerProzess } from './hilfen/serverProzess';

interface Quittiert {
  login: string;
  ausschreibungId: number;
  version: number;
  arbeitspreisCtKwh: number;
}

/** Submits offer after offer as fast as the server answers, noting each one it acknowledged, until `halt`. */
async function angebotsflut(login: string, client: HttpClient, token: string, ausschreibungId: number, bindefrist: string, halt: { jetzt: boolean }, quittiert: Quittiert[]) {
  const vorher = await client.get(`/api/evu/ausschreibung/${ausschreibungId}/angebot`, token);
  let version: number | undefined = vorher.status === 200 ? ((await vorher.json()) as { version: number }).version : undefined;
  for (let n = 1; !halt.jetzt; n++) {
    const arbeitspreisCtKwh = 20 + n / 10_000;
    const body = { arbeitspreisCtKwh, grundpreisEurMonat: 10, leistungspreisEurKwJahr: 80, oekoaufschlagCtKwh: 0.2, bindefristBis: bindefrist, ...(version ? { version } : {}) };
    try {
      const antwort = await client.send('PUT', `/api/evu/ausschreibung/${ausschreibungId}/angebot`, body, token);
      if (antwort.status !== 200) throw new Error(`Angebot ${antwort.status}: ${await antwort.text()}`);
      version = ((await antwort.json()) as { version: number }).version;
      quittiert.push({ login, ausschreibungId, version, arbeitspreisCtKwh });
    } catch (fehler) {
      // The kill cuts the connection of the call in flight: it was never acknowledged.
      if (halt.jetzt) return;
      throw fehler;
    }
  }
}

/**
 * Crash safety on SQLite: the server is killed (SIGKILL, no shutdown) amid a burst of offer updates. After the
 * restart every update it acknowledged is there, and every offer is whole: its row and its version history agree.
 */
describe('Absturz während vieler Angebotsänderungen (SQLite)', () => {
  const verzeichnis = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-absturz-'));
  const env = { DATABASE_URL: `sqlite:${path.join(verzeichnis, 'portal.db')}`, SCHEDULER: 'false' };
  let server: ServerProzess | undefined;
  afterAll(async () => {
    await server?.beende();
    fs.rmSync(verzeichnis, { recursive: true, force: true });
  });

  it('verliert keine quittierte Änderung und hinterlässt kein halbes Angebot', async () => {
    server = await starteServerProzess(env);
    const halt = { jetzt: false };
    const quittiert: Quittiert[] = [];
    const fluten: Promise<void>[] = [];
    for (const login of ['evu', 'evu2']) {
      const client = new HttpClient(server.url);
      const { access_token } = await client.anmelden(login);
      for (const typ of [1, 2]) {
        const liste = (await (await client.get(`/api/evu/ausschreibung?typ=${typ}`, access_token)).json()) as ListeAntwort<{ id: number; status: number; angebotsfrist: string }>;
        for (const a of liste.items.filter((x) => x.status === 1)) {
          const bindefrist = new Date(Date.parse(a.angebotsfrist) + 30 * 86_400_000).toISOString();
          fluten.push(angebotsflut(login, client, access_token, a.id, bindefrist, halt, quittiert));
        }
      }
    }
    expect(fluten.length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => quittiert.length, { timeout: 20_000, interval: 20 }).toBeGreaterThan(200);
    // No new calls from here; those in flight meet the kill.
    halt.jetzt = true;
    await server.toete();
    await Promise.all(fluten);

    server = await starteServerProzess(env);
    const { db } = await verbinde(env.DATABASE_URL);
    try {
      expect((await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db)).rows).toEqual([{ integrity_check: 'ok' }]);
      const angebote = await db
        .selectFrom('angebot as a')
        .innerJoin('evu as v', 'v.id', 'a.evu_id')
        .innerJoin('benutzer as b', 'b.id', 'v.benutzer_id')
        .selectAll('a')
        .select('b.login')
        .execute();
      // Each EVU revised its own offer on each tender: the pairs are checked one by one.
      const paare = new Set(quittiert.map((q) => `${q.login}/${q.ausschreibungId}`));
      for (const paar of paare) {
        const letzte = quittiert.filter((q) => `${q.login}/${q.ausschreibungId}` === paar).at(-1)!;
        const angebot = angebote.find((a) => a.login === letzte.login && a.ausschreibung_id === letzte.ausschreibungId);
        expect(angebot, `Angebot von ${paar}`).toBeDefined();
        // At most the one call in flight may have been committed without its answer reaching the client.
        expect(angebot!.version, `${paar}: quittierte Version ${letzte.version} fehlt`).toBeGreaterThanOrEqual(letzte.version);
        expect(angebot!.version - letzte.version).toBeLessThanOrEqual(1);
        if (angebot!.version === letzte.version) expect(angebot!.arbeitspreis_ct_kwh_e4).toBe(Math.round(letzte.arbeitspreisCtKwh * 10_000));
        const versionen = await db.selectFrom('angebot_version').select(['version', 'daten']).where('angebot_id', '=', angebot!.id).orderBy('version').execute();
        expect(versionen.map((v) => v.version)).toEqual(Array.from({ length: angebot!.version }, (_, i) => i + 1));
        expect(JSON.parse(versionen.at(-1)!.daten).arbeitspreis_ct_kwh_e4).toBe(angebot!.arbeitspreis_ct_kwh_e4);
      }
    } finally {
      await db.destroy();
    }
    // The restarted server works on: the EVU reads its offer as last stored.
    const client = new HttpClient(server.url);
    const { access_token } = await client.anmelden('evu2');
    const letzte = quittiert.filter((q) => q.login === 'evu2').at(-1)!;
    const gelesen = await client.get(`/api/evu/ausschreibung/${letzte.ausschreibungId}/angebot`, access_token);
    expect(gelesen.status).toBe(200);
    expect(((await gelesen.json()) as { version: number }).version).toBeGreaterThanOrEqual(letzte.version);
  });
});
