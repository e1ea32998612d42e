import type { Kysely } from 'kysely';
import type { Angebotsvergleich, AusgeschlossenesAngebot, VergleichsAngebot } from '../../domain/api/kundeAngebote';
import { jahreskosten, rangliste, type Kosten, type KostenLieferstelle } from '../../domain/jahreskosten';
import type { Database } from '../db/schema';
import { anhaengeDerAngebote } from './anhang.queries';
import { angebotsFelder } from './felder';
import { versiegelteFassungen } from './versiegelt.queries';
import { gebotsVerlaeufe } from '../auktion/queries';
import { isoDateTime } from '../shared/isoDateTime';

/** The Begründung of each bidder of the tender found nicht geeignet in the Eignungsprüfung, by EVU id. */
export async function nichtGeeignete(db: Kysely<Database>, ausschreibungId: number): Promise<Map<number, string>> {
  const zeilen = await db.selectFrom('eignungspruefung').select(['evu_id', 'begruendung']).where('ausschreibung_id', '=', ausschreibungId).where('geeignet', '=', 0).execute();
  return new Map(zeilen.map((z) => [z.evu_id, z.begruendung ?? '']));
}

/** The exclusion of offer `angebotId` of the tender, when its bidder was found nicht geeignet. */
export async function ausschlussDesAngebots(db: Kysely<Database>, ausschreibungId: number, angebotId: number): Promise<{ evu: string; begruendung: string } | undefined> {
  const z = await db
    .selectFrom('angebot as o')
    .innerJoin('eignungspruefung as p', (j) => j.onRef('p.ausschreibung_id', '=', 'o.ausschreibung_id').onRef('p.evu_id', '=', 'o.evu_id'))
    .innerJoin('evu as v', 'v.id', 'o.evu_id')
    .select(['v.firma', 'p.begruendung'])
    .where('o.id', '=', angebotId)
    .where('o.ausschreibung_id', '=', ausschreibungId)
    .where('p.geeignet', '=', 0)
    .executeTakeFirst();
  return z && { evu: z.firma, begruendung: z.begruendung ?? '' };
}

/**
 * A tender's offers ranked by annual cost with the difference to the best, the cost components and the offers'
 * conditions (Bemerkung, attachments); then, apart and unranked, the offers of bidders found nicht geeignet (issue 45).
 * The Kunde sees only released ones; the administrator every offer once the offers are unsealed (status 2).
 */
export async function rangierteAngebote(
  db: Kysely<Database>,
  a: { id: number; lieferstellen: readonly KostenLieferstelle[] },
  { nurFreigegebene }: { nurFreigegebene: boolean },
): Promise<Angebotsvergleich> {
  let abfrage = db.selectFrom('angebot as o').innerJoin('evu as v', 'v.id', 'o.evu_id').selectAll('o').select('v.firma').where('o.ausschreibung_id', '=', a.id);
  if (nurFreigegebene) abfrage = abfrage.where('o.status', '<>', 'eingereicht');
  const [rows, ausgeschlossen, fassungen, verlaeufe] = await Promise.all([abfrage.execute(), nichtGeeignete(db, a.id), versiegelteFassungen(db, a.id), gebotsVerlaeufe(db, a.id)]);
  const anhaenge = await anhaengeDerAngebote(db, rows.map((o) => o.id));
  const felder = (o: (typeof rows)[number], kosten: Kosten) => ({
    ...angebotsFelder(o, anhaenge.get(o.id) ?? []),
    // The end of an auction writes the last bid's time into the offer; the submission was the sealed round's
    // (as the Vergabevermerk and the EVU's own view say). The ranking's tie-break keeps the offer's own time.
    eingereichtAm: isoDateTime(fassungen.get(o.id)?.eingereichtAm ?? o.eingereicht_am),
    evu: o.firma,
    status: o.status,
    jahreskostenEuro: kosten.euro,
    mischpreisCtKwh: kosten.mischpreisCtKwh,
  });
  const anteil = (teil: Parameters<typeof jahreskosten>[0]) => jahreskosten(teil, a.lieferstellen).euro;
  const gewertet = rangliste(
    rows.filter((o) => !ausgeschlossen.has(o.evu_id)).map((o) => ({ zeile: o, ...preise(o) })),
    a.lieferstellen,
  ).map(({ angebot: { zeile: o, ...p }, kosten, rang, differenzEuro, differenzProzent }): VergleichsAngebot => ({
    ...felder(o, kosten),
    ...letztesGebot(verlaeufe.get(o.evu_id)),
    rang,
    differenzEuro,
    differenzProzent,
    anteile: {
      arbeit: anteil({ arbeitspreisCtKwhE4: p.arbeitspreisCtKwhE4, grundpreisEurMonatE4: 0 }),
      grund: anteil({ arbeitspreisCtKwhE4: 0, grundpreisEurMonatE4: p.grundpreisEurMonatE4 }),
      leistung: anteil({ arbeitspreisCtKwhE4: 0, grundpreisEurMonatE4: 0, leistungspreisEurKwJahrE4: p.leistungspreisEurKwJahrE4 }),
      oeko: anteil({ arbeitspreisCtKwhE4: 0, grundpreisEurMonatE4: 0, oekoaufschlagCtKwhE4: p.oekoaufschlagCtKwhE4 }),
    },
  }));
  const nichtGewertet = rows
    .filter((o) => ausgeschlossen.has(o.evu_id))
    .map((o): AusgeschlossenesAngebot => ({ ...felder(o, jahreskosten(preise(o), a.lieferstellen)), ausschluss: { grund: 'nicht geeignet', begruendung: ausgeschlossen.get(o.evu_id)! } }))
    .sort((x, y) => x.evu.localeCompare(y.evu, 'de'));
  return [...gewertet, ...nichtGewertet];
}

/** The time of the bidder's last bid in the tender's online auction, when it bid. */
const letztesGebot = (verlauf: { letztes: { am: number } } | undefined) => (verlauf ? { letztesGebotAm: isoDateTime(verlauf.letztes.am) } : {});

function preise(o: { arbeitspreis_ct_kwh_e4: number; grundpreis_eur_monat_e4: number; leistungspreis_eur_kw_jahr_e4: number | null; oekoaufschlag_ct_kwh_e4: number | null; eingereicht_am: number }) {
  return {
    arbeitspreisCtKwhE4: o.arbeitspreis_ct_kwh_e4,
    grundpreisEurMonatE4: o.grundpreis_eur_monat_e4,
    leistungspreisEurKwJahrE4: o.leistungspreis_eur_kw_jahr_e4,
    oekoaufschlagCtKwhE4: o.oekoaufschlag_ct_kwh_e4,
    eingereichtAm: o.eingereicht_am,
  };
}
