/** Whether 'YYYY-MM-DD' names a day that exists (no 31.02.). */
export function istKalenderdatum(wert: string): boolean {
  const [j, m, t] = wert.split('-').map(Number) as [number, number, number];
  const d = new Date(Date.UTC(j, m - 1, t));
  return d.getUTCFullYear() === j && d.getUTCMonth() === m - 1 && d.getUTCDate() === t;
}

const KALENDERTAG = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });

/** The calendar day in Germany on which `zeitpunkt` falls, as YYYY-MM-DD. */
export function deutscherKalendertag(zeitpunkt: number): string {
  return KALENDERTAG.format(zeitpunkt);
}

const BERLIN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Year, month (1–12), day, hour, minute, second that a clock in Berlin shows at `ms`. */
function berlinerFelder(ms: number): [number, number, number, number, number, number] {
  const t = Object.fromEntries(BERLIN.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  return [t.year!, t.month!, t.day!, t.hour!, t.minute!, t.second!];
}

/** How far Berlin's clock is ahead of UTC at `ms` (one or two hours). */
export function berlinerVersatz(ms: number): number {
  const [j, m, t, h, mi, s] = berlinerFelder(ms);
  return Date.UTC(j, m - 1, t, h, mi, s) - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * Deadlines are entered in German time (DESIGN.md section 5) while date pickers only know the browser's zone:
 * this Date's local fields show what a clock in Berlin shows at `zeitpunkt`, wherever the browser is.
 */
export function berlinerWanduhr(zeitpunkt: Date): Date {
  const [j, m, t, h, mi, s] = berlinerFelder(zeitpunkt.getTime());
  return new Date(j, m - 1, t, h, mi, s);
}

/** The instant at which a clock in Berlin shows the local fields of `wanduhr` (the inverse of berlinerWanduhr). */
export function ausBerlinerWanduhr(wanduhr: Date): Date {
  return new Date(
    ausBerlinerFeldern(Date.UTC(wanduhr.getFullYear(), wanduhr.getMonth(), wanduhr.getDate(), wanduhr.getHours(), wanduhr.getMinutes(), wanduhr.getSeconds())),
  );
}

/** The instant (ms) at which a clock in Berlin shows `stunde`:00 on the calendar day `tag` (YYYY-MM-DD). */
export function berlinerUhrzeitAm(tag: string, stunde: number): number {
  const [j, m, t] = tag.split('-').map(Number) as [number, number, number];
  return ausBerlinerFeldern(Date.UTC(j, m - 1, t, stunde));
}

/** `felder`: Berlin's wall clock written as if it were UTC. */
function ausBerlinerFeldern(felder: number): number {
  // The offset at the first guess can differ from the one at the result only around a change of summer time.
  const erste = felder - berlinerVersatz(felder);
  return felder - berlinerVersatz(erste);
}

/**
 * The calendar day `monate` months after `tag` (YYYY-MM-DD; negative: before), the day of the month kept where the
 * target month has it and the month's last day otherwise (31.08. + 6 months = 28.02. or 29.02.).
 */
export function monateNach(tag: string, monate: number): string {
  const [j, m, t] = tag.split('-').map(Number) as [number, number, number];
  const ziel = new Date(Date.UTC(j, m - 1 + monate, 1));
  const letzterTag = new Date(Date.UTC(ziel.getUTCFullYear(), ziel.getUTCMonth() + 1, 0)).getUTCDate();
  ziel.setUTCDate(Math.min(t, letzterTag));
  return ziel.toISOString().slice(0, 10);
}

/** The calendar day `tage` days after `tag` (YYYY-MM-DD; negative: before), across months and years. */
export function tagNach(tag: string, tage: number): string {
  const [j, m, t] = tag.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(j, m - 1, t + tage)).toISOString().slice(0, 10);
}
