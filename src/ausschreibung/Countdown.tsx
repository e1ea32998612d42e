import Chip from '@mui/material/Chip';
import TimerIcon from '@mui/icons-material/Timer';
import { anzahl } from '../i18n/anzahl';
import { useTranslate } from 'react-admin';
import { useJetzt } from './useJetzt';

const MINUTE = 60_000;
export const STUNDE = 60 * MINUTE;
const TAG = 24 * STUNDE;

/** 'noch 2 Tage, 4 Stunden' … 'noch 12 Minuten' … 'abgelaufen': precise enough to plan, calm enough to read. */
export function restzeit(bis: number, jetzt: number): string {
  const rest = bis - jetzt;
  if (rest <= 0) return 'abgelaufen';
  const tage = Math.floor(rest / TAG);
  const stunden = Math.floor((rest % TAG) / STUNDE);
  const minuten = Math.max(1, Math.floor((rest % STUNDE) / MINUTE));
  if (tage > 0) return `noch ${anzahl('tag', tage)}, ${anzahl('stunde', stunden)}`;
  if (stunden > 0) return `noch ${anzahl('stunde', stunden)}, ${anzahl('minute', minuten)}`;
  return `noch ${anzahl('minute', minuten)}`;
}

/** The time left until a deadline, refreshed every half minute; amber in the last day, red once passed. */
/** `label` is an i18n key (or a text), as react-admin's labels are. */
export function Countdown({ bis, label }: { bis: string; label: string }) {
  const translate = useTranslate();
  const jetzt = useJetzt();
  const ende = Date.parse(bis);
  const farbe = ende <= jetzt ? 'error' : ende - jetzt < TAG ? 'warning' : 'default';
  return (
    <Chip
      icon={<TimerIcon />}
      color={farbe}
      variant={farbe === 'default' ? 'outlined' : 'filled'}
      label={`${translate(label, { _: label })}: ${restzeit(ende, jetzt)}`}
      role="timer"
      // A chip cuts its label off with an ellipsis; on a phone the time left would be lost, so it wraps instead.
      sx={{ height: 'auto', minHeight: 24, maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
