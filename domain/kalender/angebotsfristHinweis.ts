import { deutscherKalendertag } from '../datum';
import { formatUhrzeit } from '../format';
import { feiertagAm, naechsterArbeitstag, regionName, wochentag } from './feiertage';
import { feiertagsRegionenZurPlz } from './plzBundesland';

const WOCHENTAG = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'] as const;

export interface ArbeitstagsHinweis {
  text: string;
  /** the same time of day on the next working day: the one-click fix the forms offer */
  vorschlag: number;
  vorschlagText: string;
}

/**
 * A warning, not an error: an Angebotsfrist on a Saturday, Sunday or a holiday of the Kunde's Land (from its PLZ,
 * every candidate Land where the postcode range crosses a border) is legal but leaves bidders without the working
 * day they count on. The forms show it with the next working day as a fix.
 */
export function angebotsfristHinweis(angebotsfrist: string | number | null | undefined, kundePlz: string | null | undefined): ArbeitstagsHinweis | undefined {
  const zeitpunkt = typeof angebotsfrist === 'number' ? angebotsfrist : Date.parse(angebotsfrist ?? '');
  if (Number.isNaN(zeitpunkt)) return undefined;
  const regionen = feiertagsRegionenZurPlz(kundePlz);
  const tag = deutscherKalendertag(zeitpunkt);
  const w = wochentag(tag);
  const feiertag = feiertagAm(tag, regionen);
  let grund: string;
  if (w === 0 || w === 6) grund = `an einem ${WOCHENTAG[w]}`;
  else if (feiertag) {
    const wo = feiertag.regionen.length ? `in ${feiertag.regionen.map(regionName).join(' und ')}` : 'bundesweit';
    const mehrdeutig = regionen.length > 1 ? `; die Postleitzahl ${kundePlz} des Kunden liegt in ${regionen.map(regionName).join(' oder ')}` : '';
    grund = `an einem Feiertag (${feiertag.name} ${wo}${mehrdeutig})`;
  } else return undefined;
  const vorschlag = naechsterArbeitstag(zeitpunkt, regionen);
  const vorschlagText = `${WOCHENTAG[wochentag(deutscherKalendertag(vorschlag))]}, ${formatUhrzeit(vorschlag)}`;
  return { text: `Die Angebotsfrist endet ${grund}. Nächster Arbeitstag: ${vorschlagText}.`, vorschlag, vorschlagText };
}
