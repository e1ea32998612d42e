import { ausBerlinerWanduhr, berlinerWanduhr } from '../datum';

/**
 * § 26 VgV: for a Kunde of type Kommune the planning dialog warns when the auction begins less than two
 * working days after the bidders were mailed the plan. Working days are Monday to Friday in German time,
 * without the holidays every German state keeps.
 */
export function fruehesterBeginnKommune(mailZeit: number): number {
  const tag = berlinerWanduhr(new Date(mailZeit));
  for (let arbeitstage = 0; arbeitstage < 2; ) {
    tag.setDate(tag.getDate() + 1);
    if (istArbeitstag(tag)) arbeitstage++;
  }
  return ausBerlinerWanduhr(tag).getTime();
}

export function beginnZuFruehFuerKommune(mailZeit: number, beginn: number): boolean {
  return beginn < fruehesterBeginnKommune(mailZeit);
}

/** `tag` carries a Berlin calendar day in its local fields. */
function istArbeitstag(tag: Date): boolean {
  const wochentag = tag.getDay();
  if (wochentag === 0 || wochentag === 6) return false;
  return !bundesweiteFeiertage(tag.getFullYear()).has(`${tag.getMonth() + 1}-${tag.getDate()}`);
}

/** Neujahr, Karfreitag, Ostermontag, 1. Mai, Christi Himmelfahrt, Pfingstmontag, 3. Oktober, 1. und 2. Weihnachtstag. */
function bundesweiteFeiertage(jahr: number): Set<string> {
  const ostern = ostersonntag(jahr);
  const relativ = (tage: number) => {
    const d = new Date(jahr, ostern.monat - 1, ostern.tag + tage);
    return `${d.getMonth() + 1}-${d.getDate()}`;
  };
  return new Set(['1-1', '5-1', '10-3', '12-25', '12-26', relativ(-2), relativ(1), relativ(39), relativ(50)]);
}

/** Gauss's Easter formula in the form of the anonymous Gregorian algorithm. */
function ostersonntag(jahr: number): { monat: number; tag: number } {
  const a = jahr % 19;
  const b = Math.floor(jahr / 100);
  const c = jahr % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const monat = Math.floor((h + l - 7 * m + 114) / 31);
  return { monat, tag: ((h + l - 7 * m + 114) % 31) + 1 };
}
