// @vitest-environment jsdom
import { describe, expect } from 'vitest';
import { formatDatumZeit, formatKwh } from '../../../domain/format';
import { Outbox } from '../../../server/mail/outbox';
import { smtpTransport } from '../../../server/mail/transport';
import { erinnereAnAngebotsfrist } from '../../../server/vergabe/erinnerung';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp } from '../hilfen/testApp';

const STUNDE = 3_600_000;
const URL = 'http://portal.example';
/** Monday 11.01.2027, 08:00 in Germany (CET). */
const MONTAG_8_UHR = Date.UTC(2027, 0, 11, 7);

/**
 * Aktiv tenders of their own with the given Angebotsfristen, each a copy of the demo's first Aktiv tender with its
 * Lieferstellen, the EVU `evu` invited and no offer; every other Aktiv tender's Angebotsfrist moves out of the 48
 * hours, so only these are due.
 */
async function dreiAusschreibungen(t: TestApp, fristen: number[]) {
  const db = t.app.db;
  const evu = await db.selectFrom('evu as v').innerJoin('benutzer as b', 'b.id', 'v.benutzer_id').select(['v.id', 'v.email']).where('b.login', '=', 'evu').executeTakeFirstOrThrow();
  await db.updateTable('ausschreibung').set({ angebotsfrist: MONTAG_8_UHR + 90 * 24 * STUNDE }).where('status', '=', 1).execute();
  await db.updateTable('einladung').set({ erinnert_am: null }).execute();
  const vorlage = await db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const lieferstellen = await db.selectFrom('lieferstelle').selectAll().where('ausschreibung_id', '=', vorlage.id).execute();
  const aktive: { id: number; nummer: string; sparte: number }[] = [];
  for (const frist of fristen) {
    const { id: _id, nummer: _n, ...werte } = vorlage;
    const nummer = `A-TEST-${Math.random().toString(36).slice(2, 10)}`;
    const { id } = await db.insertInto('ausschreibung').values({ ...werte, nummer, angebotsfrist: frist, bindefrist: frist + 30 * 24 * STUNDE }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('lieferstelle').values(lieferstellen.map(({ id: _l, ...l }) => ({ ...l, ausschreibung_id: id }))).execute();
    await db.insertInto('einladung').values({ ausschreibung_id: id, evu_id: evu.id, eingeladen_am: MONTAG_8_UHR - 240 * STUNDE, eingeladen_von: null, erinnert_am: null }).execute();
    aktive.push({ id, nummer, sparte: vorlage.sparte });
  }
  return { evu, aktive };
}

describe.each(portalTests({ mails: true }))('Erinnerung vor der Angebotsfrist auf $name', ({ it }) => {
  it('fasst die fälligen Ausschreibungen eines EVU zu einer E-Mail am Tag zusammen, genau einmal auch bei zwei Instanzen', async ({ t, smtp }) => {
    t.uhr.set(MONTAG_8_UHR);
    // Due at 08:00: the first two (40 and 47 hours left); the third at 18:00 (62 hours, 48 left at 18:00).
    const fristen = [MONTAG_8_UHR + 47 * STUNDE, MONTAG_8_UHR + 40 * STUNDE, MONTAG_8_UHR + 62 * STUNDE];
    const { evu, aktive } = await dreiAusschreibungen(t, fristen);
    const anEvu = () => smtp.mails.filter((m) => !Array.isArray(m.to) && m.to?.text === evu.email && m.subject?.startsWith('Erinnerung:'));

    const zweite = new Outbox(t.app.db, t.uhr, smtpTransport(smtp.url), { error: () => {} });
    const [eins, zwei] = await Promise.all([erinnereAnAngebotsfrist(t.app.db, t.uhr, t.app.outbox, URL), erinnereAnAngebotsfrist(t.app.db, t.uhr, zweite, URL)]);
    // Every EVU with something due gets one digest: here the invited ones of the two tenders without an offer.
    const faelligeEvus = await t.app.db
      .selectFrom('einladung as e')
      .select('e.evu_id')
      .distinct()
      .where('e.ausschreibung_id', 'in', [aktive[0]!.id, aktive[1]!.id])
      .where((eb) => eb.not(eb.exists(eb.selectFrom('angebot as o').select('o.id').whereRef('o.ausschreibung_id', '=', 'e.ausschreibung_id').whereRef('o.evu_id', '=', 'e.evu_id'))))
      .execute();
    expect(eins + zwei).toBe(faelligeEvus.length);
    expect(await erinnereAnAngebotsfrist(t.app.db, t.uhr, t.app.outbox, URL)).toBe(0);
    await t.app.outbox.zustellen();
    await zweite.zustellen();

    const [mail, ...mehr] = anEvu();
    expect(mehr).toHaveLength(0);
    expect(mail!.subject).toBe('Erinnerung: Angebotsfristen von 2 Ausschreibungen enden bald');
    expect(mail!.text).toMatch(/^Guten Tag Eva Vertrieb,\n\ndie Angebotsfristen der folgenden 2 Ausschreibungen enden in den nächsten 48 Stunden\./);
    // Soonest first: the second tender (40 hours) before the first (47 hours).
    const [zweiteA, ersteA] = [aktive[1]!, aktive[0]!];
    const text = mail!.text!;
    expect(text.indexOf(`1. ${zweiteA.nummer}`)).toBeGreaterThan(0);
    expect(text.indexOf(`2. ${ersteA.nummer}`)).toBeGreaterThan(text.indexOf(`1. ${zweiteA.nummer}`));
    expect(text).toContain(`Angebotsfrist ${formatDatumZeit(fristen[1]!)} Uhr`);
    expect(text).not.toContain(aktive[2]!.nummer);
    const lieferstellen = await t.app.db.selectFrom('lieferstelle').select('jahresverbrauch_kwh').where('ausschreibung_id', '=', zweiteA.id).execute();
    const jahresverbrauch = formatKwh(lieferstellen.reduce((summe, l) => summe + Number(l.jahresverbrauch_kwh), 0));
    expect(text).toContain(`Lieferstellen: ${lieferstellen.length}\nJahresverbrauch: ${jahresverbrauch}\nAngebotsfrist: ${formatDatumZeit(fristen[1]!)} Uhr`);
    const html = new DOMParser().parseFromString(String(mail!.html), 'text/html');
    expect([...html.querySelectorAll('a')].map((k) => [k.textContent, k.href])).toEqual([
      ['Zur Ausschreibung', `${URL}/evu/ausschreibung/${zweiteA.sparte === 1 ? 'strom' : 'gas'}/${zweiteA.id}/show`],
      ['Zur Ausschreibung', `${URL}/evu/ausschreibung/${ersteA.sparte === 1 ? 'strom' : 'gas'}/${ersteA.id}/show`],
    ]);

    // 23:00 the same day the third is due, but today's digest has gone: it waits for tomorrow.
    t.uhr.set(MONTAG_8_UHR + 15 * STUNDE);
    await erinnereAnAngebotsfrist(t.app.db, t.uhr, t.app.outbox, URL);
    await t.app.outbox.zustellen();
    expect(anEvu()).toHaveLength(1);

    // 01:00 on Tuesday: a new day, one new digest listing everything still open, soonest first.
    t.uhr.set(MONTAG_8_UHR + 17 * STUNDE);
    expect(await erinnereAnAngebotsfrist(t.app.db, t.uhr, t.app.outbox, URL)).toBeGreaterThanOrEqual(1);
    await t.app.outbox.zustellen();
    const dienstag = anEvu()[1]!;
    expect(dienstag.subject).toBe('Erinnerung: Angebotsfristen von 3 Ausschreibungen enden bald');
    const d = dienstag.text!;
    expect([d.indexOf(`1. ${zweiteA.nummer}`), d.indexOf(`2. ${ersteA.nummer}`), d.indexOf(`3. ${aktive[2]!.nummer}`)].every((i, n, alle) => i > 0 && (n === 0 || i > alle[n - 1]!))).toBe(true);
    expect(await erinnereAnAngebotsfrist(t.app.db, t.uhr, t.app.outbox, URL)).toBe(0);
    expect(await t.app.db.selectFrom('erinnerung_versand').select('tag').where('evu_id', '=', evu.id).orderBy('tag').execute()).toEqual([{ tag: '2027-01-11' }, { tag: '2027-01-12' }]);
  });

  it('schickt einem EVU, das die Erinnerung abbestellt hat, keine E-Mail, zeigt sie aber auf der Startseite', async ({ t, client, smtp }) => {
    const MITTWOCH_8_UHR = MONTAG_8_UHR + 48 * STUNDE;
    t.uhr.set(MITTWOCH_8_UHR);
    const evuToken = (await client.angemeldet('evu')).access_token;
    expect((await client.send('PUT', '/framework/api/member/benachrichtigungen', [{ art: 'erinnerung', mail: false }], evuToken)).statusCode).toBe(200);
    const { evu, aktive } = await dreiAusschreibungen(t, [MITTWOCH_8_UHR + 30 * STUNDE]);
    const vorher = smtp.mails.length;
    expect(await erinnereAnAngebotsfrist(t.app.db, t.uhr, t.app.outbox, URL)).toBeGreaterThanOrEqual(1);
    await t.app.outbox.zustellen();
    expect(smtp.mails.slice(vorher).filter((m) => !Array.isArray(m.to) && m.to?.text === evu.email)).toEqual([]);
    const einladung = await t.app.db.selectFrom('einladung').select('erinnert_am').where('ausschreibung_id', '=', aktive[0]!.id).where('evu_id', '=', evu.id).executeTakeFirstOrThrow();
    expect(Number(einladung.erinnert_am)).toBe(MITTWOCH_8_UHR);
    const [neueste] = (await client.get('/framework/api/member/neuigkeiten', evuToken)).json();
    expect(neueste).toMatchObject({
      art: 'erinnerung',
      text: `Die Angebotsfrist der Ausschreibung ${aktive[0]!.nummer} endet bald; Sie haben noch kein Angebot abgegeben.`,
      pfad: `/evu/ausschreibung/${aktive[0]!.sparte === 1 ? 'strom' : 'gas'}/${aktive[0]!.id}/show`,
      at: new Date(MITTWOCH_8_UHR).toISOString(),
    });
  });
});
