import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { meldungen as standardSpeicher, type Meldungsart, type MeldungsSpeicher } from './meldungsSpeicher';

const SCHWERE: Record<Meldungsart, 'error' | 'success' | 'info' | 'warning'> = { fehler: 'error', erfolg: 'success', info: 'info', warnung: 'warning' };

/**
 * Shows the store's messages stacked at the bottom of the window, on a phone below its app bar: there the bottom
 * holds what acts — a form's toolbar fixed to it, the buttons of a dialog filling the screen — and a message over
 * them took the click that sends the corrected form. Screen readers hear them through the live regions.
 */
export function NotificationBar({ speicher = standardSpeicher }: { speicher?: MeldungsSpeicher }) {
  const liste = useSyncExternalStore(speicher.abonniere, speicher.aktuelle, speicher.aktuelle);
  return (
    <Stack spacing={1} sx={{ position: 'fixed', top: { xs: 64, sm: 'auto' }, bottom: { xs: 'auto', sm: 16 }, left: '50%', transform: 'translateX(-50%)', zIndex: (t) => t.zIndex.snackbar, width: 'min(560px, calc(100vw - 32px))' }}>
      {liste.map((m) => (
        <Alert
          key={m.id}
          severity={SCHWERE[m.art]}
          variant="filled"
          role={m.art === 'fehler' ? 'alert' : 'status'}
          onClose={() => speicher.schliesse(m.id)}
          slotProps={{ closeButton: { title: 'Schließen', 'aria-label': 'Schließen' } }}
        >
          {m.titel && <AlertTitle>{m.titel}</AlertTitle>}
          {m.text}
        </Alert>
      ))}
    </Stack>
  );
}
