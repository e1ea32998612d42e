import type { Sparte } from '../ausschreibung';

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
   * Headings accepted for this column, compared after `kopfSchluessel`: the template's own, the portal's
   * export (so an exported file can be imported again) and what customers' spreadsheets commonly say.
   */
  auch: string[];
  beispiel: [string | number, string | number];
}

const GEMEINSAM: ImportSpalte[] = [
  { feld: 'bezeichnung', kopf: 'Bezeichnung', pflicht: true, auch: ['lieferstelle', 'name', 'standort'], beispiel: ['Werk Nord', 'Verwaltung'] },
  { feld: 'strasse', kopf: 'Straße', pflicht: true, auch: ['strasseundhausnummer', 'anschrift', 'adresse'], beispiel: ['Industriestraße 4', 'Marktplatz 1'] },
  { feld: 'plz', kopf: 'PLZ', pflicht: true, auch: ['postleitzahl'], beispiel: ['44147', '01067'] },
  { feld: 'ort', kopf: 'Ort', pflicht: true, auch: ['stadt', 'gemeinde'], beispiel: ['Dortmund', 'Dresden'] },
  { feld: 'maloId', kopf: 'MaLo-ID', pflicht: true, auch: ['malo', 'marktlokation', 'marktlokationsid'], beispiel: ['41373559241', '50820339486'] },
  { feld: 'zaehlpunkt', kopf: 'Zählpunkt', pflicht: false, auch: ['zaehlpunktbezeichnung', 'zaehlpunktnummer', 'melo', 'meloid', 'messlokation', 'messlokationsid'], beispiel: ['DE0001234567800000000000000000001', ''] },
  { feld: 'netzbetreiber', kopf: 'Netzbetreiber', pflicht: true, auch: ['verteilnetzbetreiber', 'vnb'], beispiel: ['Dortmunder Netz GmbH', 'SachsenNetze GmbH'] },
  { feld: 'messart', kopf: 'Messart', pflicht: true, auch: ['zaehlverfahren', 'messung'], beispiel: ['RLM', 'SLP'] },
  { feld: 'jahresverbrauchKwh', kopf: 'Jahresverbrauch (kWh)', pflicht: true, auch: ['jahresverbrauch', 'verbrauch', 'verbrauchkwh', 'jahresmenge', 'jahresmengekwh'], beispiel: [850000, 42000] },
  { feld: 'maxLeistungKw', kopf: 'Max. Leistung (kW)', pflicht: false, auch: ['maxleistung', 'leistung', 'leistungkw', 'hoechstleistung', 'hoechstleistungkw'], beispiel: [320, ''] },
  { feld: 'slpProfil', kopf: 'SLP-Profil', pflicht: false, auch: ['lastprofil', 'profil'], beispiel: ['', 'G0'] },
];

const STROM: ImportSpalte = { feld: 'spannungsebene', kopf: 'Spannungsebene', pflicht: true, auch: ['spannungsebenedruckstufe'], beispiel: ['MS', 'NS'] };
const GAS: ImportSpalte = { feld: 'druckstufe', kopf: 'Druckstufe', pflicht: true, auch: ['spannungsebenedruckstufe'], beispiel: ['MD', 'ND'] };

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

export function passtZuSpalte(spalte: ImportSpalte, kopf: string): boolean {
  const schluessel = kopfSchluessel(kopf);
  return schluessel === kopfSchluessel(spalte.kopf) || spalte.auch.includes(schluessel);
}
