import type { Kennzahlen } from '../../domain/lastgang/kennzahlen';
import { berechneKennzahlen } from '../../domain/lastgang/kennzahlen';
import { pruefeLastgang, type Einheit, type GeleseneZeile } from '../../domain/lastgang/pruefen';
import { endeVermutet, type Zeitbezug } from '../../domain/lastgang/zeitbezug';
import { leseLastgangTabelle, SpaltenFehler } from '../../domain/lastgang/spalten';
import type { LastgangZeitraum } from '../../domain/lastgang/zeitraum';
import { formatZahl } from '../../domain/format';
import { Regelverletzung } from '../shared/errors';
import { leseLastgangDatei } from './datei';
import { alsBlob, ausBlob } from './werte';

/**
 * The worker's part of a Lastgang import (run through `imArbeiter`, never in the event loop): reading the file,
 * the check with its report, the stored form and the Kennzahlen — seconds of work for a large sheet, some hundred
 * milliseconds for an ordinary year.
 */
export interface LastgangAuftrag {
  /** the file's bytes, transferred to the worker */
  daten: Uint8Array;
  name: string;
  contentType: string;
  /** the unit the user chose, if any */
  einheit: Einheit | undefined;
  plausibelHoechstensKw: number;
  zeitraum: LastgangZeitraum;
  /** what the user said the times name; without it, the file is read as its first and last times suggest */
  zeitbezug: Zeitbezug | undefined;
}

export type LastgangPruefung =
  | {
      ok: true;
      beginn: number;
      werteW: Uint8Array;
      kennzahlen: Kennzahlen;
      hinweise: string[];
      einheit: Einheit;
      vollesJahr: boolean;
      /** what the file's times suggest, and how they were read */
      zeitbezugErkannt: Zeitbezug;
      zeitbezug: Zeitbezug;
      ersteZeilen: GeleseneZeile[];
    }
  /** a Regelverletzung's content: errors cross to the main thread as data */
  | { ok: false; message: string; errors: Record<string, string[]> };

/** The unit the header names wins; without one the user's choice counts; a contradiction is an error. */
function einheitWaehlen(ausKopf: Einheit | undefined, gewaehlt: Einheit | undefined): Einheit {
  if (ausKopf && gewaehlt && ausKopf !== gewaehlt) {
    throw Regelverletzung.feld('einheit', `Die Kopfzeile der Datei nennt ${ausKopf}, gewählt ist ${gewaehlt}. Bitte prüfen Sie die Einheit.`);
  }
  const einheit = ausKopf ?? gewaehlt;
  if (!einheit) {
    throw Regelverletzung.feld('einheit', 'Die Kopfzeile nennt keine Einheit. Bitte wählen Sie, ob die Werte Leistung (kW) oder Energie je Viertelstunde (kWh) sind.');
  }
  return einheit;
}

async function pruefe(auftrag: LastgangAuftrag): Promise<LastgangPruefung> {
  const daten = Buffer.from(auftrag.daten.buffer, auftrag.daten.byteOffset, auftrag.daten.byteLength);
  let gelesen;
  try {
    gelesen = leseLastgangTabelle(await leseLastgangDatei({ name: auftrag.name, contentType: auftrag.contentType, daten }));
  } catch (e) {
    if (e instanceof SpaltenFehler) throw new Regelverletzung(e.message);
    throw e;
  }
  const einheit = einheitWaehlen(gelesen.einheitAusKopf, auftrag.einheit);
  const zeitbezugErkannt: Zeitbezug = endeVermutet(gelesen.messwerte) ? 'ende' : 'beginn';
  const zeitbezug = auftrag.zeitbezug ?? zeitbezugErkannt;
  const ergebnis = pruefeLastgang(gelesen.messwerte, { einheit, plausibelHoechstensKw: auftrag.plausibelHoechstensKw, zeitraum: auftrag.zeitraum, zeitbezug });
  if (ergebnis.anzahlFehler) {
    const gemeldet = Object.values(ergebnis.fehler).flat().length;
    const zahl = ergebnis.anzahlFehler === 1 ? 'ein Problem' : `${formatZahl(ergebnis.anzahlFehler)} Probleme`;
    throw new Regelverletzung(
      `Der Lastgang wurde nicht gespeichert: Die Datei hat ${zahl}.${gemeldet < ergebnis.anzahlFehler ? ` Die ersten ${gemeldet} sind aufgeführt.` : ''}`,
      ergebnis.fehler,
    );
  }
  const blob = alsBlob(ergebnis.werte);
  // The Kennzahlen are taken from the values as stored, so every later answer shows the same figures.
  const kennzahlen = berechneKennzahlen(ergebnis.beginn, ausBlob(blob), ergebnis.interpoliert);
  return {
    ok: true,
    beginn: ergebnis.beginn,
    werteW: blob,
    kennzahlen,
    hinweise: ergebnis.hinweise,
    einheit,
    vollesJahr: ergebnis.vollesJahr,
    zeitbezugErkannt,
    zeitbezug,
    ersteZeilen: ergebnis.ersteZeilen,
  };
}

export async function pruefeLastgangDatei(auftrag: LastgangAuftrag): Promise<LastgangPruefung> {
  try {
    return await pruefe(auftrag);
  } catch (e) {
    if (e instanceof Regelverletzung) return { ok: false, message: e.message, errors: e.errors };
    throw e;
  }
}
