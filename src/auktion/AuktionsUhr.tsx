import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { restzeit } from '../ausschreibung/Countdown';

const zweistellig = (n: number) => String(n).padStart(2, '0');

/** mm:ss (h:mm:ss beyond an hour) until `bis`. */
export function restText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${zweistellig(m)}:${zweistellig(s % 60)}` : `${zweistellig(m)}:${zweistellig(s % 60)}`;
}

/**
 * The time to the beginning, then to the end (nothing once the auction has ended), by the server's clock: `stand`
 * is the server time of the state, so a wrong clock in the browser does not move the end. It follows extensions
 * because the end comes with every event. Screen readers hear it once a minute (politely), not every second.
 */
export function AuktionsUhr({ auktion }: { auktion: { status: 'geplant' | 'laeuft' | 'beendet'; beginn: string; ende: string; stand: string } }) {
  if (auktion.status === 'beendet') return null;
  return auktion.status === 'geplant' ? <Uhr bis={auktion.beginn} stand={auktion.stand} label="portal.auktion.beginnIn" /> : <Uhr bis={auktion.ende} stand={auktion.stand} label="portal.auktion.restzeit" />;
}

function Uhr({ bis, stand, label: schluessel }: { bis: string; stand: string; label: string }) {
  const label = useTranslate()(schluessel);
  // Taken afresh from every state the server sends, so a browser clock that drifts or jumps is corrected each time.
  const abgleich = useMemo(() => ({ versatz: Date.parse(stand) - Date.now(), am: Date.now() }), [stand]);
  const [takt, setTakt] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setTakt(Date.now()), 250);
    return () => clearInterval(t);
  }, []);
  // The last tick may be older than the state just received: never count from before it, or a fresh 5-minute
  // auction would show more than 5 minutes left.
  const rest = Date.parse(bis) - (Math.max(takt, abgleich.am) + abgleich.versatz);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" aria-hidden sx={{ fontVariantNumeric: 'tabular-nums', color: rest < 60_000 ? 'error.main' : undefined }}>
        {restText(rest)}
      </Typography>
      <Box sx={visuallyHidden} role="timer" aria-live="polite">
        {/* The whole minutes the clock shows (04:06 → "noch 4 Minuten"), worded as every other time left in the portal. */}
        {`${label}: ${restzeit(rest, 0)}`}
      </Box>
    </Box>
  );
}
