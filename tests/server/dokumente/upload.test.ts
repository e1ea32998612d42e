import { PassThrough } from 'node:stream';
import { describe, expect } from 'vitest';
import { kleinesDocx, kleinesJpeg, kleinesPdf, kleinesPng, kleinesXlsx, ladeDokumentHoch, zip } from '../hilfen/dateien';
import { portalTests } from '../hilfen/portalTest';

const NICHT_GEFUNDEN = 'Die Ausschreibung wurde nicht gefunden.';

/**
 * The portal fixtures plus the Kunde's first tender and another Kunde's (found once per database), `hochladen`
 * (the browser's upload: raw bytes, the file's facts in headers, Bearer and XSRF echo) and `anzahlDokumente`.
 */
const uploadTests = () =>
  portalTests().map(({ it, ...datenbank }) => ({
    ...datenbank,
    it: it
      .extend('kundeId', { scope: 'file' }, async ({ t }) =>
        (await t.app.db.selectFrom('kunde as k').innerJoin('benutzer as b', 'b.id', 'k.benutzer_id').select('k.id').where('b.login', '=', 'kunde').executeTakeFirstOrThrow()).id)
      .extend('eigene', { scope: 'file' }, async ({ t, kundeId }) =>
        (await t.app.db.selectFrom('ausschreibung').select('id').where('kunde_id', '=', kundeId).orderBy('id').executeTakeFirstOrThrow()).id)
      .extend('fremde', { scope: 'file' }, async ({ t, kundeId }) =>
        (await t.app.db.selectFrom('ausschreibung').select('id').where('kunde_id', '!=', kundeId).orderBy('id').executeTakeFirstOrThrow()).id)
      .extend('hochladen', async ({ client }) => (id: number, daten: Buffer, token: string | undefined, koepfe: Record<string, string | undefined> = {}) =>
        ladeDokumentHoch(client, id, daten, token, { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent('Lastgang Übersicht.pdf'), 'x-file-size': String(daten.length), ...koepfe }),
      )
      .extend('anzahlDokumente', async ({ t }) => async () => Number((await t.app.db.selectFrom('dokument').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)),
  }));

describe.each(uploadTests())('Hochladen von Dokumenten auf $name', ({ it }) => {
  // Every byte value once: nothing on the way may treat the file as text.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);

  it('speichert die Datei des Kunden zur eigenen Ausschreibung und gibt sie unverändert wieder heraus', async ({ t, client, kunde, eigene, hochladen }) => {
    const antwort = await hochladen(eigene, pdf, kunde);
    expect(antwort.statusCode).toBe(201);
    const dokument = antwort.json();
    expect(dokument).toEqual({ id: expect.any(Number), name: 'Lastgang Übersicht.pdf', contentType: 'application/pdf', size: pdf.length });

    const download = await client.send('POST', `/api/Download?blobId=${dokument.id}`, undefined, kunde);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe("attachment; filename=\"Lastgang _bersicht.pdf\"; filename*=UTF-8''Lastgang%20%C3%9Cbersicht.pdf");
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const liste = await client.get(`/api/ausschreibung/${eigene}/dokumente`, kunde);
    expect(liste.json()).toContainEqual({ ...dokument, hochgeladenAm: new Date(t.uhr.now()).toISOString() });
    expect((await client.get(`/api/ausschreibung/${eigene}/dokumente`, (await client.angemeldet('kunde2')).access_token)).statusCode).toBe(404);

    const audit = await t.app.db.selectFrom('audit_event').selectAll().where('aktion', '=', 'dokument_hochgeladen').where('entitaet_id', '=', dokument.id).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.nachher!)).toMatchObject({ ausschreibungId: eigene, name: 'Lastgang Übersicht.pdf', size: pdf.length });
  });

  it('entfernt Steuer- und Richtungszeichen aus dem Dateinamen', async ({ kunde, eigene, hochladen }) => {
    const antwort = await hochladen(eigene, pdf, kunde, { 'x-file-name': encodeURIComponent('rech\u202Etxt\u200b.pdf\u2066') });
    expect(antwort.statusCode, antwort.body).toBe(201);
    expect(antwort.json().name).toBe('rechtxt.pdf');
  });

  it('lässt den Kunden nur hochladen, solange die Ausschreibung geprüft wird, Administratoren bis zum Abschluss', async ({ t, admin, kunde, eigene, hochladen }) => {
    const [status] = (await t.app.db.selectFrom('ausschreibung').select('status').where('id', '=', eigene).execute()).map((a) => a.status);
    try {
      for (const [neu, kundeDarf, adminDarf] of [[1, false, true], [3, false, true], [4, false, false]] as const) {
        await t.app.db.updateTable('ausschreibung').set({ status: neu }).where('id', '=', eigene).execute();
        const vomKunden = await hochladen(eigene, pdf, kunde);
        expect(vomKunden.statusCode, `Kunde, Status ${neu}`).toBe(kundeDarf ? 201 : 400);
        if (!kundeDarf) expect(vomKunden.json().message).toBe('Zu dieser Ausschreibung können Sie keine Dokumente mehr hochladen.');
        expect((await hochladen(eigene, pdf, admin)).statusCode, `Administrator, Status ${neu}`).toBe(adminDarf ? 201 : 400);
      }
    } finally {
      await t.app.db.updateTable('ausschreibung').set({ status }).where('id', '=', eigene).execute();
    }
  });

  it('lässt Administratoren zu jeder Ausschreibung hochladen, andere Kunden und EVUs nicht', async ({ t, client, admin, kunde, eigene, fremde, hochladen, anzahlDokumente }) => {
    const csv = Buffer.from('MaLo-ID;kWh\r\n41373559241;1000\r\n');
    const antwort = await hochladen(fremde, csv, admin, { 'content-type': 'text/csv; charset=utf-8', 'x-file-name': encodeURIComponent('C:\\Daten\\Lieferstellen.csv') });
    expect(antwort.statusCode).toBe(201);
    expect(antwort.json()).toMatchObject({ name: 'Lieferstellen.csv', contentType: 'text/csv', size: csv.length });

    const vorher = await anzahlDokumente();
    const fremd = await hochladen(fremde, pdf, kunde);
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json().message).toBe(NICHT_GEFUNDEN);
    const unbekannt = await hochladen(999_999, pdf, kunde);
    expect(unbekannt.statusCode).toBe(404);
    expect(unbekannt.json().message).toBe(NICHT_GEFUNDEN);
    expect((await hochladen(eigene, pdf, (await client.angemeldet('evu')).access_token)).statusCode).toBe(403);
    expect((await hochladen(eigene, pdf, undefined)).statusCode).toBe(401);
    expect(await anzahlDokumente()).toBe(vorher);
    const verweigert = await t.app.db.selectFrom('audit_event').select('entitaet_id').where('aktion', '=', 'dokument_hochladen_verweigert').execute();
    expect(verweigert.map((v) => v.entitaet_id)).toEqual([fremde, 999_999]);
  });

  it('weist ungültige Dateien mit deutscher Meldung ab und speichert nichts', async ({ kunde, eigene, hochladen, anzahlDokumente }) => {
    const vorher = await anzahlDokumente();
    const abgewiesen = async (antwort: Awaited<ReturnType<typeof hochladen>>, status: number, meldung: string) => {
      expect(antwort.statusCode, antwort.body).toBe(status);
      expect(antwort.json().message).toBe(meldung);
    };
    await abgewiesen(await hochladen(eigene, Buffer.alloc(21 * 1024 * 1024, 1), kunde), 413, 'Die Datei ist größer als 20 MB.');
    // Announced small, sent large: only the announced bytes are accepted.
    await abgewiesen(await hochladen(eigene, Buffer.alloc(21 * 1024 * 1024, 1), kunde, { 'x-file-size': '100' }), 400, 'Die Dateigröße stimmt nicht mit X-File-Size überein.');
    await abgewiesen(await hochladen(eigene, pdf, kunde, { 'x-file-size': String(pdf.length + 1) }), 400, 'Die Dateigröße stimmt nicht mit X-File-Size überein.');
    await abgewiesen(await hochladen(eigene, pdf, kunde, { 'x-file-size': 'viel' }), 400, 'Die Dateigröße (X-File-Size) ist ungültig: erwartet wird die Anzahl der Bytes als ganze Zahl ab 0.');
    await abgewiesen(await hochladen(eigene, pdf, kunde, { 'x-file-size': '-1' }), 400, 'Die Dateigröße (X-File-Size) ist ungültig: erwartet wird die Anzahl der Bytes als ganze Zahl ab 0.');
    await abgewiesen(await hochladen(eigene, pdf, kunde, { 'content-type': 'application/zip', 'x-file-name': 'a.zip' }), 400, 'Dieser Dateityp ist nicht erlaubt.');
    await abgewiesen(await hochladen(eigene, Buffer.from('{"a":1}'), kunde, { 'content-type': 'application/json' }), 400, 'Dieser Dateityp ist nicht erlaubt.');
    await abgewiesen(await hochladen(eigene, pdf, kunde, { 'content-type': undefined }), 400, 'Dieser Dateityp ist nicht erlaubt.');
    await abgewiesen(await hochladen(eigene, pdf, kunde, { 'x-file-name': undefined }), 400, 'Der Dateiname fehlt (X-File-Name).');
    await abgewiesen(await hochladen(eigene, pdf, kunde, { 'x-file-name': '%E0%A4%A' }), 400, 'Der Dateiname ist ungültig.');
    await abgewiesen(await hochladen(eigene, pdf, kunde, { 'x-file-encoding': 'base64' }), 400, 'Die Kodierung der Datei (X-File-Encoding) wird nicht unterstützt.');
    await abgewiesen(await hochladen(eigene, Buffer.alloc(0), kunde), 400, 'Die Datei ist leer.');
    await abgewiesen(await hochladen(eigene, pdf, kunde, { 'x-xsrf-token': undefined }), 403, 'Die Anfrage konnte nicht bestätigt werden (XSRF-Token fehlt oder ist ungültig). Bitte laden Sie die Seite neu.');
    expect(await anzahlDokumente()).toBe(vorher);
  });

  it('speichert echte kleine Dateien jedes Typs mit passender Endung', async ({ client, kunde, eigene, hochladen }) => {
    const dateien: [string, string, Buffer][] = [
      ['Vollmacht.pdf', 'application/pdf', kleinesPdf()],
      ['Zählerschrank.png', 'image/png', kleinesPng()],
      ['Typenschild.JPG', 'image/jpeg', kleinesJpeg()],
      ['Typenschild.jpeg', 'image/jpeg', kleinesJpeg()],
      ['Leistungsverzeichnis.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', kleinesDocx()],
      ['Lieferstellen.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', await kleinesXlsx()],
      // Text that file-type would take for a BMP image ("BM…") is still text.
      ['Fuhrpark.csv', 'text/csv', Buffer.from('BMW;Ladepunkte\r\nMünchen;12\r\n')],
      ['Hinweise.txt', 'text/plain; charset=utf-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Anlieferung über Tor 2 (a < b)\r\n', 'utf16le')])],
    ];
    for (const [name, typ, daten] of dateien) {
      const antwort = await hochladen(eigene, daten, kunde, { 'content-type': typ, 'x-file-name': encodeURIComponent(name) });
      expect(antwort.statusCode, `${name}: ${antwort.body}`).toBe(201);
      const { id } = antwort.json();
      const download = await client.send('POST', `/api/Download?blobId=${id}`, undefined, kunde);
      expect(download.headers['content-type']).toBe(typ.split(';')[0]);
      expect(download.headers['content-disposition'], name).toMatch(/^attachment; /);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload.equals(daten)).toBe(true);
    }
  });

  it('weist Dateien ab, deren Endung oder Inhalt nicht zum Dateityp passt, und speichert nichts', async ({ kunde, eigene, hochladen, anzahlDokumente }) => {
    const vorher = await anzahlDokumente();
    const html = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/kunde/ausschreibung")</script></body></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"/>');
    const faelle: [string, string, Buffer, string][] = [
      ['evil.html', 'text/plain', html, 'Die Dateiendung .html passt nicht zum Dateityp TXT.'],
      ['rechnung.pdf.exe', 'application/pdf', Buffer.from('MZ\x90\x00'), 'Die Dateiendung .exe passt nicht zum Dateityp PDF.'],
      ['bild.svg', 'image/png', svg, 'Die Dateiendung .svg passt nicht zum Dateityp PNG.'],
      ['Rechnung', 'application/pdf', kleinesPdf(), 'Der Dateiname hat keine Dateiendung; für den Dateityp PDF wird .pdf erwartet.'],
      ['Foto.pdf', 'application/pdf', kleinesPng(), 'Der Inhalt der Datei ist kein PDF.'],
      ['bild.png', 'image/png', svg, 'Der Inhalt der Datei ist kein PNG.'],
      ['Foto.jpg', 'image/jpeg', kleinesPng(), 'Der Inhalt der Datei ist kein JPEG.'],
      ['Lieferstellen.csv', 'text/csv', html, 'Die Datei enthält HTML, SVG oder ein Skript und ist daher als CSV nicht erlaubt.'],
      ['Lieferstellen.csv', 'text/csv', Buffer.from('MaLo-ID;kWh\r\n<img src=x onerror=alert(1)>;1\r\n'), 'Die Datei enthält HTML, SVG oder ein Skript und ist daher als CSV nicht erlaubt.'],
      ['Notiz.txt', 'text/plain', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), svg]), 'Die Datei enthält HTML, SVG oder ein Skript und ist daher als TXT nicht erlaubt.'],
      ['Notiz.txt', 'text/plain', kleinesPng(), 'Der Inhalt der Datei ist kein TXT.'],
      ['Leistungsverzeichnis.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', await kleinesXlsx(), 'Der Inhalt der Datei ist kein DOCX.'],
      ['Lieferstellen.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip({ 'index.html': '<script>alert(1)</script>' }), 'Der Inhalt der Datei ist kein XLSX.'],
      ['Lieferstellen.xls', 'application/vnd.ms-excel', Buffer.from('MaLo-ID;kWh\r\n'), 'Der Inhalt der Datei ist kein XLS.'],
    ];
    for (const [name, typ, daten, meldung] of faelle) {
      const antwort = await hochladen(eigene, daten, kunde, { 'content-type': typ, 'x-file-name': encodeURIComponent(name) });
      expect(antwort.statusCode, `${name} als ${typ}`).toBe(400);
      expect(antwort.json().message, `${name} als ${typ}`).toBe(meldung);
    }
    expect(await anzahlDokumente()).toBe(vorher);
  });

  it('liefert auch eine früher gespeicherte HTML-Datei nur als Download, nie als Seite', async ({ t, client, kunde, eigene }) => {
    const benutzer = await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'kunde').executeTakeFirstOrThrow();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const { id } = await t.app.db
      .insertInto('dokument')
      .values({ ausschreibung_id: eigene, name: 'evil.html', content_type: 'text/html', size: html.length, data: html, uploaded_by: benutzer.id, uploaded_at: t.uhr.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const download = await client.send('POST', `/api/Download?blobId=${id}`, undefined, kunde);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toBe('attachment; filename=evil.html');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
  it('weist das Hochladen zu einer fremden Ausschreibung ab, bevor der Körper gelesen ist', async ({ client, kunde, fremde }) => {
    // A body that never ends: only an answer given before reading it arrives at all.
    const koerper = new PassThrough();
    koerper.write(pdf);
    const antwort = await ladeDokumentHoch(client, fremde, koerper, kunde, { 'content-type': 'application/pdf', 'x-file-name': 'a.pdf', 'x-file-size': String(20 * 1024 * 1024) });
    expect(antwort.statusCode).toBe(404);
    koerper.destroy();
  });
});
