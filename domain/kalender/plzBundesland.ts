import type { FeiertagsRegion } from './feiertage';

/**
 * Postcode ranges → Land, for the holidays of a Kunde whose Land the portal does not store (the EU issue adds the
 * field; until then it is derived from the Kunde's PLZ).
 *
 * Stand: 2026-12-07, compiled from Deutsche Post's Leitregionen (the first two digits) and the places where a
 * range crosses a Land's border. Postcode areas follow delivery routes, not borders: where a range holds places of
 * more than one Land it names every one of them, and the holiday check then takes the holidays of each (it warns
 * rather than stays silent). Ranges not listed are not assigned (00…, 05…, 43…, 62…) and fall back to the
 * nationwide holidays. Review when Deutsche Post re-zones or a Land adds a holiday of its own.
 */
export const PLZ_BEREICHE_STAND = '2026-12-07';

type Bereich = readonly [von: string, bis: string, laender: readonly FeiertagsRegion[]];

export const PLZ_BEREICHE: readonly Bereich[] = [
  ['01000', '01899', ['SN']],
  ['01900', '01999', ['SN', 'BB']], // Kamenz/Hoyerswerda (SN) beside Senftenberg, Lauchhammer, Ortrand (BB)
  ['02000', '02999', ['SN']],
  ['03000', '03999', ['BB']],
  ['04000', '04599', ['SN']],
  ['04600', '04639', ['TH']], // Altenburger Land
  ['04640', '04859', ['SN']],
  ['04860', '04999', ['SN', 'BB']], // Torgau (SN) beside Elsterwerda, Herzberg, Falkenberg (BB)
  ['06000', '06499', ['ST']],
  ['06500', '06599', ['ST', 'TH']], // Sangerhausen (ST) beside Artern, Bad Frankenhausen (TH)
  ['06600', '06999', ['ST']],
  ['07000', '07899', ['TH']],
  ['07900', '07999', ['TH', 'SN']], // Schleiz, Zeulenroda (TH) beside Pausa, Elsterberg (SN)
  ['08000', '09999', ['SN']],
  ['10000', '12528', ['BE']],
  ['12529', '12529', ['BB']], // Schönefeld
  ['12530', '14199', ['BE']],
  ['14200', '14999', ['BB']],
  ['15000', '16999', ['BB']],
  ['17000', '17199', ['MV']],
  ['17200', '17349', ['MV', 'BB']], // Neustrelitz, Pasewalk (MV) beside Templin, Prenzlau (BB)
  ['17350', '18999', ['MV']],
  ['19000', '19269', ['MV']],
  ['19270', '19279', ['NI', 'MV']], // Amt Neuhaus (NI)
  ['19280', '19299', ['MV']],
  ['19300', '19359', ['MV', 'BB']], // Ludwigslust (MV) beside Wittenberge, Perleberg (BB)
  ['19360', '19999', ['MV']],
  ['20000', '21149', ['HH']],
  ['21150', '21449', ['NI']],
  ['21450', '21599', ['SH']],
  ['21600', '21999', ['NI']],
  ['22000', '22099', ['HH']],
  ['22100', '22199', ['HH', 'SH']], // Oststeinbek, Stapelfeld (SH)
  ['22200', '22799', ['HH']],
  ['22800', '22999', ['SH']],
  ['23000', '23899', ['SH']],
  ['23900', '23999', ['SH', 'MV']], // Ratzeburg (SH) beside Schönberg, Grevesmühlen, Wismar (MV)
  ['24000', '25999', ['SH']],
  ['26000', '27499', ['NI']],
  ['27500', '27599', ['HB', 'NI']], // Bremerhaven (HB)
  ['27600', '28779', ['NI', 'HB']], // Bremen reaches to 28779; the surrounding Landkreise are Niedersachsen
  ['28780', '29399', ['NI']],
  ['29400', '29499', ['ST', 'NI']], // Salzwedel (ST) beside Lüchow (NI)
  ['29500', '31999', ['NI']],
  ['32000', '33999', ['NW']],
  ['34000', '34299', ['HE']],
  ['34300', '34399', ['HE', 'NI']], // Hann. Münden (NI)
  ['34400', '34499', ['HE', 'NW']], // Warburg (NW)
  ['34500', '36399', ['HE']],
  ['36400', '36999', ['TH']],
  ['37000', '37199', ['NI']],
  ['37200', '37299', ['HE']],
  ['37300', '37399', ['TH', 'NI']], // Eichsfeld (TH) beside Duderstadt (NI)
  ['37400', '37599', ['NI']],
  ['37600', '37699', ['NW', 'NI']], // Höxter (NW) beside Holzminden (NI)
  ['37700', '38479', ['NI']],
  ['38480', '38499', ['ST', 'NI']], // Klötze (ST)
  ['38500', '38799', ['NI']],
  ['38800', '38899', ['ST']],
  ['38900', '38999', ['ST', 'NI']],
  ['39000', '39999', ['ST']],
  ['40000', '48399', ['NW']],
  ['48400', '48599', ['NW', 'NI']], // Rheine (NW) beside Nordhorn, Bad Bentheim (NI)
  ['48600', '48999', ['NW']],
  ['49000', '49399', ['NI']],
  ['49400', '49599', ['NI', 'NW']], // Ibbenbüren, Lengerich (NW)
  ['49600', '49999', ['NI']],
  ['50000', '53399', ['NW']],
  ['53400', '53599', ['RP', 'NW']], // Remagen, Bad Neuenahr, Linz (RP)
  ['53600', '53999', ['NW']],
  ['54000', '56999', ['RP']],
  ['57000', '57499', ['NW']],
  ['57500', '57699', ['RP', 'NW']], // Betzdorf, Altenkirchen (RP)
  ['57700', '59999', ['NW']],
  ['60000', '63699', ['HE']],
  ['63700', '63999', ['BY']], // Aschaffenburg, Miltenberg
  ['64000', '65499', ['HE']],
  ['65500', '65699', ['HE', 'RP']], // Limburg (HE) beside Diez (RP)
  ['65700', '65999', ['HE']],
  ['66000', '66399', ['SL']],
  ['66400', '66999', ['SL', 'RP']], // Homburg, Neunkirchen, St. Wendel (SL) beside Zweibrücken, Kusel, Pirmasens (RP)
  ['67000', '67999', ['RP']],
  ['68000', '68499', ['BW']],
  ['68500', '68699', ['BW', 'HE']], // Viernheim, Lampertheim (HE)
  ['68700', '69399', ['BW']],
  ['69400', '69599', ['BW', 'HE']], // Hirschhorn, Neckarsteinach (HE)
  ['69600', '79999', ['BW']],
  ['80000', '86149', ['BY']],
  ['86150', '86199', ['AUGSBURG']], // the city of Augsburg
  ['86200', '87999', ['BY']],
  ['88000', '88099', ['BW']],
  ['88100', '88199', ['BY', 'BW']], // Lindau (BY)
  ['88200', '89199', ['BW']],
  ['89200', '89299', ['BY', 'BW']], // Neu-Ulm (BY)
  ['89300', '89499', ['BY']],
  ['89500', '89999', ['BW']],
  ['90000', '97799', ['BY']],
  ['97800', '97999', ['BY', 'BW']], // Lohr (BY) beside Wertheim, Tauberbischofsheim (BW)
  ['98000', '99999', ['TH']],
];

/**
 * The holiday regions a postcode may lie in: one Land where the range is clear, every candidate where it crosses a
 * border, none for an unassigned or malformed postcode (the nationwide holidays then apply).
 */
export function feiertagsRegionenZurPlz(plz: string | null | undefined): readonly FeiertagsRegion[] {
  if (!plz || !/^\d{5}$/.test(plz)) return [];
  return PLZ_BEREICHE.find(([von, bis]) => plz >= von && plz <= bis)?.[2] ?? [];
}
