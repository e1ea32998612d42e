import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { memberApi } from '../api/mitglied/memberApi';
import { useMemberAktion, useTokenAktion } from '../api/mitglied/useMember';
import { MemberFrame } from './MemberFrame';
import { RequiredField } from './RequiredField';
import { feldFehlerAus } from './serverFehler';
import { WeiterLinks } from './WeiterLinks';
import { anmeldeFelder } from '../i18n/felder';

export const AKTION_UNGUELTIG = 'Diese Aktion kann nicht mehr ausgeführt werden.';
const UNGLEICH = 'Die Passwörter stimmen nicht überein.';

/** SPEC.md 'Token password page': the token is checked before the form shows; three states. */
export function TokenPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const pruefung = useTokenAktion('validate-token', memberApi.validatePasswordToken, token);
  // The server may find the link used up only when the new password is sent.
  const [verbraucht, setVerbraucht] = useState(false);
  const gueltig = !token || pruefung.isError || verbraucht ? false : pruefung.data;
  const [werte, setWerte] = useState({ password: '', passwordConfirmation: '' });
  const aendern = useMemberAktion((w: typeof werte) => memberApi.changePasswordWithToken(token, w.password, w.passwordConfirmation));
  const laeuft = aendern.isPending;
  const erledigt = aendern.isSuccess;
  const fehler = aendern.error ? feldFehlerAus(aendern.error) : undefined;

  const ungleich = !!werte.passwordConfirmation && werte.password !== werte.passwordConfirmation;
  const ungueltig = !werte.password || !werte.passwordConfirmation || ungleich;

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    if (ungueltig) return;
    await aendern.mutateAsync(werte).catch((err: unknown) => {
      if (feldFehlerAus(err).meldung === AKTION_UNGUELTIG) setVerbraucht(true);
    });
  };

  return (
    <MemberFrame titel="Passwort ändern">
      {gueltig === undefined && <Skeleton variant="rounded" height={160} aria-label="Lade..." />}
      {gueltig === false && (
        <>
          <Alert severity="warning">{AKTION_UNGUELTIG}</Alert>
          <WeiterLinks nochmal={{ label: 'Neuen Link anfordern', to: '/recover-password' }} />
        </>
      )}
      {gueltig && erledigt && (
        <Alert severity="success" role="status">
          Ihr Passwort wurde geändert. Sie können sich{' '}
          <Link component={RouterLink} to="/">
            hier
          </Link>{' '}
          anmelden.
        </Alert>
      )}
      {gueltig && erledigt && <WeiterLinks />}
      {gueltig && !erledigt && (
        <Box component="form" noValidate onSubmit={absenden}>
          {fehler && !Object.keys(fehler.felder).length && <Alert severity="error">{fehler.meldung}</Alert>}
          <RequiredField label={anmeldeFelder.passwort} name="password" type="password" autoComplete="new-password" autoFocus value={werte.password}
            fehler={fehler?.felder.password} onChange={(e) => setWerte({ ...werte, password: e.target.value })} />
          <RequiredField label={anmeldeFelder.passwortBestaetigen} name="passwordConfirmation" type="password" autoComplete="new-password" value={werte.passwordConfirmation}
            fehler={ungleich ? UNGLEICH : fehler?.felder.passwordConfirmation} onChange={(e) => setWerte({ ...werte, passwordConfirmation: e.target.value })} />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={laeuft || ungueltig}>
            Passwort ändern
          </Button>
        </Box>
      )}
    </MemberFrame>
  );
}
