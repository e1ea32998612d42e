import { dateityp, DOKUMENT_REGELN, pruefeDatei, type DateiRegeln } from '../../../domain/dokumente';

export type FileCheck = { contentType: string; meldung?: undefined } | { meldung: string };

/**
 * Checks a chosen file before anything is sent: the type allow-list of the upload's `regeln` (the portal's for a
 * tender's documents), that the extension fits the type, the size limit, and a narrower `accept` of the component
 * when one is given (the browser's file dialog does not enforce it for drops).
 */
export function checkFile(datei: File, accept?: string, regeln: DateiRegeln = DOKUMENT_REGELN): FileCheck {
  const pruefung = pruefeDatei({ name: datei.name, size: datei.size, contentType: dateityp(datei.name, datei.type) }, regeln);
  if (pruefung.meldung !== undefined) return { meldung: pruefung.meldung };
  if (accept && !passtZu(accept, datei.name, pruefung.typ)) return { meldung: regeln.meldungTyp };
  return { contentType: pruefung.typ };
}

/** The rules of `<input accept>`: `.pdf`, `image/*` or `application/pdf`. */
function passtZu(accept: string, name: string, contentType: string): boolean {
  const kleinerName = name.toLowerCase();
  return accept
    .split(',')
    .map((teil) => teil.trim().toLowerCase())
    .some((teil) => (teil.startsWith('.') ? kleinerName.endsWith(teil) : teil.endsWith('/*') ? contentType.startsWith(teil.slice(0, -1)) : teil === contentType));
}
