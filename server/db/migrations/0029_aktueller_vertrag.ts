import type { Kysely } from 'kysely';

const SPALTEN = ['aktuell_arbeitspreis_ct_kwh_e4', 'aktuell_grundpreis_eur_monat_e4', 'aktuell_leistungspreis_eur_kw_jahr_e4'];

/**
 * Issue 42, point 9: the Kunde may enter the prices of the supply contract the tender replaces; the comparison shows
 * each offer's saving against it. Prices as every price here: integers in 1/10 000 of their unit. No Arbeitspreis,
 * no current contract (the other two are then null as well).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const spalte of SPALTEN) {
    await db.schema.alterTable('ausschreibung').addColumn(spalte, 'bigint').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const spalte of SPALTEN) {
    await db.schema.alterTable('ausschreibung').dropColumn(spalte).execute();
  }
}
