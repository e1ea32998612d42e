import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { ListeAntwort } from '../../domain/api/liste';
import { nurEingabe } from '../../domain/api/rueckgabe';
import { OFFENES_ENDE, type Datensatz, type Deklaration, type Felder, type Werte } from '../../domain/ressourcen/deklaration';
import { feldFehler, ueberschneidung } from '../../domain/ressourcen/pruefen';
import type { schemasVon } from '../../domain/ressourcen/schema';
import type { Clock } from '../clock';
import { aufPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { protokolliere, unterschiede } from '../shared/audit';
import { Konflikt, NichtGefunden, Regelverletzung } from '../shared/errors';
import { throwIfFieldErrors } from '../shared/fieldErrors';
import { listPage, orderingAndPaging, type ListOrder } from '../shared/listQuery';
import type { Handelnder } from '../plugins/authentication';

type Zeile = Record<string, unknown> & { id: number; version: number };
type Eb = ExpressionBuilder<Record<string, Zeile>, string>;

/** A field's column: `gueltigAb` → `gueltig_ab`. */
export const spalte = (feld: string): string => feld.replace(/[A-Z]/g, (b) => `_${b.toLowerCase()}`);

/**
 * The records of one declared resource in its own table (the columns are its fields in snake_case, plus `id` and
 * `version`): list, read, create, change from a version, delete — each change with its audit event, a period checked
 * against the others inside the transaction that writes it.
 */
export class RessourcenService<F extends Felder> {
  /** The table's name is the declaration's; Kysely cannot type a table that is only known at run time. */
  private readonly db: Kysely<Record<string, Zeile>>;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
    readonly d: Deklaration<F>,
    private readonly schemas: ReturnType<typeof schemasVon<F>>,
  ) {
    this.db = db as unknown as Kysely<Record<string, Zeile>>;
  }

  private get nichtGefunden() {
    return new NichtGefunden(`${this.d.artikel} ${this.d.einzahl} wurde nicht gefunden.`);
  }

  private alsDatensatz(z: Zeile): Datensatz<F> {
    const werte = Object.fromEntries(Object.keys(this.d.felder).map((f) => [f, z[spalte(f)] ?? null]));
    return { id: Number(z.id), version: Number(z.version), ...werte } as Datensatz<F>;
  }

  private alsSpalten(werte: Werte<F>): Record<string, unknown> {
    return Object.fromEntries(Object.entries(werte).map(([f, w]) => [spalte(f), w]));
  }

  /** The body's own fields as they are stored: texts without surrounding blanks. */
  private eingabe(body: Werte<F>): Werte<F> {
    const werte = nurEingabe(this.schemas.eingabe, body) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(werte).map(([f, w]) => [f, typeof w === 'string' ? w.trim() : w])) as Werte<F>;
  }

  async liste(q: Record<string, unknown>): Promise<ListeAntwort<Datensatz<F>>> {
    const { d } = this;
    const stichtag = q['request.filter.stichtag'];
    const basis = this.db.selectFrom(d.name).where((eb) =>
      eb.and([
        ...d.filter.flatMap((f) => {
          const werte = q[`request.filter.${f}`] as unknown[] | undefined;
          return werte?.length ? [eb(spalte(f), 'in', werte)] : [];
        }),
        ...(d.zeitraum && typeof stichtag === 'string' ? [gilt(eb, d.zeitraum.von, d.zeitraum.bis, stichtag, stichtag)] : []),
      ]),
    );
    const sortierung: ListOrder<Record<string, Zeile>, string> = {
      // An open end sorts as the latest day on both databases (they disagree where NULL goes).
      spalten: Object.fromEntries(
        ['id', ...d.sortierung.schluessel].map((k) => [k, (eb: Eb) => (k === d.zeitraum?.bis ? eb.fn.coalesce(spalte(k), sql.lit(OFFENES_ENDE)) : eb.ref(spalte(k)))]),
      ),
      standard: d.sortierung.standard,
      id: (eb) => eb.ref('id'),
      richtung: d.sortierung.richtung,
    };
    return listPage(basis, (s) => s.selectAll(), orderingAndPaging(q), sortierung, (z) => this.alsDatensatz(z as Zeile));
  }

  async lade(id: number, db = this.db): Promise<Datensatz<F>> {
    const zeile = await db.selectFrom(this.d.name).selectAll().where('id', '=', id).executeTakeFirst();
    if (!zeile) throw this.nichtGefunden;
    return this.alsDatensatz(zeile as Zeile);
  }

  /**
   * A change of the table: on PostgreSQL every writer first locks the table against the others (reads go on), so a
   * record read in it is the one the change acts on, two deletions of one record find it once, and two periods
   * checked at once cannot both pass; SQLite writes one transaction at a time anyway. The tables are small and
   * rarely written by hand.
   */
  private schreibe<T>(arbeit: (trx: Kysely<Record<string, Zeile>>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      if (aufPostgres(trx)) await sql`lock table ${sql.table(this.d.name)} in share row exclusive mode`.execute(trx);
      return arbeit(trx);
    });
  }

  async lege(body: Werte<F>, wer: Handelnder): Promise<number> {
    const werte = this.eingabe(body);
    throwIfFieldErrors(feldFehler(this.d, werte));
    return this.schreibe(async (trx) => {
      await this.pruefeZeitraum(trx, werte);
      const { id } = await trx
        .insertInto(this.d.name)
        .values({ ...this.alsSpalten(werte), version: 1 } as Zeile)
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.protokolliere(trx, 'angelegt', id, wer, { nachher: werte });
      return Number(id);
    });
  }

  /**
   * Changes the record from the version the client read: a newer one is a 409 before anything else is checked; a body
   * that changes nothing writes nothing (no new version, no audit event), so sending back what was read is harmless.
   */
  async aendere(id: number, body: Werte<F> & { version: number }, wer: Handelnder): Promise<void> {
    const werte = this.eingabe(body);
    throwIfFieldErrors(feldFehler(this.d, werte));
    await this.schreibe(async (trx) => {
      const { id: _id, version, ...vorher } = await this.lade(id, trx);
      if (version !== body.version) throw new Konflikt();
      const aenderung = unterschiede(vorher, werte);
      if (Object.keys(aenderung.nachher).length === 0) return;
      await this.pruefeZeitraum(trx, werte, id);
      await trx
        .updateTable(this.d.name)
        .set((eb) => ({ ...this.alsSpalten(werte), version: eb('version', '+', 1) }) as unknown as Zeile)
        .where('id', '=', id)
        .execute();
      await this.protokolliere(trx, 'geaendert', id, wer, aenderung);
    });
  }

  async loesche(id: number, wer: Handelnder): Promise<void> {
    await this.schreibe(async (trx) => {
      const { id: _id, version: _version, ...vorher } = await this.lade(id, trx);
      await trx.deleteFrom(this.d.name).where('id', '=', id).execute();
      await this.protokolliere(trx, 'geloescht', id, wer, { vorher });
    });
  }

  /**
   * No other record of the same kind may cover a day of the period (checked under the lock of `schreibe`, so two
   * administrators cannot each add one half of an overlap).
   */
  private async pruefeZeitraum(trx: Kysely<Record<string, Zeile>>, werte: Werte<F>, ohne?: number): Promise<void> {
    const z = this.d.zeitraum;
    if (!z) return;
    const von = werte[z.von] as string;
    const bis = (werte[z.bis] as string | null) ?? OFFENES_ENDE;
    const andere = await trx
      .selectFrom(this.d.name)
      .selectAll()
      .where((eb) => eb.and([...z.je.map((f) => eb(spalte(f), '=', werte[f])), gilt(eb, z.von, z.bis, von, bis)]))
      .$if(ohne !== undefined, (q) => q.where('id', '!=', ohne!))
      .orderBy(spalte(z.von))
      .executeTakeFirst();
    if (andere) {
      const meldung = ueberschneidung(this.d, this.alsDatensatz(andere as Zeile));
      throw new Regelverletzung(meldung, { [z.von]: [meldung] });
    }
  }

  private async protokolliere(trx: Kysely<Record<string, Zeile>>, tat: string, id: number, wer: Handelnder, aenderung: { vorher?: unknown; nachher?: unknown }) {
    await protokolliere(trx as unknown as Kysely<Database>, this.clock, {
      benutzerId: wer.id,
      aktion: `${this.d.name}_${tat}`,
      entitaet: this.d.name,
      entitaetId: id,
      ...aenderung,
      ipAddress: wer.ipAddress,
    });
  }
}

/** A record's period `von`…`bis` (empty: open-ended) shares at least one day with `ab`…`bis`. */
function gilt(eb: Eb, von: string, bis: string, ab: string, ende: string): Expression<SqlBool> {
  return eb.and([eb(spalte(von), '<=', ende), eb(eb.fn.coalesce(spalte(bis), sql.lit(OFFENES_ENDE)), '>=', ab)]);
}
