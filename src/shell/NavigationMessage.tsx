import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** SPEC.md section 9: a success notification lives 3 s. */
export const ERFOLG_MS = 3000;

/** Shows a success message handed over with a navigation (`navigate(to, { state: { meldung } })`). */
export function NavigationMessage() {
  const location = useLocation();
  const [meldung, setMeldung] = useState<string>();
  useEffect(() => {
    const text = (location.state as { meldung?: string } | null)?.meldung;
    if (text) setMeldung(text);
  }, [location]);
  return (
    <Snackbar open={!!meldung} autoHideDuration={ERFOLG_MS} onClose={() => setMeldung(undefined)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="success" variant="filled" role="status" onClose={() => setMeldung(undefined)}>
        {meldung}
      </Alert>
    </Snackbar>
  );
}
