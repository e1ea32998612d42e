import { maloPruefziffer } from '../../../domain/malo';

const TAG = 86_400_000;

/** Angebotsfrist and Bindefrist two and four weeks after `jetzt` (the test app's clock), as a tender just written has them. */
const fristen = (jetzt: number) => ({ angebotsfrist: new Date(jetzt + 14 * TAG).toISOString(), bindefrist: new Date(jetzt + 28 * TAG).toISOString() });
const konditionen = { preismodell: 'Festpreis', toleranzband: 10, zahlungszielTage: 14, rechnungslegung: 'Monatsrechnung', bemerkung: null };

/** The RLM Lieferstelle of `neueStromAusschreibung`, on medium voltage; `extra` replaces fields. */
export function stromLieferstelle(extra: Record<string, unknown> = {}) {
  return { bezeichnung: 'Werk Nord', strasse: 'Industriestraße 20', plz: '44137', ort: 'Dortmund', maloId: '41373559241', zaehlpunkt: null, netzbetreiber: 'Westnetz GmbH', messart: 'RLM', jahresverbrauchKwh: 500_000, maxLeistungKw: 140, spannungsebene: 'MS', ...extra };
}

/**
 * What a Kunde sends to write a Strom tender (POST /api/kunde/ausschreibung/strom): delivery in 2027, one RLM
 * Lieferstelle; `extra` replaces fields.
 */
export function neueStromAusschreibung(jetzt: number, extra: Record<string, unknown> = {}) {
  return {
    bezeichnung: 'Strom Werk Nord',
    lieferbeginn: '2027-01-01',
    lieferende: '2027-12-31',
    ...fristen(jetzt),
    ...konditionen,
    oekostrom: 'keiner',
    lieferstellen: [stromLieferstelle()],
    ...extra,
  };
}

/**
 * What a Kunde sends to write a Gas tender (POST /api/kunde/ausschreibung/gas): delivery for the gas year from
 * October 2027, one RLM Lieferstelle; `extra` replaces fields.
 */
export function neueGasAusschreibung(jetzt: number, extra: Record<string, unknown> = {}) {
  return {
    bezeichnung: 'Erdgas Halle 4',
    lieferbeginn: '2027-10-01',
    lieferende: '2028-09-30',
    ...fristen(jetzt),
    ...konditionen,
    marktgebiet: 'THE',
    gasqualitaet: 'H',
    lieferstellen: [
      { bezeichnung: 'Halle 4', strasse: 'Industriestraße 20', plz: '44137', ort: 'Dortmund', maloId: '41373559241', zaehlpunkt: null, netzbetreiber: 'Thyssengas GmbH', messart: 'RLM', jahresverbrauchKwh: 2_400_000, maxLeistungKw: 900, druckstufe: 'MD' },
    ],
    ...extra,
  };
}

/** The `i`-th of a series of valid MaLo-IDs (from 50000000000 on), for tenders with many Lieferstellen. */
export const maloIdNr = (i: number) => `${5_000_000_000 + i}${maloPruefziffer(String(5_000_000_000 + i))}`;

/** The `i`-th SLP Lieferstelle of a Gas tender with many, in Bremen: MaLo-ID `maloIdNr(i)`, 1,000 + `i` kWh a year. */
export function gasLieferstelle(i: number, bezeichnung: string) {
  return {
    bezeichnung, strasse: 'Hafenstraße 1', plz: '28195', ort: 'Bremen', maloId: maloIdNr(i), zaehlpunkt: null,
    netzbetreiber: 'wesernetz Bremen GmbH', messart: 'SLP', jahresverbrauchKwh: 1_000 + i, slpProfil: 'G0', druckstufe: 'ND',
  };
}
