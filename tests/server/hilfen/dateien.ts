import type { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { TestClient } from './testApp';

/** Small real files of the allowed types, as an upload test sends them. */

/** A one-page PDF written by hand: header, catalog, pages, page, cross-reference table, trailer. */
export function kleinesPdf(): Buffer {
  const objekte = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  let pdf = '%PDF-1.4\n';
  const versaetze = objekte.map((objekt, i) => {
    const versatz = pdf.length;
    pdf += `${i + 1} 0 obj\n${objekt}\nendobj\n`;
    return versatz;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objekte.length + 1}\n0000000000 65535 f \n${versaetze.map((v) => `${String(v).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objekte.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A red 1×1 pixel. */
export const kleinesPng = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** A 1×1 pixel JPEG. */
export const kleinesJpeg = () =>
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );

export async function kleinesXlsx(): Promise<Buffer> {
  const mappe = new ExcelJS.Workbook();
  mappe.addWorksheet('Lieferstellen').addRows([
    ['MaLo-ID', 'kWh'],
    ['41373559241', 1000],
  ]);
  return Buffer.from(await mappe.xlsx.writeBuffer());
}

/**
 * The parts every Office Open XML package has: its content types (XML, relationships and the given parts) and the
 * relationship to its main part.
 */
export function ooxmlGeruest(hauptteil: string, inhaltstypen: Record<string, string>): Record<string, string> {
  const ueberschrieben = Object.entries(inhaltstypen).map(([teil, typ]) => `<Override PartName="/${teil}" ContentType="${typ}"/>`);
  return {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${ueberschrieben.join('')}</Types>`,
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${hauptteil}"/></Relationships>`,
  };
}

/** The three parts Word needs to open a document. */
export function kleinesDocx(): Buffer {
  return zip({
    ...ooxmlGeruest('word/document.xml', { 'word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml' }),
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Leistungsverzeichnis</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** A ZIP archive with its entries stored uncompressed or deflated (APPNOTE.TXT sections 4.3.7, 4.3.12, 4.3.16). */
export function zip(eintraege: Record<string, string | Buffer>, { deflate = false } = {}): Buffer {
  const lokal: Buffer[] = [];
  const verzeichnis: Buffer[] = [];
  let versatz = 0;
  for (const [name, text] of Object.entries(eintraege)) {
    const dateiname = Buffer.from(name, 'utf8');
    const inhalt = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    const daten = deflate ? deflateRawSync(inhalt, { level: 9 }) : inhalt;
    const gemeinsam = Buffer.alloc(26);
    gemeinsam.writeUInt16LE(20, 0); // version needed
    gemeinsam.writeUInt16LE(0x0800, 2); // names in UTF-8
    gemeinsam.writeUInt16LE(deflate ? 8 : 0, 4); // deflated or stored
    gemeinsam.writeUInt32LE(0x00210000, 6); // 1980-01-01 00:00
    gemeinsam.writeUInt32LE(crc32(inhalt), 10);
    gemeinsam.writeUInt32LE(daten.length, 14);
    gemeinsam.writeUInt32LE(inhalt.length, 18);
    gemeinsam.writeUInt16LE(dateiname.length, 22);
    gemeinsam.writeUInt16LE(0, 24); // no extra field
    const kopf = Buffer.concat([u32(0x04034b50), gemeinsam, dateiname]);
    lokal.push(kopf, daten);
    const zentral = Buffer.alloc(14);
    zentral.writeUInt32LE(versatz, 10); // comment length, disk and attributes stay 0
    verzeichnis.push(Buffer.concat([u32(0x02014b50), Buffer.from([20, 0]), gemeinsam, zentral, dateiname]));
    versatz += kopf.length + daten.length;
  }
  const zentralesVerzeichnis = Buffer.concat(verzeichnis);
  const ende = Buffer.alloc(18);
  ende.writeUInt16LE(verzeichnis.length, 4);
  ende.writeUInt16LE(verzeichnis.length, 6);
  ende.writeUInt32LE(zentralesVerzeichnis.length, 8);
  ende.writeUInt32LE(versatz, 12);
  return Buffer.concat([...lokal, zentralesVerzeichnis, u32(0x06054b50), ende]);
}

function u32(wert: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(wert);
  return b;
}

/**
 * A tender's document sent as the browser sends it: the raw bytes, Bearer and XSRF echo, and the file's facts in
 * `datei` (Content-Type, X-File-Name, X-File-Size; one set to undefined is left out).
 */
export function ladeDokumentHoch(client: TestClient, ausschreibungId: number, daten: Buffer | Readable, token: string | undefined, datei: Record<string, string | undefined>) {
  return sendeDatei(client, `/api/upload/ausschreibung/${ausschreibungId}`, daten, token, datei);
}

/** A file sent to `url` as the browser's upload sends it (see `ladeDokumentHoch`). */
export function sendeDatei(client: TestClient, url: string, daten: Buffer | Readable, token: string | undefined, datei: Record<string, string | undefined>) {
  const alle: Record<string, string | undefined> = {
    cookie: `XSRF-TOKEN=${client.xsrf}`,
    'x-xsrf-token': client.xsrf,
    authorization: token ? `Bearer ${token}` : undefined,
    'x-file-encoding': 'binary',
    ...datei,
  };
  const headers = Object.fromEntries(Object.entries(alle).filter((e): e is [string, string] => e[1] !== undefined));
  return client.app.inject({ method: 'POST', url, headers, payload: daten });
}
