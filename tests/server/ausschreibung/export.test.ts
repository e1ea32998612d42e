import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';

const B = '/api/ausschreibungasadmin';

describe.each(portalTests())('CSV-Export und Download auf $name', ({ it }) => {

  it('exportiert die gefilterte Liste für ein deutsches Excel', async ({ t, client, admin }) => {
    const antwort = await client.send('POST', `${B}/export`, { filter: { typen: [2] }, ordering: { key: 'nummer', direction: 1 } }, admin);
    expect(antwort.statusCode).toBe(200);
    expect(antwort.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(antwort.headers['content-disposition']).toMatch(/^attachment; filename=Ausschreibungen_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(antwort.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const zeilen = antwort.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(zeilen[0]).toBe('Nummer;Sparte;Bezeichnung;Status;Kunde;Lieferbeginn;Lieferende;Angebotsfrist;Lieferstellen;Jahresverbrauch (kWh);Angebote');
    expect(zeilen).toHaveLength(6);
    expect(zeilen.slice(1).every((z) => z.split(';')[1] === 'Gas')).toBe(true);
    expect(zeilen[1]).toMatch(/;\d{2}\.\d{2}\.\d{4};\d{2}\.\d{2}\.\d{4};\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};\d+;[\d.]+;\d+$/);
    const nummern = zeilen.slice(1).map((z) => z.split(';')[0]);
    expect(nummern).toEqual([...nummern].sort());
    const audit = await t.app.db.selectFrom('audit_event').select('aktion').where('aktion', '=', 'export_liste').execute();
    expect(audit).toHaveLength(1);
  });

  it('liefert die Lieferstellen der Ausschreibungen mit Lieferbeginn im Zeitraum', async ({ t, client, admin }) => {
    const jahr = new Date(t.uhr.now()).getUTCFullYear() + 1;
    const antwort = await client.get(`${B}/CSV?von=${jahr}-01-01&bis=${jahr}-12-31`, admin);
    expect(antwort.statusCode).toBe(200);
    expect(antwort.headers['content-disposition']).toContain(`Lieferstellen_${jahr}-01-01_bis_${jahr}-12-31.csv`);
    const zeilen = antwort.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(zeilen[0]).toContain('MaLo-ID;Zählpunkt;PLZ;Ort;Messart;Jahresverbrauch (kWh);Max. Leistung (kW)');
    expect(zeilen.slice(1).every((z) => z.split(';')[5] === `01.01.${jahr}`)).toBe(true);
    expect(zeilen.some((z) => z.includes('1.850.000'))).toBe(true);
    const leer = await client.get(`${B}/CSV?von=1990-01-01&bis=1990-12-31`, admin);
    expect(leer.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toHaveLength(1);
    const verdreht = await client.get(`${B}/CSV?von=${jahr}-12-31&bis=${jahr}-01-01`, admin);
    expect(verdreht.statusCode).toBe(400);
    expect(verdreht.json().errors.bis).toEqual(['Das Ende des Zeitraums muss nach seinem Beginn liegen.']);
    expect((await client.get(`${B}/CSV?von=31.12.2026`, admin)).statusCode).toBe(400);
    expect((await client.get(`${B}/CSV`, (await client.angemeldet('evu')).access_token)).statusCode).toBe(403);
  });

  it('entschärft Formeln, die Nutzer in Texte geschrieben haben, in beiden CSV-Dateien', async ({ t, client, admin }) => {
    const a = await t.app.db.selectFrom('ausschreibung').select(['id', 'lieferbeginn']).orderBy('id').executeTakeFirstOrThrow();
    await t.app.db.updateTable('ausschreibung').set({ bezeichnung: "=cmd|' /C calc'!A0" }).where('id', '=', a.id).execute();
    await t.app.db.updateTable('lieferstelle').set({ bezeichnung: '@SUMME(1+1)', ort: '-2+3' }).where('ausschreibung_id', '=', a.id).execute();
    const liste = await client.send('POST', `${B}/export`, { filter: {}, ordering: { key: 'nummer', direction: 1 } }, admin);
    expect(liste.body).toContain(";'=cmd|' /C calc'!A0;");
    expect(liste.body).not.toMatch(/;=cmd/);
    const lieferstellen = await client.get(`${B}/CSV?von=${a.lieferbeginn}&bis=${a.lieferbeginn}`, admin);
    expect(lieferstellen.body).toContain(";'@SUMME(1+1);");
    expect(lieferstellen.body).toContain(";'-2+3;");
    // Numbers the export formats itself stay numbers.
    expect(lieferstellen.body).not.toMatch(/;'\d/);
  });

  it('gibt Dokumente nur an Berechtigte heraus, mit Dateinamen', async ({ t, client, admin }) => {
    const aktiv = await t.app.db.selectFrom('ausschreibung').select(['id', 'kunde_id']).where('status', '=', 1).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const kundeBenutzer = await t.app.db.selectFrom('kunde').select('benutzer_id').where('id', '=', aktiv.kunde_id).executeTakeFirstOrThrow();
    const { id } = await t.app.db
      .insertInto('dokument')
      .values({ ausschreibung_id: aktiv.id, name: 'Lastgang Übersicht.pdf', content_type: 'application/pdf', size: 4, data: Buffer.from('%PDF'), uploaded_by: kundeBenutzer.benutzer_id, uploaded_at: t.uhr.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kundeLogin = (await t.app.db.selectFrom('benutzer').select('login').where('id', '=', kundeBenutzer.benutzer_id).executeTakeFirstOrThrow()).login;
    for (const login of ['admin', kundeLogin, 'evu', 'evu2']) {
      const antwort = await client.send('POST', `/api/Download?blobId=${id}`, undefined, (await client.angemeldet(login)).access_token);
      expect(antwort.statusCode, login).toBe(200);
      expect(antwort.headers['content-disposition']).toBe(`attachment; filename="Lastgang _bersicht.pdf"; filename*=UTF-8''Lastgang%20%C3%9Cbersicht.pdf`);
      expect(antwort.rawPayload.toString()).toBe('%PDF');
    }
    const andererKunde = kundeLogin === 'kunde' ? 'kunde2' : 'kunde';
    for (const login of [andererKunde, 'evu3']) {
      expect((await client.send('POST', `/api/Download?blobId=${id}`, undefined, (await client.angemeldet(login)).access_token)).statusCode, login).toBe(404);
    }
    expect((await client.send('POST', '/api/Download', undefined, admin)).statusCode).toBe(400);
    expect((await client.send('POST', `/api/Download?blobId=${id}`)).statusCode).toBe(401);
  });
  // Last: it writes an audit event of its own.
  it('beantwortet einen Datenbankfehler im Export mit der üblichen Fehlerantwort, nicht mit einem Anhang', async ({ t, client, admin }) => {
    // Both exports read this column; the checks of the deadlines do not.
    await sql`alter table ausschreibung rename column lieferende to lieferende_weg`.execute(t.app.db);
    try {
      for (const [methode, url] of [['POST', `${B}/export`], ['GET', `${B}/CSV`]] as const) {
        const antwort = methode === 'POST' ? await client.send('POST', url, {}, admin) : await client.get(url, admin);
        expect(antwort.statusCode, url).toBe(500);
        expect(antwort.json(), url).toEqual({ message: 'Ein Fehler ist aufgetreten.', errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
        expect(antwort.headers['content-disposition'], url).toBeUndefined();
        expect(antwort.headers['content-type'], url).toMatch(/^application\/json/);
      }
    } finally {
      await sql`alter table ausschreibung rename column lieferende_weg to lieferende`.execute(t.app.db);
    }
  });

});
