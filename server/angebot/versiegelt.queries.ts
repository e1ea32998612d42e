import type { Kysely } from 'kysely';
import type { KostenAngebot } from '../../domain/jahreskosten';
import type { Database } from '../db/schema';

/** An offer as it stood when the sealed round closed: when it was last submitted, and its prices then. */
export interface VersiegelteFassung {
  eingereichtAm: number;
  preise: KostenAngebot;
}

interface Preisspalten {
  arbeitspreis_ct_kwh_e4: number;
  grundpreis_eur_monat_e4: number;
  leistungspreis_eur_kw_jahr_e4: number | null;
  oekoaufschlag_ct_kwh_e4: number | null;
}

const preiseAus = (p: Preisspalten): KostenAngebot => ({
  arbeitspreisCtKwhE4: Number(p.arbeitspreis_ct_kwh_e4),
  grundpreisEurMonatE4: Number(p.grundpreis_eur_monat_e4),
  leistungspreisEurKwJahrE4: p.leistungspreis_eur_kw_jahr_e4 === null ? null : Number(p.leistungspreis_eur_kw_jahr_e4),
  oekoaufschlagCtKwhE4: p.oekoaufschlag_ct_kwh_e4 === null ? null : Number(p.oekoaufschlag_ct_kwh_e4),
});

/**
 * Each offer of a tender (by offer id) in its sealed-round form. The end of an online auction writes the last bid
 * into the offer as a new version with the bid's time, after the Angebotsfrist; that is no later submission. So the
 * sealed form is the last version made before the auction began (the last of all without an auction); an offer
 * without stored versions (bulk demo data) has never been through an auction and counts as it stands. With
 * `nurAngebotId` only that offer (a bidder's own view reads no other offer).
 */
export async function versiegelteFassungen(db: Kysely<Database>, ausschreibungId: number, nurAngebotId?: number): Promise<Map<number, VersiegelteFassung>> {
  const [angebote, auktion] = await Promise.all([
    db
      .selectFrom('angebot')
      .selectAll()
      .where('ausschreibung_id', '=', ausschreibungId)
      .$if(nurAngebotId !== undefined, (q) => q.where('id', '=', nurAngebotId!))
      .execute(),
    db.selectFrom('auktion').select('beginn').where('ausschreibung_id', '=', ausschreibungId).executeTakeFirst(),
  ]);
  const versionen = await db
    .selectFrom('angebot_version as v')
    .innerJoin('angebot as o', 'o.id', 'v.angebot_id')
    .select(['v.angebot_id', 'v.version', 'v.erstellt_am', 'v.daten'])
    .where('o.ausschreibung_id', '=', ausschreibungId)
    .$if(nurAngebotId !== undefined, (q) => q.where('v.angebot_id', '=', nurAngebotId!))
    .$if(auktion !== undefined, (q) => q.where('v.erstellt_am', '<', Number(auktion!.beginn)))
    .orderBy('v.angebot_id')
    .orderBy('v.version')
    .execute();
  const letzte = new Map(versionen.map((v) => [v.angebot_id, v]));
  return new Map(
    angebote.map((o) => {
      const v = letzte.get(o.id);
      const fassung: VersiegelteFassung = v
        ? { eingereichtAm: Number(v.erstellt_am), preise: preiseAus(JSON.parse(v.daten) as Preisspalten) }
        : { eingereichtAm: Number(o.eingereicht_am), preise: preiseAus(o) };
      return [o.id, fassung];
    }),
  );
}
