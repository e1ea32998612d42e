import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { aufPostgres } from '../server/db/dialect';

/** The bulk tenders of seedeMassendaten: their numbers begin with `M-`. */
const MASSENDATEN = 'M-%';

/**
 * Grows the bulk tenders to `ziel` by copying them inside the database (INSERT … SELECT, one transaction per
 * copy) with their Lieferstellen, invitations and offers: a million tenders in a minute or two instead of the
 * quarter of an hour that generating each one through the driver takes. Copy k gets the ids of the originals
 * plus k times the highest id and the number `Kk-…` instead of `M-…`; the counter triggers count every copy.
 */
export async function vervielfaeltige(db: Kysely<Database>, ziel: number): Promise<void> {
  const vorhanden = await db
    .selectFrom('ausschreibung')
    .where('nummer', 'like', MASSENDATEN)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('id').as('erste'), eb.fn.max<number>('id').as('letzte')])
    .executeTakeFirstOrThrow();
  const basis = Number(vorhanden.n);
  if (basis === 0 || ziel <= basis) return;
  const erste = Number(vorhanden.erste);
  // Copies are chosen by id range (index, not a scan of the growing tables): one bulk run, one range.
  if (Number(vorhanden.letzte) - erste + 1 !== basis) throw new Error('Die Massendaten liegen nicht in einem Id-Bereich: nur eine frische Datenbank vervielfältigen.');
  const { hoechste } = await db.selectFrom('ausschreibung').select((eb) => eb.fn.max<number>('id').as('hoechste')).executeTakeFirstOrThrow();
  const versatz = Number(hoechste);
  for (let kopie = 1; basis * kopie < ziel; kopie++) {
    // The last copy takes only as many as are still missing, the originals' lowest ids first.
    const bisId = erste + Math.min(basis, ziel - basis * kopie) - 1;
    const plus = versatz * kopie;
    await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO ausschreibung (id, nummer, sparte, kunde_id, bezeichnung, status, lieferbeginn, lieferende, angebotsfrist, bindefrist,
          preismodell, toleranzband, zahlungsziel_tage, rechnungslegung, bemerkung, oekostrom, marktgebiet, gasqualitaet, created_at, updated_at, version)
        SELECT id + ${plus}, ${`K${kopie}`} || substr(nummer, 2), sparte, kunde_id, bezeichnung, status, lieferbeginn, lieferende, angebotsfrist, bindefrist,
          preismodell, toleranzband, zahlungsziel_tage, rechnungslegung, bemerkung, oekostrom, marktgebiet, gasqualitaet, created_at, updated_at, version
        FROM ausschreibung WHERE id BETWEEN ${erste} AND ${bisId}`.execute(trx);
      await sql`INSERT INTO lieferstelle (ausschreibung_id, position, bezeichnung, strasse, plz, ort, malo_id, zaehlpunkt, netzbetreiber, messart,
          jahresverbrauch_kwh, max_leistung_kw, spannungsebene, druckstufe, slp_profil)
        SELECT l.ausschreibung_id + ${plus}, l.position, l.bezeichnung, l.strasse, l.plz, l.ort, l.malo_id, l.zaehlpunkt, l.netzbetreiber, l.messart,
          l.jahresverbrauch_kwh, l.max_leistung_kw, l.spannungsebene, l.druckstufe, l.slp_profil
        FROM lieferstelle l WHERE l.ausschreibung_id BETWEEN ${erste} AND ${bisId}`.execute(trx);
      await sql`INSERT INTO einladung (ausschreibung_id, evu_id, eingeladen_am, eingeladen_von)
        SELECT e.ausschreibung_id + ${plus}, e.evu_id, e.eingeladen_am, e.eingeladen_von
        FROM einladung e WHERE e.ausschreibung_id BETWEEN ${erste} AND ${bisId}`.execute(trx);
      await sql`INSERT INTO angebot (ausschreibung_id, evu_id, arbeitspreis_ct_kwh_e4, grundpreis_eur_monat_e4, leistungspreis_eur_kw_jahr_e4,
          oekoaufschlag_ct_kwh_e4, bindefrist_bis, bemerkung, status, eingereicht_am, version)
        SELECT o.ausschreibung_id + ${plus}, o.evu_id, o.arbeitspreis_ct_kwh_e4, o.grundpreis_eur_monat_e4, o.leistungspreis_eur_kw_jahr_e4,
          o.oekoaufschlag_ct_kwh_e4, o.bindefrist_bis, o.bemerkung, o.status, o.eingereicht_am, o.version
        FROM angebot o WHERE o.ausschreibung_id BETWEEN ${erste} AND ${bisId}`.execute(trx);
    });
  }
  // Explicit ids leave PostgreSQL's sequence behind; the next tender the portal creates must not collide.
  if (aufPostgres(db)) await sql`SELECT setval(pg_get_serial_sequence('ausschreibung', 'id'), (SELECT max(id) FROM ausschreibung))`.execute(db);
}
