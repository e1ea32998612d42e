import { naechsterArbeitstag } from '../kalender/feiertage';
import { feiertagsRegionenZurPlz } from '../kalender/plzBundesland';
import { fruehesteAngebotsfristMitSpielraum } from './fristen';

/**
 * The Angebotsfrist the portal offers with a late answer to a Bieterfrage: a little after the earliest the answer
 * rule allows (so it still holds at the click), and like every Angebotsfrist on a working day — not on a Saturday,
 * Sunday or a holiday of the Kunde's Land (every candidate Land where its postcode range crosses a border), but on
 * the next working day at the same time of day.
 */
export function vorgeschlageneAngebotsfrist(jetzt: number, tage: number, kundePlz: string | null | undefined): number {
  return naechsterArbeitstag(fruehesteAngebotsfristMitSpielraum(jetzt, tage), feiertagsRegionenZurPlz(kundePlz));
}
