import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { bereinigeDateiname, DATEI_KODIERUNGEN, DATEI_MELDUNG, DOKUMENT_REGELN, pruefeDatei, type DateiRegeln } from '../../domain/dokumente';
import { FachlicherFehler, Regelverletzung } from '../shared/errors';
import { pruefeInhalt } from './dateiInhalt';

/** 413 with the model-state body the client shows for every refused upload. */
export class DateiZuGross extends FachlicherFehler {
  readonly statusCode = 413;
  constructor(meldung: string = DATEI_MELDUNG.zuGross) {
    super(meldung);
  }
  override body() {
    return { message: this.message, errors: {} };
  }
}

export interface Datei {
  name: string;
  contentType: string;
  daten: Buffer;
}

/** The columns every table of stored uploads shares (dokument, angebot_anhang): the file and who uploaded it when. */
export function gespeicherteDatei(datei: Datei, benutzerId: number, jetzt: number) {
  return { name: datei.name, content_type: datei.contentType, size: datei.daten.length, data: datei.daten, uploaded_by: benutzerId, uploaded_at: jetzt };
}

/**
 * Reads an upload as the client sends it (DESIGN.md section 7, 'Files'): the raw bytes as body, name, type,
 * size and encoding in headers. The headers are checked before the body is read, so a file announced as too
 * large or with an extension that does not fit its type costs no transfer, and no more bytes than announced
 * are ever kept. The content must then fit the type (dateiInhalt.ts). `regeln` narrows types and size for an upload
 * of one kind (an offer's attachments).
 */
export async function leseDatei(koepfe: IncomingHttpHeaders, koerper: Readable, regeln: DateiRegeln = DOKUMENT_REGELN): Promise<Datei> {
  const kodierung = einzeln(koepfe['x-file-encoding']);
  if (!(DATEI_KODIERUNGEN as readonly string[]).includes(kodierung ?? '')) throw new Regelverletzung(DATEI_MELDUNG.kodierung);
  const roherName = einzeln(koepfe['x-file-name']);
  if (!roherName) throw new Regelverletzung(DATEI_MELDUNG.nameFehlt);
  let name: string;
  try {
    name = bereinigeDateiname(decodeURIComponent(roherName));
  } catch {
    throw new Regelverletzung(DATEI_MELDUNG.nameUngueltig);
  }
  if (!name) throw new Regelverletzung(DATEI_MELDUNG.nameUngueltig);
  const groesse = einzeln(koepfe['x-file-size']);
  if (!groesse) throw new Regelverletzung(DATEI_MELDUNG.groesseFehlt);
  if (!/^\d{1,15}$/.test(groesse)) throw new Regelverletzung(DATEI_MELDUNG.groesseUngueltig);
  const pruefung = pruefeDatei({ name, size: Number(groesse), contentType: einzeln(koepfe['content-type']) }, regeln);
  if (pruefung.meldung !== undefined) throw pruefung.zuGross ? new DateiZuGross(pruefung.meldung) : new Regelverletzung(pruefung.meldung);
  const daten = await leseHoechstens(koerper, Number(groesse));
  if (daten?.length !== Number(groesse)) throw new Regelverletzung(DATEI_MELDUNG.groesseFalsch);
  const falscherInhalt = await pruefeInhalt(pruefung.typ, daten);
  if (falscherInhalt) throw new Regelverletzung(falscherInhalt);
  return { name, contentType: pruefung.typ, daten };
}

function einzeln(wert: string | string[] | undefined): string | undefined {
  return typeof wert === 'string' ? wert : undefined;
}

/**
 * The body, or undefined once it exceeds `grenze`. The stream is not destroyed then: that would cut the
 * connection before the 400 reaches the client; Node discards the rest after the answer.
 */
function leseHoechstens(strom: Readable, grenze: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const teile: Buffer[] = [];
    let laenge = 0;
    let fertig = false;
    const ende = (ergebnis: Buffer | undefined) => {
      fertig = true;
      resolve(ergebnis);
    };
    // A cancelled upload: nobody will read the answer, but it must not count as a server error.
    const abgebrochen = () => {
      if (fertig) return;
      fertig = true;
      reject(new Regelverletzung(DATEI_MELDUNG.abgebrochen));
    };
    strom.on('data', (teil: Buffer) => {
      if (fertig) return;
      laenge += teil.length;
      if (laenge > grenze) ende(undefined);
      else teile.push(teil);
    });
    strom.on('end', () => !fertig && ende(Buffer.concat(teile, laenge)));
    strom.on('error', abgebrochen);
    strom.on('close', abgebrochen);
  });
}
