import { deutscherKalendertag } from '../datum';
import { tagNach } from '../datum';
import { istArbeitstag } from '../kalender/feiertage';
import { kalendertageSpaeter } from '../vergabe/fristen';

/**
 * § 26 VgV: for a Kunde of type Kommune the planning dialog warns when the auction begins less than two
 * working days after the bidders were mailed the plan. Working days are Monday to Friday in German time,
 * without the holidays every German state keeps (feiertagejs' nationwide ones): the bidders sit in any Land.
 */
export function fruehesterBeginnKommune(mailZeit: number): number {
  let tag = deutscherKalendertag(mailZeit);
  let tage = 0;
  for (let arbeitstage = 0; arbeitstage < 2; ) {
    tag = tagNach(tag, 1);
    tage++;
    if (istArbeitstag(tag, [])) arbeitstage++;
  }
  return kalendertageSpaeter(mailZeit, tage);
}

export function beginnZuFruehFuerKommune(mailZeit: number, beginn: number): boolean {
  return beginn < fruehesterBeginnKommune(mailZeit);
}
