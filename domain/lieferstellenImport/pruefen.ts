import { HOECHSTENS_LIEFERSTELLEN, LIEFERSTELLE_TEXTLAENGE, type Sparte } from '../ausschreibung';
import { pruefeLieferstelle } from '../ausschreibungPruefung';
import { formatZahl, leseZahl } from '../format';
import { normalisiereZaehlpunkt } from '../malo';
import { istGueltigePlz, PLZ_FEHLER } from '../plz';
import type { Tabelle } from './lesen';
import { ERLAUBTE_WERTE, importSpalten, kopfSchluessel, type ImportFeld, type ImportSpalte } from './spalten';
import { inKwh, leseMenge, rateEinheiten, type VerbrauchsEinheit } from './einheit';
import { fehlendeSpalten, findeKopfzeile, rateZuordnung, spaltenName, VORLAGEN_KOPF_NUMMER, type Festwerte, type ImportQuelle, type Zuordnung } from './zuordnung';

/** One Lieferstelle as the tender form holds it; what could not be read stays as typed, for the user to fix. */
export type LieferstelleEntwurf = Record<ImportFeld, string | number | null>;

export interface ImportZeile {
  /** the row's number in the file, as the spreadsheet program shows it */
  nummer: number;
  lieferstelle: LieferstelleEntwurf;
  fehler: string[];
  warnungen: string[];
}

export interface ImportBericht {
  zeilen: ImportZeile[];
  /** problems of the file as a whole (no heading row, too many rows): then there is nothing to import */
  dateifehler: string[];
  /** headings of the columns left out (unknown, or "nicht übernehmen") */
  unbekannteSpalten: string[];
  /** how the heading row's columns were mapped: the guess or the user's */
  zuordnung: Zuordnung;
  /** the Jahresverbrauch's column when its values were converted to kWh: its name and the unit they were read in */
  umrechnung: { spalte: string; einheit: Exclude<VerbrauchsEinheit, 'kWh'> } | null;
}

/** Spreadsheet words for the fixed choices, compared after `kopfSchluessel`. */
const SYNONYME: Partial<Record<ImportFeld, Record<string, string>>> = {
  messart: { standardlastprofil: 'SLP', leistungsmessung: 'RLM', registrierendeleistungsmessung: 'RLM', lastgang: 'RLM', lastgangmessung: 'RLM' },
  spannungsebene: { niederspannung: 'NS', mittelspannung: 'MS', hochspannung: 'HS', umspannungmittelniederspannung: 'MS/NS', umspannunghochmittelspannung: 'HS/MS' },
  druckstufe: { niederdruck: 'ND', mitteldruck: 'MD', hochdruck: 'HD' },
};
/** Only the table's own words: a cell saying "constructor" must not find Object.prototype's. */
const synonym = (feld: ImportFeld, schluessel: string) => {
  const woerter = SYNONYME[feld];
  return woerter && Object.hasOwn(woerter, schluessel) ? woerter[schluessel] : undefined;
};

/** The server's limits: a longer text would otherwise be refused only when sending. */
const HOECHSTLAENGE: Partial<Record<ImportFeld, number>> = LIEFERSTELLE_TEXTLAENGE;

const oder = (werte: readonly string[]) => `${werte.slice(0, -1).join(', ')} oder ${werte[werte.length - 1]}`;

/** The messages name what was read: a file, or rows pasted from a spreadsheet. */
const TEXTE: Record<ImportQuelle, { keinKopf: string; fehlen: string; leer: string; enthaelt: string }> = {
  datei: {
    keinKopf: 'Die Datei hat keine Überschriftenzeile mit den Spalten',
    fehlen: 'Diese Spalten fehlen in der Datei:',
    leer: 'Die Datei enthält unter der Überschriftenzeile keine Lieferstellen.',
    enthaelt: 'Die Datei enthält',
  },
  einfuegen: {
    keinKopf: 'Die eingefügten Zeilen haben keine Überschriftenzeile mit den Spalten',
    fehlen: 'Diese Spalten fehlen in den eingefügten Zeilen:',
    leer: 'Unter der Überschriftenzeile der eingefügten Zeilen stehen keine Lieferstellen.',
    enthaelt: 'Die eingefügten Zeilen enthalten',
  },
};

/** The whole kWh of an amount, exact up to the float noise of a conversion. */
const ganzzahlig = (wert: number) => Math.abs(wert - Math.round(wert)) < 1e-6;

/**
 * Reads one row into a Lieferstelle and collects what is wrong with it, each message naming its column. The
 * Jahresverbrauch is read in `verbrauchsEinheit` (its column's) unless a cell names its own unit.
 */
function leseZeile(zellen: string[], spalten: ImportSpalte[], position: Map<ImportFeld, number>, sparte: Sparte, verbrauchsEinheit: VerbrauchsEinheit, festwerte: Festwerte) {
  const lieferstelle = Object.fromEntries(spalten.map((s) => [s.feld, ''])) as LieferstelleEntwurf;
  const fehler: string[] = [];
  const warnungen: string[] = [];
  for (const spalte of spalten) {
    // A field without a column takes the value chosen for all rows, and is checked like a cell that says it.
    const spaltenNummer = position.get(spalte.feld);
    const text = (spaltenNummer === undefined ? (festwerte[spalte.feld] ?? '') : (zellen[spaltenNummer] ?? '')).trim();
    const melde = (ziel: string[], meldung: string) => ziel.push(`${spalte.kopf}: ${meldung}`);
    if (text === '') {
      if (spalte.pflicht) fehler.push(`${spalte.kopf} fehlt.`);
      lieferstelle[spalte.feld] = spalte.feld === 'maxLeistungKw' ? null : '';
      continue;
    }
    lieferstelle[spalte.feld] = text;
    const laenge = HOECHSTLAENGE[spalte.feld];
    if (laenge && text.length > laenge) melde(fehler, `höchstens ${laenge} Zeichen sind erlaubt.`);
    switch (spalte.feld) {
      case 'plz':
        // Excel stores 01067 as the number 1067.
        if (/^\d{4}$/.test(text)) {
          lieferstelle.plz = `0${text}`;
          melde(warnungen, `auf 5 Stellen ergänzt (${lieferstelle.plz}).`);
        } else if (!istGueltigePlz(text)) melde(fehler, PLZ_FEHLER);
        break;
      case 'maloId':
        // A MaLo-ID typed into Excel may come back as 41373559241.0 or 4,13736E+10: only the plain digits are usable.
        lieferstelle.maloId = /^\d+\.0+$/.test(text) ? text.replace(/\.0+$/, '') : text;
        break;
      case 'zaehlpunkt':
        lieferstelle.zaehlpunkt = normalisiereZaehlpunkt(text);
        break;
      case 'jahresverbrauchKwh': {
        const menge = leseMenge(text);
        const einheit = menge.einheit ?? verbrauchsEinheit;
        if (Number.isNaN(menge.zahl) || menge.zahl <= 0) {
          melde(fehler, `„${text}“ ist keine Zahl größer als 0.`);
          break;
        }
        const kwh = inKwh(menge.zahl, einheit);
        lieferstelle.jahresverbrauchKwh = Math.round(kwh);
        // The column's unit was shown in the mapping; a cell that names another is worth a look.
        if (einheit !== verbrauchsEinheit) melde(warnungen, `in ${einheit} angegeben, in kWh umgerechnet (${formatZahl(Math.round(kwh))} kWh).`);
        if (!ganzzahlig(kwh)) melde(warnungen, `auf ganze kWh gerundet (${formatZahl(Math.round(kwh))}).`);
        break;
      }
      case 'maxLeistungKw': {
        const zahl = leseZahl(text);
        if (zahl === null || Number.isNaN(zahl) || zahl <= 0) melde(fehler, `„${text}“ ist keine Zahl größer als 0.`);
        else {
          lieferstelle.maxLeistungKw = Math.round(zahl);
          if (!Number.isInteger(zahl)) melde(warnungen, `auf ganze kW gerundet (${formatZahl(Math.round(zahl))}).`);
        }
        break;
      }
      default: {
        const erlaubt = ERLAUBTE_WERTE[spalte.feld];
        if (!erlaubt) break;
        const wert = erlaubt.find((w) => kopfSchluessel(w) === kopfSchluessel(text)) ?? synonym(spalte.feld, kopfSchluessel(text));
        if (wert) lieferstelle[spalte.feld] = wert;
        else melde(fehler, `„${text}“ ist unbekannt, erlaubt sind ${oder(erlaubt)}.`);
      }
    }
  }
  const regeln = pruefeLieferstelle(
    {
      maloId: String(lieferstelle.maloId),
      zaehlpunkt: lieferstelle.zaehlpunkt ? String(lieferstelle.zaehlpunkt) : null,
      messart: String(lieferstelle.messart),
      jahresverbrauchKwh: typeof lieferstelle.jahresverbrauchKwh === 'number' ? lieferstelle.jahresverbrauchKwh : 0,
      maxLeistungKw: typeof lieferstelle.maxLeistungKw === 'number' ? lieferstelle.maxLeistungKw : null,
    },
    sparte,
  );
  const kopf = (feld: ImportFeld) => spalten.find((s) => s.feld === feld)!.kopf;
  // A column with a message already (missing, unreadable) would only be reported again by the rules.
  const gemeldet = (feld: ImportFeld) => fehler.some((f) => f.startsWith(kopf(feld)));
  for (const [feld, text] of regeln.fehler) if (!gemeldet(feld)) fehler.push(`${kopf(feld)}: ${text}`);
  for (const [feld, text] of regeln.warnungen) warnungen.push(`${kopf(feld)}: ${text}`);
  return { lieferstelle, fehler, warnungen };
}

/** Which required columns are missing, worded for a file or for pasted rows. */
export const fehlenMeldung = (koepfe: readonly string[], quelle: ImportQuelle) => `${TEXTE[quelle].fehlen} ${koepfe.join(', ')}.`;

/**
 * Pasted rows often come without their heading row: then the columns are taken in the template's order, so a
 * block copied from the filled-in template fits as it is. Pasted with a heading row, the headings decide.
 */
export function mitVorlagenKopf(tabelle: Tabelle, sparte: Sparte): Tabelle {
  if (findeKopfzeile(tabelle, importSpalten(sparte)) >= 0) return tabelle;
  return [{ nummer: VORLAGEN_KOPF_NUMMER, zellen: importSpalten(sparte).map((s) => s.kopf) }, ...tabelle];
}

/**
 * The report of a Lieferstellen file before anything is taken over: every row with its problems (errors the
 * tender would be refused for, warnings worth a look), the same rules as the form and the server apply, plus
 * duplicates within the file and against the Lieferstellen the tender already has.
 */
export function pruefeImport(
  tabelle: Tabelle,
  sparte: Sparte,
  vorhandeneMaloIds: readonly string[] = [],
  { zuordnung: gewaehlt, einheiten: gewaehlteEinheiten, quelle = 'datei', festwerte = {} }: { zuordnung?: Zuordnung; einheiten?: readonly (VerbrauchsEinheit | null)[]; quelle?: ImportQuelle; festwerte?: Festwerte } = {},
): ImportBericht {
  const spalten = importSpalten(sparte);
  const text = TEXTE[quelle];
  const kopfIndex = findeKopfzeile(tabelle, spalten);
  if (kopfIndex < 0) {
    return {
      zeilen: [],
      unbekannteSpalten: [],
      zuordnung: [],
      umrechnung: null,
      dateifehler: [`${text.keinKopf} ${spalten.filter((s) => s.pflicht).map((s) => s.kopf).join(', ')}. Laden Sie am besten die Vorlage herunter.`],
    };
  }
  const kopf = tabelle[kopfIndex];
  const kopfzeile = kopf.zellen;
  const zuordnung = gewaehlt ?? rateZuordnung(kopfzeile, sparte);
  const position = new Map<ImportFeld, number>();
  zuordnung.forEach((feld, i) => feld && !position.has(feld) && position.set(feld, i));
  const unbekannteSpalten = kopfzeile.flatMap((k, i) => (zuordnung[i] || k.trim() === '' ? [] : [spaltenName(kopf, i)]));
  // The unit of the Jahresverbrauch's column: the user's, else what its heading names, else kWh as the template's.
  const verbrauchsSpalte = position.get('jahresverbrauchKwh');
  const verbrauchsEinheit = (verbrauchsSpalte === undefined ? null : (gewaehlteEinheiten ?? rateEinheiten(kopfzeile))[verbrauchsSpalte]) ?? 'kWh';
  const umrechnung = verbrauchsSpalte !== undefined && verbrauchsEinheit !== 'kWh' ? { spalte: spaltenName(kopf, verbrauchsSpalte), einheit: verbrauchsEinheit } : null;
  const leer: ImportBericht = { zeilen: [], dateifehler: [], unbekannteSpalten, zuordnung, umrechnung };
  const fehlend = fehlendeSpalten(zuordnung, sparte, festwerte).map((s) => s.kopf);
  if (fehlend.length > 0) return { ...leer, dateifehler: [fehlenMeldung(fehlend, quelle)] };
  const daten = tabelle.slice(kopfIndex + 1).filter((z) => z.zellen.some((zelle) => zelle.trim() !== ''));
  const platz = HOECHSTENS_LIEFERSTELLEN - vorhandeneMaloIds.length;
  if (daten.length === 0) return { ...leer, dateifehler: [text.leer] };
  if (daten.length > platz) {
    return {
      ...leer,
      dateifehler: [
        `${text.enthaelt} ${formatZahl(daten.length)} Lieferstellen. Eine Ausschreibung fasst höchstens ${formatZahl(HOECHSTENS_LIEFERSTELLEN)}` +
          (vorhandeneMaloIds.length > 0 ? `, ${formatZahl(vorhandeneMaloIds.length)} sind schon erfasst.` : '.') +
          ' Bitte teilen Sie die Lieferstellen auf mehrere Ausschreibungen auf.',
      ],
    };
  }
  const vorhanden = new Set(vorhandeneMaloIds);
  const ersteZeile = new Map<string, number>();
  const maloKopf = spalten.find((s) => s.feld === 'maloId')!.kopf;
  const zeilen = daten.map(({ nummer, zellen }) => {
    const { lieferstelle, fehler, warnungen } = leseZeile(zellen, spalten, position, sparte, verbrauchsEinheit, festwerte);
    const malo = String(lieferstelle.maloId);
    if (malo !== '') {
      if (vorhanden.has(malo)) fehler.push(`${maloKopf}: Diese MaLo-ID ist in der Ausschreibung bereits erfasst.`);
      else if (ersteZeile.has(malo)) fehler.push(`${maloKopf}: Diese MaLo-ID kommt bereits in Zeile ${ersteZeile.get(malo)} vor.`);
      else ersteZeile.set(malo, nummer);
    }
    return { nummer, lieferstelle, fehler, warnungen };
  });
  return { ...leer, zeilen };
}
