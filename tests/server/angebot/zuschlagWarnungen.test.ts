import { describe, expect } from 'vitest';
import { AusschreibungStatus } from '../../../domain/ausschreibung';
import { deutscherKalendertag } from '../../../domain/datum';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp } from '../hilfen/testApp';

const K = '/api/kunde/ausschreibung';
const TAG = 86_400_000;

/**
 * A tender of its own in Bindefrist, a copy of the demo's of the Kunde with `firma` with its Lieferstellen and its
 * released offers; `bemerkung` per offer (a Bemerkung makes an offer one under Vorbehalt). Each test awards its own.
 */
async function neueBindefrist(t: TestApp, firma: string, bemerkungen: (string | null)[] = []) {
  const db = t.app.db;
  const kunde = await db.selectFrom('kunde').select('id').where('firma', '=', firma).executeTakeFirstOrThrow();
  const vorlage = await db.selectFrom('ausschreibung').selectAll().where('kunde_id', '=', kunde.id).where('status', '=', AusschreibungStatus.Bindefrist).orderBy('id').executeTakeFirstOrThrow();
  const { id: _id, nummer: _n, zuschlag_angebot_id: _z, zuschlag_vorgesehen_am: _zv, zuschlag_wirksam_ab: _zw, ...werte } = vorlage;
  const { id } = await db
    .insertInto('ausschreibung')
    .values({
      ...werte,
      nummer: `A-WARN-${Math.random().toString(36).slice(2, 10)}`,
      bindefrist: t.uhr.now() + 30 * TAG,
      version: 1,
      // kept by triggers from here on
      anzahl_lieferstellen: 0,
      jahresverbrauch_kwh: 0,
      anzahl_angebote: 0,
      anzahl_angebote_freigegeben: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lieferstellen = await db.selectFrom('lieferstelle').selectAll().where('ausschreibung_id', '=', vorlage.id).execute();
  await db.insertInto('lieferstelle').values(lieferstellen.map(({ id: _l, ...l }) => ({ ...l, ausschreibung_id: id }))).execute();
  const angebote = await db.selectFrom('angebot').selectAll().where('ausschreibung_id', '=', vorlage.id).orderBy('id').execute();
  const neue: { id: number; evuId: number }[] = [];
  for (const [i, { id: _a, ...o }] of angebote.entries()) {
    const { id: angebotId } = await db
      .insertInto('angebot')
      .values({ ...o, ausschreibung_id: id, status: 'freigegeben', bemerkung: bemerkungen[i] ?? null, bindefrist_bis: t.uhr.now() + 30 * TAG })
      .returning('id')
      .executeTakeFirstOrThrow();
    neue.push({ id: angebotId, evuId: o.evu_id });
  }
  return { id, angebote: neue };
}

/** A credit rating as the administrator enters it for an EVU. */
async function bonitaet(t: TestApp, evuId: number, klasse: number, datum: string) {
  await t.app.db.insertInto('evu_bonitaet').values({ evu_id: evuId, klasse, datum, quelle: 'Creditreform', erfasst_von: null, erfasst_am: t.uhr.now() }).execute();
}

const firmaVon = async (t: TestApp, evuId: number) => (await t.app.db.selectFrom('evu').select('firma').where('id', '=', evuId).executeTakeFirstOrThrow()).firma;
const status = async (t: TestApp, id: number) => (await t.app.db.selectFrom('ausschreibung').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const bestaetigungen = (t: TestApp, id: number) =>
  t.app.db.selectFrom('audit_event').select(['benutzer_id', 'nachher']).where('aktion', '=', 'zuschlag_warnungen_bestaetigt').where('entitaet_id', '=', id).execute();
const benutzerVon = async (t: TestApp, login: string) => (await t.app.db.selectFrom('benutzer').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;

const UNTERNEHMEN = 'Musterstadt Metallbau GmbH';

describe.each(portalTests())('Warnungen vor dem Zuschlag (Bonität, Vorbehalt) auf $name', ({ it }) => {
  // The test clock's day: 22.11.2026 (TESTBEGINN).
  const heute = (t: TestApp) => deutscherKalendertag(t.uhr.now());

  it('verweigert den Zuschlag an einen Bieter mit Bonitätsklasse 5 ohne Bestätigung und protokolliert die Bestätigung', async ({ t, client, kunde }) => {
    const a = await neueBindefrist(t, UNTERNEHMEN);
    const gewinner = a.angebote[0]!;
    await bonitaet(t, gewinner.evuId, 2, '2026-01-10');
    // The row entered last counts, whatever its date.
    await bonitaet(t, gewinner.evuId, 5, '2026-10-01');
    const firma = await firmaVon(t, gewinner.evuId);
    const warnung = { art: 'bonitaet', text: `Die Bonitätsauskunft von ${firma} vom 01.10.2026 weist Klasse 5 aus (erhöhtes Ausfallrisiko).` };
    // The comparison names it before the first click: the dialog opens with it.
    const vergleich = (await client.get(`${K}/${a.id}/angebote`, kunde)).json() as { id: number; zuschlagWarnungen?: unknown[] }[];
    expect(vergleich.find((o) => o.id === gewinner.id)!.zuschlagWarnungen).toEqual([warnung]);

    const ohne = await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: gewinner.id }, kunde);
    expect(ohne.statusCode).toBe(409);
    expect(ohne.json()).toEqual({ message: `Bitte bestätigen Sie vor dem Zuschlag: ${warnung.text}`, warnungen: [warnung] });
    for (const falsch of [{ bonitaetBestaetigt: false }, { vorbehaltBestaetigt: true }]) {
      expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: gewinner.id, ...falsch }, kunde)).statusCode).toBe(409);
    }
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: gewinner.id, bonitaetBestaetigt: 'ja' }, kunde)).statusCode).toBe(400);
    expect(await status(t, a.id)).toBe(AusschreibungStatus.Bindefrist);
    expect(await bestaetigungen(t, a.id)).toEqual([]);

    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: gewinner.id, bonitaetBestaetigt: true }, kunde)).statusCode).toBe(204);
    expect(await status(t, a.id)).toBe(AusschreibungStatus.Abgeschlossen);
    const [eintrag, ...mehr] = await bestaetigungen(t, a.id);
    expect(mehr).toEqual([]);
    expect(eintrag!.benutzer_id).toBe(await benutzerVon(t, 'kunde'));
    expect(JSON.parse(eintrag!.nachher!)).toEqual({ angebotId: gewinner.id, evuId: gewinner.evuId, warnungen: [warnung], bonitaet: { klasse: 5, datum: '2026-10-01', quelle: 'Creditreform' } });
  });

  it('verlangt die Bestätigung bei einer Auskunft älter als 12 Monate oder ohne Auskunft, nicht bei einer frischen guten', async ({ t, client, kunde }) => {
    expect(heute(t)).toBe('2026-11-22');
    const alt = await neueBindefrist(t, UNTERNEHMEN);
    // 13 months before 22.11.2026.
    await bonitaet(t, alt.angebote[0]!.evuId, 2, '2025-10-22');
    const antwort = await client.send('POST', `${K}/${alt.id}/zuschlag`, { angebotId: alt.angebote[0]!.id }, kunde);
    expect(antwort.statusCode).toBe(409);
    expect(antwort.json().warnungen).toEqual([
      { art: 'bonitaet', text: `Die letzte Bonitätsauskunft von ${await firmaVon(t, alt.angebote[0]!.evuId)} (Klasse 2) ist vom 22.10.2025 und damit älter als 12 Monate.` },
    ]);
    // Exactly twelve months old (22.11.2025) still counts as current.
    await bonitaet(t, alt.angebote[0]!.evuId, 2, '2025-11-22');
    expect((await client.send('POST', `${K}/${alt.id}/zuschlag`, { angebotId: alt.angebote[0]!.id }, kunde)).statusCode).toBe(204);
    expect(await bestaetigungen(t, alt.id)).toEqual([]);

    const ohne = await neueBindefrist(t, UNTERNEHMEN);
    const evuOhne = ohne.angebote[1]!;
    await t.app.db.deleteFrom('evu_bonitaet').where('evu_id', '=', evuOhne.evuId).execute();
    const keine = await client.send('POST', `${K}/${ohne.id}/zuschlag`, { angebotId: evuOhne.id }, kunde);
    expect(keine.statusCode).toBe(409);
    expect(keine.json().warnungen).toEqual([{ art: 'bonitaet', text: `Für ${await firmaVon(t, evuOhne.evuId)} ist keine Bonitätsauskunft erfasst.` }]);

    // Class 2 from last month: no question asked.
    await bonitaet(t, evuOhne.evuId, 2, '2026-10-15');
    expect((await client.send('POST', `${K}/${ohne.id}/zuschlag`, { angebotId: evuOhne.id }, kunde)).statusCode).toBe(204);
    expect(await status(t, ohne.id)).toBe(AusschreibungStatus.Abgeschlossen);
  });

  it('verlangt bei einem Angebot mit Vorbehalt vorbehaltBestaetigt, mit denselben Regeln wie die Bonität und beide zugleich', async ({ t, client, kunde }) => {
    const a = await neueBindefrist(t, UNTERNEHMEN, [null, 'Preise vorbehaltlich unveränderter Netzentgelte.']);
    const mitVorbehalt = a.angebote[1]!;
    const firma = await firmaVon(t, mitVorbehalt.evuId);
    await t.app.db.deleteFrom('evu_bonitaet').where('evu_id', '=', mitVorbehalt.evuId).execute();
    const vorbehalt = { art: 'vorbehalt', text: `Das Angebot von ${firma} steht unter Vorbehalt; die Bedingung des Bieters gilt mit dem Zuschlag.` };
    const keine = { art: 'bonitaet', text: `Für ${firma} ist keine Bonitätsauskunft erfasst.` };

    const beide = await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: mitVorbehalt.id }, kunde);
    expect(beide.statusCode).toBe(409);
    expect(beide.json()).toEqual({ message: `Bitte bestätigen Sie vor dem Zuschlag: ${vorbehalt.text} ${keine.text}`, warnungen: [vorbehalt, keine] });
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: mitVorbehalt.id, bonitaetBestaetigt: true }, kunde)).json().warnungen).toEqual([vorbehalt]);
    await bonitaet(t, mitVorbehalt.evuId, 1, '2026-11-01');
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: mitVorbehalt.id }, kunde)).json().warnungen).toEqual([vorbehalt]);
    expect(await status(t, a.id)).toBe(AusschreibungStatus.Bindefrist);

    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: mitVorbehalt.id, vorbehaltBestaetigt: true }, kunde)).statusCode).toBe(204);
    const [eintrag] = await bestaetigungen(t, a.id);
    expect(JSON.parse(eintrag!.nachher!)).toMatchObject({ angebotId: mitVorbehalt.id, warnungen: [vorbehalt], bonitaet: { klasse: 1, datum: '2026-11-01' } });
  });

  it('fragt auch vor einem Zuschlag mit Stillhaltefrist und protokolliert die Bestätigung mit ihm', async ({ t, client }) => {
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const a = await neueBindefrist(t, await kommunaleFirma(t));
    const gewinner = a.angebote[0]!;
    await t.app.db.deleteFrom('evu_bonitaet').where('evu_id', '=', gewinner.evuId).execute();
    await bonitaet(t, gewinner.evuId, 6, '2026-11-20');
    const ohne = await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: gewinner.id }, kunde2);
    expect(ohne.statusCode).toBe(409);
    expect(ohne.json().warnungen).toHaveLength(1);
    expect(await t.app.db.selectFrom('informationsschreiben').select('angebot_id').where('angebot_id', 'in', a.angebote.map((o) => o.id)).execute()).toEqual([]);

    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: gewinner.id, bonitaetBestaetigt: true }, kunde2)).statusCode).toBe(204);
    const danach = (await client.get(`${K}/${a.id}`, kunde2)).json();
    expect(danach.zuschlagVorgesehen).toMatchObject({ angebotId: gewinner.id });
    const [eintrag] = await bestaetigungen(t, a.id);
    expect(eintrag!.benutzer_id).toBe(await benutzerVon(t, 'kunde2'));
    expect(JSON.parse(eintrag!.nachher!).bonitaet).toEqual({ klasse: 6, datum: '2026-11-20', quelle: 'Creditreform' });
  });
});

/** The Kommune of the demo (kunde2), whose tenders wait for the Stillhaltefrist. */
async function kommunaleFirma(t: TestApp): Promise<string> {
  const k = await t.app.db
    .selectFrom('kunde as k')
    .innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
    .select('k.firma')
    .where('b.login', '=', 'kunde2')
    .executeTakeFirstOrThrow();
  return k.firma!;
}
