import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { memberApi } from '../api/member/memberApi';
import { MemberFrame } from './MemberFrame';
import { RequiredField } from './RequiredField';
import { useAnforderung } from './useAnforderung';

/** SPEC.md 'Recover password page': request a link by login name; the answer never reveals whether it exists. */
export function RecoverPasswordPage() {
  const [username, setUsername] = useState('');
  const [beruehrt, setBeruehrt] = useState(false);
  const { laeuft, erledigt, fehler, sende } = useAnforderung(memberApi.recoverPassword);

  const ungueltig = !username.trim();
  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    setBeruehrt(true);
    if (!ungueltig) await sende(username.trim());
  };

  return (
    <MemberFrame titel="Passwort vergessen?">
      {erledigt ? (
        <Alert severity="success" role="status">
          Ein Link mit dem Sie Ihr Passwort ändern können, wurde Ihnen per E-Mail zugeschickt.
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={absenden} onBlur={() => setBeruehrt(true)}>
          {fehler && !fehler.felder.username && <Alert severity="error">{fehler.meldung}</Alert>}
          <RequiredField label="Anmeldename" name="username" autoComplete="username" autoFocus value={username}
            fehler={fehler?.felder.username} zeigeFehler={beruehrt} onChange={(e) => setUsername(e.target.value)} />
          <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 2 }}>
            <Button component={RouterLink} to="/">Abbrechen</Button>
            <Button type="submit" variant="contained" disabled={laeuft || (beruehrt && ungueltig)}>
              Anfordern
            </Button>
          </Stack>
        </Box>
      )}
    </MemberFrame>
  );
}
