import { berlinerWand, VIERTELSTUNDE, type Zeitangabe } from './zeit';

/** A row's time as read (a `Messwert` has it): only the time matters here. */
type MitZeit = { zeit: Zeitangabe | null };

/** Whether a file's times name the start of their quarter hour (the portal's own form) or its end. */
export type Zeitbezug = 'beginn' | 'ende';

export const ZEITBEZUG_LABEL: Readonly<Record<Zeitbezug, string>> = { beginn: 'Beginn des Intervalls', ende: 'Ende des Intervalls' };

const TAG = 86_400_000;
const STUNDE = 3_600_000;

/** The time as Berlin's clock shows it (fields as if UTC); null for a row without a time. */
function wandzeit(m: MitZeit): number | null {
  if (!m.zeit) return null;
  return m.zeit.art === 'lokal' ? m.zeit.wand : berlinerWand(m.zeit.zeitpunkt).getTime();
}

/**
 * Many meters stamp a quarter hour by its end: a day then runs from 00:15 to 00:00 of the next (Gas: 06:15 to
 * 06:00). A file whose first time is a quarter past the hour its last time shows (as a time of day) reads so; read
 * as beginnings, every value would sit a quarter hour late. Only a guess: the user decides.
 */
export function endeVermutet(messwerte: readonly MitZeit[]): boolean {
  const erste = messwerte.find((m) => m.zeit);
  const letzte = messwerte.findLast((m) => m.zeit);
  if (!erste || !letzte || erste === letzte) return false;
  const [a, b] = [wandzeit(erste)!, wandzeit(letzte)!];
  const tageszeit = (w: number) => ((w % TAG) + TAG) % TAG;
  return b > a && tageszeit(a) % STUNDE === VIERTELSTUNDE && tageszeit(a - VIERTELSTUNDE) === tageszeit(b);
}

/**
 * The quarter hour (its start) a row fills under either reading, from the start it was read with: the file's time
 * itself read as a start, or the quarter hour before it read as an end. The dialog shows both side by side.
 */
export function beideLesarten(beginn: number, gelesenAls: Zeitbezug): Record<Zeitbezug, number> {
  const zeitpunkt = gelesenAls === 'ende' ? beginn + VIERTELSTUNDE : beginn;
  return { beginn: zeitpunkt, ende: zeitpunkt - VIERTELSTUNDE };
}
