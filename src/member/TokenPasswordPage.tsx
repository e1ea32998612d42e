import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { encryptPassword, fetchEncryptionKey } from '../api/auth';
import { request } from '../api/http';
import { ENCRYPTION_KEY_HEADER } from '../domain/auth';
import { MemberFrame } from './MemberFrame';
import { RequiredField } from './RequiredField';
import { feldFehlerAus } from './serverFehler';

export const AKTION_UNGUELTIG = 'Diese Aktion kann nicht mehr ausgeführt werden.';
const UNGLEICH = 'Die Passwörter stimmen nicht überein.';

/** SPEC.md 'Token password page': the token is checked before the form shows; three states. */
export function TokenPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [gueltig, setGueltig] = useState<boolean>();
  const [werte, setWerte] = useState({ password: '', passwordConfirmation: '' });
  const [laeuft, setLaeuft] = useState(false);
  const [erledigt, setErledigt] = useState(false);
  const [fehler, setFehler] = useState<{ meldung: string; felder: Record<string, string> }>();

  useEffect(() => {
    if (!token) return setGueltig(false);
    request('/framework/api/member/validate-token', { method: 'POST', query: { token, tokenType: 'ChangePassword' }, responseType: 'none' })
      .then(() => setGueltig(true))
      .catch(() => setGueltig(false));
  }, [token]);

  const ungleich = !!werte.passwordConfirmation && werte.password !== werte.passwordConfirmation;
  const ungueltig = !werte.password || !werte.passwordConfirmation || ungleich;

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    if (ungueltig) return;
    setLaeuft(true);
    setFehler(undefined);
    try {
      const key = await fetchEncryptionKey();
      await request('/framework/api/member/change-password', {
        method: 'POST',
        query: { token },
        headers: { [ENCRYPTION_KEY_HEADER]: key.key },
        body: { password: await encryptPassword(werte.password, key), passwordConfirmation: await encryptPassword(werte.passwordConfirmation, key) },
        responseType: 'none',
      });
      setErledigt(true);
    } catch (err) {
      const f = feldFehlerAus(err);
      if (f.meldung === AKTION_UNGUELTIG) setGueltig(false);
      setFehler(f);
    } finally {
      setLaeuft(false);
    }
  };

  return (
    <MemberFrame titel="Passwort ändern">
      {gueltig === undefined && <Skeleton variant="rounded" height={160} aria-label="Lade..." />}
      {gueltig === false && <Alert severity="warning">{AKTION_UNGUELTIG}</Alert>}
      {gueltig && erledigt && (
        <Alert severity="success" role="status">
          Ihr Passwort wurde geändert. Sie können sich{' '}
          <Link component={RouterLink} to="/">
            hier
          </Link>{' '}
          anmelden.
        </Alert>
      )}
      {gueltig && !erledigt && (
        <Box component="form" noValidate onSubmit={absenden}>
          {fehler && !Object.keys(fehler.felder).length && <Alert severity="error">{fehler.meldung}</Alert>}
          <RequiredField label="Passwort" name="password" type="password" autoComplete="new-password" autoFocus value={werte.password}
            fehler={fehler?.felder.password} onChange={(e) => setWerte({ ...werte, password: e.target.value })} />
          <RequiredField label="Passwort bestätigen" name="passwordConfirmation" type="password" autoComplete="new-password" value={werte.passwordConfirmation}
            fehler={ungleich ? UNGLEICH : fehler?.felder.passwordConfirmation} onChange={(e) => setWerte({ ...werte, passwordConfirmation: e.target.value })} />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={laeuft || ungueltig}>
            Passwort ändern
          </Button>
        </Box>
      )}
    </MemberFrame>
  );
}
