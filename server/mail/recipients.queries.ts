import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { istAdministrator } from '../shared/expressions';
import type { Adressat } from './anrede';

/** A person a tender's notification goes to: the account (for settings and the start page) and how to address it. */
export interface Empfaenger extends Adressat {
  benutzerId: number;
}

/** The Kunde who owns tender `ausschreibungId`, addressed with its Anrede. */
export async function kundeDerAusschreibung(db: Kysely<Database>, ausschreibungId: number): Promise<Empfaenger> {
  return db
    .selectFrom('ausschreibung as a')
    .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
    .select(['k.benutzer_id as benutzerId', 'k.email', 'k.anrede', 'k.vorname', 'k.nachname'])
    .where('a.id', '=', ausschreibungId)
    .executeTakeFirstOrThrow();
}

/** Every administrator who can act on a notification: activated and not locked. */
export async function aktiveAdministratoren(db: Kysely<Database>): Promise<Empfaenger[]> {
  return db
    .selectFrom('benutzer as b')
    .select(['b.id as benutzerId', 'b.email', 'b.vorname', 'b.nachname'])
    .where(istAdministrator)
    .where('b.active', '=', 1)
    .where('b.gesperrt', '=', 0)
    .orderBy('b.id')
    .execute();
}

/** An EVU's account and its Ansprechpartner, who the EVU's mails address by full name. */
export async function evuEmpfaenger(db: Kysely<Database>, evuIds: readonly number[]): Promise<EvuEmpfaenger[]> {
  if (!evuIds.length) return [];
  return alsEvuEmpfaenger(await db.selectFrom('evu as v').select(EVU_SPALTEN).where('v.id', 'in', evuIds).orderBy('v.id').execute());
}

/** The EVUs invited to a tender, as `evuEmpfaenger` gives them: answers, deadline changes and the Aufhebung reach each. */
export async function eingeladeneEmpfaenger(db: Kysely<Database>, ausschreibungId: number): Promise<EvuEmpfaenger[]> {
  return alsEvuEmpfaenger(
    await db.selectFrom('einladung as e').innerJoin('evu as v', 'v.id', 'e.evu_id').select(EVU_SPALTEN).where('e.ausschreibung_id', '=', ausschreibungId).orderBy('v.id').execute(),
  );
}

export type EvuEmpfaenger = Empfaenger & { evuId: number; firma: string };
const EVU_SPALTEN = ['v.id as evuId', 'v.benutzer_id as benutzerId', 'v.email', 'v.firma', 'v.ansprechpartner'] as const;
const alsEvuEmpfaenger = (zeilen: { evuId: number; benutzerId: number; email: string; firma: string; ansprechpartner: string }[]): EvuEmpfaenger[] =>
  zeilen.map(({ ansprechpartner, ...z }) => ({ ...z, nachname: ansprechpartner }));

/** An account as its own mails address it: a Kunde with its Anrede, anyone else by full name. */
export async function adressatDesKontos(db: Kysely<Database>, benutzerId: number): Promise<Adressat> {
  return db
    .selectFrom('benutzer as b')
    .leftJoin('kunde as k', 'k.benutzer_id', 'b.id')
    .select(['b.email', 'k.anrede', 'b.vorname', 'b.nachname'])
    .where('b.id', '=', benutzerId)
    .executeTakeFirstOrThrow();
}
