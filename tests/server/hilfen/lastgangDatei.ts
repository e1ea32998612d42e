import ExcelJS from 'exceljs';
import { ooxmlGeruest, zip } from './dateien';
import type { TestClient } from './testApp';
import { formatViertelstunde, isoMitVersatz, VIERTELSTUNDE } from '../../../domain/lastgang/zeit';
import { berlinerUhrzeitAm } from '../../../domain/datum';

/**
 * Generated Lastgänge as Netzbetreiber portals export them: a whole year (or less) of quarter hours from midnight
 * of `vonTag` in German time, with a daily load curve, so nothing big is committed as a fixture.
 */
export interface LastgangVorlage {
  /** first day, `YYYY-MM-DD`; the Lastgang starts at its midnight in Berlin */
  vonTag: string;
  /** how many quarter hours; default: up to the same midnight a year later */
  anzahl?: number;
  /** kW of quarter hour i (i from 0) */
  kw?: (i: number, zeitpunkt: number) => number;
}

export interface Zeile {
  zeitpunkt: number;
  kw: number;
}

/** A plausible industrial load: base 40 kW, up to 100 kW in the working day, a peak of 150 kW at quarter hour 5000. */
export const typischeLast = (i: number, zeitpunkt: number): number => {
  const stunde = new Date(zeitpunkt).getUTCHours();
  return i === 5000 ? 150 : 40 + (stunde >= 6 && stunde < 16 ? 60 : 0) + (i % 7) / 2;
};

export function lastgangZeilen({ vonTag, anzahl, kw = typischeLast }: LastgangVorlage): Zeile[] {
  const beginn = berlinerUhrzeitAm(vonTag, 0);
  const [j, m, t] = vonTag.split('-').map(Number) as [number, number, number];
  const ende = berlinerUhrzeitAm(`${j + 1}-${String(m).padStart(2, '0')}-${String(t).padStart(2, '0')}`, 0);
  const n = anzahl ?? (ende - beginn) / VIERTELSTUNDE;
  return Array.from({ length: n }, (_, i) => ({ zeitpunkt: beginn + i * VIERTELSTUNDE, kw: kw(i, beginn + i * VIERTELSTUNDE) }));
}

export interface CsvForm {
  trenner?: ';' | ',';
  dezimalKomma?: boolean;
  einheit?: 'kW' | 'kWh' | null;
  /** 'lokal': `dd.MM.yyyy HH:mm` German time; 'utc': ISO with Z; 'getrennt': Datum and Uhrzeit columns */
  zeit?: 'lokal' | 'utc' | 'versatz' | 'getrennt';
}

/** The rows as CSV text (the header in line 1, then one quarter hour per line). */
export function lastgangCsv(zeilen: Zeile[], { trenner = ';', dezimalKomma = true, einheit = 'kW', zeit = 'lokal' }: CsvForm = {}): string {
  const wertKopf = einheit === null ? 'Wert' : `Wert [${einheit}]`;
  const kopf = zeit === 'getrennt' ? ['Datum', 'Uhrzeit', wertKopf] : ['Zeitstempel', wertKopf];
  const zahl = (kw: number) => {
    const text = String(Math.round((einheit === 'kWh' ? kw / 4 : kw) * 1000) / 1000);
    return dezimalKomma ? text.replace('.', ',') : text;
  };
  const zeitZellen = (z: number) => {
    if (zeit === 'utc') return [new Date(z).toISOString()];
    if (zeit === 'versatz') return [isoMitVersatz(z)];
    const lokal = formatViertelstunde(z);
    return zeit === 'getrennt' ? [lokal.slice(0, 10), lokal.slice(11)] : [lokal];
  };
  return [kopf, ...zeilen.map((z) => [...zeitZellen(z.zeitpunkt), zahl(z.kw)])].map((r) => r.join(trenner)).join('\r\n') + '\r\n';
}

/** The rows as an Excel workbook: real date cells (German wall clock) and numbers, as Excel users keep them. */
export async function lastgangXlsx(zeilen: Zeile[]): Promise<Buffer> {
  const mappe = new ExcelJS.Workbook();
  const blatt = mappe.addWorksheet('Lastgang');
  blatt.addRow(['Datum/Uhrzeit', 'Leistung (kW)']);
  for (const z of zeilen) {
    const [tag, uhr] = formatViertelstunde(z.zeitpunkt).split(' ') as [string, string];
    const [t, m, j] = tag.split('.').map(Number) as [number, number, number];
    const [h, mi] = uhr.split(':').map(Number) as [number, number];
    blatt.addRow([new Date(Date.UTC(j, m - 1, t, h, mi)), z.kw]);
  }
  blatt.getColumn(1).numFmt = 'dd.mm.yyyy hh:mm';
  return Buffer.from(await mappe.xlsx.writeBuffer());
}

const OOXML = {
  ...ooxmlGeruest('xl/workbook.xml', {
    'xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    'xl/worksheets/sheet1.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml',
  }),
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Lastgang" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/**
 * A ZIP bomb dressed as a workbook: a few hundred KB that unpack to `mb` megabytes of sheet XML (blanks between
 * the rows, which every XML reader must wade through).
 */
export function xlsxBombe(mb: number): Buffer {
  const blatt = Buffer.alloc(mb * 2 ** 20, ' ');
  const kopf = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  blatt.write(kopf);
  blatt.write('</sheetData></worksheet>', blatt.length - 24);
  return zip({ ...OOXML, 'xl/worksheets/sheet1.xml': blatt }, { deflate: true });
}

export interface HochladeOptionen {
  name?: string;
  typ?: string;
  einheit?: string;
  zeitbezug?: string;
  maxLeistung?: string;
  /** only the preview: what would be stored */
  vorschau?: boolean;
}

/**
 * A Lastgang sent as the portal sends it: the raw file with the document upload's headers, as `token`'s user;
 * the user's answers (unit, what the times name, the Max. Leistung) in the query.
 */
export function ladeLastgangHoch(client: TestClient, lieferstelleId: number, daten: Buffer, token: string, optionen: HochladeOptionen = {}) {
  const { name = 'Lastgang 2025.csv', typ = 'text/csv', vorschau = false, ...antworten } = optionen;
  const abfrage = new URLSearchParams(Object.entries(antworten).filter((e): e is [string, string] => e[1] !== undefined)).toString();
  return client.app.inject({
    method: 'POST',
    url: `/api/lastgang/lieferstelle/${lieferstelleId}${vorschau ? '/vorschau' : ''}${abfrage ? `?${abfrage}` : ''}`,
    headers: {
      cookie: `XSRF-TOKEN=${client.xsrf}`,
      'x-xsrf-token': client.xsrf,
      authorization: `Bearer ${token}`,
      'content-type': typ,
      'x-file-name': encodeURIComponent(name),
      'x-file-size': String(daten.length),
      'x-file-encoding': 'binary',
    },
    payload: daten,
  });
}

/**
 * A workbook of one sheet: `zeilen` is the XML inside `<sheetData>`, `davor` what stands before it (a
 * `<dimension>`), `danach` what follows it (`<mergeCells>`, `<dataValidations>`). A few KB may name rows and
 * columns far away, which is what the readers would fill.
 */
export function xlsxMitBlatt(zeilen: string, { davor = '', danach = '', deflate = true }: { davor?: string; danach?: string; deflate?: boolean } = {}): Buffer {
  const blatt =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `${davor}<sheetData>${zeilen}</sheetData>${danach}</worksheet>`;
  return zip({ ...OOXML, 'xl/worksheets/sheet1.xml': blatt }, { deflate });
}

/** A row of the sheet XML: text cells inline, numbers as numbers; `r` the row's number, cells from column A. */
export function blattZeile(r: number, zellen: (string | number)[]): string {
  const spalte = (i: number) => String.fromCharCode(65 + i);
  const zelle = (w: string | number, i: number) =>
    typeof w === 'number' ? `<c r="${spalte(i)}${r}"><v>${w}</v></c>` : `<c r="${spalte(i)}${r}" t="inlineStr"><is><t>${w}</t></is></c>`;
  return `<row r="${r}">${zellen.map(zelle).join('')}</row>`;
}
