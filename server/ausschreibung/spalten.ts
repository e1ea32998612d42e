import type { GasAusschreibungEingabe, StromAusschreibungEingabe } from '../../domain/api/ausschreibung';
import { normalisiereZaehlpunkt } from '../../domain/malo';
import { alsE4 } from '../../domain/preise';

export type AusschreibungEingabe = StromAusschreibungEingabe | GasAusschreibungEingabe;
/** The input of a new tender: everything but the version it does not have yet. */
export type NeueAusschreibung = AusschreibungEingabe extends infer T ? (T extends unknown ? Omit<T, 'version'> : never) : never;

/** The editable columns of a tender row, from the API input. */
export function eckdatenSpalten(e: NeueAusschreibung) {
  return {
    bezeichnung: e.bezeichnung.trim(),
    lieferbeginn: e.lieferbeginn,
    lieferende: e.lieferende,
    angebotsfrist: Date.parse(e.angebotsfrist),
    bindefrist: Date.parse(e.bindefrist),
    preismodell: e.preismodell,
    toleranzband: e.toleranzband,
    zahlungsziel_tage: e.zahlungszielTage,
    rechnungslegung: e.rechnungslegung,
    bemerkung: e.bemerkung?.trim() || null,
    oekostrom: 'oekostrom' in e ? e.oekostrom : null,
    marktgebiet: 'marktgebiet' in e ? e.marktgebiet : null,
    gasqualitaet: 'gasqualitaet' in e ? e.gasqualitaet : null,
    // The rules let only prices with at most four decimals through (pruefeAusschreibung).
    aktuell_arbeitspreis_ct_kwh_e4: e.aktuellerVertrag ? alsE4(e.aktuellerVertrag.arbeitspreisCtKwh) : null,
    aktuell_grundpreis_eur_monat_e4: e.aktuellerVertrag?.grundpreisEurMonat != null ? alsE4(e.aktuellerVertrag.grundpreisEurMonat) : null,
    aktuell_leistungspreis_eur_kw_jahr_e4: e.aktuellerVertrag?.leistungspreisEurKwJahr != null ? alsE4(e.aktuellerVertrag.leistungspreisEurKwJahr) : null,
  };
}

/** Lieferstelle rows in the order given; Zählpunkte normalised, fields that do not apply to the Messart dropped. */
export function lieferstellenZeilen(ausschreibungId: number, lieferstellen: NeueAusschreibung['lieferstellen']) {
  return lieferstellen.map((l, position) => ({
    ausschreibung_id: ausschreibungId,
    position,
    bezeichnung: l.bezeichnung.trim(),
    strasse: l.strasse.trim(),
    plz: l.plz,
    ort: l.ort.trim(),
    malo_id: l.maloId,
    zaehlpunkt: l.zaehlpunkt ? normalisiereZaehlpunkt(l.zaehlpunkt) : null,
    netzbetreiber: l.netzbetreiber.trim(),
    messart: l.messart,
    jahresverbrauch_kwh: l.jahresverbrauchKwh,
    max_leistung_kw: l.messart === 'RLM' ? (l.maxLeistungKw ?? null) : null,
    spannungsebene: 'spannungsebene' in l ? l.spannungsebene : null,
    druckstufe: 'druckstufe' in l ? l.druckstufe : null,
    slp_profil: l.messart === 'SLP' ? l.slpProfil?.trim() || null : null,
  }));
}
