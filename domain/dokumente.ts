/**
 * Documents of a tender (DESIGN.md section 7, 'Files'): what may be uploaded, shared by the upload component
 * (checks before sending) and the server (checks again, the client is not trusted).
 */
export const MAX_DATEIGROESSE = 20 * 1024 * 1024;
export const MAX_DATEINAME_LAENGE = 255;

/**
 * Allowed content types with their file extensions and the name a message uses for them. A file's extension
 * must be one of its type's, so nothing arrives named `.html`, `.svg` or `.exe` (the server also checks the
 * content, see server/dokumente/dateiInhalt.ts).
 */
export const ERLAUBTE_DATEITYPEN = {
  'application/pdf': { endungen: ['.pdf'], name: 'PDF' },
  'image/png': { endungen: ['.png'], name: 'PNG' },
  'image/jpeg': { endungen: ['.jpg', '.jpeg'], name: 'JPEG' },
  'text/csv': { endungen: ['.csv'], name: 'CSV' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { endungen: ['.xlsx'], name: 'XLSX' },
  'application/vnd.ms-excel': { endungen: ['.xls'], name: 'XLS' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { endungen: ['.docx'], name: 'DOCX' },
  'text/plain': { endungen: ['.txt'], name: 'TXT' },
} as const satisfies Record<string, { endungen: readonly string[]; name: string }>;

export type Dateityp = keyof typeof ERLAUBTE_DATEITYPEN;

/** For a bare type as `mimeTyp` returns it. */
export const istErlaubterTyp = (typ: string): typ is Dateityp => Object.hasOwn(ERLAUBTE_DATEITYPEN, typ);


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
  groesseUngueltig: 'Die Dateigröße (X-File-Size) ist ungültig: erwartet wird die Anzahl der Bytes als ganze Zahl ab 0.',
  groesseFalsch: 'Die Dateigröße stimmt nicht mit X-File-Size überein.',
  kodierung: 'Die Kodierung der Datei (X-File-Encoding) wird nicht unterstützt.',
  keineDatei: 'Es wurde keine Datei gesendet.',
  abgebrochen: 'Das Hochladen wurde abgebrochen.',
  nichtMehr: 'Zu dieser Ausschreibung können Sie keine Dokumente mehr hochladen.',
  endungPasstNicht: (endung: string, typ: Dateityp) => `Die Dateiendung ${endung} passt nicht zum Dateityp ${ERLAUBTE_DATEITYPEN[typ].name}.`,
  endungFehlt: (typ: Dateityp) =>
    `Der Dateiname hat keine Dateiendung; für den Dateityp ${ERLAUBTE_DATEITYPEN[typ].name} wird ${ERLAUBTE_DATEITYPEN[typ].endungen.join(' oder ')} erwartet.`,
  inhaltPasstNicht: (typ: Dateityp) => `Der Inhalt der Datei ist kein ${ERLAUBTE_DATEITYPEN[typ].name}.`,
  inhaltAktiv: (typ: Dateityp) => `Die Datei enthält HTML, SVG oder ein Skript und ist daher als ${ERLAUBTE_DATEITYPEN[typ].name} nicht erlaubt.`,
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

/** `Bericht.PDF` → `.pdf`; '' when the name has none. */
export function dateiendung(name: string): string {
  const punkt = name.lastIndexOf('.');
  return punkt <= 0 ? '' : name.slice(punkt).toLowerCase();
}

/**
 * The allowed content type for a file, or undefined. The extension wins over the browser's type: Windows
 * calls a CSV file `application/vnd.ms-excel` and some systems name no type at all. An allowed browser type
 * with a foreign extension (`Rechnung.pdf.exe`, application/pdf) is returned so that `pruefeDatei` can name
 * the extension that does not fit.
 */
export function dateityp(name: string, browserTyp?: string): Dateityp | undefined {
  const endung = dateiendung(name);
  const nachEndung = (Object.keys(ERLAUBTE_DATEITYPEN) as Dateityp[]).find((typ) => (ERLAUBTE_DATEITYPEN[typ].endungen as readonly string[]).includes(endung));
  if (nachEndung) return nachEndung;
  const typ = mimeTyp(browserTyp);
  return istErlaubterTyp(typ) ? typ : undefined;
}

/** Only the last path segment, without control characters (older browsers sent the whole local path). */
export function bereinigeDateiname(name: string): string {
  // Control and format characters (bidi overrides such as U+202E turn "rech\u202Etxt.pdf" into "rechfdp.txt" on screen).
  return (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').trim();
}

/**
 * What an upload of one kind accepts: a part of the portal's allow-list and a size limit, each with its German
 * message. A tender's documents take the whole list (`DOKUMENT_REGELN`); an offer's attachments fewer types.
 */
export interface DateiRegeln {
  typen: readonly Dateityp[];
  hoechstensBytes: number;
  meldungTyp: string;
  meldungZuGross: string;
}

export const DOKUMENT_REGELN: DateiRegeln = {
  typen: Object.keys(ERLAUBTE_DATEITYPEN) as Dateityp[],
  hoechstensBytes: MAX_DATEIGROESSE,
  meldungTyp: DATEI_MELDUNG.typ,
  meldungZuGross: DATEI_MELDUNG.zuGross,
};

/** For `<input type=file accept>`: extensions and types, since browsers know some files only by one of them. */
export function dateiAccept(regeln: DateiRegeln = DOKUMENT_REGELN): string {
  return regeln.typen.flatMap((typ) => [...ERLAUBTE_DATEITYPEN[typ].endungen, typ]).join(',');
}

/**
 * The allowed type of a file that may be uploaded, or the first reason it may not, in German; `zuGross` marks the
 * size limit (the server answers it with 413).
 */
export function pruefeDatei(
  datei: { name: string; size: number; contentType: string | undefined },
  regeln: DateiRegeln = DOKUMENT_REGELN,
): { typ: Dateityp; meldung?: undefined } | { meldung: string; zuGross?: true } {
  if (!datei.name) return { meldung: DATEI_MELDUNG.nameFehlt };
  if (datei.name.length > MAX_DATEINAME_LAENGE) return { meldung: DATEI_MELDUNG.nameZuLang };
  const typ = mimeTyp(datei.contentType);
  if (!istErlaubterTyp(typ) || !regeln.typen.includes(typ)) return { meldung: regeln.meldungTyp };
  const endung = dateiendung(datei.name);
  if (!endung) return { meldung: DATEI_MELDUNG.endungFehlt(typ) };
  if (!(ERLAUBTE_DATEITYPEN[typ].endungen as readonly string[]).includes(endung)) return { meldung: DATEI_MELDUNG.endungPasstNicht(endung, typ) };
  if (datei.size > regeln.hoechstensBytes) return { meldung: regeln.meldungZuGross, zuGross: true };
  if (datei.size <= 0) return { meldung: DATEI_MELDUNG.leer };
  return { typ };
}
