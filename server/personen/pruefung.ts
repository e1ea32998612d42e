import type { Kysely } from 'kysely';
import type { AdministratorNeu, EvuNeu, KundeNeu } from '../../domain/api/personenAdmin';
import { PFLICHT } from '../../domain/pflicht';
import type { Database } from '../db/schema';
import { Regelverletzung } from '../shared/errors';
import { bdewCodenummerFehler } from '../../domain/bdewCodenummer';
import { geburtsdatumFehler, hatSparte, SPARTE_FEHLT } from '../../domain/profilRegeln';
import { emptyFields } from '../shared/fieldErrors';

export const LOGIN_VERGEBEN = 'Dieser Anmeldename ist bereits vergeben.';
export const EMAIL_VERGEBEN = 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.';

type Fehler = Record<string, string[]>;


/** The registration's Kunde rules: a Firma unless Privatperson, a real birth date of age for a Privatperson. */
export function kundeFehler(e: KundeNeu, jetzt: number): Fehler {
  const fehler = emptyFields(e, ['vorname', 'nachname', 'strasse', 'ort']);
  if (e.typ === 'Privatperson') {
    const grund = geburtsdatumFehler(e.geburtsdatum, jetzt, 'privatperson');
    if (grund) fehler.geburtsdatum = [grund];
  } else if (!e.firma?.trim()) {
    fehler.firma = [PFLICHT];
  }
  return fehler;
}

export function evuFehler(e: EvuNeu): Fehler {
  const fehler = emptyFields(e, ['firma', 'ansprechpartner', 'vorname', 'nachname', 'strasse', 'ort']);
  if (!hatSparte(e.sparten)) fehler.sparten = [SPARTE_FEHLT];
  const bdew = bdewCodenummerFehler(e.bdewCodenummer);
  if (bdew) fehler.bdewCodenummer = [bdew];
  return fehler;
}

export function administratorFehler(e: AdministratorNeu): Fehler {
  return emptyFields(e, ['vorname', 'nachname']);
}


/**
 * Login and e-mail address must not belong to another account (both compared without case). An address is only
 * checked when it changes: saving an old record that shares its address with another must still work.
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


/**
 * Two saves racing for one login both pass the check; the unique index then refuses the second. That is still
 * the user's duplicate, not a server fault.
 */
export function alsDoppelterLogin(err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return Regelverletzung.feld('login', LOGIN_VERGEBEN);
  return err;
}
