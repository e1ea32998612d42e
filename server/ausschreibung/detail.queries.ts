import type { Kysely } from 'kysely';
import type { GasAusschreibung, StromAusschreibung } from '../../domain/api/ausschreibung';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { pruefeAusschreibung } from '../../domain/ausschreibungPruefung';
import { kundenpruefungAusstehend } from '../../domain/freigabe';
import { ausE4 } from '../../domain/preise';
import type { Database } from '../db/schema';
import { NichtGefunden } from '../shared/errors';
import { kundeName } from '../shared/expressions';
import { isoDateTime } from '../shared/isoDateTime';
import { offeneRuegen } from '../vergabe/ruege.queries';

export type AusschreibungDetail = StromAusschreibung | GasAusschreibung;

/** One tender with its Lieferstellen in the API shape; a wrong Sparte for the route is a 404. */
export async function ladeAusschreibung(db: Kysely<Database>, id: number, sparte: 1 | 2): Promise<AusschreibungDetail> {
  const a = await db
    .selectFrom('ausschreibung as a')
    .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
    .selectAll('a')
    .select((eb) => kundeName(eb).as('kundeName'))
    .select(['k.plz as kundePlz', 'k.typ as kundeTyp', 'k.geprueft_am as kundeGeprueftAm'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!a || a.sparte !== sparte) throw new NichtGefunden('Die Ausschreibung wurde nicht gefunden.');
  const [lieferstellen, einladungen, angebote, auktion, ruegen] = await Promise.all([
    db.selectFrom('lieferstelle').selectAll().where('ausschreibung_id', '=', id).orderBy('position').execute(),
    db.selectFrom('einladung').select('evu_id').where('ausschreibung_id', '=', id).orderBy('evu_id').execute(),
    db.selectFrom('angebot').select((eb) => eb.fn.countAll<number>().as('n')).where('ausschreibung_id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('auktion').select('status').where('ausschreibung_id', '=', id).executeTakeFirst(),
    offeneRuegen(db, id),
  ]);
  const gemeinsam = {
    id: a.id,
    nummer: a.nummer,
    typ: a.sparte,
    status: a.status,
    kundeId: a.kunde_id,
    kunde: a.kundeName,
    kundePlz: a.kundePlz,
    kundeTyp: a.kundeTyp,
    anzahlAngebote: Number(angebote.n),
    eingeladeneEvus: einladungen.map((e) => e.evu_id),
    bezeichnung: a.bezeichnung,
    lieferbeginn: a.lieferbeginn,
    lieferende: a.lieferende,
    angebotsfrist: isoDateTime(a.angebotsfrist),
    bindefrist: isoDateTime(a.bindefrist),
    preismodell: a.preismodell as AusschreibungDetail['preismodell'],
    toleranzband: a.toleranzband,
    zahlungszielTage: a.zahlungsziel_tage,
    rechnungslegung: a.rechnungslegung as AusschreibungDetail['rechnungslegung'],
    bemerkung: a.bemerkung,
    aktuellerVertrag:
      a.aktuell_arbeitspreis_ct_kwh_e4 === null
        ? null
        : {
            arbeitspreisCtKwh: ausE4(Number(a.aktuell_arbeitspreis_ct_kwh_e4)),
            grundpreisEurMonat: a.aktuell_grundpreis_eur_monat_e4 === null ? null : ausE4(Number(a.aktuell_grundpreis_eur_monat_e4)),
            leistungspreisEurKwJahr: a.aktuell_leistungspreis_eur_kw_jahr_e4 === null ? null : ausE4(Number(a.aktuell_leistungspreis_eur_kw_jahr_e4)),
          },
    version: a.version,
    stillhaltefrist: a.stillhaltefrist_pflicht === null ? null : a.stillhaltefrist_pflicht === 1,
    ...(a.zuschlag_angebot_id === null
      ? {}
      : { zuschlagVorgesehen: { angebotId: a.zuschlag_angebot_id, am: isoDateTime(Number(a.zuschlag_vorgesehen_am)), wirksamAb: isoDateTime(Number(a.zuschlag_wirksam_ab)) } }),
    ...(auktion ? { auktion: auktion.status } : {}),
    ...(a.aufgehoben_am === null ? {} : { aufhebung: { am: isoDateTime(Number(a.aufgehoben_am)), begruendung: a.aufhebung_begruendung ?? '' } }),
    ...(ruegen > 0 ? { offeneRuegen: ruegen } : {}),
    // Only where it holds the release back: a tender in review of a Kommune not yet confirmed.
    ...(a.status === AusschreibungStatus.PruefungAusschreibung && kundenpruefungAusstehend({ typ: a.kundeTyp, geprueft: a.kundeGeprueftAm !== null }) ? { kundenpruefungOffen: true as const } : {}),
  };
  const lieferstelleBasis = (l: (typeof lieferstellen)[number]) => ({
    id: l.id,
    bezeichnung: l.bezeichnung,
    strasse: l.strasse,
    plz: l.plz,
    ort: l.ort,
    maloId: l.malo_id,
    zaehlpunkt: l.zaehlpunkt,
    netzbetreiber: l.netzbetreiber,
    messart: l.messart as 'SLP' | 'RLM',
    jahresverbrauchKwh: Number(l.jahresverbrauch_kwh),
    maxLeistungKw: l.max_leistung_kw,
    slpProfil: l.slp_profil,
  });
  const detail: AusschreibungDetail =
    sparte === 1
      ? {
          ...gemeinsam,
          oekostrom: (a.oekostrom ?? 'keiner') as StromAusschreibung['oekostrom'],
          lieferstellen: lieferstellen.map((l) => ({ ...lieferstelleBasis(l), spannungsebene: (l.spannungsebene ?? 'NS') as StromAusschreibung['lieferstellen'][number]['spannungsebene'] })),
          warnungen: {},
        }
      : {
          ...gemeinsam,
          marktgebiet: 'THE',
          gasqualitaet: (a.gasqualitaet ?? 'H') as GasAusschreibung['gasqualitaet'],
          lieferstellen: lieferstellen.map((l) => ({ ...lieferstelleBasis(l), druckstufe: (l.druckstufe ?? 'ND') as GasAusschreibung['lieferstellen'][number]['druckstufe'] })),
          warnungen: {},
        };
  detail.warnungen = pruefeAusschreibung(detail, sparte).warnungen;
  return detail;
}
