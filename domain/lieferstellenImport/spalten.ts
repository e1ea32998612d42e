import { DRUCKSTUFEN, MESSARTEN, SPANNUNGSEBENEN, type Sparte } from '../ausschreibung';

export type ImportFeld =
  | 'bezeichnung'
  | 'strasse'
  | 'plz'
  | 'ort'
  | 'maloId'
  | 'zaehlpunkt'
  | 'netzbetreiber'
  | 'messart'
  | 'jahresverbrauchKwh'
  | 'maxLeistungKw'
  | 'slpProfil'
  | 'spannungsebene'
  | 'druckstufe';

export interface ImportSpalte {
  feld: ImportFeld;
  /** the heading in the template, and the column name in the report's messages */
  kopf: string;
  pflicht: boolean;
  /**
   * The synonym list: headings taken for this column, compared after `spaltenSchluessel` (case, umlauts,
   * punctuation and a unit at the end do not count) — the portal's export (so an exported file can be imported again)
   * and what customers', Netzbetreiber and brokers' spreadsheets commonly say.
   */
  auch: string[];
  beispiel: [string | number, string | number];
}

const GEMEINSAM: ImportSpalte[] = [
  {
    feld: 'bezeichnung',
    kopf: 'Bezeichnung',
    pflicht: true,
    auch: ['Lieferstelle', 'Name', 'Standort', 'Abnahmestelle', 'Verbrauchsstelle', 'Entnahmestelle', 'Objekt', 'Liegenschaft', 'Lieferstellenbezeichnung', 'Bezeichnung der Lieferstelle', 'Objektbezeichnung'],
    beispiel: ['Werk Nord', 'Verwaltung'],
  },
  {
    feld: 'strasse',
    kopf: 'Straße',
    pflicht: true,
    auch: ['Straße und Hausnummer', 'Straße/Hausnummer', 'Straße, Hausnr.', 'Straße Nr.', 'Str.', 'Anschrift', 'Adresse', 'Lieferanschrift', 'Lieferadresse'],
    beispiel: ['Industriestraße 4', 'Marktplatz 1'],
  },
  { feld: 'plz', kopf: 'PLZ', pflicht: true, auch: ['Postleitzahl', 'PLZ der Lieferstelle'], beispiel: ['44147', '01067'] },
  { feld: 'ort', kopf: 'Ort', pflicht: true, auch: ['Stadt', 'Gemeinde', 'Lieferort', 'Ort der Lieferstelle'], beispiel: ['Dortmund', 'Dresden'] },
  {
    feld: 'maloId',
    kopf: 'MaLo-ID',
    pflicht: true,
    auch: ['MaLo', 'MaLo-Nr.', 'Marktlokation', 'Marktlokations-ID', 'Marktlokationsnummer', 'Marktlokations-Identifikationsnummer', 'ID der Marktlokation'],
    beispiel: ['41373559241', '50820339486'],
  },
  {
    feld: 'zaehlpunkt',
    kopf: 'Zählpunkt',
    pflicht: false,
    auch: ['Zählpunktbezeichnung', 'Zählpunktnummer', 'Zählpunkt-Nr.', 'Zählpunkt-ID', 'ZP-Nummer', 'MeLo', 'MeLo-ID', 'Messlokation', 'Messlokations-ID', 'Messlokationsnummer'],
    beispiel: ['DE0001234567800000000000000000001', ''],
  },
  { feld: 'netzbetreiber', kopf: 'Netzbetreiber', pflicht: true, auch: ['Verteilnetzbetreiber', 'VNB', 'Netzbetreiber (VNB)', 'Netzgebiet'], beispiel: ['Dortmunder Netz GmbH', 'SachsenNetze GmbH'] },
  { feld: 'messart', kopf: 'Messart', pflicht: true, auch: ['Zählverfahren', 'Messung', 'Messverfahren', 'Zählerart', 'Messart (RLM/SLP)', 'RLM/SLP'], beispiel: ['RLM', 'SLP'] },
  {
    feld: 'jahresverbrauchKwh',
    kopf: 'Jahresverbrauch (kWh)',
    pflicht: true,
    // A column headed by its unit alone ("MWh") is the consumption too: `einheit.ts` converts what is not kWh.
    auch: ['Jahresverbrauch', 'Verbrauch', 'Jahresmenge', 'Verbrauch pro Jahr', 'Verbrauch p.a.', 'Jahresarbeit', 'Jahresverbrauchsprognose', 'Verbrauchsprognose', 'Prognose', 'Menge', 'JVP', 'kWh', 'MWh', 'GWh'],
    beispiel: [850000, 42000],
  },
  {
    feld: 'maxLeistungKw',
    kopf: 'Max. Leistung (kW)',
    pflicht: false,
    auch: ['Max. Leistung', 'Maximale Leistung', 'Leistung', 'Höchstleistung', 'Jahreshöchstleistung', 'Höchstlast', 'Spitzenleistung', 'Leistungsspitze'],
    beispiel: [320, ''],
  },
  { feld: 'slpProfil', kopf: 'SLP-Profil', pflicht: false, auch: ['Lastprofil', 'Profil', 'Standardlastprofil', 'Lastprofiltyp', 'Profiltyp'], beispiel: ['', 'G0'] },
];

const STROM: ImportSpalte = { feld: 'spannungsebene', kopf: 'Spannungsebene', pflicht: true, auch: ['Spannungsebene/Druckstufe', 'Spannung', 'Netzebene', 'Entnahmeebene'], beispiel: ['MS', 'NS'] };
const GAS: ImportSpalte = { feld: 'druckstufe', kopf: 'Druckstufe', pflicht: true, auch: ['Spannungsebene/Druckstufe', 'Druck', 'Druckebene'], beispiel: ['MD', 'ND'] };

/** The fields with a closed set of values: a cell must name one of them (or a word for it, see pruefen.ts). */
export const ERLAUBTE_WERTE: Partial<Record<ImportFeld, readonly string[]>> = { messart: MESSARTEN, spannungsebene: SPANNUNGSEBENEN, druckstufe: DRUCKSTUFEN };

/** The columns of a Lieferstellen file for a Strom or a Gas tender, in the template's order. */
export const importSpalten = (sparte: Sparte): ImportSpalte[] => [...GEMEINSAM, sparte === 1 ? STROM : GAS];

/** "Max. Leistung (kW)", "max_leistung" and "MAX LEISTUNG" are the same heading; umlauts as spelt out. */
export function kopfSchluessel(kopf: string): string {
  return kopf
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * A unit at the end of a heading, with what joins it: "(kWh)", "in MWh", "kWh/a", "GWh p.a.", "kW". The heading
 * names the column without it; what a unit other than kWh means for the values, `einheit.ts` says.
 */
const EINHEIT_AM_ENDE = /(?:in|pro|je)?(?:kwh|mwh|gwh|kw)(?:a|pa|projahr|jejahr|imjahr)?$/;

/** A heading as the synonym list compares it: `kopfSchluessel`, without the unit at its end. */
export function spaltenSchluessel(kopf: string): string {
  const schluessel = kopfSchluessel(kopf);
  const ohneEinheit = schluessel.replace(EINHEIT_AM_ENDE, '');
  return ohneEinheit || schluessel;
}

const schluesselJeSpalte = new WeakMap<ImportSpalte, Set<string>>();
function schluesselVon(spalte: ImportSpalte): Set<string> {
  let schluessel = schluesselJeSpalte.get(spalte);
  if (!schluessel) schluesselJeSpalte.set(spalte, (schluessel = new Set([spalte.kopf, ...spalte.auch].map(spaltenSchluessel))));
  return schluessel;
}

/** Whether a heading names this column: the template's own heading or one of its synonyms. */
export function passtZuSpalte(spalte: ImportSpalte, kopf: string): boolean {
  return schluesselVon(spalte).has(spaltenSchluessel(kopf));
}

/** Exactly the template's heading (case and punctuation aside): a file in the template's words needs no mapping. */
export function istVorlagenKopf(spalte: ImportSpalte, kopf: string): boolean {
  return kopfSchluessel(kopf) === kopfSchluessel(spalte.kopf);
}
