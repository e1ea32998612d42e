import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { email } from '../ui/validierung/regeln';
import { memberApi } from '../api/member/memberApi';
import { MemberFrame } from './MemberFrame';
import { RequiredField } from './RequiredField';
import { useAnforderung } from './useAnforderung';


/** SPEC.md 'Recover name page': the login name goes to the stored e-mail address. */
export function RecoverNamePage() {
  const [eMail, setEMail] = useState('');
  const [beruehrt, setBeruehrt] = useState(false);
  const { laeuft, erledigt, fehler, sende } = useAnforderung(memberApi.recoverName);

  const formatFehler = email(eMail.trim());
  const ungueltig = !eMail.trim() || !!formatFehler;
  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    setBeruehrt(true);
    if (!ungueltig) await sende(eMail.trim());
  };

  return (
    <MemberFrame titel="Anmeldenamen vergessen?">
      {erledigt ? (
        <Alert severity="success" role="status">
          Ihr Anmeldename wurde Ihnen per E-Mail zugeschickt. Sie können sich damit{' '}
          <Link component={RouterLink} to="/">
            hier
          </Link>{' '}
          anmelden.
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={absenden} onBlur={() => setBeruehrt(true)}>
          {fehler && !fehler.felder.eMail && <Alert severity="error">{fehler.meldung}</Alert>}
          <RequiredField label="E-Mail-Adresse" name="eMail" id="eMail_input" type="email" autoComplete="email" autoFocus value={eMail}
            fehler={fehler?.felder.eMail ?? (beruehrt ? formatFehler : undefined)} zeigeFehler={beruehrt} onChange={(e) => setEMail(e.target.value)} />
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
