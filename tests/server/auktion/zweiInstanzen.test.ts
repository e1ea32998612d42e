import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/schema';
import { AUKTIONSLAUF_BEENDET } from '../../../server/auktion';
import { MAX_STROEME_JE_BENUTZER } from '../../../server/auktion/ereignisse';
import { ausschreibungMitAngeboten, plan } from '../hilfen/auktion';
import { datenbanken } from '../hilfen/datenbanken';
import { EreignisStrom } from '../hilfen/ereignisStrom';
import { HttpClient, zweiInstanzen, type ServerProzess, type ZweiInstanzen } from '../hilfen/serverProzess';

const postgres = datenbanken().find((d) => d.name === 'PostgreSQL');

/**
 * Two instances behind a load balancer on one PostgreSQL, each with its own clock running: a bid accepted by one
 * reaches viewers connected to the other, and begin and end happen exactly once although both look for them.
 */
describe.skipIf(!postgres)('Online-Auktion auf zwei Server-Instanzen', () => {
  let instanzen: ZweiInstanzen;
  let a: ServerProzess;
  let b: ServerProzess;
  let db: Kysely<Database>;

  beforeAll(async () => {
    instanzen = await zweiInstanzen(postgres!, { LOG_LEVEL: 'debug' });
    ({ a, b, db } = instanzen);
  });
  afterAll(() => instanzen?.beende());

  it('verteilt Gebote über beide Instanzen und beendet die Auktion genau einmal', async () => {
    const aus = await ausschreibungMitAngeboten(db);
    const admin = new HttpClient(a.url);
    const adminToken = (await admin.anmelden('admin')).access_token;
    const bieterA = new HttpClient(a.url);
    const evu2 = (await bieterA.anmelden('evu2')).access_token;
    const evu = (await new HttpClient(b.url).anmelden('evu')).access_token;
    const pfad = `/api/evu/ausschreibung/${aus.id}/auktion`;
    const adminPfad = `/api/ausschreibungasadmin/strom/${aus.id}/auktion`;
    expect((await admin.send('PUT', adminPfad, plan(Date.now() + 60_000, { dauerMinuten: 1 }), adminToken)).status).toBe(204);

    // The viewers are connected to the other instance than the bidder.
    const stroeme = [await EreignisStrom.oeffne(`${b.url}${pfad}/ereignisse`, evu), await EreignisStrom.oeffne(`${b.url}${adminPfad}/ereignisse`, adminToken)];
    try {
      for (const s of stroeme) {
        expect(s.status).toBe(200);
        expect((await s.naechstes()).art).toBe('stand');
      }
      // A plan must lie ahead; the start is then moved to now instead of waited for: the next run of either
      // instance begins the auction.
      await db.updateTable('auktion').set({ beginn: Date.now() }).where('ausschreibung_id', '=', aus.id).execute();
      for (const s of stroeme) {
        expect((await s.naechstes(10_000)).art).toBe('begonnen');
      }
      const start = (await (await bieterA.get(pfad, evu2)).json()) as { naechsterHoechstpreisCtKwh: number; status: string };
      expect(start.status).toBe('laeuft');
      const gebot = await bieterA.send('POST', `${pfad}/gebot`, { arbeitspreisCtKwh: start.naechsterHoechstpreisCtKwh }, evu2);
      expect(gebot.status).toBe(200);
      const [beiEvu, beiAdmin] = [await stroeme[0]!.naechstes(), await stroeme[1]!.naechstes()];
      expect(beiEvu.art).toBe('gebot');
      expect(beiEvu.daten).toMatchObject({ anzahlBieter: 2 });
      expect(beiEvu.daten).not.toHaveProperty('gebot');
      expect(beiAdmin.daten).toMatchObject({ rangliste: expect.arrayContaining([expect.objectContaining({ evu: 'Nordwind Strom AG', arbeitspreisCtKwh: start.naechsterHoechstpreisCtKwh, gebote: 1 })]) });

      // The end comes early: both instances' clocks find it due, one closes it.
      await db.updateTable('auktion').set({ ende: Date.now() }).where('ausschreibung_id', '=', aus.id).execute();
      for (const s of stroeme) expect((await s.bis('beendet', 10_000)).daten).toMatchObject({ status: 'beendet' });
      // More runs of both instances (side by side): nothing may happen twice. The first run to end may have begun
      // before the end was handled; the second began after (an instance's runs never overlap).
      await Promise.all(
        [a, b].map(async (instanz) => {
          await instanz.naechsteZeile(AUKTIONSLAUF_BEENDET);
          await instanz.naechsteZeile(AUKTIONSLAUF_BEENDET);
        }),
      );
      const ereignisse = await db.selectFrom('audit_event').select('aktion').where('entitaet_id', '=', aus.id).where('aktion', 'in', ['auktion_begonnen', 'auktion_beendet']).execute();
      expect(ereignisse.map((e) => e.aktion).sort()).toEqual(['auktion_beendet', 'auktion_begonnen']);
      const nordwind = await db
        .selectFrom('angebot as o')
        .innerJoin('evu as v', 'v.id', 'o.evu_id')
        .select(['o.id', 'o.version'])
        .where('o.ausschreibung_id', '=', aus.id)
        .where('v.firma', '=', 'Nordwind Strom AG')
        .executeTakeFirstOrThrow();
      const versionen = await db.selectFrom('angebot_version').select('version').where('angebot_id', '=', nordwind.id).execute();
      expect(versionen.filter((v) => v.version === nordwind.version)).toHaveLength(1);
      expect(await db.selectFrom('auktion_ereignis').select('id').where('ausschreibung_id', '=', aus.id).where('art', '=', 'beendet').execute()).toHaveLength(1);

      bieterA.basis = b.url;
      const spaet = await bieterA.send('POST', `${pfad}/gebot`, { arbeitspreisCtKwh: start.naechsterHoechstpreisCtKwh - 1 }, evu2);
      expect(spaet.status).toBe(400);
      expect(((await spaet.json()) as { message: string }).message).toBe('Die Online-Auktion ist beendet. Ihr Gebot wurde nicht angenommen.');
    } finally {
      for (const s of stroeme) s.schliesse();
    }
  });

  it('beendet den Strom auf der einen Instanz, wenn sich der Betrachter auf der anderen abmeldet', async () => {
    const aus = await ausschreibungMitAngeboten(db);
    const admin = new HttpClient(a.url);
    const adminToken = (await admin.anmelden('admin')).access_token;
    const adminPfad = `/api/ausschreibungasadmin/strom/${aus.id}/auktion`;
    expect((await admin.send('PUT', adminPfad, plan(Date.now() + 60_000), adminToken)).status).toBe(204);
    const bieter = new HttpClient(a.url);
    const sitzung = await bieter.anmelden('evu');
    const pfad = `/api/evu/ausschreibung/${aus.id}/auktion/ereignisse`;
    const strom = await EreignisStrom.oeffne(`${b.url}${pfad}`, sitzung.access_token);
    try {
      expect(strom.status).toBe(200);
      expect((await strom.naechstes()).art).toBe('stand');
      expect((await bieter.send('DELETE', `/framework/api/member/sessions/${sitzung.sessionId}`, undefined, sitzung.access_token)).status).toBe(204);
      await strom.endet();
      expect((await EreignisStrom.oeffne(`${b.url}${pfad}`, sitzung.access_token)).status).toBe(401);
    } finally {
      strom.schliesse();
    }
  });

  it('zählt die Ströme eines Benutzers über beide Instanzen und schließt den ältesten, auf welcher Instanz er auch läuft', async () => {
    const aus = await ausschreibungMitAngeboten(db);
    const admin = new HttpClient(a.url);
    const adminToken = (await admin.anmelden('admin')).access_token;
    const adminPfad = `/api/ausschreibungasadmin/strom/${aus.id}/auktion`;
    expect((await admin.send('PUT', adminPfad, plan(Date.now() + 60_000), adminToken)).status).toBe(204);
    const pfad = `/api/evu/ausschreibung/${aus.id}/auktion/ereignisse`;
    const bieter = (await new HttpClient(a.url).anmelden('evu')).access_token;
    const benutzerId = (await db.selectFrom('benutzer').select('id').where('login', '=', 'evu').executeTakeFirstOrThrow()).id;
    const registriert = async () => db.selectFrom('auktion_strom').select('instanz').where('benutzer_id', '=', benutzerId).execute();
    // The streams of the tests before have gone from the register: each leaves it when it closes.
    await expect.poll(async () => (await registriert()).length).toBe(0);
    const stroeme: EreignisStrom[] = [];
    try {
      // The load balancer alternates: each instance alone holds only half the cap.
      for (let i = 0; i < MAX_STROEME_JE_BENUTZER; i++) {
        const s = await EreignisStrom.oeffne(`${(i % 2 ? b : a).url}${pfad}`, bieter);
        expect(s.status).toBe(200);
        expect((await s.naechstes()).art).toBe('stand');
        stroeme.push(s);
      }
      // Three more on b: the oldest three end, a's first and third (at a's next look at its streams), b's second.
      for (let i = 0; i < 3; i++) {
        const s = await EreignisStrom.oeffne(`${b.url}${pfad}`, bieter);
        expect(s.status).toBe(200);
        stroeme.push(s);
      }
      for (const alt of stroeme.slice(0, 3)) await alt.endet(10_000);
      expect(stroeme.slice(3).filter((s) => s.beendet)).toHaveLength(0);
      // Every other stream stays registered, so neither instance ends it: each gets the next event.
      const offen = await registriert();
      expect(offen).toHaveLength(MAX_STROEME_JE_BENUTZER);
      expect(new Set(offen.map((z) => z.instanz)).size).toBe(2);
      expect((await admin.send('PUT', adminPfad, plan(Date.now() + 120_000), adminToken)).status).toBe(204);
      for (const s of stroeme.slice(3)) expect((await s.bis('geplant')).art).toBe('geplant');
      expect(stroeme.slice(3).filter((s) => s.beendet)).toHaveLength(0);
    } finally {
      for (const s of stroeme) s.schliesse();
    }
  });
});
