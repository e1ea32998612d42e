import type { Kysely } from 'kysely';
import type { AdministratorNeu, EvuNeu, KundeNeu } from '../../src/domain/api/personenAdmin';
import { istKalenderdatum } from '../../src/domain/datum';
import { PFLICHT } from '../../src/domain/pflicht';
import type { Database } from '../db/schema';
import { Regelverletzung } from '../errors';

const MINDESTALTER = 18;
export const LOGIN_VERGEBEN = 'Dieser Anmeldename ist bereits vergeben.';
export const EMAIL_VERGEBEN = 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.';

type Fehler = Record<string, string[]>;

/** The schema lets "   " through as text; after trimming it is as empty as nothing. */
function leereFelder<T extends object>(e: T, felder: (keyof T & string)[]): Fehler {
  return Object.fromEntries(felder.filter((f) => !String(e[f] ?? '').trim()).map((f) => [f, [PFLICHT]]));
}

/** The registration's Kunde rules: a Firma unless Privatperson, a real birth date of age for a Privatperson. */
export function kundeFehler(e: KundeNeu, jetzt: number): Fehler {
  const fehler = leereFelder(e, ['vorname', 'nachname', 'strasse', 'ort']);
  if (e.typ === 'Privatperson') {
    const grund = geburtsdatumFehler(e.geburtsdatum, jetzt);
    if (grund) fehler.geburtsdatum = [grund];
  } else if (!e.firma?.trim()) {
    fehler.firma = [PFLICHT];
  }
  return fehler;
}

export function evuFehler(e: EvuNeu): Fehler {
  const fehler = leereFelder(e, ['firma', 'ansprechpartner', 'vorname', 'nachname', 'strasse', 'ort']);
  if ((e.sparten & 3) === 0) fehler.sparten = ['Bitte wählen Sie mindestens eine Sparte.'];
  return fehler;
}

export function administratorFehler(e: AdministratorNeu): Fehler {
  return leereFelder(e, ['vorname', 'nachname']);
}

function geburtsdatumFehler(datum: string | null | undefined, jetzt: number): string | null {
  if (!datum) return PFLICHT;
  if (!istKalenderdatum(datum)) return 'Dieses Datum gibt es nicht.';
  const heute = new Date(jetzt);
  const volljaehrigAb = `${heute.getUTCFullYear() - MINDESTALTER}-${heute.toISOString().slice(5, 10)}`;
  if (datum > volljaehrigAb) return `Eine Privatperson muss mindestens ${MINDESTALTER} Jahre alt sein.`;
  return null;
}

/**
 * Login and e-mail address must not belong to another account (both compared without case). An address is only
 * checked when it changes: self-registration never refused shared addresses, and saving an old record must
 * still work.
 */
export async function vergebeneKontodaten(
  db: Kysely<Database>,
  e: { login: string; email: string },
  bisher?: { benutzerId: number; email: string },
): Promise<Fehler> {
  const fehler: Fehler = {};
  let login = db.selectFrom('benutzer').select('id').where('login_key', '=', e.login.toLowerCase());
  if (bisher) login = login.where('id', '!=', bisher.benutzerId);
  if (await login.executeTakeFirst()) fehler.login = [LOGIN_VERGEBEN];
  const email = e.email.trim().toLowerCase();
  if (!bisher || email !== bisher.email.toLowerCase()) {
    let andere = db.selectFrom('benutzer').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email));
    if (bisher) andere = andere.where('id', '!=', bisher.benutzerId);
    if (await andere.executeTakeFirst()) fehler.email = [EMAIL_VERGEBEN];
  }
  return fehler;
}

export function pruefe(...teile: Fehler[]): void {
  const fehler = Object.assign({}, ...teile) as Fehler;
  if (Object.keys(fehler).length) throw new Regelverletzung('Bitte prüfen Sie Ihre Eingaben.', fehler);
}

/**
 * Two saves racing for one login both pass the check; the unique index then refuses the second. That is still
 * the user's duplicate, not a server fault.
 */
export function alsDoppelterLogin(err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return Regelverletzung.feld('login', LOGIN_VERGEBEN);
  return err;
}
