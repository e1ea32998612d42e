import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { request } from '../../dataProvider';
import { MitgliedSeite } from './MitgliedSeite';
import { Pflichtfeld } from './Pflichtfeld';
import { feldFehlerAus } from './serverFehler';

/** SPEC.md 'Recover password page': request a link by login name; the answer never reveals whether it exists. */
export function RecoverPasswordPage() {
  const [username, setUsername] = useState('');
  const [beruehrt, setBeruehrt] = useState(false);
  const [laeuft, setLaeuft] = useState(false);
  const [erledigt, setErledigt] = useState(false);
  const [fehler, setFehler] = useState<{ meldung: string; felder: Record<string, string> }>();

  const ungueltig = !username.trim();
  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    setBeruehrt(true);
    if (ungueltig) return;
    setLaeuft(true);
    setFehler(undefined);
    try {
      await request('/framework/api/member/recover-password', { method: 'POST', body: { username: username.trim() }, responseType: 'none' });
      setErledigt(true);
    } catch (err) {
      setFehler(feldFehlerAus(err));
    } finally {
      setLaeuft(false);
    }
  };

  return (
    <MitgliedSeite titel="Passwort vergessen?">
      {erledigt ? (
        <Alert severity="success" role="status">
          Ein Link mit dem Sie Ihr Passwort ändern können, wurde Ihnen per E-Mail zugeschickt.
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={absenden} onBlur={() => setBeruehrt(true)}>
          {fehler && !fehler.felder.username && <Alert severity="error">{fehler.meldung}</Alert>}
          <Pflichtfeld label="Anmeldename" name="username" autoComplete="username" autoFocus value={username}
            fehler={fehler?.felder.username} zeigeFehler={beruehrt} onChange={(e) => setUsername(e.target.value)} />
          <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 2 }}>
            <Button component={RouterLink} to="/">Abbrechen</Button>
            <Button type="submit" variant="contained" disabled={laeuft || (beruehrt && ungueltig)}>
              Anfordern
            </Button>
          </Stack>
        </Box>
      )}
    </MitgliedSeite>
  );
}
