/**
 * Documents of a tender (DESIGN.md section 7, 'Files'): what may be uploaded, shared by the upload component
 * (checks before sending) and the server (checks again, the client is not trusted).
 */
export const MAX_DATEIGROESSE = 20 * 1024 * 1024;
export const MAX_DATEINAME_LAENGE = 255;

/** Allowed content types with their file extensions; the extension decides when the browser names no type. */
export const ERLAUBTE_DATEITYPEN: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
};

const ERLAUBT = new Set(Object.keys(ERLAUBTE_DATEITYPEN));
export const istErlaubterTyp = (contentType: string | null | undefined) => ERLAUBT.has(mimeTyp(contentType));

/** For `<input type=file accept>`: extensions and types, since browsers know some files only by one of them. */
export const DATEI_ACCEPT = Object.entries(ERLAUBTE_DATEITYPEN)
  .flatMap(([typ, endungen]) => [...endungen, typ])
  .join(',');

/** Values of X-File-Encoding: the body is always the file's bytes as they are. */
export const DATEI_KODIERUNGEN = ['binary'] as const;

export const DATEI_MELDUNG = {
  zuGross: 'Die Datei ist größer als 20 MB.',
  typ: 'Dieser Dateityp ist nicht erlaubt.',
  leer: 'Die Datei ist leer.',
  nameFehlt: 'Der Dateiname fehlt (X-File-Name).',
  nameUngueltig: 'Der Dateiname ist ungültig.',
  nameZuLang: `Der Dateiname darf höchstens ${MAX_DATEINAME_LAENGE} Zeichen lang sein.`,
  groesseFehlt: 'Die Dateigröße fehlt (X-File-Size).',
  groesseFalsch: 'Die Dateigröße stimmt nicht mit X-File-Size überein.',
  kodierung: 'Die Kodierung der Datei (X-File-Encoding) wird nicht unterstützt.',
  keineDatei: 'Es wurde keine Datei gesendet.',
  abgebrochen: 'Das Hochladen wurde abgebrochen.',
} as const;

/** The answer to an upload and one entry of a tender's document list. */
export interface Dokument {
  id: number;
  name: string;
  contentType: string;
  size: number;
}

export interface DokumentEintrag extends Dokument {
  /** ISO instant */
  hochgeladenAm: string;
}

/** `text/csv; charset=utf-8` → `text/csv` */
export function mimeTyp(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The allowed content type for a file, or undefined. The extension wins over the browser's type: Windows
 * calls a CSV file `application/vnd.ms-excel` and some systems name no type at all.
 */
export function dateityp(name: string, browserTyp?: string): string | undefined {
  const punkt = name.lastIndexOf('.');
  const endung = punkt < 0 ? '' : name.slice(punkt).toLowerCase();
  const nachEndung = Object.entries(ERLAUBTE_DATEITYPEN).find(([, endungen]) => endungen.includes(endung))?.[0];
  if (nachEndung) return nachEndung;
  return istErlaubterTyp(browserTyp) ? mimeTyp(browserTyp) : undefined;
}

/** Only the last path segment, without control characters (older browsers sent the whole local path). */
export function bereinigeDateiname(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/** The first reason a file may not be uploaded, in German; undefined when it may. */
export function pruefeDatei(datei: { name: string; size: number; contentType: string | undefined }): string | undefined {
  if (!datei.name) return DATEI_MELDUNG.nameFehlt;
  if (datei.name.length > MAX_DATEINAME_LAENGE) return DATEI_MELDUNG.nameZuLang;
  if (!istErlaubterTyp(datei.contentType)) return DATEI_MELDUNG.typ;
  if (datei.size > MAX_DATEIGROESSE) return DATEI_MELDUNG.zuGross;
  if (datei.size <= 0) return DATEI_MELDUNG.leer;
  return undefined;
}
