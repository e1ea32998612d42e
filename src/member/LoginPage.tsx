import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { landingAfterLogin, login, useAuthentifizierung, useMitgliedPfade, type LoginDaten } from '../api/auth';
import type { SecondFactor } from '../../domain/auth';
import { RequiredField } from './RequiredField';
import { anmeldeFelder } from '../i18n/felder';

type Zustand = { art: 'normal' } | { art: 'passwortAenderung'; hinweis: string } | { art: 'zweiterFaktor'; faktoren: SecondFactor[] };

/** SPEC.md section 2 'Login page' with its three states (normal, password change required, second factor required). */
export function LoginPage() {
  const auth = useAuthentifizierung();
  const pfade = useMitgliedPfade();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [neu, setNeu] = useState({ password: '', passwordConfirmation: '' });
  const [faktor, setFaktor] = useState({ id: 0, code: '' });
  const [zustand, setZustand] = useState<Zustand>({ art: 'normal' });
  const [laeuft, setLaeuft] = useState(false);
  const [versucht, setVersucht] = useState(false);
  const [meldung, setMeldung] = useState<string>();
  const [feldFehler, setFeldFehler] = useState<Record<string, string>>({});

  if (auth && !laeuft) return <Navigate to={landingAfterLogin(auth.roles, returnUrl, pfade)} replace />;

  const passwoerterUngleich = zustand.art === 'passwortAenderung' && !!neu.passwordConfirmation && neu.password !== neu.passwordConfirmation;

  const anmelden = async (event: FormEvent) => {
    event.preventDefault();
    setVersucht(true);
    if (!username || !password) return;
    if (zustand.art === 'passwortAenderung' && (!neu.password || !neu.passwordConfirmation || passwoerterUngleich)) return;
    if (zustand.art === 'zweiterFaktor' && !faktor.code) return;
    const daten: LoginDaten = { username, password };
    if (zustand.art === 'passwortAenderung') daten.passwordChange = neu;
    if (zustand.art === 'zweiterFaktor') daten.secondFactor = faktor;
    setLaeuft(true);
    setMeldung(undefined);
    setFeldFehler({});
    try {
      const ergebnis = await login(daten);
      switch (ergebnis.kind) {
        case 'Success':
          navigate(landingAfterLogin(ergebnis.authentifizierung.roles, returnUrl, pfade), { replace: true });
          return;
        case 'PasswordChangeRequired':
          setZustand({ art: 'passwortAenderung', hinweis: ergebnis.message });
          setVersucht(false);
          break;
        case 'SecondFactorRequired':
          setZustand({ art: 'zweiterFaktor', faktoren: ergebnis.factors });
          setFaktor({ id: ergebnis.factors[0]?.id ?? 0, code: '' });
          setVersucht(false);
          break;
        case 'Error':
          setMeldung(ergebnis.modelState.message);
          setFeldFehler(
            Object.fromEntries(Object.entries(ergebnis.modelState.errors ?? {}).map(([feld, texte]) => [feld, texte[0] ?? ''])),
          );
          break;
      }
    } catch (fehler) {
      const body = (fehler as { body?: { message?: string } }).body;
      setMeldung(body?.message ?? (fehler as Error).message ?? 'Es ist ein Fehler aufgetreten.');
    } finally {
      setLaeuft(false);
    }
  };

  return (
    <Paper component="section" sx={{ maxWidth: 440, mx: 'auto', mt: { xs: 2, md: 6 }, p: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Anmeldung
      </Typography>
      <Box component="form" noValidate onSubmit={anmelden}>
        {meldung && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {meldung}
          </Alert>
        )}
        <RequiredField label={anmeldeFelder.anmeldename} name="username" autoComplete="username" autoFocus value={username} zeigeFehler={versucht}
          fehler={feldFehler.username} onChange={(e) => setUsername(e.target.value)} />
        <RequiredField label={anmeldeFelder.passwort} name="password" type="password" autoComplete="current-password" value={password} zeigeFehler={versucht}
          fehler={feldFehler.password} onChange={(e) => setPassword(e.target.value)} />

        {zustand.art === 'passwortAenderung' && (
          <Box role="group" aria-labelledby="neues-passwort">
            <Typography id="neues-passwort" variant="h6" component="h2" sx={{ mt: 2 }}>
              Neues Passwort
            </Typography>
            {zustand.hinweis && <Alert severity="info">{zustand.hinweis}</Alert>}
            <RequiredField label={anmeldeFelder.passwort} name="neuesPasswort" type="password" autoComplete="new-password" value={neu.password} zeigeFehler={versucht}
              fehler={feldFehler['passwordChange.password']} onChange={(e) => setNeu({ ...neu, password: e.target.value })} />
            <RequiredField label={anmeldeFelder.passwortBestaetigen} name="passwortBestaetigen" type="password" autoComplete="new-password" value={neu.passwordConfirmation}
              zeigeFehler={versucht} fehler={passwoerterUngleich ? 'Die Passwörter stimmen nicht überein.' : feldFehler['passwordChange.passwordConfirmation']}
              onChange={(e) => setNeu({ ...neu, passwordConfirmation: e.target.value })} />
          </Box>
        )}

        {zustand.art === 'zweiterFaktor' && (
          <Box role="group" aria-labelledby="zweiter-faktor">
            <Typography id="zweiter-faktor" variant="h6" component="h2" sx={{ mt: 2 }}>
              Zweiter Faktor
            </Typography>
            <TextField select fullWidth margin="normal" label={anmeldeFelder.faktor} value={faktor.id} onChange={(e) => setFaktor({ ...faktor, id: Number(e.target.value) })}>
              {zustand.faktoren.map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.label}
                </MenuItem>
              ))}
            </TextField>
            <RequiredField label={anmeldeFelder.code} name="code" autoComplete="one-time-code" inputMode="numeric" autoFocus value={faktor.code} zeigeFehler={versucht}
              fehler={feldFehler['secondFactor.code']} onChange={(e) => setFaktor({ ...faktor, code: e.target.value.trim() })} />
          </Box>
        )}

        <Button type="submit" variant="contained" fullWidth size="large" disabled={laeuft} sx={{ mt: 2 }}>
          Anmelden
        </Button>
      </Box>

      {zustand.art !== 'passwortAenderung' && (
        <Stack direction="row" justifyContent="space-between" sx={{ mt: 2 }}>
          <Link component={RouterLink} to="/recover-name" variant="body2">
            Anmeldenamen vergessen?
          </Link>
          <Link component={RouterLink} to="/recover-password" variant="body2">
            Passwort vergessen?
          </Link>
        </Stack>
      )}

      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" gutterBottom>
        Wollen Sie sich als Energiekunde oder Energieversorger registrieren?
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" component={RouterLink} to="/kunde/registrieren">
          Kunde
        </Button>
        <Button variant="outlined" component={RouterLink} to="/evu/registrieren">
          Versorger
        </Button>
      </Stack>
    </Paper>
  );
}
