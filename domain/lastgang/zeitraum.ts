import type { Sparte } from '../ausschreibung';
import { tagNach } from '../datum';
import { formatDatum } from '../format';
import { lieferbeginnZeitpunkt } from '../freigabe';
import { formatViertelstunde, VIERTELSTUNDE } from './zeit';

/**
 * How many years before the Lieferbeginn a Lastgang may begin. A supplier prices the delivery on measured years,
 * which lie before it: the last full year, or an earlier one when the last was untypical (a conversion, a
 * standstill); tenders are often published two or three years ahead. A forecast may reach into the delivery itself,
 * but nothing past its end belongs to this tender. The limit keeps every Lastgang of a tender within a span the
 * tender's export can hold: a typo such as 2205 or 0125 is refused instead of widening it by centuries.
 */
export const LASTGANG_JAHRE_VOR_LIEFERBEGINN = 5;

/** The quarter hours a tender's Lastgänge may cover: from `von` (included) to `bis` (excluded), instants in ms. */
export interface LastgangZeitraum {
  von: number;
  bis: number;
  lieferbeginn: string;
  lieferende: string;
}

/**
 * From the first hour of the delivery (0:00, Gas 6:00 German time) the given number of years earlier, to the end
 * of the last delivery day (the first hour of the day after it).
 */
export function lastgangZeitraum(a: { lieferbeginn: string; lieferende: string }, sparte: Sparte): LastgangZeitraum {
  const [j, rest] = [Number(a.lieferbeginn.slice(0, 4)), a.lieferbeginn.slice(4)];
  return {
    von: lieferbeginnZeitpunkt(`${String(j - LASTGANG_JAHRE_VOR_LIEFERBEGINN).padStart(4, '0')}${rest}`, sparte),
    bis: lieferbeginnZeitpunkt(tagNach(a.lieferende, 1), sparte),
    lieferbeginn: a.lieferbeginn,
    lieferende: a.lieferende,
  };
}

/** The German reason a quarter hour lies outside the tender's span, naming the span allowed. */
export function ausserhalbMeldung(zeitpunkt: number, z: LastgangZeitraum): string {
  const lage = zeitpunkt < z.von ? `liegt mehr als ${LASTGANG_JAHRE_VOR_LIEFERBEGINN} Jahre vor dem Lieferbeginn (${formatDatum(z.lieferbeginn)})` : `liegt nach dem Lieferende (${formatDatum(z.lieferende)})`;
  return (
    `Die Viertelstunde ${formatViertelstunde(zeitpunkt)} ${lage}. Zu dieser Ausschreibung passt ein Lastgang vom ` +
    `${formatViertelstunde(z.von)} bis ${formatViertelstunde(z.bis - VIERTELSTUNDE)}.`
  );
}
