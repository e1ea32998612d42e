import { PFLICHT } from '../../../domain/pflicht';
import { ANSCHRIFT_UND_KONTAKT, type AnschriftFeldname } from '../../benutzerdaten/anschriftUndKontakt';
import { anmeldename } from '../../ui/validation/rules';

type Konto = Record<'login' | 'password' | 'passwordConfirmation' | 'vorname' | 'nachname' | AnschriftFeldname, string>;

/**
 * The checks the browser can do before sending; the server checks everything again. The address and contact follow
 * the profile's rules, on the trimmed value: blanks alone count as empty here.
 */
export function pruefeKonto(w: Konto, datenschutz: boolean) {
  const f: Record<string, string> = {};
  for (const feld of ['login', 'password', 'passwordConfirmation', 'vorname', 'nachname'] as const) {
    if (!w[feld]?.trim()) f[feld] = PFLICHT;
  }
  for (const feld of Object.keys(ANSCHRIFT_UND_KONTAKT) as AnschriftFeldname[]) {
    const fehler = ANSCHRIFT_UND_KONTAKT[feld].regeln.map((regel) => regel(w[feld]?.trim() ?? '')).find(Boolean);
    if (fehler) f[feld] = fehler;
  }
  const loginFehler = anmeldename(w.login);
  if (loginFehler) f.login = loginFehler;
  if (w.password && w.password.length < 10) f.password = 'Das Passwort muss mindestens 10 Zeichen lang sein.';
  if (w.passwordConfirmation && w.password !== w.passwordConfirmation) f.passwordConfirmation = 'Die Passwörter stimmen nicht überein.';
  if (!datenschutz) f.datenschutz = 'Bitte stimmen Sie der Datenschutzerklärung zu.';
  return f;
}
