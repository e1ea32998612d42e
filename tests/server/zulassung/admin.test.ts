import { describe, expect } from 'vitest';
import { evuEmpfaenger } from '../../../server/mail/recipients.queries';
import { wechsleZulassung } from '../../../server/zulassung/uebergang';
import { E, eingabeAus, lege, mailAn, neuesEvu } from '../hilfen/personen';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const ZULASSUNG_TEXT = 'Die Nachweise sind vollständig und geprüft.';
const EIGENERKLAERUNG_FEHLT = 'Eigenerklärung zu Ausschlussgründen (§§ 123/124 GWB): fehlt';

/** The demo EVU whose application waits (server/demodaten/demodaten.ts): Strom only, three proofs, no Eigenerklärung. */
const wartendesEvu = (t: TestApp) =>
  t.app.db.selectFrom('evu as e').innerJoin('benutzer as b', 'b.id', 'e.benutzer_id').select(['e.id', 'e.benutzer_id']).where('b.login', '=', 'evu4').executeTakeFirstOrThrow();

/** The Eigenerklärung as the EVU's own form stores it (its route is the EVU's side of the register). */
async function gibEigenerklaerungAb(t: TestApp, evuId: number, benutzerId: number) {
  await t.app.db
    .insertInto('evu_eigenerklaerung')
    .values({ evu_id: evuId, angaben: '{}', unterzeichnet_name: 'Anton Berger', unterzeichnet_am: '2026-11-21', pdf: Buffer.from('%PDF-1.4\n%Eigenerklaerung\n'), gespeichert_von: benutzerId, gespeichert_am: t.uhr.now() })
    .execute();
}

const entscheide = (client: TestClient, evuId: number, sparte: 'strom' | 'gas', koerper: object, admin: string) =>
  client.send('POST', `${E}/${evuId}/zulassung/${sparte}/entscheidung`, koerper, admin);
const meldung = (antwort: { statusCode: number; json: () => { message: string } }) => [antwort.statusCode, antwort.json().message];

/**
 * The administrator's side of the supplier register (issue 45): reading an EVU's Zulassung, every decision the
 * transitions table allows and every refusal, the check of a proof, and the credit rating.
 */
describe.each(portalTests({ mails: true }))('Lieferantenregister des Administrators auf $name', ({ it }) => {
  it('zeigt einen wartenden Antrag: Stand je Sparte mit Fehlendem und Verlauf, Nachweise, Referenzen, keine Bonität', async ({ t, client, admin }) => {
    const evu = await wartendesEvu(t);
    const antwort = await client.get(`${E}/${evu.id}/zulassung`, admin);
    expect(antwort.statusCode, antwort.body).toBe(200);
    const stand = antwort.json();
    // Seeded on 22.11.2026 10:00 in Berlin: registered six days, applied two days, uploaded three days before.
    expect(stand.sparten).toEqual([
      {
        sparte: 1,
        status: 'in_pruefung',
        seit: '2026-11-20T09:00:00.000Z',
        begruendung: null,
        fehlend: [{ arten: ['Eigenerklaerung'], text: EIGENERKLAERUNG_FEHLT }],
        // its three files wait for the administrator's check
        ungeprueft: ['Handelsregisterauszug', 'Bilanz/Jahresabschluss oder Bonitätsauskunft', 'Betriebshaftpflichtversicherung'],
        verlauf: [
          { status: 'in_pruefung', at: '2026-11-20T09:00:00.000Z', von: 'Anton Berger', begruendung: null },
          { status: 'registriert', at: '2026-11-16T09:00:00.000Z', von: null, begruendung: null },
        ],
      },
    ]);
    // Uploaded on 19.11.2026: the Handelsregisterauszug at most six months (19.05.2027), the others a year (through 18.11.2027).
    expect(stand.nachweise.map((n: { art: string; gueltigBis: string; pruefung: null }) => [n.art, n.gueltigBis, n.pruefung])).toEqual([
      ['Betriebshaftpflicht', '2027-11-18', null],
      ['Handelsregisterauszug', '2027-05-19', null],
      ['Jahresabschluss', '2027-11-18', null],
    ]);
    expect(stand.nachweise[0]).toMatchObject({ name: 'Betriebshaftpflicht.pdf', hochgeladenAm: '2026-11-19T09:00:00.000Z', pfad: `${E}/${evu.id}/nachweise/${stand.nachweise[0].id}` });
    expect(stand.eigenerklaerung).toBeNull();
    expect(stand.referenzen).toEqual([{ kunde: 'Allgäuer Molkerei eG', volumenMwh: 4300, sparte: 1, von: '2024-07-01', bis: null }]);
    expect(stand.bonitaet).toBeNull();

    const datei = await client.get(stand.nachweise[1].pfad, admin);
    expect(datei.statusCode).toBe(200);
    expect(datei.headers['content-type']).toBe('application/pdf');
    expect(datei.headers['content-disposition']).toContain('Handelsregisterauszug.pdf');
    expect(datei.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

    const zugelassen = (await client.get(`${E}/${(await t.app.db.selectFrom('evu').select('id').where('firma', '=', 'Rheingas Versorgung GmbH').executeTakeFirstOrThrow()).id}/zulassung`, admin)).json();
    expect(zugelassen.sparten.map((z: { sparte: number; status: string }) => [z.sparte, z.status])).toEqual([[2, 'zugelassen']]);
    expect(zugelassen.bonitaet).toMatchObject({ klasse: 5, quelle: 'Creditreform', erfasstVon: 'Anna Verwalter' });
  });

  it('antwortet auf ein unbekanntes EVU und den Nachweis eines anderen EVU mit 404', async ({ t, client, admin }) => {
    const evu = await wartendesEvu(t);
    const fremd = await t.app.db.selectFrom('evu_nachweis').select('id').where('evu_id', '<>', evu.id).executeTakeFirstOrThrow();
    expect(meldung(await client.get(`${E}/999999/zulassung`, admin))).toEqual([404, 'Das EVU wurde nicht gefunden.']);
    expect(meldung(await client.get(`${E}/${evu.id}/nachweise/${fremd.id}`, admin))).toEqual([404, 'Der Nachweis wurde nicht gefunden.']);
    expect(meldung(await client.send('POST', `${E}/${evu.id}/nachweise/${fremd.id}/pruefung`, { pruefung: 'geprueft' }, admin))).toEqual([404, 'Der Nachweis wurde nicht gefunden.']);
    expect(meldung(await client.get(`${E}/${evu.id}/eigenerklaerung/pdf`, admin))).toEqual([404, 'Das EVU hat noch keine Eigenerklärung abgegeben.']);
    expect(meldung(await entscheide(client, evu.id, 'gas', { status: 'gesperrt', begruendung: 'Test' }, admin))).toEqual([404, 'Das EVU beliefert die Sparte Gas nicht; dafür gibt es keine Zulassung.']);
    expect((await entscheide(client, evu.id, 'oel' as 'gas', { status: 'gesperrt', begruendung: 'Test' }, admin)).statusCode).toBe(400);
    expect((await entscheide(client, evu.id, 'strom', { status: 'abgelaufen', begruendung: 'Test' }, admin)).statusCode).toBe(400);
    expect((await client.get(`${E}/${evu.id}/zulassung`, (await client.angemeldet('evu4')).access_token)).statusCode).toBe(403);
  });

  it('lässt erst mit allen Pflichtnachweisen zu (409 mit dem Fehlenden), verlangt die Begründung, protokolliert und schreibt dem EVU', async ({ t, client, smtp, admin }) => {
    const evu = await wartendesEvu(t);
    const fehler = await entscheide(client, evu.id, 'strom', { status: 'zugelassen', begruendung: '  ' }, admin);
    expect(fehler.statusCode).toBe(400);
    expect(fehler.json().errors).toEqual({ begruendung: ['Bitte begründen Sie die Entscheidung; das EVU erhält die Begründung.'] });
    expect((await entscheide(client, evu.id, 'strom', { status: 'zugelassen' }, admin)).statusCode).toBe(400);
    expect(meldung(await entscheide(client, evu.id, 'strom', { status: 'zugelassen', begruendung: ZULASSUNG_TEXT }, admin))).toEqual([
      409,
      `Das EVU kann nicht zugelassen werden. Es fehlt: ${EIGENERKLAERUNG_FEHLT}.`,
    ]);
    expect((await client.get(`${E}/${evu.id}/zulassung`, admin)).json().sparten[0].status).toBe('in_pruefung');

    await gibEigenerklaerungAb(t, evu.id, evu.benutzer_id);
    // Complete, but nobody has read its files yet: admitted only on checked proofs.
    expect(meldung(await entscheide(client, evu.id, 'strom', { status: 'zugelassen', begruendung: ZULASSUNG_TEXT }, admin))).toEqual([
      409,
      'Das EVU kann erst zugelassen werden, wenn Sie seine Nachweise geprüft haben. Noch nicht geprüft: Handelsregisterauszug; Bilanz/Jahresabschluss oder Bonitätsauskunft; Betriebshaftpflichtversicherung.',
    ]);
    for (const { id } of await t.app.db.selectFrom('evu_nachweis').select('id').where('evu_id', '=', evu.id).execute()) {
      expect((await client.send('POST', `${E}/${evu.id}/nachweise/${id}/pruefung`, { pruefung: 'geprueft' }, admin)).statusCode).toBe(204);
    }
    expect((await entscheide(client, evu.id, 'strom', { status: 'zugelassen', begruendung: ` ${ZULASSUNG_TEXT} ` }, admin)).statusCode).toBe(204);
    const stand = (await client.get(`${E}/${evu.id}/zulassung`, admin)).json();
    expect(stand.sparten[0]).toMatchObject({ status: 'zugelassen', seit: new Date(t.uhr.now()).toISOString(), begruendung: ZULASSUNG_TEXT, fehlend: [] });
    expect(stand.sparten[0].verlauf[0]).toEqual({ status: 'zugelassen', at: new Date(t.uhr.now()).toISOString(), von: 'Anna Verwalter', begruendung: ZULASSUNG_TEXT });
    expect(stand.eigenerklaerung).toEqual({ unterzeichnetName: 'Anton Berger', unterzeichnetAm: '2026-11-21', gespeichertAm: new Date(t.uhr.now()).toISOString(), pfad: `${E}/${evu.id}/eigenerklaerung/pdf` });
    const pdf = await client.get(stand.eigenerklaerung.pfad, admin);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);

    const protokoll = await t.app.db.selectFrom('audit_event').selectAll().where('aktion', '=', 'zulassung_entschieden').where('entitaet_id', '=', evu.id).executeTakeFirstOrThrow();
    expect([protokoll.entitaet, JSON.parse(protokoll.vorher!), JSON.parse(protokoll.nachher!)]).toEqual(['evu', { sparte: 1, status: 'in_pruefung' }, { sparte: 1, status: 'zugelassen', begruendung: ZULASSUNG_TEXT }]);
    const historie = (await client.get(`${E}/${evu.id}/historie`, admin)).json();
    expect(historie[0]).toMatchObject({ aktion: 'Zulassung entschieden', details: `Strom: in Prüfung → zugelassen · Begründung: ${ZULASSUNG_TEXT}` });

    const mail = await mailAn(t, smtp.mails, 'vertrieb@alpenstrom.example');
    expect(mail.subject).toBe('Ihre Zulassung für Strom: zugelassen');
    expect(mail.text).toContain('Guten Tag Anton Berger,');
    expect(mail.text).toContain('die Zulassung der Alpenstrom Energie GmbH als Versorger für die Sparte Strom ist jetzt „zugelassen“.');
    expect(mail.text).toContain(`Begründung: ${ZULASSUNG_TEXT}`);
    const neuigkeiten = (await client.get('/framework/api/member/neuigkeiten', (await client.angemeldet('evu4')).access_token)).json();
    expect(neuigkeiten[0]).toMatchObject({ art: 'zulassung', text: 'Zulassung für Strom: zugelassen', pfad: '/evu' });

    // From zugelassen the table allows only the block (and the portal's expiry).
    expect(meldung(await entscheide(client, evu.id, 'strom', { status: 'abgelehnt', begruendung: 'Doch nicht.' }, admin))).toEqual([
      409,
      'Die Zulassung für Strom ist „zugelassen“; von dort ist „abgelehnt“ nicht möglich.',
    ]);
    expect(meldung(await entscheide(client, evu.id, 'strom', { status: 'zugelassen', begruendung: 'Noch einmal.' }, admin))).toEqual([409, 'Die Zulassung für Strom ist bereits „zugelassen“.']);
    expect(meldung(await entscheide(client, evu.id, 'strom', { status: 'registriert', begruendung: 'Entsperren.' }, admin))).toEqual([
      409,
      'Die Zulassung für Strom ist „zugelassen“; von dort ist „entsperrt“ nicht möglich.',
    ]);
  });

  it('lehnt einen Antrag mit Begründung ab, sperrt und entsperrt; jede Sparte für sich', async ({ t, client, smtp, admin }) => {
    const neu = await lege(client, E, neuesEvu({ sparten: 3, email: 'zulassung@ostsee-energie.example' }), admin, { zulassen: false });
    const status = async () => (await client.get(`${E}/${neu.id}/zulassung`, admin)).json().sparten.map((z: { status: string }) => z.status);
    expect(await status()).toEqual(['registriert', 'registriert']);
    // registriert → abgelehnt is not in the table: only an application can be rejected.
    expect(meldung(await entscheide(client, neu.id, 'strom', { status: 'abgelehnt', begruendung: 'Unvollständig.' }, admin))).toEqual([
      409,
      'Die Zulassung für Strom ist „registriert“; von dort ist „abgelehnt“ nicht möglich.',
    ]);
    // The application is the EVU's own step (its route is the EVU's side of the register).
    await wechsleZulassung(t.app.db, { evuId: neu.id, sparte: 1, nach: 'in_pruefung', akteur: 'evu', von: neu.benutzerId, begruendung: null, jetzt: t.uhr.now() });
    expect((await entscheide(client, neu.id, 'strom', { status: 'abgelehnt', begruendung: '' }, admin)).json().errors).toEqual({
      begruendung: ['Bitte begründen Sie die Entscheidung; das EVU erhält die Begründung.'],
    });
    expect((await entscheide(client, neu.id, 'strom', { status: 'abgelehnt', begruendung: 'Der Handelsregisterauszug fehlt.' }, admin)).statusCode).toBe(204);
    expect(await status()).toEqual(['abgelehnt', 'registriert']);
    const ablehnung = await mailAn(t, smtp.mails, 'zulassung@ostsee-energie.example', 2);
    expect(ablehnung.subject).toBe('Ihre Zulassung für Strom: abgelehnt');
    expect(ablehnung.text).toContain('Begründung: Der Handelsregisterauszug fehlt.');

    expect((await entscheide(client, neu.id, 'strom', { status: 'gesperrt', begruendung: 'Insolvenzantrag bekannt geworden.' }, admin)).statusCode).toBe(204);
    expect(await status()).toEqual(['gesperrt', 'registriert']);
    expect(meldung(await entscheide(client, neu.id, 'strom', { status: 'gesperrt', begruendung: 'Nochmals.' }, admin))).toEqual([409, 'Die Zulassung für Strom ist bereits „gesperrt“.']);
    expect(meldung(await entscheide(client, neu.id, 'strom', { status: 'abgelehnt', begruendung: 'Abgelehnt.' }, admin))).toEqual([
      409,
      'Die Zulassung für Strom ist „gesperrt“; von dort ist „abgelehnt“ nicht möglich.',
    ]);
    // gesperrt → zugelassen is allowed, but not without the proofs.
    expect((await entscheide(client, neu.id, 'strom', { status: 'zugelassen', begruendung: 'Wieder da.' }, admin)).json().message).toMatch(/^Das EVU kann nicht zugelassen werden\. Es fehlt: Handelsregisterauszug: fehlt; /);
    expect((await entscheide(client, neu.id, 'strom', { status: 'registriert', begruendung: 'Das Insolvenzverfahren wurde nicht eröffnet.' }, admin)).statusCode).toBe(204);
    expect(await status()).toEqual(['registriert', 'registriert']);
    const entsperrt = await mailAn(t, smtp.mails, 'zulassung@ostsee-energie.example', 4);
    expect(entsperrt.subject).toBe('Ihre Zulassung für Strom: entsperrt');

    expect((await entscheide(client, neu.id, 'gas', { status: 'gesperrt', begruendung: 'Kein Gasvertrieb mehr.' }, admin)).statusCode).toBe(204);
    expect(await status()).toEqual(['registriert', 'gesperrt']);
    const verlauf = (await client.get(`${E}/${neu.id}/zulassung`, admin)).json().sparten[0].verlauf.map((v: { status: string }) => v.status);
    expect(verlauf).toEqual(['registriert', 'gesperrt', 'abgelehnt', 'in_pruefung', 'registriert']);
  });

  it('legt eine Zulassung für eine später hinzugefügte Sparte an: registriert, die andere bleibt', async ({ t, client, admin }) => {
    const neu = await lege(client, E, neuesEvu({ sparten: 1 }), admin);
    const eingabe = eingabeAus((await client.get(`${E}/${neu.id}`, admin)).json());
    const geaendert = await client.send('PUT', `${E}/${neu.id}`, { ...eingabe, sparten: 3 }, admin);
    expect(geaendert.statusCode, geaendert.body).toBe(200);
    const stand = (await client.get(`${E}/${neu.id}/zulassung`, admin)).json();
    expect(stand.sparten.map((z: { sparte: number; status: string }) => [z.sparte, z.status])).toEqual([[1, 'zugelassen'], [2, 'registriert']]);
    expect(stand.sparten[1].verlauf).toEqual([{ status: 'registriert', at: new Date(t.uhr.now()).toISOString(), von: null, begruendung: null }]);
  });

  it('nimmt die Zulassung zurück in Prüfung, wenn der Nachweis abgelehnt wird, der sie trägt, schreibt es dem EVU und protokolliert eine wiederholte Prüfung nur einmal', async ({ t, client, smtp, admin }) => {
    const evu = await t.app.db.selectFrom('evu as e').innerJoin('benutzer as b', 'b.id', 'e.benutzer_id').select(['e.id', 'e.sparten']).where('b.login', '=', 'evu2').executeTakeFirstOrThrow();
    const [empfaenger] = await evuEmpfaenger(t.app.db, [evu.id]);
    const stand = (await client.get(`${E}/${evu.id}/zulassung`, admin)).json();
    expect(stand.sparten.map((s: { status: string }) => s.status)).toEqual(stand.sparten.map(() => 'zugelassen'));
    const haftpflicht = (stand.nachweise as { id: number; art: string; gueltigBis: string }[]).find((n) => n.art === 'Betriebshaftpflicht')!;
    const pfad = `${E}/${evu.id}/nachweise/${haftpflicht.id}/pruefung`;
    const protokollZeilen = () => t.app.db.selectFrom('audit_event').select('id').where('aktion', '=', 'nachweis_geprueft').where('entitaet_id', '=', evu.id).execute();
    const vorher = (await protokollZeilen()).length;

    // Ten clicks on "geprüft" for a proof already checked: nothing changes, nothing is written.
    const zehn = await Promise.all(Array.from({ length: 10 }, () => client.send('POST', pfad, { pruefung: 'geprueft' }, admin)));
    expect(zehn.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
    expect(await protokollZeilen()).toHaveLength(vorher);

    const grund = 'Die Police ist auf eine andere Gesellschaft ausgestellt.';
    const ablehnungen = await Promise.all(Array.from({ length: 5 }, () => client.send('POST', pfad, { pruefung: 'abgelehnt', begruendung: grund }, admin)));
    expect(ablehnungen.map((a) => a.statusCode)).toEqual(Array(5).fill(204));
    expect(await protokollZeilen()).toHaveLength(vorher + 1);
    const nachher = (await client.get(`${E}/${evu.id}/zulassung`, admin)).json();
    const begruendung = `Vorgeschriebener Nachweis abgelehnt: Betriebshaftpflichtversicherung — ${grund}`;
    for (const sparte of nachher.sparten) {
      expect(sparte).toMatchObject({ status: 'in_pruefung', begruendung });
      expect(sparte.fehlend.map((f: { text: string }) => f.text)).toEqual(['Betriebshaftpflichtversicherung: vom Administrator abgelehnt']);
      expect(sparte.verlauf[0]).toMatchObject({ status: 'in_pruefung', von: 'Anna Verwalter', begruendung });
    }
    const mail = await mailAn(t, smtp.mails, empfaenger!.email);
    expect(mail.subject).toBe('Nachweis abgelehnt: Betriebshaftpflichtversicherung');
    const [jahr, monat, tag] = haftpflicht.gueltigBis.split('-');
    expect(mail.text).toContain(`der Nachweis „Betriebshaftpflichtversicherung (gültig bis ${tag}.${monat}.${jahr})“ der ${empfaenger!.firma} wurde vom Administrator abgelehnt.`);
    expect(mail.text).toContain(`Begründung: ${grund}`);
    expect(mail.text).toContain(`Ihre Zulassung für ${evu.sparten === 3 ? 'Strom und Gas' : evu.sparten === 1 ? 'Strom' : 'Gas'} ist damit wieder „in Prüfung“`);
    expect(smtp.mails.filter((m) => m.subject === 'Nachweis abgelehnt: Betriebshaftpflichtversicherung')).toHaveLength(1);

    // Checked after all: the administrator admits again, on the proof now checked.
    expect((await client.send('POST', pfad, { pruefung: 'geprueft' }, admin)).statusCode).toBe(204);
    expect((await entscheide(client, evu.id, nachher.sparten[0].sparte === 1 ? 'strom' : 'gas', { status: 'zugelassen', begruendung: ZULASSUNG_TEXT }, admin)).statusCode).toBe(204);
  });

  it('vermerkt die Prüfung eines Nachweises; eine Ablehnung braucht die Begründung und macht ihn zum Fehlenden', async ({ t, client, admin }) => {
    const evu = await wartendesEvu(t);
    const nachweise = (await client.get(`${E}/${evu.id}/zulassung`, admin)).json().nachweise as { id: number; art: string }[];
    const haftpflicht = nachweise.find((n) => n.art === 'Betriebshaftpflicht')!;
    const register = nachweise.find((n) => n.art === 'Handelsregisterauszug')!;
    const pfad = (n: { id: number }) => `${E}/${evu.id}/nachweise/${n.id}/pruefung`;

    expect((await client.send('POST', pfad(haftpflicht), { pruefung: 'geprueft' }, admin)).statusCode).toBe(204);
    expect((await client.send('POST', pfad(register), { pruefung: 'abgelehnt' }, admin)).json().errors).toEqual({
      begruendung: ['Bitte begründen Sie die Ablehnung; das EVU erhält die Begründung.'],
    });
    expect((await client.send('POST', pfad(register), { pruefung: 'abgelehnt', begruendung: null }, admin)).statusCode).toBe(400);
    expect((await client.send('POST', pfad(register), { pruefung: 'unklar' }, admin)).statusCode).toBe(400);
    expect((await client.send('POST', pfad(register), { pruefung: 'abgelehnt', begruendung: 'Der Auszug ist älter als sechs Monate.' }, admin)).statusCode).toBe(204);

    const stand = (await client.get(`${E}/${evu.id}/zulassung`, admin)).json();
    const jetzt = new Date(t.uhr.now()).toISOString();
    expect(stand.nachweise.find((n: { id: number }) => n.id === haftpflicht.id)).toMatchObject({ pruefung: 'geprueft', pruefungBegruendung: null, geprueftAm: jetzt, geprueftVon: 'Anna Verwalter' });
    expect(stand.nachweise.find((n: { id: number }) => n.id === register.id)).toMatchObject({ pruefung: 'abgelehnt', pruefungBegruendung: 'Der Auszug ist älter als sechs Monate.', geprueftVon: 'Anna Verwalter' });
    expect(stand.sparten[0].fehlend.map((f: { text: string }) => f.text)).toContain('Handelsregisterauszug: vom Administrator abgelehnt');
    const protokoll = await t.app.db.selectFrom('audit_event').selectAll().where('aktion', '=', 'nachweis_geprueft').where('entitaet_id', '=', evu.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(protokoll.nachher!)).toEqual({ nachweisId: register.id, art: 'Handelsregisterauszug', name: 'Handelsregisterauszug.pdf', pruefung: 'abgelehnt', begruendung: 'Der Auszug ist älter als sechs Monate.' });

    // Checked again later, the proof counts again.
    expect((await client.send('POST', pfad(register), { pruefung: 'geprueft' }, admin)).statusCode).toBe(204);
    expect((await client.get(`${E}/${evu.id}/zulassung`, admin)).json().sparten[0].fehlend.map((f: { text: string }) => f.text)).not.toContain('Handelsregisterauszug: vom Administrator abgelehnt');
  });

  it('erfasst die Bonität (Klasse 1–6, Datum bis heute nach deutscher Zeit, Quelle); die neueste gilt', async ({ t, client }) => {
    const evu = await wartendesEvu(t);
    // 22.11.2026 23:30 UTC is already 23.11. 00:30 in Berlin: that day is today, the 24th is the future. The clock
    // only moves forward; the session is opened at the new time.
    t.uhr.set(Math.max(t.uhr.now(), Date.UTC(2026, 10, 22, 23, 30)));
    expect(t.uhr.now()).toBe(Date.UTC(2026, 10, 22, 23, 30));
    const admin = (await client.angemeldet('admin')).access_token;
    const setze = (koerper: object) => client.send('PUT', `${E}/${evu.id}/bonitaet`, koerper, admin);
    const richtig = { klasse: 3, datum: '2026-11-02', quelle: 'Creditreform' };
    for (const falsch of [{ ...richtig, klasse: 0 }, { ...richtig, klasse: 7 }, { ...richtig, klasse: 2.5 }, { ...richtig, datum: '2026-02-30' }, { ...richtig, datum: '02.11.2026' }, { ...richtig, quelle: '' }, { klasse: 3, datum: '2026-11-02' }]) {
      expect((await setze(falsch)).statusCode, JSON.stringify(falsch)).toBe(400);
    }
    expect((await setze({ ...richtig, quelle: '   ' })).json().errors).toEqual({ quelle: ['Bitte nennen Sie die Auskunftei oder Quelle der Bewertung.'] });
    expect((await setze({ ...richtig, datum: '2026-02-30' })).json().errors).toEqual({ datum: ['Dieses Datum gibt es nicht.'] });
    expect((await setze({ ...richtig, datum: '0026-11-02' })).json().errors).toEqual({ datum: ['Eine so alte Bewertung sagt nichts mehr; bitte prüfen Sie das Datum.'] });
    expect(meldung(await client.send('PUT', `${E}/999999/bonitaet`, richtig, admin))).toEqual([404, 'Das EVU wurde nicht gefunden.']);

    expect((await setze({ ...richtig, datum: '2026-11-24' })).json().errors).toEqual({ datum: ['Das Datum der Bewertung darf nicht in der Zukunft liegen.'] });
    expect((await setze({ ...richtig, datum: '2026-11-23', klasse: 5, quelle: ' Bürgel ' })).statusCode).toBe(204);
    expect((await client.get(`${E}/${evu.id}/zulassung`, admin)).json().bonitaet).toEqual({ klasse: 5, datum: '2026-11-23', quelle: 'Bürgel', erfasstAm: '2026-11-22T23:30:00.000Z', erfasstVon: 'Anna Verwalter' });
    expect((await setze(richtig)).statusCode).toBe(204);
    expect((await client.get(`${E}/${evu.id}/zulassung`, admin)).json().bonitaet).toMatchObject({ klasse: 3, datum: '2026-11-02', quelle: 'Creditreform' });
    const historie = (await client.get(`${E}/${evu.id}/historie`, admin)).json();
    expect(historie[0]).toMatchObject({ aktion: 'Bonität erfasst', details: 'Klasse 3 vom 02.11.2026 (Creditreform)' });
    const protokoll = await t.app.db.selectFrom('audit_event').selectAll().where('aktion', '=', 'bonitaet_erfasst').where('entitaet_id', '=', evu.id).orderBy('id').execute();
    expect(protokoll.map((p) => JSON.parse(p.nachher!))).toEqual([{ klasse: 5, datum: '2026-11-23', quelle: 'Bürgel' }, richtig]);
  });
});
