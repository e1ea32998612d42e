import { describe, expect } from 'vitest';
import { AUSSCHLUSSGRUENDE, EIGENERKLAERUNG_MELDUNG } from '../../../domain/zulassung/eigenerklaerung';
import { NACHWEIS_MELDUNG } from '../../../domain/zulassung/nachweisUpload';
import { REFERENZ_MELDUNG } from '../../../domain/zulassung/referenzen';
import type { ZulassungStatus } from '../../../domain/zulassung/status';
import { wechsleZulassung } from '../../../server/zulassung/uebergang';
import { kleinesPdf, kleinesPng, sendeDatei } from '../hilfen/dateien';
import { pdfText } from '../hilfen/pdfText';
import { E, neuesEvu } from '../hilfen/personen';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const MB = 1024 * 1024;
/** TESTBEGINN is 22.11.2026 (10:00 in Germany): a Handelsregisterauszug uploaded today is valid until 22.05.2027 at most. */
const HEUTE = '2026-11-22';

/**
 * The EVU's side of the supplier register (issue 45), built on in order: evu3 (Gas only, admitted by the seed with its
 * proofs) is set back to `registriert` without any proof, finds what it lacks, uploads its proofs, signs the Eigenerklärung, enters its references and
 * applies; then every other state it may or may not apply from.
 */
describe.each(portalTests())('Zulassung aus Sicht des EVU auf $name', ({ it }) => {
  const token = async (client: TestClient, login: string) => (await client.angemeldet(login)).access_token;
  const evuId = async (t: TestApp, login: string) =>
    (await t.app.db.selectFrom('evu as e').innerJoin('benutzer as b', 'b.id', 'e.benutzer_id').select('e.id').where('b.login', '=', login).executeTakeFirstOrThrow()).id;
  const setze = async (t: TestApp, login: string, sparte: number, status: ZulassungStatus, begruendung: string | null = null) =>
    t.app.db.updateTable('evu_zulassung').set({ status, begruendung }).where('evu_id', '=', await evuId(t, login)).where('sparte', '=', sparte).execute();
  const hochladen = (client: TestClient, tok: string | undefined, query: string, daten: Buffer = kleinesPdf(), koepfe: Record<string, string> = {}) =>
    sendeDatei(client, `/api/evu/nachweise?${query}`, daten, tok, { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent('Nachweis Köln.pdf'), 'x-file-size': String(daten.length), ...koepfe });
  const stand = async (client: TestClient, tok: string) => (await client.get('/api/evu/zulassung', tok)).json();
  const keinGrund = () => AUSSCHLUSSGRUENDE.map((g) => ({ grund: g.id, liegtVor: false }));
  const erklaerung = (extra: Record<string, unknown> = {}) => ({ erklaerungen: keinGrund(), unterzeichnetName: 'Gisela Leitung', unterzeichnetAm: '2026-11-20', ...extra });
  const referenz = (extra: Record<string, unknown> = {}) => ({ kunde: 'Stadt Bonn', volumenMwh: 12_500, sparte: 2, von: '2024-01-01', bis: '2025-12-31', ...extra });

  it('nennt dem registrierten EVU jeden fehlenden Pflichtnachweis und lehnt den Antrag mit ihnen ab', async ({ t, client }) => {
    const id = await evuId(t, 'evu3');
    for (const tabelle of ['evu_nachweis', 'evu_eigenerklaerung', 'evu_referenz'] as const) await t.app.db.deleteFrom(tabelle).where('evu_id', '=', id).execute();
    await setze(t, 'evu3', 2, 'registriert');
    const evu3 = await token(client, 'evu3');
    const s = await stand(client, evu3);
    // evu3 supplies Gas only: one Sparte; its BDEW-Codenummer is in the seed, so that counts.
    expect(s.sparten).toHaveLength(1);
    expect(s.sparten[0]).toMatchObject({ sparte: 2, status: 'registriert', beantragbar: false });
    const texte = [
      'Handelsregisterauszug: fehlt',
      'Bilanz/Jahresabschluss oder Bonitätsauskunft: fehlt',
      'Betriebshaftpflichtversicherung: fehlt',
      'Eigenerklärung zu Ausschlussgründen (§§ 123/124 GWB): fehlt',
      'Referenzliste: fehlt',
    ];
    expect(s.sparten[0].fehlend.map((f: { text: string }) => f.text)).toEqual(texte);
    expect(s.sparten[0].hinweis).toBe(`Es fehlen noch: ${texte.join('; ')}.`);
    expect(s).toMatchObject({ nachweise: [], eigenerklaerung: null, referenzen: 0, bdewCodenummer: '9900000000037' });

    const antrag = await client.send('POST', '/api/evu/zulassung/antrag', { sparte: 2 }, evu3);
    expect(antrag.statusCode).toBe(409);
    expect(antrag.json().message).toBe(`Die Zulassung für Gas kann noch nicht beantragt werden. Es fehlen noch: ${texte.join('; ')}.`);
    expect(antrag.json().fehlend.map((f: { arten: string[] }) => f.arten)).toEqual([['Handelsregisterauszug'], ['Jahresabschluss', 'Bonitaetsauskunft'], ['Betriebshaftpflicht'], ['Eigenerklaerung'], ['Referenzliste']]);
    // A Sparte it does not supply is no application either.
    expect((await client.send('POST', '/api/evu/zulassung/antrag', { sparte: 1 }, evu3)).statusCode).toBe(400);
    expect((await client.get('/api/evu/zulassung', await token(client, 'kunde'))).statusCode).toBe(403);
  });

  it('nimmt Nachweise nur mit gültiger Art und „Gültig bis“ an, prüft Inhalt und Größe und speichert nichts Abgelehntes', async ({ t, client, kunde }) => {
    const evu3 = await token(client, 'evu3');
    const anzahl = async () => Number((await t.app.db.selectFrom('evu_nachweis').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const vorher = await anzahl();
    const fall = async (query: string, status: number, feld: string, meldung: string, daten?: Buffer, koepfe?: Record<string, string>) => {
      const a = await hochladen(client, evu3, query, daten, koepfe);
      expect(a.statusCode, `${query}: ${a.body}`).toBe(status);
      if (feld) expect(a.json().errors[feld], query).toEqual([meldung]);
      else expect(a.json().message, query).toBe(meldung);
    };
    await fall('art=Steuerbescheid&gueltigBis=2027-01-31', 400, 'art', NACHWEIS_MELDUNG.art(2));
    await fall('gueltigBis=2027-01-31', 400, 'art', 'Eine Eingabe wird erwartet');
    await fall('art=Betriebshaftpflicht', 400, 'gueltigBis', NACHWEIS_MELDUNG.gueltigBisFehlt);
    await fall('art=Betriebshaftpflicht&gueltigBis=2027-02-30', 400, 'gueltigBis', NACHWEIS_MELDUNG.gueltigBisDatum);
    await fall('art=Betriebshaftpflicht&gueltigBis=2026-11-21', 400, 'gueltigBis', NACHWEIS_MELDUNG.vergangen);
    await fall('art=Handelsregisterauszug&gueltigBis=2027-05-23', 400, 'gueltigBis', 'Ein Handelsregisterauszug darf höchstens sechs Monate alt sein: „Gültig bis“ darf höchstens der 22.05.2027 sein.');
    // evu3 supplies no Strom.
    await fall('art=Oekostromzertifikat&gueltigBis=2027-12-31', 400, 'art', NACHWEIS_MELDUNG.oekostrom);
    await fall('art=Betriebshaftpflicht&gueltigBis=2027-12-31', 400, '', 'Der Inhalt der Datei ist kein PDF.', kleinesPng());
    await fall('art=Betriebshaftpflicht&gueltigBis=2027-12-31', 400, '', NACHWEIS_MELDUNG.typ, kleinesPdf(), { 'content-type': 'text/plain', 'x-file-name': 'nachweis.txt' });
    // Refused by the announced size, before the body is read.
    await fall('art=Betriebshaftpflicht&gueltigBis=2027-12-31', 413, '', NACHWEIS_MELDUNG.zuGross, kleinesPdf(), { 'x-file-size': String(10 * MB + 1) });
    expect((await hochladen(client, kunde, 'art=Betriebshaftpflicht&gueltigBis=2027-12-31')).statusCode).toBe(403);
    expect((await hochladen(client, undefined, 'art=Betriebshaftpflicht&gueltigBis=2027-12-31')).statusCode).toBe(401);
    expect(await anzahl()).toBe(vorher);
  });

  it('speichert Nachweise, gibt sie nur dem eigenen EVU heraus und löscht nur ungeprüfte', async ({ t, client }) => {
    const evu3 = await token(client, 'evu3');
    // The last day a Handelsregisterauszug of today may carry.
    const register = await hochladen(client, evu3, 'art=Handelsregisterauszug&gueltigBis=2027-05-22');
    expect(register.statusCode, register.body).toBe(201);
    expect(register.json()).toEqual({
      id: expect.any(Number),
      art: 'Handelsregisterauszug',
      gueltigBis: '2027-05-22',
      name: 'Nachweis Köln.pdf',
      size: kleinesPdf().length,
      uploadedAt: new Date(t.uhr.now()).toISOString(),
      pruefung: null,
      pruefungBegruendung: null,
      aktuell: true,
    });
    // Valid through today, the first day that counts.
    expect((await hochladen(client, evu3, `art=Bonitaetsauskunft&gueltigBis=${HEUTE}`)).statusCode).toBe(201);
    const haftpflicht = (await hochladen(client, evu3, 'art=Betriebshaftpflicht&gueltigBis=2027-12-31', kleinesPng(), { 'content-type': 'image/png', 'x-file-name': 'police.png' })).json();

    const datei = await client.get(`/api/evu/nachweise/${haftpflicht.id}`, evu3);
    expect(datei.statusCode).toBe(200);
    expect(datei.headers['content-type']).toBe('image/png');
    expect(datei.headers['content-disposition']).toContain('police.png');
    expect(datei.rawPayload.equals(kleinesPng())).toBe(true);
    // Another EVU's proof does not exist for evu2.
    const fremd = await client.get(`/api/evu/nachweise/${haftpflicht.id}`, await token(client, 'evu2'));
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json().message).toBe(NACHWEIS_MELDUNG.nichtGefunden);
    expect((await client.send('DELETE', `/api/evu/nachweise/${haftpflicht.id}`, undefined, await token(client, 'evu2'))).statusCode).toBe(404);

    // A wrong file is taken back while unchecked; a checked one stays.
    const falsch = (await hochladen(client, evu3, 'art=Jahresabschluss&gueltigBis=2027-06-30')).json();
    expect((await client.send('DELETE', `/api/evu/nachweise/${falsch.id}`, undefined, evu3)).statusCode).toBe(204);
    expect((await client.get(`/api/evu/nachweise/${falsch.id}`, evu3)).statusCode).toBe(404);
    await t.app.db.updateTable('evu_nachweis').set({ pruefung: 'geprueft', geprueft_am: t.uhr.now() }).where('id', '=', register.json().id).execute();
    const geprueft = await client.send('DELETE', `/api/evu/nachweise/${register.json().id}`, undefined, evu3);
    expect(geprueft.statusCode).toBe(409);
    expect(geprueft.json().message).toBe(NACHWEIS_MELDUNG.geprueft);

    const s = await stand(client, evu3);
    expect(s.nachweise.map((n: { art: string; pruefung: string | null }) => [n.art, n.pruefung])).toEqual([
      ['Betriebshaftpflicht', null],
      ['Bonitaetsauskunft', null],
      ['Handelsregisterauszug', 'geprueft'],
    ]);
    expect(s.sparten[0].fehlend.map((f: { text: string }) => f.text)).toEqual(['Eigenerklärung zu Ausschlussgründen (§§ 123/124 GWB): fehlt', 'Referenzliste: fehlt']);
    const audit = await t.app.db.selectFrom('audit_event').select('nachher').where('aktion', '=', 'nachweis_hochgeladen').where('entitaet_id', '=', await evuId(t, 'evu3')).orderBy('id').execute();
    expect(JSON.parse(audit[0]!.nachher!)).toMatchObject({ art: 'Handelsregisterauszug', gueltigBis: '2027-05-22', name: 'Nachweis Köln.pdf' });
  });

  it('lässt den neuesten Nachweis einer Art zählen: eine abgelehnte Erneuerung fehlt, auch wenn der ältere noch gilt', async ({ t, client }) => {
    const evu3 = await token(client, 'evu3');
    const neu = (await hochladen(client, evu3, 'art=Betriebshaftpflicht&gueltigBis=2028-01-31')).json();
    await t.app.db.updateTable('evu_nachweis').set({ pruefung: 'abgelehnt', pruefung_begruendung: 'Police ohne Deckungssumme' }).where('id', '=', neu.id).execute();
    const s = await stand(client, evu3);
    expect(s.sparten[0].fehlend.map((f: { text: string }) => f.text)).toContain('Betriebshaftpflichtversicherung: vom Administrator abgelehnt');
    expect(s.nachweise.filter((n: { art: string }) => n.art === 'Betriebshaftpflicht').map((n: { aktuell: boolean; pruefungBegruendung: string | null }) => [n.aktuell, n.pruefungBegruendung])).toEqual([
      [true, 'Police ohne Deckungssumme'],
      [false, null],
    ]);
    expect((await hochladen(client, evu3, 'art=Betriebshaftpflicht&gueltigBis=2028-01-31')).statusCode).toBe(201);
    expect((await stand(client, evu3)).sparten[0].fehlend.map((f: { text: string }) => f.text)).not.toContain('Betriebshaftpflichtversicherung: vom Administrator abgelehnt');
  });

  it('prüft die Eigenerklärung und erstellt sie als PDF mit Unterzeichner, Datum und den erklärten Gründen', async ({ t, client }) => {
    const evu3 = await token(client, 'evu3');
    const put = (body: unknown) => client.send('PUT', '/api/evu/eigenerklaerung', body, evu3);
    expect((await client.get('/api/evu/eigenerklaerung', evu3)).statusCode).toBe(404);
    expect((await client.get('/api/evu/eigenerklaerung/pdf', evu3)).statusCode).toBe(404);

    const gruende = keinGrund();
    gruende[11] = { grund: 'gwb124_1_1', liegtVor: true } as (typeof gruende)[number];
    const fehler = await put(erklaerung({ erklaerungen: gruende.slice(0, -1), unterzeichnetName: 'Leitung', unterzeichnetAm: '2026-11-23' }));
    expect(fehler.statusCode).toBe(400);
    expect(fehler.json().errors).toEqual({
      erklaerungen: [EIGENERKLAERUNG_MELDUNG.unvollstaendig],
      'erklaerungen[11].erlaeuterung': [EIGENERKLAERUNG_MELDUNG.erlaeuterung],
      'erklaerungen[11].selbstreinigung': [EIGENERKLAERUNG_MELDUNG.selbstreinigung],
      unterzeichnetName: [EIGENERKLAERUNG_MELDUNG.name],
      unterzeichnetAm: [EIGENERKLAERUNG_MELDUNG.zukunft],
    });
    const doppelt = await put(erklaerung({ erklaerungen: [...keinGrund().slice(1), { grund: 'gwb123_1_2', liegtVor: false }] }));
    expect(doppelt.json().errors['erklaerungen[19].grund']).toEqual([EIGENERKLAERUNG_MELDUNG.doppelt]);
    expect((await put(erklaerung({ erklaerungen: [...keinGrund().slice(1), { grund: '__proto__', liegtVor: false }] }))).json().errors['erklaerungen[19].grund']).toEqual([EIGENERKLAERUNG_MELDUNG.unbekannt]);
    // Signed in 1900, or a day more than twelve months ago (22.11.2025 is still current on 22.11.2026): to be renewed.
    for (const alt of ['1900-01-01', '2025-11-21']) expect((await put(erklaerung({ unterzeichnetAm: alt }))).json().errors).toEqual({ unterzeichnetAm: [EIGENERKLAERUNG_MELDUNG.veraltet] });
    expect(EIGENERKLAERUNG_MELDUNG.veraltet).toBe('Eine Eigenerklärung gilt als aktuell, wenn sie höchstens 12 Monate alt ist: bitte unterzeichnen Sie sie neu.');

    const mitGrund = keinGrund().map((g) =>
      g.grund === 'gwb124_1_3'
        ? { grund: g.grund, liegtVor: true, erlaeuterung: 'Bußgeld wegen verspäteter Meldung 2023', selbstreinigung: 'Meldeprozess umgestellt' }
        : g,
    );
    const gespeichert = await put(erklaerung({ erklaerungen: mitGrund, unterzeichnetName: '  Gisela   Leitung ', unterzeichnetAm: HEUTE }));
    expect(gespeichert.statusCode, gespeichert.body).toBe(200);
    expect(gespeichert.json()).toMatchObject({ unterzeichnetName: 'Gisela Leitung', unterzeichnetAm: HEUTE, erklaerungen: mitGrund });
    expect((await client.get('/api/evu/eigenerklaerung', evu3)).json()).toEqual(gespeichert.json());
    // Sent back as read (with its gespeichertAm), once or three times at once: accepted, nothing new written or logged.
    const protokolliert = () => t.app.db.selectFrom('audit_event').select('id').where('aktion', '=', 'eigenerklaerung_abgegeben').execute();
    const vorher = (await protokolliert()).length;
    t.uhr.set(t.uhr.now() + 60_000);
    const zurueck = await Promise.all([1, 2, 3].map(() => put(gespeichert.json())));
    expect(zurueck.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(zurueck[0]!.json()).toEqual(gespeichert.json());
    expect(await protokolliert()).toHaveLength(vorher);

    const pdf = await client.get('/api/evu/eigenerklaerung/pdf', evu3);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Rheingas Versorgung GmbH');
    expect(text).toContain('Gisela Leitung, 22.11.2026');
    expect(text).toContain('§ 123 Abs. 1 Nr. 3 GWB: liegt nicht vor');
    expect(text).toContain('§ 124 Abs. 1 Nr. 3 GWB: liegt vor');
    expect(text).toContain('Bußgeld wegen verspäteter Meldung 2023');
    expect(text).toContain('Selbstreinigung (§ 125 GWB): Meldeprozess umgestellt');
    expect(text).toContain('9900000000037');
  });

  it('prüft die Referenzliste je Zeile und ersetzt sie', async ({ t, client }) => {
    const evu3 = await token(client, 'evu3');
    const put = (body: unknown) => client.send('PUT', '/api/evu/referenzen', body, evu3);
    const leer = await put([]);
    expect(leer.statusCode).toBe(400);
    expect(leer.json().errors.body).toEqual(['Mindestens 1 Einträge werden erwartet.']);
    expect((await put(Array.from({ length: 51 }, () => referenz()))).json().errors.body).toEqual(['Höchstens 50 Einträge sind erlaubt.']);
    const zeilen = await put([referenz({ von: '2026-11-23' }), referenz({ von: '2025-01-01', bis: '2024-12-31' }), referenz({ kunde: '  ' }), referenz({ volumenMwh: 0 }), referenz({ sparte: 3 })]);
    expect(zeilen.statusCode).toBe(400);
    expect(zeilen.json().errors).toMatchObject({ '[3].volumenMwh': ['Der Wert muss mindestens 1 sein.'], '[4].sparte': ['Der Wert ist nicht erlaubt.'] });
    const fachlich = await put([referenz({ von: '2026-11-23', bis: null }), referenz({ von: '2025-01-01', bis: '2024-12-31' }), referenz({ kunde: '  ' })]);
    expect(fachlich.json().errors).toEqual({ '[0].von': [REFERENZ_MELDUNG.vonZukunft], '[1].bis': [REFERENZ_MELDUNG.bisVorVon], '[2].kunde': ['Eine Eingabe wird erwartet'] });

    expect((await put([referenz(), referenz({ kunde: 'Kreis Euskirchen' })])).statusCode).toBe(200);
    const ersetzt = await put([referenz({ kunde: 'Stadtwerke Brühl', volumenMwh: 800, bis: null })]);
    expect(ersetzt.statusCode, ersetzt.body).toBe(200);
    expect(ersetzt.json()).toEqual([{ id: expect.any(Number), kunde: 'Stadtwerke Brühl', volumenMwh: 800, sparte: 2, von: '2024-01-01', bis: null }]);
    expect((await client.get('/api/evu/referenzen', evu3)).json()).toEqual(ersetzt.json());
    // Sent back as read (each row with its id), also twice at once: accepted, the same rows, nothing logged again.
    const protokolliert = () => t.app.db.selectFrom('audit_event').select('id').where('aktion', '=', 'referenzliste_gespeichert').execute();
    const vorher = (await protokolliert()).length;
    const zurueck = await Promise.all([1, 2].map(() => put(ersetzt.json())));
    expect(zurueck.map((a) => [a.statusCode, a.json()])).toEqual([
      [200, ersetzt.json()],
      [200, ersetzt.json()],
    ]);
    expect(await protokolliert()).toHaveLength(vorher);
    // evu3 supplies Gas only: a Strom reference shows no experience in its Sparte.
    const strom = await put([referenz({ sparte: 1 })]);
    expect([strom.statusCode, strom.json().errors]).toEqual([400, { '[0].sparte': [REFERENZ_MELDUNG.sparte('Strom')] }]);
    expect(REFERENZ_MELDUNG.sparte('Strom')).toBe('Ihr Unternehmen beliefert die Sparte Strom nicht; Referenzen sind nur für Ihre Sparten möglich.');
  });

  it('beantragt die Zulassung, sobald nichts fehlt, meldet es den Administratoren und lehnt einen zweiten Antrag ab', async ({ t, client }) => {
    const evu3 = await token(client, 'evu3');
    const vorher = await stand(client, evu3);
    expect(vorher.sparten[0]).toMatchObject({ status: 'registriert', fehlend: [], beantragbar: true, hinweis: null });
    const mails = async () => (await t.app.db.selectFrom('mail_outbox').select(['empfaenger', 'betreff']).where('betreff', 'like', 'Zulassung beantragt%').execute()).length;
    const mailsVorher = await mails();

    const antrag = await client.send('POST', '/api/evu/zulassung/antrag', {}, evu3);
    expect(antrag.statusCode, antrag.body).toBe(200);
    expect(antrag.json().sparten[0]).toMatchObject({ sparte: 2, status: 'in_pruefung', seit: new Date(t.uhr.now()).toISOString(), beantragbar: false, hinweis: 'Ihr Antrag für Gas wird geprüft.' });
    const id = await evuId(t, 'evu3');
    expect((await t.app.db.selectFrom('evu_zulassung_verlauf').select(['status', 'von']).where('evu_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow()).status).toBe('in_pruefung');
    const audit = await t.app.db.selectFrom('audit_event').select(['nachher']).where('aktion', '=', 'zulassung_beantragt').where('entitaet_id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.nachher!)).toEqual({ sparten: [2], status: 'in_pruefung' });
    // The seed has one active administrator.
    expect((await mails()) - mailsVorher).toBe(1);
    const mail = await t.app.db.selectFrom('mail_outbox').select(['betreff', 'text']).where('betreff', 'like', 'Zulassung beantragt%').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.betreff).toBe('Zulassung beantragt: Rheingas Versorgung GmbH');
    expect(mail.text).toContain(`/administrator/evu/${id}/show`);

    const nochmal = await client.send('POST', '/api/evu/zulassung/antrag', { sparte: 2 }, evu3);
    expect(nochmal.statusCode).toBe(409);
    expect(nochmal.json().message).toBe('Ein Antrag ist nicht möglich: Ihr Antrag für Gas wird geprüft.');
    expect((await client.send('POST', '/api/evu/zulassung/antrag', {}, evu3)).json().message).toBe('Ein Antrag ist zurzeit nicht möglich. Ihr Antrag für Gas wird geprüft.');
    expect((await mails()) - mailsVorher).toBe(1);
  });

  it('lässt nach Ablehnung und Ablauf erneut beantragen, zeigt die Begründung und lehnt zugelassen und gesperrt ab', async ({ t, client }) => {
    const evu3 = await token(client, 'evu3');
    const id = await evuId(t, 'evu3');
    const jetzt = t.uhr.now();
    const uebergang = (nach: ZulassungStatus, akteur: 'administrator' | 'portal', begruendung: string | null) =>
      wechsleZulassung(t.app.db, { evuId: id, sparte: 2, nach, akteur, von: null, begruendung, jetzt });
    const beantragen = () => client.send('POST', '/api/evu/zulassung/antrag', { sparte: 2 }, evu3);

    expect(await uebergang('abgelehnt', 'administrator', 'Jahresabschluss älter als ein Jahr')).toBe(true);
    expect((await stand(client, evu3)).sparten[0]).toMatchObject({ status: 'abgelehnt', begruendung: 'Jahresabschluss älter als ein Jahr', beantragbar: true });
    expect((await beantragen()).statusCode).toBe(200);

    expect(await uebergang('zugelassen', 'administrator', 'Nachweise vollständig')).toBe(true);
    const zugelassen = await beantragen();
    expect(zugelassen.statusCode).toBe(409);
    expect(zugelassen.json().message).toBe('Ein Antrag ist nicht möglich: Sie sind für Gas zugelassen.');

    expect(await uebergang('abgelaufen', 'portal', 'Betriebshaftpflichtversicherung abgelaufen')).toBe(true);
    expect((await beantragen()).statusCode).toBe(200);

    expect(await uebergang('gesperrt', 'administrator', 'Insolvenzantrag gestellt')).toBe(true);
    expect((await stand(client, evu3)).sparten[0]).toMatchObject({ status: 'gesperrt', begruendung: 'Insolvenzantrag gestellt', beantragbar: false });
    const gesperrt = await beantragen();
    expect(gesperrt.statusCode).toBe(409);
    expect(gesperrt.json().message).toBe(
      'Ein Antrag ist nicht möglich: Ihre Zulassung für Gas ist gesperrt; ein Antrag ist nicht möglich. Bitte wenden Sie sich an den Betreiber des Portals.',
    );
    expect((await t.app.db.selectFrom('evu_zulassung').select('status').where('evu_id', '=', id).executeTakeFirstOrThrow()).status).toBe('gesperrt');
  });

  it('lässt ein vom Administrator angelegtes EVU registriert beginnen, für jede seiner Sparten', async ({ t, client, admin }) => {
    const angelegt = await client.send('POST', E, neuesEvu({ sparten: 2 }), admin);
    expect(angelegt.statusCode, angelegt.body).toBe(201);
    // The record's id is the EVU's; it supplies Gas only.
    expect(await t.app.db.selectFrom('evu_zulassung').select(['sparte', 'status']).where('evu_id', '=', angelegt.json().id).execute()).toEqual([{ sparte: 2, status: 'registriert' }]);
    const falsch = await client.send('POST', E, neuesEvu({ bdewCodenummer: '9900000000046' }), admin);
    expect(falsch.statusCode).toBe(400);
    expect(falsch.json().errors.bdewCodenummer).toEqual(['Die Prüfziffer der BDEW-Codenummer ist falsch. Bitte prüfen Sie die 13 Ziffern.']);
  });

  it('legt für eine neue Sparte aus den Benutzerdaten eine registrierte Zulassung an', async ({ t, client }) => {
    const evu2 = await token(client, 'evu2');
    const daten = (await client.get('/api/evu/benutzerdaten', evu2)).json();
    const { emailAusstehend: _, ...eingabe } = daten;
    const falsch = await client.send('PUT', '/api/evu/benutzerdaten', { ...eingabe, bdewCodenummer: '9900000000028' }, evu2);
    expect(falsch.json().errors).toEqual({ bdewCodenummer: ['Die Prüfziffer der BDEW-Codenummer ist falsch. Bitte prüfen Sie die 13 Ziffern.'] });
    expect((await client.send('PUT', '/api/evu/benutzerdaten', { ...eingabe, sparten: 3 }, evu2)).statusCode).toBe(200);
    const s = await stand(client, evu2);
    expect(s.sparten.map((z: { sparte: number; status: string }) => [z.sparte, z.status])).toEqual([
      [1, 'zugelassen'],
      [2, 'registriert'],
    ]);
    const id = await evuId(t, 'evu2');
    expect((await t.app.db.selectFrom('evu_zulassung_verlauf').select('status').where('evu_id', '=', id).where('sparte', '=', 2).execute()).map((v) => v.status)).toEqual(['registriert']);
  });
});
