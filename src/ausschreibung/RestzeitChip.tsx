import Chip from '@mui/material/Chip';
import TimerIcon from '@mui/icons-material/Timer';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { restzeit, STUNDE } from './Countdown';
import { useJetzt } from './useJetzt';

/** Below this an offer still to be made is urgent: two days leave one working day to price and approve it. */
export const KNAPP = 48 * STUNDE;

/** Red under 48 hours (and once passed), otherwise quiet. */
export const restzeitFarbe = (bis: number, jetzt: number): 'error' | 'default' => (bis - jetzt < KNAPP ? 'error' : 'default');

/**
 * The time left to an Aktiv tender's Angebotsfrist in a list row ('noch 1 Tag, 23 Stunden'); nothing for the other
 * statuses, whose deadline has passed.
 */
export function RestzeitChip({ angebotsfrist, status }: { angebotsfrist: string; status: number }) {
  const jetzt = useJetzt();
  if (status !== AusschreibungStatus.Aktiv) return null;
  const bis = Date.parse(angebotsfrist);
  const farbe = restzeitFarbe(bis, jetzt);
  return (
    <Chip
      size="small"
      icon={<TimerIcon />}
      color={farbe}
      variant={farbe === 'error' ? 'filled' : 'outlined'}
      label={restzeit(bis, jetzt)}
      role="timer"
      aria-label={`Angebotsfrist: ${restzeit(bis, jetzt)}`}
      // In a narrow column the label wraps rather than widening the table beyond the screen.
      sx={{ height: 'auto', minHeight: 24, maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
