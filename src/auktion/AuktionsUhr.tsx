import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

const zweistellig = (n: number) => String(n).padStart(2, '0');

/** mm:ss (h:mm:ss beyond an hour) until `bis`. */
export function restText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${zweistellig(m)}:${zweistellig(s % 60)}` : `${zweistellig(m)}:${zweistellig(s % 60)}`;
}

/**
 * The time left, by the server's clock: `stand` is the server time of the state, so a wrong clock in the browser
 * does not move the end. It follows extensions because `bis` comes with every event. Screen readers hear it
 * once a minute (politely), not every second.
 */
export function AuktionsUhr({ bis, stand, label }: { bis: string; stand: string; label: string }) {
  // Taken afresh from every state the server sends, so a browser clock that drifts or jumps is corrected each time.
  const versatz = useMemo(() => Date.parse(stand) - Date.now(), [stand]);
  const [jetzt, setJetzt] = useState(() => Date.now());
  useEffect(() => {
    const takt = setInterval(() => setJetzt(Date.now()), 250);
    return () => clearInterval(takt);
  }, []);
  const rest = Date.parse(bis) - (jetzt + versatz);
  const minuten = Math.max(0, Math.ceil(rest / 60_000));
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" aria-hidden sx={{ fontVariantNumeric: 'tabular-nums', color: rest < 60_000 ? 'error.main' : undefined }}>
        {restText(rest)}
      </Typography>
      <Box sx={visuallyHidden} role="timer" aria-live="polite">
        {rest <= 0 ? `${label}: abgelaufen` : `${label}: noch ${minuten === 1 ? 'eine Minute' : `${minuten} Minuten`}`}
      </Box>
    </Box>
  );
}
