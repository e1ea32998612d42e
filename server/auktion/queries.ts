import type { Insertable, Kysely, Selectable } from 'kysely';
import type { EigenesGebot } from '../../domain/api/auktion';
import { bieterName } from '../../domain/auktion/bieter';
import { auktionsRangliste, type Bieter } from '../../domain/auktion/rangfolge';
import type { GebotsVerlauf, VerlaufsGebot } from '../../domain/auktion/gebotsVerlauf';
import type { AuktionsStand } from '../../domain/auktion/sicht';
import type { KostenLieferstelle } from '../../domain/jahreskosten';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import type { AuktionEreignisTable, AuktionGebotTable, AuktionTable, Database } from '../db/schema';
import { ausE4 } from '../../domain/preise';

type Db = Kysely<Database>;

export function ladeAuktion(db: Db, id: number) {
  return db.selectFrom('auktion').selectAll().where('ausschreibung_id', '=', id).executeTakeFirst();
}

/** The auction's row, locked until the transaction ends on PostgreSQL (SQLite writes one at a time anyway). */
export function sperreAuktion(db: Db, dialect: 'sqlite' | 'postgres', id: number) {
  return db
    .selectFrom('auktion')
    .selectAll()
    .where('ausschreibung_id', '=', id)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

/** What a plan sets on the auction's row. */
export type AuktionsPlanWerte = Omit<Insertable<AuktionTable>, 'ausschreibung_id'>;

export async function legeAuktionAn(db: Db, id: number, werte: AuktionsPlanWerte): Promise<void> {
  await db.insertInto('auktion').values({ ausschreibung_id: id, ...werte }).execute();
}

/** Re-plans an auction that has not begun; false when it began in the meantime. */
export async function planeUm(db: Db, id: number, werte: AuktionsPlanWerte, jetzt: number): Promise<boolean> {
  const r = await db.updateTable('auktion').set(werte).where('ausschreibung_id', '=', id).where('status', '=', 'geplant').where('beginn', '>', jetzt).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Deletes a planned auction that has not begun; false when it began in the meantime. */
export async function loescheGeplante(db: Db, id: number, jetzt: number): Promise<boolean> {
  const r = await db.deleteFrom('auktion').where('ausschreibung_id', '=', id).where('status', '=', 'geplant').where('beginn', '>', jetzt).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Moves the end after a bid, only from the end that bid saw: a lost race can never extend twice. */
export async function verlaengere(db: Db, id: number, gesehen: { ende: number; verlaengerungen: number }, neu: { ende: number; verlaengerungen: number }): Promise<boolean> {
  const r = await db
    .updateTable('auktion')
    .set({ ende: neu.ende, verlaengerungen: neu.verlaengerungen })
    .where('ausschreibung_id', '=', id)
    .where('verlaengerungen', '=', gesehen.verlaengerungen)
    .where('ende', '=', gesehen.ende)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The tenders whose auction is due to begin or to end (of one tender, or of all). */
export async function faelligeAuktionen(db: Db, jetzt: number, nurAusschreibung?: number): Promise<number[]> {
  const zeilen = await db
    .selectFrom('auktion')
    .select(['ausschreibung_id'])
    .where((eb) => eb.or([eb.and([eb('status', '=', 'geplant'), eb('beginn', '<=', jetzt)]), eb.and([eb('status', '=', 'laeuft'), eb('ende', '<=', jetzt)])]))
    .$if(nurAusschreibung !== undefined, (q) => q.where('ausschreibung_id', '=', nurAusschreibung!))
    .execute();
  return zeilen.map((z) => z.ausschreibung_id);
}

/** Begins a planned auction whose beginning has come; false when it is not (or no longer) due. */
export async function beginne(db: Db, id: number, jetzt: number): Promise<boolean> {
  const r = await db.updateTable('auktion').set({ status: 'laeuft' }).where('ausschreibung_id', '=', id).where('status', '=', 'geplant').where('beginn', '<=', jetzt).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Ends a running auction whose end has come; false when it is not (or no longer) due. */
export async function beende(db: Db, id: number, jetzt: number): Promise<boolean> {
  const r = await db.updateTable('auktion').set({ status: 'beendet' }).where('ausschreibung_id', '=', id).where('status', '=', 'laeuft').where('ende', '<=', jetzt).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function fuegeGebotEin(db: Db, gebot: Insertable<AuktionGebotTable>): Promise<number> {
  return (await db.insertInto('auktion_gebot').values(gebot).returning('id').executeTakeFirstOrThrow()).id;
}

/** Every bid of a tender's auction, in the order they were made; with `evuId` only that bidder's. */
export function alleGebote(db: Db, id: number, evuId?: number) {
  let abfrage = db.selectFrom('auktion_gebot').selectAll().where('ausschreibung_id', '=', id);
  if (evuId !== undefined) abfrage = abfrage.where('evu_id', '=', evuId);
  return abfrage.orderBy('id').execute();
}

/**
 * Each bidder's bidding (by EVU id): its first and last bid, their number, and who made the last one. With `evuId`
 * only that bidder's, for its own view: its page need not read every other bidder's bids.
 */
export async function gebotsVerlaeufe(db: Db, id: number, evuId?: number): Promise<Map<number, GebotsVerlauf & { letzterVon: number }>> {
  const verlaeufe = new Map<number, GebotsVerlauf & { letzterVon: number }>();
  for (const g of await alleGebote(db, id, evuId)) {
    const gebot: VerlaufsGebot = { arbeitspreisCtKwh: ausE4(g.arbeitspreis_ct_kwh_e4), jahreskostenEuro: Number(g.jahreskosten_euro), am: Number(g.abgegeben_am) };
    const bisher = verlaeufe.get(g.evu_id);
    verlaeufe.set(g.evu_id, { anzahl: (bisher?.anzahl ?? 0) + 1, erstes: bisher?.erstes ?? gebot, letztes: gebot, letzterVon: g.abgegeben_von });
  }
  return verlaeufe;
}

export async function fuegeEreignisEin(db: Db, ereignis: Insertable<AuktionEreignisTable>): Promise<void> {
  await db.insertInto('auktion_ereignis').values(ereignis).execute();
}

/** Touches the tender while it is in Prüfung Angebote, which takes its row lock; false in any other status. */
export async function sperreAusschreibung(db: Db, id: number, jetzt: number): Promise<boolean> {
  const r = await db.updateTable('ausschreibung').set({ updated_at: jetzt }).where('id', '=', id).where('status', '=', AusschreibungStatus.PruefungAngebote).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function ausschreibungsStatus(db: Db, id: number): Promise<number> {
  return (await db.selectFrom('ausschreibung').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
}

/**
 * The tender's head when the EVU bids in its auction: it made an offer in the sealed round, which is over;
 * `nichtGeeignet` 1 when the Eignungsprüfung excluded it (issue 45).
 */
export function bieterKopf(db: Db, evuId: number, id: number) {
  return db
    .selectFrom('angebot as a')
    .innerJoin('ausschreibung as s', 's.id', 'a.ausschreibung_id')
    .leftJoin('eignungspruefung as p', (j) => j.onRef('p.ausschreibung_id', '=', 'a.ausschreibung_id').onRef('p.evu_id', '=', 'a.evu_id').on('p.geeignet', '=', 0))
    .select(['s.status', 's.nummer', 's.bezeichnung', 'p.evu_id as nichtGeeignet'])
    .where('a.ausschreibung_id', '=', id)
    .where('a.evu_id', '=', evuId)
    .where('s.status', '>=', AusschreibungStatus.PruefungAngebote)
    .executeTakeFirst();
}

export async function ladeLieferstellen(db: Db, id: number): Promise<KostenLieferstelle[]> {
  return db
    .selectFrom('lieferstelle')
    .select(['jahresverbrauch_kwh as jahresverbrauchKwh', 'messart', 'max_leistung_kw as maxLeistungKw'])
    .where('ausschreibung_id', '=', id)
    .execute();
}

/**
 * The sealed offers of a tender: its bidders, in the order they first offered (which fixes Bieter A, B, …), each with
 * `ausgeschlossen` when the Eignungsprüfung found it nicht geeignet: such a bidder keeps its letter but takes no part.
 */
export function versiegelteAngebote(db: Db, id: number) {
  return db
    .selectFrom('angebot as a')
    .innerJoin('evu as v', 'v.id', 'a.evu_id')
    .leftJoin('eignungspruefung as p', (j) => j.onRef('p.ausschreibung_id', '=', 'a.ausschreibung_id').onRef('p.evu_id', '=', 'a.evu_id').on('p.geeignet', '=', 0))
    .selectAll('a')
    .select(['v.firma', 'v.email', 'p.evu_id as ausgeschlossen'])
    .where('a.ausschreibung_id', '=', id)
    .orderBy('a.id')
    .execute();
}

export type Angebote = Awaited<ReturnType<typeof versiegelteAngebote>>;
export type LetzteGebote = Map<number, { anzahl: number; arbeitspreis: number; am: number }>;

/** Each bidder's last bid and number of bids, in one query (a bid holds the auction's row lock while it runs). */
export async function letzteGebote(db: Db, id: number): Promise<LetzteGebote> {
  const zeilen = await db
    .selectFrom('auktion_gebot as g')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('auktion_gebot')
          .select(['evu_id', (e) => e.fn.countAll<number>().as('anzahl'), (e) => e.fn.max('id').as('letztes')])
          .where('ausschreibung_id', '=', id)
          .groupBy('evu_id')
          .as('z'),
      (join) => join.onRef('z.letztes', '=', 'g.id'),
    )
    .select(['g.evu_id', 'g.arbeitspreis_ct_kwh_e4', 'g.abgegeben_am', 'z.anzahl'])
    .execute();
  return new Map(zeilen.map((z) => [z.evu_id, { anzahl: Number(z.anzahl), arbeitspreis: z.arbeitspreis_ct_kwh_e4, am: Number(z.abgegeben_am) }]));
}

/** Every bidder with the prices it stands at now: the sealed offer, its Arbeitspreis replaced by the last bid. */
export async function bieter(db: Db, id: number): Promise<(Bieter & { angebotId: number })[]> {
  const [angebote, gebote] = await Promise.all([versiegelteAngebote(db, id), letzteGebote(db, id)]);
  return alsBieter(angebote, gebote);
}

/** Every bidder that takes part, named by its place among all offers: an exclusion renames nobody. */
export function alsBieter(angebote: Angebote, gebote: LetzteGebote): (Bieter & { angebotId: number })[] {
  return angebote.flatMap((a, i) => {
    if (a.ausgeschlossen !== null) return [];
    const g = gebote.get(a.evu_id);
    return [{
      angebotId: a.id,
      evuId: a.evu_id,
      evu: a.firma,
      bieter: bieterName(i),
      arbeitspreisCtKwhE4: g?.arbeitspreis ?? a.arbeitspreis_ct_kwh_e4,
      grundpreisEurMonatE4: a.grundpreis_eur_monat_e4,
      leistungspreisEurKwJahrE4: a.leistungspreis_eur_kw_jahr_e4,
      oekoaufschlagCtKwhE4: a.oekoaufschlag_ct_kwh_e4,
      // Once the auction has ended the offer itself carries the last bid and its time.
      seit: g && g.am > Number(a.eingereicht_am) ? g.am : Number(a.eingereicht_am),
      gebote: g?.anzahl ?? 0,
    }];
  });
}

/** The whole state now, as the administrator sees it; null when no auction is planned. */
export async function ladeStand(db: Db, id: number, jetzt: number): Promise<AuktionsStand | null> {
  const auktion = await ladeAuktion(db, id);
  if (!auktion) return null;
  const [alle, lieferstellen] = await Promise.all([bieter(db, id), ladeLieferstellen(db, id)]);
  return standAus(auktion, alle, lieferstellen, jetzt);
}

/** The state of an auction from its row, its bidders as they stand and the tender's Lieferstellen. */
export function standAus(auktion: Selectable<AuktionTable>, alle: readonly Bieter[], lieferstellen: readonly KostenLieferstelle[], jetzt: number): AuktionsStand {
  return {
    status: auktion.status,
    beginn: Number(auktion.beginn),
    ende: Number(auktion.ende),
    stand: jetzt,
    dauerMinuten: auktion.dauer_minuten,
    mindestschrittCtKwhE4: auktion.mindestschritt_ct_kwh_e4,
    verlaengerungMinuten: auktion.verlaengerung_minuten,
    maxVerlaengerungen: auktion.max_verlaengerungen,
    verlaengerungen: auktion.verlaengerungen,
    bestpreisSichtbar: auktion.bestpreis_sichtbar === 1,
    rangliste: auktionsRangliste(alle, lieferstellen),
  };
}

/** A bidder's own bids, oldest first. */
export async function eigeneGebote(db: Db, id: number, evuId: number): Promise<EigenesGebot[]> {
  const zeilen = await db
    .selectFrom('auktion_gebot')
    .select(['arbeitspreis_ct_kwh_e4', 'jahreskosten_euro', 'abgegeben_am'])
    .where('ausschreibung_id', '=', id)
    .where('evu_id', '=', evuId)
    .orderBy('id')
    .execute();
  return zeilen.map(alsEigenesGebot);
}

/** A bid as its bidder sees it (the GET's list, its event, the answer to it). */
export function alsEigenesGebot(g: { arbeitspreis_ct_kwh_e4: number; jahreskosten_euro: number; abgegeben_am: number }): EigenesGebot {
  return {
    arbeitspreisCtKwh: ausE4(g.arbeitspreis_ct_kwh_e4),
    jahreskostenEuro: Number(g.jahreskosten_euro),
    zeit: new Date(Number(g.abgegeben_am)).toISOString(),
  };
}
