import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FALSCHE_ANMELDUNG, landingAfterLogin, login, useAuthentifizierung, useMitgliedPfade } from '../api/auth';
import { PASSWORT_FALSCH } from '../../domain/auth';
import { MemberFrame } from './MemberFrame';
import { RequiredField } from './RequiredField';
import { anmeldeFelder } from '../i18n/felder';
import { feldFehlerAus } from './serverFehler';

const UNGLEICH = 'Die Passwörter stimmen nicht überein.';
export const PASSWORT_GEAENDERT = 'Ihr Passwort wurde geändert.';

/**
 * SPEC.md 'Change password page': the password grant with passwordChange. The login name is known to a
 * signed-in user and asked only from others; success goes to the default path with a notification.
 */
export function ChangePasswordPage() {
  const auth = useAuthentifizierung();
  const pfade = useMitgliedPfade();
  const navigate = useNavigate();
  const [username, setUsername] = useState(auth?.login ?? '');
  const [werte, setWerte] = useState({ password: '', neu: '', bestaetigung: '' });
  const [versucht, setVersucht] = useState(false);
  const [laeuft, setLaeuft] = useState(false);
  const [fehler, setFehler] = useState<{ meldung: string; felder: Record<string, string> }>();

  const ungleich = !!werte.bestaetigung && werte.neu !== werte.bestaetigung;
  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    setVersucht(true);
    if (!username || !werte.password || !werte.neu || !werte.bestaetigung || ungleich) return;
    setLaeuft(true);
    setFehler(undefined);
    try {
      const ergebnis = await login({ username, password: werte.password, passwordChange: { password: werte.neu, passwordConfirmation: werte.bestaetigung } });
      if (ergebnis.kind === 'Success') {
        navigate(landingAfterLogin(ergebnis.authentifizierung.roles, null, pfade), { replace: true, state: { meldung: PASSWORT_GEAENDERT } });
        return;
      }
      if (ergebnis.kind === 'Error' && auth && ergebnis.modelState.message === FALSCHE_ANMELDUNG) {
        // Signed in, the name is right: only the current password can be wrong, and its field says so.
        setFehler({ meldung: PASSWORT_FALSCH, felder: { password: PASSWORT_FALSCH } });
      } else if (ergebnis.kind === 'Error') {
        const felder = Object.fromEntries(Object.entries(ergebnis.modelState.errors ?? {}).map(([k, v]) => [k, v[0] ?? '']));
        setFehler({ meldung: ergebnis.modelState.message, felder });
      } else setFehler({ meldung: 'Bitte melden Sie sich an, um den zweiten Faktor einzugeben, und ändern Sie das Passwort danach.', felder: {} });
    } catch (err) {
      // The server's message, or the encryption's own (the RSA alerts of SPEC.md).
      setFehler(feldFehlerAus(err));
    } finally {
      setLaeuft(false);
    }
  };

  return (
    <MemberFrame titel="Passwort ändern">
      <Box component="form" noValidate onSubmit={absenden}>
        {fehler && <Alert severity="error" role="alert">{fehler.meldung}</Alert>}
        {auth ? (
          <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
        ) : (
          <RequiredField label={anmeldeFelder.anmeldename} name="username" autoComplete="username" value={username} zeigeFehler={versucht} onChange={(e) => setUsername(e.target.value)} />
        )}
        <RequiredField label={anmeldeFelder.aktuellesPasswort} name="password" type="password" autoComplete="current-password" autoFocus value={werte.password}
          zeigeFehler={versucht} fehler={fehler?.felder.password} onChange={(e) => setWerte({ ...werte, password: e.target.value })} />
        <RequiredField label={anmeldeFelder.neuesPasswort} name="neuesPasswort" type="password" autoComplete="new-password" value={werte.neu}
          zeigeFehler={versucht} fehler={fehler?.felder['passwordChange.password']} onChange={(e) => setWerte({ ...werte, neu: e.target.value })} />
        <RequiredField label={anmeldeFelder.passwortBestaetigen} name="passwordConfirmation" type="password" autoComplete="new-password" value={werte.bestaetigung}
          zeigeFehler={versucht} fehler={ungleich ? UNGLEICH : fehler?.felder['passwordChange.passwordConfirmation']}
          onChange={(e) => setWerte({ ...werte, bestaetigung: e.target.value })} />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={laeuft}>
          Passwort ändern
        </Button>
      </Box>
    </MemberFrame>
  );
}
