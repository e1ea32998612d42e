import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { FRISTENLAUF_BEENDET } from '../../server/ausschreibung/fristen.plugin';
import { NACHWEISLAUF_BEENDET } from '../../server/zulassung/ablauf.plugin';
import { deutscherKalendertag, tagNach } from '../../domain/datum';
import { datenbanken } from './hilfen/datenbanken';
import { HttpClient, zweiInstanzen, type ServerProzess, type ZweiInstanzen } from './hilfen/serverProzess';

const postgres = datenbanken().find((d) => d.name === 'PostgreSQL');

/**
 * Several instances behind a load balancer share one PostgreSQL: a session made on one is good on the other,
 * ending it on one ends it on both, and the deadline scheduler running on both moves each tender exactly once.
 */
describe.skipIf(!postgres)('Zwei Server-Instanzen auf einer PostgreSQL-Datenbank', () => {
  let instanzen: ZweiInstanzen;
  let a: ServerProzess;
  let b: ServerProzess;
  let db: Kysely<Database>;

  beforeAll(async () => {
    // Fast scheduler ticks on both, so they overlap within the test's few seconds; at level debug each says when it ended.
    instanzen = await zweiInstanzen(postgres!, { FRISTEN_TAKT_MS: '150', LOG_LEVEL: 'debug' });
    ({ a, b, db } = instanzen);
  });
  afterAll(() => instanzen?.beende());

  it('meldet auf der einen an, erneuert und arbeitet auf der anderen, und beendet die Sitzung für beide', async () => {
    // One browser; the load balancer sends its calls now to one instance, now to the other.
    const browser = new HttpClient(a.url);
    const token = await browser.anmelden('kunde');
    browser.basis = b.url;
    const erneuert = await browser.erneuern(token.refresh_token);
    expect(erneuert.status).toBe(200);
    const neu = (await erneuert.json()) as { access_token: string; refresh_token: string; sessionId: number };
    expect(neu.sessionId).toBe(token.sessionId);
    expect((await browser.get('/api/kunde/ausschreibung', neu.access_token)).status).toBe(200);

    browser.basis = a.url;
    expect((await browser.send('DELETE', `/framework/api/member/sessions/${token.sessionId}`, undefined, neu.access_token)).status).toBe(204);
    browser.basis = b.url;
    expect((await browser.get('/api/kunde/ausschreibung', neu.access_token)).status).toBe(401);
    expect(((await (await browser.erneuern(neu.refresh_token)).json()) as { error: string }).error).toBe('session_expired');
  });

  it('führt jeden Fristübergang genau einmal aus, obwohl beide Instanzen den Fristenlauf haben', async () => {
    const vorbei = Date.now() - 60_000;
    const aktive = await db.selectFrom('ausschreibung').select('id').where('status', '=', AusschreibungStatus.Aktiv).execute();
    const gebundene = await db.selectFrom('ausschreibung').select('id').where('status', '=', AusschreibungStatus.Bindefrist).execute();
    expect(aktive.length + gebundene.length).toBeGreaterThan(2);
    // The demo tenders' histories already hold the transitions they went through; only this run's count.
    const { bisher } = await db.selectFrom('audit_event').select((eb) => eb.fn.max('id').as('bisher')).executeTakeFirstOrThrow();
    await db.updateTable('ausschreibung').set({ angebotsfrist: vorbei }).where('status', '=', AusschreibungStatus.Aktiv).execute();
    await db.updateTable('ausschreibung').set({ bindefrist: vorbei }).where('status', '=', AusschreibungStatus.Bindefrist).execute();

    const offen = () => db.selectFrom('ausschreibung').select('id').where('status', 'in', [AusschreibungStatus.Aktiv, AusschreibungStatus.Bindefrist]).execute();
    await expect.poll(async () => (await offen()).length, { timeout: 10_000, interval: 100 }).toBe(0);
    // More runs of both instances: nothing may happen twice. The first run to end may have started before all
    // were moved; the second started after (an instance's runs never overlap).
    for (const instanz of [a, b]) {
      await instanz.naechsteZeile(FRISTENLAUF_BEENDET);
      await instanz.naechsteZeile(FRISTENLAUF_BEENDET);
    }

    const ereignisse = await db
      .selectFrom('audit_event')
      .select(['aktion', 'entitaet_id'])
      .where('aktion', 'in', ['angebotsfrist_abgelaufen', 'bindefrist_abgelaufen'])
      .where('id', '>', Number(bisher))
      .orderBy('entitaet_id')
      .execute();
    expect(ereignisse.filter((e) => e.aktion === 'angebotsfrist_abgelaufen').map((e) => e.entitaet_id)).toEqual(aktive.map((x) => x.id).sort((x, y) => x - y));
    expect(ereignisse.filter((e) => e.aktion === 'bindefrist_abgelaufen').map((e) => e.entitaet_id)).toEqual(gebundene.map((x) => x.id).sort((x, y) => x - y));
    const status = await db.selectFrom('ausschreibung').select(['id', 'status']).where('id', 'in', [...aktive, ...gebundene].map((x) => x.id)).execute();
    for (const s of status) {
      expect(s.status).toBe(aktive.some((x) => x.id === s.id) ? AusschreibungStatus.PruefungAngebote : AusschreibungStatus.Abgeschlossen);
    }
  });

  it('lässt die Zulassung eines EVU genau einmal ablaufen, obwohl beide Instanzen den Nachweislauf haben', async () => {
    const evu = await db.selectFrom('evu').select(['id', 'benutzer_id', 'sparten']).orderBy('id').executeTakeFirstOrThrow();
    const sparten = [1, 2].filter((bit) => (evu.sparten & bit) !== 0);
    await db.deleteFrom('evu_zulassung').where('evu_id', '=', evu.id).execute();
    // Without the demo's proofs, whose valid Betriebshaftpflicht would keep the requirement met.
    await db.deleteFrom('evu_nachweis').where('evu_id', '=', evu.id).execute();
    for (const sparte of sparten) await db.insertInto('evu_zulassung').values({ evu_id: evu.id, sparte, status: 'zugelassen', seit: Date.now(), begruendung: null, version: 1 }).execute();
    // Valid through yesterday in German time: expired today.
    const gestern = tagNach(deutscherKalendertag(Date.now()), -1);
    await db
      .insertInto('evu_nachweis')
      .values({ evu_id: evu.id, art: 'Betriebshaftpflicht', gueltig_bis: gestern, name: 'police.pdf', content_type: 'application/pdf', size: 4, data: Buffer.from('%PDF'), uploaded_by: evu.benutzer_id, uploaded_at: Date.now(), pruefung: 'geprueft' })
      .execute();

    const zustaende = async () => (await db.selectFrom('evu_zulassung').select('status').where('evu_id', '=', evu.id).execute()).map((z) => z.status);
    await expect.poll(zustaende, { timeout: 10_000, interval: 100 }).toEqual(sparten.map(() => 'abgelaufen'));
    // More runs of both instances: nothing may happen twice.
    for (const instanz of [a, b]) {
      await instanz.naechsteZeile(NACHWEISLAUF_BEENDET);
      await instanz.naechsteZeile(NACHWEISLAUF_BEENDET);
    }
    const verlauf = await db.selectFrom('evu_zulassung_verlauf').select('sparte').where('evu_id', '=', evu.id).where('status', '=', 'abgelaufen').orderBy('sparte').execute();
    expect(verlauf.map((v) => v.sparte)).toEqual(sparten);
    const audit = await db.selectFrom('audit_event').select('id').where('aktion', '=', 'zulassung_abgelaufen').where('entitaet_id', '=', evu.id).execute();
    expect(audit).toHaveLength(sparten.length);
    const { email } = await db.selectFrom('evu').select('email').where('id', '=', evu.id).executeTakeFirstOrThrow();
    const mails = await db.selectFrom('mail_outbox').select('betreff').where('empfaenger', '=', email).where('betreff', 'like', 'Ihre Zulassung für%').execute();
    expect(mails).toHaveLength(1);
  });
});

/** The per-IP sign-in limit counts in the shared database: behind a load balancer it holds for the whole installation. */
describe.skipIf(!postgres)('Anmelde-Limit über zwei Instanzen auf einer PostgreSQL-Datenbank', () => {
  let instanzen: ZweiInstanzen;
  let a: ServerProzess;
  let b: ServerProzess;

  beforeAll(async () => {
    instanzen = await zweiInstanzen(postgres!, { ANMELDE_LIMIT_PRO_MINUTE: '60', SEED_DEMO: 'false', SCHEDULER: 'false' });
    ({ a, b } = instanzen);
  });
  afterAll(() => instanzen?.beende());

  it('weist die 61. Anfrage einer Minute ab, gleich welche Instanz sie erreicht', async () => {
    const browser = new HttpClient(a.url);
    await browser.get('/framework/api/encryption');
    // The load balancer alternates: each instance alone sees only 30 of the 60.
    for (let i = 1; i <= 60; i++) {
      browser.basis = i % 2 ? a.url : b.url;
      expect((await browser.erneuern('erfunden')).status, `Anfrage ${i}`).toBe(400);
    }
    for (const instanz of [a, b]) {
      browser.basis = instanz.url;
      const zuViel = await browser.erneuern('erfunden');
      expect(zuViel.status).toBe(429);
      expect(Number(zuViel.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(zuViel.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await zuViel.json()).toEqual({ message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.' });
    }
  });
});
