import type { ParsedMail } from 'mailparser';
import { describe, expect } from 'vitest';
import { berlinerUhrzeitAm } from '../../../domain/datum';
import { aktiveAdministratoren } from '../../../server/mail/recipients.queries';
import { Outbox } from '../../../server/mail/outbox';
import { smtpTransport } from '../../../server/mail/transport';
import { erinnereAnNachweisablauf, lasseZulassungenAblaufen, type AblaufUmgebung } from '../../../server/zulassung/ablauf';
import { ablaufKandidaten } from '../../../server/zulassung/ablauf.queries';
import { E, lege, neuesEvu } from '../hilfen/personen';
import { portalTests } from '../hilfen/portalTest';
import type { SmtpPeer } from '../hilfen/smtpPeer';
import type { TestApp, TestClient } from '../hilfen/testApp';

const URL = 'http://portal.example';

/** An EVU of its own, admitted for `sparten` (bit flags), with the given proofs of kind and Gültig bis. */
async function zugelassenesEvu(t: TestApp, client: TestClient, admin: string, sparten: number, nachweise: [string, string][]) {
  const daten = neuesEvu({ sparten });
  const { id } = await lege(client, E, daten, admin);
  const { benutzer_id } = await t.app.db.selectFrom('evu').select('benutzer_id').where('id', '=', id).executeTakeFirstOrThrow();
  // Whatever the creation set up, this EVU is admitted for its Sparten now.
  await t.app.db.deleteFrom('evu_zulassung').where('evu_id', '=', id).execute();
  for (const sparte of [1, 2].filter((bit) => (sparten & bit) !== 0)) {
    await t.app.db.insertInto('evu_zulassung').values({ evu_id: id, sparte, status: 'zugelassen', seit: t.uhr.now(), begruendung: 'geprüft', version: 1 }).execute();
  }
  for (const [art, gueltigBis] of nachweise) await nachweis(t, id, benutzer_id, art, gueltigBis);
  return { id: id as number, email: daten.email, firma: daten.firma, benutzerId: benutzer_id };
}

async function nachweis(t: TestApp, evuId: number, benutzerId: number, art: string, gueltigBis: string, pruefung: string | null = 'geprueft') {
  const { id } = await t.app.db
    .insertInto('evu_nachweis')
    .values({ evu_id: evuId, art, gueltig_bis: gueltigBis, name: `${art}.pdf`, content_type: 'application/pdf', size: 4, data: Buffer.from('%PDF'), uploaded_by: benutzerId, uploaded_at: t.uhr.now(), pruefung })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const umgebung = (t: TestApp, outbox = t.app.outbox): AblaufUmgebung => ({ db: t.app.db, clock: t.uhr, outbox, publicUrl: URL, pflicht: t.app.config.nachweisPflicht });
/** Two instances on one database: the same run with a second outbox, started at once. */
const zweiInstanzen = async (t: TestApp, smtp: SmtpPeer, lauf: (u: AblaufUmgebung) => Promise<number>) => {
  const zweite = new Outbox(t.app.db, t.uhr, smtpTransport(smtp.url), { error: () => {} });
  const ergebnisse = await Promise.all([lauf(umgebung(t)), lauf(umgebung(t, zweite))]);
  await zweite.zustellen();
  return ergebnisse[0] + ergebnisse[1];
};
const an = (mails: ParsedMail[], email: string) => mails.filter((m) => JSON.stringify(m.to ?? '').includes(email));
const administratoren = (t: TestApp) => aktiveAdministratoren(t.app.db);
/** The tests of this file share one database: each starts without the proofs of the one before. */
const ohneNachweise = (t: TestApp) => t.app.db.deleteFrom('evu_nachweis').execute();
const zustaende = (t: TestApp, evuId: number) => t.app.db.selectFrom('evu_zulassung').select(['sparte', 'status']).where('evu_id', '=', evuId).orderBy('sparte').execute();
/** Delivers what is queued: a run that started before the mails were queued (at an earlier clock) does not carry them, so a second one follows. */
const zustellen = async (t: TestApp) => {
  for (let lauf = 0; lauf < 2; lauf++) await t.app.outbox.zustellen();
};
/** 08:00 in Germany on the calendar day `tag`. */
const morgens = (tag: string) => berlinerUhrzeitAm(tag, 8);

describe.each(portalTests({ mails: true }))('Ablauf der Nachweise auf $name', ({ it }) => {
  it('erinnert 30 und 7 Tage vor dem Ablauf genau einmal, auch bei zwei Instanzen, das EVU und jeden Administrator', async ({ t, client, admin, smtp }) => {
    await ohneNachweise(t);
    const evu = await zugelassenesEvu(t, client, admin, 1, [['Betriebshaftpflicht', '2027-03-01']]);
    const admins = await administratoren(t);
    const erinnerungen = () => an(smtp.mails, evu.email).filter((m) => m.subject === 'Ihr Nachweis „Betriebshaftpflichtversicherung“ läuft am 01.03.2027 ab');

    // 31 days before: nothing is due yet.
    t.uhr.set(morgens('2027-01-29'));
    expect(await erinnereAnNachweisablauf(umgebung(t))).toBe(0);
    // 30 days before (01.03. − 30 days = 30.01.): once, however many instances run.
    t.uhr.set(morgens('2027-01-30'));
    expect(await zweiInstanzen(t, smtp, erinnereAnNachweisablauf)).toBe(1);
    expect(await erinnereAnNachweisablauf(umgebung(t))).toBe(0);
    await zustellen(t);
    expect(erinnerungen()).toHaveLength(1);
    expect(erinnerungen()[0]!.text).toContain('ist noch 30 Tage gültig');
    expect(erinnerungen()[0]!.text).toContain(`${URL}/evu/zulassung`);
    for (const { email } of admins) {
      const mails = an(smtp.mails, email).filter((m) => m.subject === `Nachweis von ${evu.firma} läuft am 01.03.2027 ab`);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`${URL}/administrator/evu/${evu.id}/show`);
    }
    const neuigkeit = await t.app.db.selectFrom('neuigkeit').select(['text', 'pfad']).where('benutzer_id', '=', evu.benutzerId).where('art', '=', 'nachweisAblauf').execute();
    expect(neuigkeit).toEqual([{ text: 'Ihr Nachweis „Betriebshaftpflichtversicherung“ läuft am 01.03.2027 ab.', pfad: '/evu/zulassung' }]);

    // Eight days before: still only the first one.
    t.uhr.set(morgens('2027-02-21'));
    expect(await erinnereAnNachweisablauf(umgebung(t))).toBe(0);
    // 7 days before (22.02.), once.
    t.uhr.set(morgens('2027-02-22'));
    expect(await zweiInstanzen(t, smtp, erinnereAnNachweisablauf)).toBe(1);
    t.uhr.set(morgens('2027-03-01'));
    expect(await erinnereAnNachweisablauf(umgebung(t))).toBe(0);
    await zustellen(t);
    expect(erinnerungen()).toHaveLength(2);
    expect(erinnerungen()[1]!.text).toContain('ist noch 7 Tage gültig');
    for (const { email } of admins) expect(an(smtp.mails, email).filter((m) => m.subject === `Nachweis von ${evu.firma} läuft am 01.03.2027 ab`)).toHaveLength(2);
    const zeile = await t.app.db.selectFrom('evu_nachweis').select(['erinnert_30_am', 'erinnert_7_am']).where('evu_id', '=', evu.id).executeTakeFirstOrThrow();
    expect([Number(zeile.erinnert_30_am), Number(zeile.erinnert_7_am)]).toEqual([morgens('2027-01-30'), morgens('2027-02-22')]);
  });

  it('erinnert an einen Nachweis mit weniger als acht Tagen Gültigkeit nur einmal, sieben Tage vorher', async ({ t, client, admin, smtp }) => {
    await ohneNachweise(t);
    const evu = await zugelassenesEvu(t, client, admin, 1, [['Handelsregisterauszug', '2027-04-15']]);
    t.uhr.set(morgens('2027-04-10'));
    expect(await erinnereAnNachweisablauf(umgebung(t))).toBe(1);
    t.uhr.set(morgens('2027-04-14'));
    expect(await erinnereAnNachweisablauf(umgebung(t))).toBe(0);
    await zustellen(t);
    const mails = an(smtp.mails, evu.email).filter((m) => m.subject?.startsWith('Ihr Nachweis'));
    expect(mails.map((m) => m.subject)).toEqual(['Ihr Nachweis „Handelsregisterauszug“ läuft am 15.04.2027 ab']);
    expect(mails[0]!.text).toContain('ist noch 5 Tage gültig');
  });

  it('lässt die Zulassung genau einmal ablaufen, wenn ein vorgeschriebener Nachweis abgelaufen ist, auch bei zwei Instanzen', async ({ t, client, admin, smtp }) => {
    await ohneNachweise(t);
    const evu = await zugelassenesEvu(t, client, admin, 3, [['Betriebshaftpflicht', '2027-06-01']]);
    const admins = await administratoren(t);
    // Valid through its last day, in German time: 23:30 on 01.06. is still 21:30 UTC of that day.
    t.uhr.set(berlinerUhrzeitAm('2027-06-01', 23) + 30 * 60_000);
    expect(await lasseZulassungenAblaufen(umgebung(t))).toBe(0);
    expect(await zustaende(t, evu.id)).toEqual([{ sparte: 1, status: 'zugelassen' }, { sparte: 2, status: 'zugelassen' }]);

    // 00:30 on 02.06. in Germany is still 01.06. in UTC: the German day counts.
    t.uhr.set(berlinerUhrzeitAm('2027-06-02', 0) + 30 * 60_000);
    expect(await zweiInstanzen(t, smtp, lasseZulassungenAblaufen)).toBe(1);
    expect(await lasseZulassungenAblaufen(umgebung(t))).toBe(0);
    expect(await zustaende(t, evu.id)).toEqual([{ sparte: 1, status: 'abgelaufen' }, { sparte: 2, status: 'abgelaufen' }]);
    const begruendung = 'Vorgeschriebener Nachweis abgelaufen: Betriebshaftpflichtversicherung (gültig bis 01.06.2027)';
    const verlauf = await t.app.db.selectFrom('evu_zulassung_verlauf').select(['sparte', 'status', 'von', 'begruendung']).where('evu_id', '=', evu.id).where('status', '=', 'abgelaufen').orderBy('sparte').execute();
    expect(verlauf).toEqual([
      { sparte: 1, status: 'abgelaufen', von: null, begruendung },
      { sparte: 2, status: 'abgelaufen', von: null, begruendung },
    ]);
    const audit = await t.app.db.selectFrom('audit_event').select(['benutzer_id', 'vorher', 'nachher']).where('aktion', '=', 'zulassung_abgelaufen').where('entitaet_id', '=', evu.id).orderBy('id').execute();
    expect(audit.map((a) => [a.benutzer_id, JSON.parse(a.vorher!), JSON.parse(a.nachher!)])).toEqual([
      [null, { sparte: 1, status: 'zugelassen' }, { sparte: 1, status: 'abgelaufen', begruendung }],
      [null, { sparte: 2, status: 'zugelassen' }, { sparte: 2, status: 'abgelaufen', begruendung }],
    ]);

    await zustellen(t);
    const anEvu = an(smtp.mails, evu.email).filter((m) => m.subject === 'Ihre Zulassung für Strom und Gas ist abgelaufen');
    expect(anEvu).toHaveLength(1);
    expect(anEvu[0]!.text).toContain('– Betriebshaftpflichtversicherung (gültig bis 01.06.2027)');
    expect(anEvu[0]!.text).toContain('Ihre bestehenden Einladungen und abgegebenen Angebote bleiben bestehen.');
    for (const { email } of admins) expect(an(smtp.mails, email).filter((m) => m.subject === `Zulassung von ${evu.firma} für Strom und Gas abgelaufen`)).toHaveLength(1);
  });

  it('lässt nichts ablaufen, wenn der Nachweis rechtzeitig erneuert wurde oder eine Alternative die Anforderung erfüllt, und erinnert dann auch nicht', async ({ t, client, admin, smtp }) => {
    await ohneNachweise(t);
    const erneuert = await zugelassenesEvu(t, client, admin, 1, [['Betriebshaftpflicht', '2027-08-01'], ['Betriebshaftpflicht', '2028-08-01']]);
    const alternative = await zugelassenesEvu(t, client, admin, 2, [['Jahresabschluss', '2027-08-01'], ['Bonitaetsauskunft', '2028-01-31']]);
    for (const tag of ['2027-07-02', '2027-07-25']) {
      t.uhr.set(morgens(tag));
      expect(await erinnereAnNachweisablauf(umgebung(t))).toBe(0);
    }
    t.uhr.set(morgens('2027-08-05'));
    // Neither is even a candidate: the query weighs renewals and alternatives itself, so no run reads them again.
    expect(await ablaufKandidaten(t.app.db, [['Betriebshaftpflicht'], ['Jahresabschluss', 'Bonitaetsauskunft']], '2027-08-05')).toEqual([]);
    expect(await ablaufKandidaten(t.app.db, [['Jahresabschluss']], '2027-08-05')).toEqual([alternative.id]);
    expect(await lasseZulassungenAblaufen(umgebung(t))).toBe(0);
    expect(await zustaende(t, erneuert.id)).toEqual([{ sparte: 1, status: 'zugelassen' }]);
    expect(await zustaende(t, alternative.id)).toEqual([{ sparte: 2, status: 'zugelassen' }]);
    await zustellen(t);
    expect(an(smtp.mails, erneuert.email).filter((m) => m.subject?.startsWith('Ihr'))).toEqual([]);
    expect(an(smtp.mails, alternative.email).filter((m) => m.subject?.startsWith('Ihr'))).toEqual([]);

    // The alternative's own end is what counts: the Bonitätsauskunft is reminded of, and then the Zulassung expires.
    t.uhr.set(morgens('2028-01-01'));
    expect(await erinnereAnNachweisablauf(umgebung(t))).toBe(1);
    t.uhr.set(morgens('2028-02-01'));
    expect(await lasseZulassungenAblaufen(umgebung(t))).toBe(1);
    expect(await zustaende(t, alternative.id)).toEqual([{ sparte: 2, status: 'abgelaufen' }]);
    const { begruendung } = await t.app.db.selectFrom('evu_zulassung').select('begruendung').where('evu_id', '=', alternative.id).executeTakeFirstOrThrow();
    expect(begruendung).toBe('Vorgeschriebener Nachweis abgelaufen: Bonitätsauskunft (gültig bis 31.01.2028)');
  });

  it('lässt sich von einem ungeprüften Upload (gültig bis 9999) nicht aufhalten und lässt bei vorgeschriebenem Ökostrom-Zertifikat nur Strom ablaufen', async ({ t, client, admin }) => {
    await ohneNachweise(t);
    const evu = await zugelassenesEvu(t, client, admin, 1, [['Betriebshaftpflicht', '2027-06-01']]);
    await nachweis(t, evu.id, evu.benutzerId, 'Betriebshaftpflicht', '9999-12-31', null);
    t.uhr.set(morgens('2027-06-02'));
    expect(await lasseZulassungenAblaufen(umgebung(t))).toBe(1);
    expect(await zustaende(t, evu.id)).toEqual([{ sparte: 1, status: 'abgelaufen' }]);

    const beide = await zugelassenesEvu(t, client, admin, 3, [['Betriebshaftpflicht', '2030-01-01'], ['Oekostromzertifikat', '2027-09-30']]);
    t.uhr.set(morgens('2027-10-01'));
    const mitOekostrom = { ...umgebung(t), pflicht: [...t.app.config.nachweisPflicht, ['Oekostromzertifikat'] as const] };
    expect(await lasseZulassungenAblaufen(mitOekostrom)).toBe(1);
    expect(await zustaende(t, beide.id)).toEqual([{ sparte: 1, status: 'abgelaufen' }, { sparte: 2, status: 'zugelassen' }]);
    const { begruendung } = await t.app.db.selectFrom('evu_zulassung').select('begruendung').where('evu_id', '=', beide.id).where('sparte', '=', 1).executeTakeFirstOrThrow();
    expect(begruendung).toBe('Vorgeschriebener Nachweis abgelaufen: Ökostrom-Zertifikat (gültig bis 30.09.2027)');
  });

  it('ändert nichts, wenn ein freiwilliger Nachweis (Ökostrom-Zertifikat) abläuft oder nur ein abgelehnter abgelaufen ist', async ({ t, client, admin, smtp }) => {
    await ohneNachweise(t);
    const oeko = await zugelassenesEvu(t, client, admin, 1, [['Oekostromzertifikat', '2029-03-01']]);
    const abgelehnt = await zugelassenesEvu(t, client, admin, 1, []);
    await nachweis(t, abgelehnt.id, abgelehnt.benutzerId, 'Betriebshaftpflicht', '2029-02-01', 'abgelehnt');
    for (const tag of ['2029-01-30', '2029-02-22']) {
      t.uhr.set(morgens(tag));
      expect(await erinnereAnNachweisablauf(umgebung(t))).toBe(0);
    }
    t.uhr.set(morgens('2029-03-05'));
    expect(await lasseZulassungenAblaufen(umgebung(t))).toBe(0);
    expect(await zustaende(t, oeko.id)).toEqual([{ sparte: 1, status: 'zugelassen' }]);
    expect(await zustaende(t, abgelehnt.id)).toEqual([{ sparte: 1, status: 'zugelassen' }]);
    await zustellen(t);
    expect(an(smtp.mails, oeko.email).filter((m) => m.subject?.startsWith('Ihr'))).toEqual([]);
  });
});
