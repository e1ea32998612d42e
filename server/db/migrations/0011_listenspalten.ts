import { sql, type Kysely } from 'kysely';
import { aufPostgres } from '../dialect';

/**
 * What the tender lists show per row from other tables (the Kunde's name, the number and yearly consumption of
 * the Lieferstellen, the number of offers, and of released ones for the Kunde) stored on the tender, so a list
 * sorted by it walks an index instead of working it out for every match. Triggers keep each value exact in the
 * same transaction as the write to the Kunde, a Lieferstelle or an offer; a new tender starts from none.
 */
export const KUNDE_NAME = (k: string) => `coalesce(${k}.firma, ${k}.vorname || ' ' || ${k}.nachname)`;
const FREIGEGEBEN = (o: string) => `CASE WHEN ${o}.status <> 'eingereicht' THEN 1 ELSE 0 END`;

/** Sort indexes like migration 0002's, carrying the filter columns for the administrator's broad filter. */
const SORTIERT = {
  ausschreibung_nach_kunde: 'kunde_name',
  ausschreibung_nach_anzahl_lieferstellen: 'anzahl_lieferstellen',
  ausschreibung_nach_jahresverbrauch: 'jahresverbrauch_kwh',
  ausschreibung_nach_anzahl_angebote: 'anzahl_angebote',
} as const;

const TRIGGER_SQLITE = [
  'ausschreibung_kunde_name_neu',
  'ausschreibung_zaehler_neu',
  'ausschreibung_kunde_name_wechsel',
  'kunde_name_ausschreibungen',
  'lieferstelle_zaehler_neu',
  'lieferstelle_zaehler_weg',
  'lieferstelle_zaehler_wechsel',
  'angebot_zaehler_neu',
  'angebot_zaehler_weg',
  'angebot_zaehler_wechsel',
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ausschreibung').addColumn('kunde_name', 'text', (c) => c.notNull().defaultTo('')).execute();
  for (const spalte of ['anzahl_lieferstellen', 'jahresverbrauch_kwh', 'anzahl_angebote', 'anzahl_angebote_freigegeben']) {
    await db.schema.alterTable('ausschreibung').addColumn(spalte, spalte === 'jahresverbrauch_kwh' ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
  await sql`UPDATE ausschreibung SET
    kunde_name = (SELECT ${sql.raw(KUNDE_NAME('k'))} FROM kunde k WHERE k.id = ausschreibung.kunde_id),
    anzahl_lieferstellen = (SELECT count(*) FROM lieferstelle l WHERE l.ausschreibung_id = ausschreibung.id),
    jahresverbrauch_kwh = (SELECT coalesce(sum(l.jahresverbrauch_kwh), 0) FROM lieferstelle l WHERE l.ausschreibung_id = ausschreibung.id),
    anzahl_angebote = (SELECT count(*) FROM angebot o WHERE o.ausschreibung_id = ausschreibung.id),
    anzahl_angebote_freigegeben = (SELECT count(*) FROM angebot o WHERE o.ausschreibung_id = ausschreibung.id AND o.status <> 'eingereicht')`.execute(db);
  for (const [name, spalte] of Object.entries(SORTIERT)) {
    await db.schema.createIndex(name).on('ausschreibung').columns([spalte, 'id', 'status', 'sparte', 'kunde_id']).execute();
  }
  if (aufPostgres(db)) await triggerPostgres(db);
  else await triggerSqlite(db);
}

async function triggerSqlite(db: Kysely<any>): Promise<void> {
  const ausloeser = (name: string, wann: string, rumpf: string) => sql`CREATE TRIGGER ${sql.raw(name)} ${sql.raw(wann)} BEGIN ${sql.raw(rumpf)} END`.execute(db);
  const kundeName = `UPDATE ausschreibung SET kunde_name = (SELECT ${KUNDE_NAME('k')} FROM kunde k WHERE k.id = NEW.kunde_id) WHERE id = NEW.id;`;
  await ausloeser('ausschreibung_kunde_name_neu', 'AFTER INSERT ON ausschreibung', kundeName);
  // A copied row may carry another tender's figures; a new tender has no Lieferstelle or offer yet.
  await ausloeser(
    'ausschreibung_zaehler_neu',
    'AFTER INSERT ON ausschreibung WHEN NEW.anzahl_lieferstellen <> 0 OR NEW.jahresverbrauch_kwh <> 0 OR NEW.anzahl_angebote <> 0 OR NEW.anzahl_angebote_freigegeben <> 0',
    'UPDATE ausschreibung SET anzahl_lieferstellen = 0, jahresverbrauch_kwh = 0, anzahl_angebote = 0, anzahl_angebote_freigegeben = 0 WHERE id = NEW.id;',
  );
  await ausloeser('ausschreibung_kunde_name_wechsel', 'AFTER UPDATE OF kunde_id ON ausschreibung WHEN OLD.kunde_id <> NEW.kunde_id', kundeName);
  await ausloeser(
    'kunde_name_ausschreibungen',
    'AFTER UPDATE OF firma, vorname, nachname ON kunde',
    `UPDATE ausschreibung SET kunde_name = ${KUNDE_NAME('NEW')} WHERE kunde_id = NEW.id AND kunde_name <> ${KUNDE_NAME('NEW')};`,
  );

  const lieferstelle = (zeile: 'NEW' | 'OLD', vorzeichen: '+' | '-') =>
    `UPDATE ausschreibung SET anzahl_lieferstellen = anzahl_lieferstellen ${vorzeichen} 1,
      jahresverbrauch_kwh = jahresverbrauch_kwh ${vorzeichen} ${zeile}.jahresverbrauch_kwh WHERE id = ${zeile}.ausschreibung_id;`;
  await ausloeser('lieferstelle_zaehler_neu', 'AFTER INSERT ON lieferstelle', lieferstelle('NEW', '+'));
  await ausloeser('lieferstelle_zaehler_weg', 'AFTER DELETE ON lieferstelle', lieferstelle('OLD', '-'));
  await ausloeser(
    'lieferstelle_zaehler_wechsel',
    'AFTER UPDATE OF ausschreibung_id, jahresverbrauch_kwh ON lieferstelle WHEN OLD.ausschreibung_id <> NEW.ausschreibung_id OR OLD.jahresverbrauch_kwh <> NEW.jahresverbrauch_kwh',
    lieferstelle('OLD', '-') + lieferstelle('NEW', '+'),
  );

  const angebot = (zeile: 'NEW' | 'OLD', vorzeichen: '+' | '-') =>
    `UPDATE ausschreibung SET anzahl_angebote = anzahl_angebote ${vorzeichen} 1,
      anzahl_angebote_freigegeben = anzahl_angebote_freigegeben ${vorzeichen} ${FREIGEGEBEN(zeile)} WHERE id = ${zeile}.ausschreibung_id;`;
  await ausloeser('angebot_zaehler_neu', 'AFTER INSERT ON angebot', angebot('NEW', '+'));
  await ausloeser('angebot_zaehler_weg', 'AFTER DELETE ON angebot', angebot('OLD', '-'));
  await ausloeser(
    'angebot_zaehler_wechsel',
    'AFTER UPDATE OF ausschreibung_id, status ON angebot WHEN OLD.ausschreibung_id <> NEW.ausschreibung_id OR OLD.status <> NEW.status',
    angebot('OLD', '-') + angebot('NEW', '+'),
  );
}

/**
 * PostgreSQL sums a statement's changes per tender (transition tables) and updates each tender once: a row
 * trigger would write a new version of the tender, with every index entry, for each Lieferstelle of an import.
 * Adding the difference to the stored value (not setting a recount) stays exact when two transactions change
 * the same tender: the second UPDATE waits for the first and adds to its committed value.
 */
async function triggerPostgres(db: Kysely<any>): Promise<void> {
  await sql`CREATE FUNCTION ausschreibung_listenspalten_setzen() RETURNS trigger AS $$
    BEGIN
      NEW.kunde_name := (SELECT ${sql.raw(KUNDE_NAME('k'))} FROM kunde k WHERE k.id = NEW.kunde_id);
      IF TG_OP = 'INSERT' THEN
        NEW.anzahl_lieferstellen := 0; NEW.jahresverbrauch_kwh := 0; NEW.anzahl_angebote := 0; NEW.anzahl_angebote_freigegeben := 0;
      END IF;
      RETURN NEW;
    END; $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER ausschreibung_listenspalten_setzen BEFORE INSERT OR UPDATE OF kunde_id ON ausschreibung
    FOR EACH ROW EXECUTE FUNCTION ausschreibung_listenspalten_setzen()`.execute(db);

  await sql`CREATE FUNCTION kunde_name_ausschreibungen() RETURNS trigger AS $$
    BEGIN
      UPDATE ausschreibung SET kunde_name = ${sql.raw(KUNDE_NAME('NEW'))} WHERE kunde_id = NEW.id AND kunde_name <> ${sql.raw(KUNDE_NAME('NEW'))};
      RETURN NULL;
    END; $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER kunde_name_ausschreibungen AFTER UPDATE OF firma, vorname, nachname ON kunde
    FOR EACH ROW EXECUTE FUNCTION kunde_name_ausschreibungen()`.execute(db);

  // Per tender the rows a statement added (+) and removed (−); `werte` are what each row contributes.
  const zaehler = async (tabelle: 'lieferstelle' | 'angebot', spalten: Record<string, string>) => {
    const beitrag = (quelle: 'neu' | 'alt', vorzeichen: string) =>
      `SELECT ausschreibung_id, ${Object.values(spalten).map((wert, i) => `${vorzeichen}(${wert}) AS w${i}`).join(', ')} FROM ${quelle} r`;
    const aenderung = (quellen: string[]) => `UPDATE ausschreibung a SET ${Object.keys(spalten).map((s, i) => `${s} = a.${s} + d.w${i}`).join(', ')}
      FROM (SELECT ausschreibung_id, ${Object.keys(spalten).map((_, i) => `sum(w${i}) AS w${i}`).join(', ')} FROM (${quellen.join(' UNION ALL ')}) x
        GROUP BY ausschreibung_id HAVING ${Object.keys(spalten).map((_, i) => `sum(w${i}) <> 0`).join(' OR ')}) d
      WHERE a.id = d.ausschreibung_id;`;
    const arten = {
      INSERT: { referenz: 'NEW TABLE AS neu', quellen: [beitrag('neu', '+')] },
      DELETE: { referenz: 'OLD TABLE AS alt', quellen: [beitrag('alt', '-')] },
      UPDATE: { referenz: 'OLD TABLE AS alt NEW TABLE AS neu', quellen: [beitrag('neu', '+'), beitrag('alt', '-')] },
    };
    for (const [art, { referenz, quellen }] of Object.entries(arten)) {
      const name = `${tabelle}_zaehler_${art.toLowerCase()}`;
      await sql`CREATE FUNCTION ${sql.raw(name)}() RETURNS trigger AS $$
        BEGIN ${sql.raw(aenderung(quellen))} RETURN NULL; END; $$ LANGUAGE plpgsql`.execute(db);
      await sql`CREATE TRIGGER ${sql.raw(name)} AFTER ${sql.raw(art)} ON ${sql.raw(tabelle)} REFERENCING ${sql.raw(referenz)}
        FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(name)}()`.execute(db);
    }
  };
  await zaehler('lieferstelle', { anzahl_lieferstellen: '1', jahresverbrauch_kwh: 'r.jahresverbrauch_kwh' });
  await zaehler('angebot', { anzahl_angebote: '1', anzahl_angebote_freigegeben: FREIGEGEBEN('r') });
}

export async function down(db: Kysely<any>): Promise<void> {
  if (aufPostgres(db)) {
    await sql`DROP TRIGGER ausschreibung_listenspalten_setzen ON ausschreibung`.execute(db);
    await sql`DROP FUNCTION ausschreibung_listenspalten_setzen()`.execute(db);
    await sql`DROP TRIGGER kunde_name_ausschreibungen ON kunde`.execute(db);
    await sql`DROP FUNCTION kunde_name_ausschreibungen()`.execute(db);
    for (const tabelle of ['lieferstelle', 'angebot']) {
      for (const art of ['insert', 'delete', 'update']) {
        await sql`DROP TRIGGER ${sql.raw(`${tabelle}_zaehler_${art}`)} ON ${sql.raw(tabelle)}`.execute(db);
        await sql`DROP FUNCTION ${sql.raw(`${tabelle}_zaehler_${art}`)}()`.execute(db);
      }
    }
  } else {
    for (const name of TRIGGER_SQLITE) await sql`DROP TRIGGER ${sql.raw(name)}`.execute(db);
  }
  for (const name of Object.keys(SORTIERT)) await db.schema.dropIndex(name).execute();
  for (const spalte of ['kunde_name', 'anzahl_lieferstellen', 'jahresverbrauch_kwh', 'anzahl_angebote', 'anzahl_angebote_freigegeben']) {
    await db.schema.alterTable('ausschreibung').dropColumn(spalte).execute();
  }
}
