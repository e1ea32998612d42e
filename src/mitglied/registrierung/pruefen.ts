import { PFLICHT } from '../../../domain/pflicht';
import { istGueltigePlz, PLZ_FEHLER } from '../../../domain/plz';
import { anmeldename, email } from '../../ui/validation/rules';

/** The checks the browser can do before sending; the server checks everything again. */
export function pruefeKonto(w: { login: string; email: string; password: string; passwordConfirmation: string; vorname: string; nachname: string; strasse: string; plz: string; ort: string }, datenschutz: boolean) {
  const f: Record<string, string> = {};
  for (const feld of ['login', 'email', 'password', 'passwordConfirmation', 'vorname', 'nachname', 'strasse', 'plz', 'ort'] as const) {
    if (!w[feld]?.trim()) f[feld] = PFLICHT;
  }
  const loginFehler = anmeldename(w.login);
  if (loginFehler) f.login = loginFehler;
  const emailFehler = email(w.email?.trim());
  if (emailFehler) f.email = emailFehler;
  if (w.password && w.password.length < 10) f.password = 'Das Passwort muss mindestens 10 Zeichen lang sein.';
  if (w.passwordConfirmation && w.password !== w.passwordConfirmation) f.passwordConfirmation = 'Die Passwörter stimmen nicht überein.';
  if (w.plz && !istGueltigePlz(w.plz)) f.plz = PLZ_FEHLER;
  if (!datenschutz) f.datenschutz = 'Bitte stimmen Sie der Datenschutzerklärung zu.';
  return f;
}
