import type { Kysely } from 'kysely';
import type { VergleichsAngebot } from '../../domain/api/kundeAngebote';
import { jahreskosten, rangliste, type KostenLieferstelle } from '../../domain/jahreskosten';
import type { Database } from '../db/schema';
import { anhaengeDerAngebote } from './anhang.queries';
import { angebotsFelder } from './felder';

/**
 * A tender's offers ranked by annual cost with the difference to the best, the cost components and the offers'
 * conditions (Bemerkung, attachments). The Kunde sees only released ones; the administrator every offer once the
 * offers are unsealed (status 2).
 */
export async function rangierteAngebote(
  db: Kysely<Database>,
  a: { id: number; lieferstellen: readonly KostenLieferstelle[] },
  { nurFreigegebene }: { nurFreigegebene: boolean },
): Promise<VergleichsAngebot[]> {
  let abfrage = db.selectFrom('angebot as o').innerJoin('evu as v', 'v.id', 'o.evu_id').selectAll('o').select('v.firma').where('o.ausschreibung_id', '=', a.id);
  if (nurFreigegebene) abfrage = abfrage.where('o.status', '<>', 'eingereicht');
  const rows = await abfrage.execute();
  const anhaenge = await anhaengeDerAngebote(db, rows.map((o) => o.id));
  const angebote = rows.map((o) => ({
    zeile: o,
    arbeitspreisCtKwhE4: o.arbeitspreis_ct_kwh_e4,
    grundpreisEurMonatE4: o.grundpreis_eur_monat_e4,
    leistungspreisEurKwJahrE4: o.leistungspreis_eur_kw_jahr_e4,
    oekoaufschlagCtKwhE4: o.oekoaufschlag_ct_kwh_e4,
    eingereichtAm: o.eingereicht_am,
  }));
  const anteil = (teil: Parameters<typeof jahreskosten>[0]) => jahreskosten(teil, a.lieferstellen).euro;
  return rangliste(angebote, a.lieferstellen).map(({ angebot: { zeile: o, ...p }, kosten, rang, differenzEuro, differenzProzent }) => ({
    ...angebotsFelder(o, anhaenge.get(o.id) ?? []),
    evu: o.firma,
    rang,
    status: o.status,
    jahreskostenEuro: kosten.euro,
    mischpreisCtKwh: kosten.mischpreisCtKwh,
    differenzEuro,
    differenzProzent,
    anteile: {
      arbeit: anteil({ arbeitspreisCtKwhE4: p.arbeitspreisCtKwhE4, grundpreisEurMonatE4: 0 }),
      grund: anteil({ arbeitspreisCtKwhE4: 0, grundpreisEurMonatE4: p.grundpreisEurMonatE4 }),
      leistung: anteil({ arbeitspreisCtKwhE4: 0, grundpreisEurMonatE4: 0, leistungspreisEurKwJahrE4: p.leistungspreisEurKwJahrE4 }),
      oeko: anteil({ arbeitspreisCtKwhE4: 0, grundpreisEurMonatE4: 0, oekoaufschlagCtKwhE4: p.oekoaufschlagCtKwhE4 }),
    },
  }));
}
