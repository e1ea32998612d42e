import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { request } from '../../dataProvider';
import { MitgliedSeite } from './MitgliedSeite';
import { AKTION_UNGUELTIG } from './TokenPasswordPage';

/** Activation from the mailed link: runs once when the page opens, then says what happened. */
export function ActivateUserPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [ergebnis, setErgebnis] = useState<'aktiviert' | 'ungueltig'>();
  const gestartet = useRef(false);

  useEffect(() => {
    // StrictMode mounts twice in development; the token may be used only once.
    if (gestartet.current) return;
    gestartet.current = true;
    if (!token) return setErgebnis('ungueltig');
    request('/framework/api/member/activate-user', { method: 'POST', query: { token }, responseType: 'none' })
      .then(() => setErgebnis('aktiviert'))
      .catch(() => setErgebnis('ungueltig'));
  }, [token]);

  return (
    <MitgliedSeite titel="Konto aktivieren">
      {!ergebnis && <Skeleton variant="rounded" height={64} aria-label="Lade..." />}
      {ergebnis === 'ungueltig' && <Alert severity="warning">{AKTION_UNGUELTIG}</Alert>}
      {ergebnis === 'aktiviert' && (
        <>
          <Alert severity="success" role="status">
            Ihr Konto ist aktiviert. Sie können sich jetzt anmelden.
          </Alert>
          <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 2 }}>
            Zur Anmeldung
          </Button>
        </>
      )}
    </MitgliedSeite>
  );
}
