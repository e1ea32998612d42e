import { describe, expect } from 'vitest';
import { ANHANG_MELDUNG } from '../../../domain/angebotsAnhaenge';
import { kleinesPdf, kleinesPng, kleinesXlsx, sendeDatei } from '../hilfen/dateien';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const MB = 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const VORBEHALT = 'Preise gelten nur bei Zuschlag bis 15.12.\nNetzentgelte 2027 vorbehalten.';

/** A real PDF padded to exactly `bytes`. */
const pdfMit = (bytes: number) => {
  const pdf = kleinesPdf();
  return Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 0x20)]);
};

/**
 * An offer's conditions (issue 42, point 5): attachments the EVU adds until the Angebotsfrist (PDF/XLSX, 10 MB per
 * offer), read with the offer's own rule, and the Bemerkung as "Vorbehalt" in both comparisons. The tests build on
 * each other: evu2's offer on the active Strom tender, from the first attachment to the released comparison.
 */
describe.each(portalTests())('Anhänge und Bedingungen der Angebote auf $name', ({ it }) => {
  const aktiveStrom = (t: TestApp) => t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).where('sparte', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const anhaengeUrl = (id: number) => `/api/evu/ausschreibung/${id}/angebot/anhaenge`;
  const hochladen = (client: TestClient, id: number, daten: Buffer, token: string | undefined, koepfe: Record<string, string> = {}) =>
    sendeDatei(client, anhaengeUrl(id), daten, token, { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent('Preisblatt Süd.pdf'), 'x-file-size': String(daten.length), ...koepfe });
  const angebot = (bindefrist: number, extra: Record<string, unknown> = {}) => ({
    arbeitspreisCtKwh: 23.5,
    grundpreisEurMonat: 11.5,
    leistungspreisEurKwJahr: 92,
    oekoaufschlagCtKwh: null,
    bindefristBis: new Date(bindefrist).toISOString(),
    bemerkung: null,
    ...extra,
  });
  const anzahl = async (t: TestApp) => Number((await t.app.db.selectFrom('angebot_anhang').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const token = async (client: TestClient, login: string) => (await client.angemeldet(login)).access_token;
  const eigenesAngebot = async (client: TestClient, id: number, evu2: string) => (await client.get(`/api/evu/ausschreibung/${id}/angebot`, evu2)).json();

  it('zeigt im Vergleich der Demodaten das Angebot mit Bemerkung als Vorbehalt', async ({ t, client, kunde }) => {
    // The seed's second bidder wrote a Bemerkung (server/demodaten/seed.ts); the tests below change only the active tender.
    const a = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 3).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const vergleich = (await client.get(`/api/kunde/ausschreibung/${a.id}/angebote`, kunde)).json() as { rang: number; vorbehalt: boolean; bemerkung: string | null; anhaenge: unknown[] }[];
    expect(vergleich.map((o) => [o.rang, o.vorbehalt])).toEqual([[1, false], [2, true]]);
    expect(vergleich[1]!.bemerkung).toBe('Preise vorbehaltlich unveränderter Netzentgelte und Umlagen zum Lieferbeginn.');
    expect(vergleich.every((o) => Array.isArray(o.anhaenge))).toBe(true);
  });

  it('nimmt Anhänge nur zum abgegebenen Angebot des eingeladenen EVU an, nur als PDF oder XLSX', async ({ t, client, admin, kunde }) => {
    const a = await aktiveStrom(t);
    const evu2 = await token(client, 'evu2');
    const vorher = await anzahl(t);

    const ohneAngebot = await hochladen(client, a.id, kleinesPdf(), evu2);
    expect(ohneAngebot.statusCode).toBe(400);
    expect(ohneAngebot.json().message).toBe(ANHANG_MELDUNG.keinAngebot);
    expect((await hochladen(client, a.id, kleinesPdf(), admin)).statusCode).toBe(403);
    expect((await hochladen(client, a.id, kleinesPdf(), kunde)).statusCode).toBe(403);
    expect((await hochladen(client, a.id, kleinesPdf(), undefined)).statusCode).toBe(401);
    // evu3 supplies Gas only: for it the Strom tender does not exist.
    const fremd = await hochladen(client, a.id, kleinesPdf(), await token(client, 'evu3'));
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json().message).toBe('Die Ausschreibung wurde nicht gefunden.');
    expect(await anzahl(t)).toBe(vorher);

    // Blanks are no Bemerkung: no Vorbehalt.
    const leer = await client.send('PUT', `/api/evu/ausschreibung/${a.id}/angebot`, angebot(a.bindefrist, { bemerkung: '   ' }), evu2);
    expect(leer.statusCode, leer.body).toBe(200);
    expect(leer.json()).toMatchObject({ bemerkung: null, vorbehalt: false, anhaenge: [] });

    const pdf = pdfMit(MB);
    const gespeichert = await hochladen(client, a.id, pdf, evu2);
    expect(gespeichert.statusCode, gespeichert.body).toBe(201);
    expect(gespeichert.json()).toEqual({ id: expect.any(Number), name: 'Preisblatt Süd.pdf', contentType: 'application/pdf', size: MB });
    const xlsx = await kleinesXlsx();
    const tabelle = await hochladen(client, a.id, xlsx, evu2, { 'content-type': XLSX, 'x-file-name': 'Kalkulation.xlsx', 'x-file-size': String(xlsx.length) });
    expect(tabelle.statusCode, tabelle.body).toBe(201);

    for (const [koepfe, daten] of [
      [{ 'content-type': 'image/png', 'x-file-name': 'Logo.png' }, kleinesPng()],
      [{ 'content-type': 'text/csv', 'x-file-name': 'Preise.csv' }, Buffer.from('AP;GP\r\n23,5;11,5\r\n')],
    ] as const) {
      const abgelehnt = await hochladen(client, a.id, daten, evu2, { ...koepfe, 'x-file-size': String(daten.length) });
      expect(abgelehnt.statusCode).toBe(400);
      expect(abgelehnt.json().message).toBe(ANHANG_MELDUNG.typ);
    }
    // The content must fit the type, as for a tender's documents.
    const getarnt = await hochladen(client, a.id, kleinesPng(), evu2, { 'x-file-size': String(kleinesPng().length) });
    expect(getarnt.statusCode).toBe(400);
    expect(getarnt.json().message).toBe('Der Inhalt der Datei ist kein PDF.');

    const mitBemerkung = await client.send('PUT', `/api/evu/ausschreibung/${a.id}/angebot`, angebot(a.bindefrist, { bemerkung: VORBEHALT, version: leer.json().version }), evu2);
    expect(mitBemerkung.json()).toMatchObject({
      bemerkung: VORBEHALT,
      vorbehalt: true,
      anhaenge: [
        { id: gespeichert.json().id, name: 'Preisblatt Süd.pdf' },
        { id: tabelle.json().id, name: 'Kalkulation.xlsx' },
      ],
    });
    expect(await eigenesAngebot(client, a.id, evu2)).toMatchObject({ vorbehalt: true, anhaenge: mitBemerkung.json().anhaenge });

    const audit = await t.app.db.selectFrom('audit_event').selectAll().where('aktion', '=', 'angebot_anhang_hochgeladen').where('entitaet_id', '=', mitBemerkung.json().id).orderBy('id').execute();
    expect(audit.map((e) => JSON.parse(e.nachher!).name)).toEqual(['Preisblatt Süd.pdf', 'Kalkulation.xlsx']);
    const historie = (await client.get(`/api/ausschreibungasadmin/${a.id}/historie`, admin)).json() as { aktion: string }[];
    expect(historie.filter((h) => h.aktion === 'Anhang zum Angebot hinzugefügt')).toHaveLength(2);
  });

  it('gibt einen Anhang vor der Angebotsfrist nur dem bietenden EVU heraus', async ({ t, client, admin, kunde }) => {
    const a = await aktiveStrom(t);
    const evu2 = await token(client, 'evu2');
    const [pdf] = (await eigenesAngebot(client, a.id, evu2)).anhaenge as { id: number }[];
    const url = `/api/angebot/anhang/${pdf!.id}`;

    const eigen = await client.get(url, evu2);
    expect(eigen.statusCode).toBe(200);
    expect(eigen.headers['content-type']).toBe('application/pdf');
    expect(eigen.headers['content-disposition']).toBe("attachment; filename=\"Preisblatt S_d.pdf\"; filename*=UTF-8''Preisblatt%20S%C3%BCd.pdf");
    expect(eigen.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(eigen.rawPayload.equals(pdfMit(MB))).toBe(true);

    // Sealed: the other bidder, the administrator and the Kunde learn nothing before the Angebotsfrist.
    for (const wer of [await token(client, 'evu'), admin, kunde, await token(client, 'kunde2'), await token(client, 'evu3')]) {
      const verborgen = await client.get(url, wer);
      expect(verborgen.statusCode).toBe(404);
      expect(verborgen.json().message).toBe(ANHANG_MELDUNG.nichtGefunden);
    }
    expect((await client.get(url)).statusCode).toBe(401);
    expect((await client.get('/api/angebot/anhang/99999999', evu2)).statusCode).toBe(404);
  });

  it('hält die Anhänge eines Angebots zusammen bei höchstens 10 MB, auch bei gleichzeitigen Uploads', async ({ t, client }) => {
    const a = await aktiveStrom(t);
    const evu2 = await token(client, 'evu2');
    const [, xlsx] = (await eigenesAngebot(client, a.id, evu2)).anhaenge as { id: number }[];
    expect((await client.delete(`${anhaengeUrl(a.id)}/${xlsx!.id}`, evu2)).statusCode).toBe(204);

    // 1 MB stored: 9 MB are left, and a 10 MB file is refused before its bytes are read.
    const zuViel = await hochladen(client, a.id, kleinesPdf(), evu2, { 'x-file-size': String(10 * MB) });
    expect(zuViel.statusCode).toBe(413);
    expect(zuViel.json().message).toBe('Die Anhänge eines Angebots dürfen zusammen höchstens 10 MB groß sein. Frei sind noch 9,00 MB.');
    const genau = await hochladen(client, a.id, pdfMit(9 * MB), evu2, { 'x-file-name': 'Anlage.pdf' });
    expect(genau.statusCode, genau.body).toBe(201);
    const voll = await hochladen(client, a.id, kleinesPdf(), evu2);
    expect(voll.statusCode).toBe(413);
    expect(voll.json().message).toBe('Die Anhänge eines Angebots dürfen zusammen höchstens 10 MB groß sein. Bitte löschen Sie zuerst einen Anhang.');

    // Two 5 MB files at once into the 9 MB left: one is stored, the other refused whole.
    expect((await client.delete(`${anhaengeUrl(a.id)}/${genau.json().id}`, evu2)).statusCode).toBe(204);
    const vorher = await anzahl(t);
    const zugleich = await Promise.all(['Teil A.pdf', 'Teil B.pdf'].map((name) => hochladen(client, a.id, pdfMit(5 * MB), evu2, { 'x-file-name': name })));
    expect(zugleich.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    expect(zugleich.find((r) => r.statusCode === 413)!.json().message).toBe('Die Anhänge eines Angebots dürfen zusammen höchstens 10 MB groß sein. Frei sind noch 4,00 MB.');
    expect(await anzahl(t)).toBe(vorher + 1);
    const groessen = await t.app.db.selectFrom('angebot_anhang as h').innerJoin('angebot as o', 'o.id', 'h.angebot_id').select('h.size').where('o.ausschreibung_id', '=', a.id).execute();
    expect(groessen.reduce((s, g) => s + Number(g.size), 0)).toBe(6 * MB);
  });

  it('lässt nur das bietende EVU seine Anhänge löschen, bis zur Angebotsfrist', async ({ t, client, kunde }) => {
    const a = await aktiveStrom(t);
    const evu2 = await token(client, 'evu2');
    const anhaenge = (await eigenesAngebot(client, a.id, evu2)).anhaenge as { id: number; name: string }[];
    const teil = anhaenge.find((h) => h.name.startsWith('Teil'))!;
    const url = `${anhaengeUrl(a.id)}/${teil.id}`;

    // The other invited bidder: not its offer's attachment.
    const fremd = await client.delete(url, await token(client, 'evu'));
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json().message).toBe(ANHANG_MELDUNG.nichtGefunden);
    expect((await client.delete(url, kunde)).statusCode).toBe(403);
    expect((await client.delete(`${anhaengeUrl(a.id)}/99999999`, evu2)).statusCode).toBe(404);
    expect((await client.get(`/api/angebot/anhang/${teil.id}`, evu2)).statusCode).toBe(200);

    expect((await client.delete(url, evu2)).statusCode).toBe(204);
    expect((await client.get(`/api/angebot/anhang/${teil.id}`, evu2)).statusCode).toBe(404);
    expect((await client.delete(url, evu2)).statusCode).toBe(404);
    expect((await eigenesAngebot(client, a.id, evu2)).anhaenge).toEqual(anhaenge.filter((h) => h.id !== teil.id));
    const audit = await t.app.db.selectFrom('audit_event').select('vorher').where('aktion', '=', 'angebot_anhang_geloescht').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.vorher!)).toMatchObject({ ausschreibungId: a.id, anhangId: teil.id, name: teil.name });
  });

  it('zeigt Bemerkung, Vorbehalt und Anhänge dem Administrator ab Prüfung Angebote und dem Kunden ab Bindefrist', async ({ t, client }) => {
    const a = await aktiveStrom(t);
    const [pdf] = (await eigenesAngebot(client, a.id, await token(client, 'evu2'))).anhaenge as { id: number; name: string }[];
    t.uhr.set(a.angebotsfrist + 1000);
    // Signed in after the jump: sessions from before it have run out.
    const [evu2, admin, kunde] = [await token(client, 'evu2'), await token(client, 'admin'), await token(client, 'kunde')];

    // The offer is closed: no attachment comes or goes, and the attempt is on record.
    const spaet = await hochladen(client, a.id, kleinesPdf(), evu2);
    expect(spaet.statusCode).toBe(400);
    expect(spaet.json().message).toBe(ANHANG_MELDUNG.fristAbgelaufen);
    const spaetLoeschen = await client.delete(`${anhaengeUrl(a.id)}/${pdf!.id}`, evu2);
    expect(spaetLoeschen.statusCode).toBe(400);
    expect(spaetLoeschen.json().message).toBe(ANHANG_MELDUNG.fristAbgelaufen);
    expect(await t.app.db.selectFrom('audit_event').select('id').where('aktion', '=', 'angebot_anhang_zu_spaet').where('entitaet_id', '=', a.id).execute()).toHaveLength(2);

    const adminVergleich = await client.get(`/api/ausschreibungasadmin/strom/${a.id}/angebote`, admin);
    expect(adminVergleich.statusCode).toBe(200);
    const nachEvu = (liste: { evu: string }[]) => Object.fromEntries(liste.map((o) => [o.evu, o]));
    const evuFirma = async (login: string) =>
      (await t.app.db.selectFrom('evu as v').innerJoin('benutzer as b', 'b.id', 'v.benutzer_id').select('v.firma').where('b.login', '=', login).executeTakeFirstOrThrow()).firma;
    const erwartet = {
      [await evuFirma('evu2')]: { bemerkung: VORBEHALT, vorbehalt: true, anhaenge: [{ id: pdf!.id, name: 'Preisblatt Süd.pdf' }] },
      [await evuFirma('evu')]: { bemerkung: null, vorbehalt: false, anhaenge: [] },
    };
    expect(nachEvu(adminVergleich.json())).toMatchObject(erwartet);
    expect((await client.get(`/api/angebot/anhang/${pdf!.id}`, admin)).statusCode).toBe(200);
    expect((await client.get(`/api/angebot/anhang/${pdf!.id}`, kunde)).statusCode).toBe(404);

    expect((await client.send('POST', `/api/ausschreibungasadmin/strom/${a.id}/angebot/freigeben`, undefined, admin)).statusCode).toBe(204);
    const kundeVergleich = await client.get(`/api/kunde/ausschreibung/${a.id}/angebote`, kunde);
    expect(kundeVergleich.statusCode).toBe(200);
    expect(nachEvu(kundeVergleich.json())).toMatchObject(erwartet);
    const download = await client.get(`/api/angebot/anhang/${pdf!.id}`, kunde);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(MB);
    for (const fremd of ['kunde2', 'evu', 'evu3']) expect((await client.get(`/api/angebot/anhang/${pdf!.id}`, await token(client, fremd))).statusCode, fremd).toBe(404);
    expect((await client.get(`/api/angebot/anhang/${pdf!.id}`, evu2)).statusCode).toBe(200);
  });

});
