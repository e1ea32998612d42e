import * as feiertagejs from 'feiertagejs';
import { deutscherKalendertag, tagNach } from '../datum';
import { kalendertageSpaeter } from '../vergabe/fristen';

/** The Länder by feiertagejs' codes (ISO 3166-2:DE without the "DE-"). */
export const BUNDESLAND_NAME = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
} as const;
export type Bundesland = keyof typeof BUNDESLAND_NAME;
/** Where a holiday rule holds: a Land, or the city of Augsburg (Bayern's holidays and its Friedensfest on 8 August). */
export type FeiertagsRegion = Bundesland | 'AUGSBURG';

export const regionName = (r: FeiertagsRegion) => (r === 'AUGSBURG' ? 'Augsburg' : BUNDESLAND_NAME[r]);

type Region = FeiertagsRegion | 'BUND';
interface Feiertag {
  translate: (sprache?: string) => string | undefined;
}
/**
 * feiertagejs 1.5.1 declares its functions in index.d.ts without exporting them, so TypeScript cannot import them
 * by name: these are the library's own signatures of what the portal uses (a 'YYYY-MM-DD' string is a German
 * calendar day to it).
 */
const bibliothek = feiertagejs as unknown as {
  getHolidayByDate: (tag: string, region: Region) => Feiertag | undefined;
};

/** A holiday on a calendar day: its German name and the regions (of those asked) that keep it. */
export interface FeiertagAm {
  name: string;
  regionen: FeiertagsRegion[];
}

/**
 * The holiday on `tag` (YYYY-MM-DD) in any of `regionen`; without regions, the holidays every Land keeps
 * (Neujahr, Karfreitag, Ostermontag, 1. Mai, Christi Himmelfahrt, Pfingstmontag, 3. Oktober, both Christmas days).
 */
export function feiertagAm(tag: string, regionen: readonly FeiertagsRegion[]): FeiertagAm | undefined {
  if (regionen.length === 0) {
    const bund = bibliothek.getHolidayByDate(tag, 'BUND');
    return bund ? { name: bund.translate('de') ?? '', regionen: [] } : undefined;
  }
  const treffer = regionen.flatMap((r) => {
    const f = bibliothek.getHolidayByDate(tag, r);
    return f ? [{ name: f.translate('de') ?? '', region: r }] : [];
  });
  return treffer.length ? { name: treffer[0]!.name, regionen: treffer.map((t) => t.region) } : undefined;
}

export const bundesweiterFeiertag = (tag: string): boolean => feiertagAm(tag, []) !== undefined;

/** 0 Sunday … 6 Saturday, of a calendar day (YYYY-MM-DD). */
export function wochentag(tag: string): number {
  const [j, m, t] = tag.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(j, m - 1, t)).getUTCDay();
}

/** Monday to Friday and no holiday in any of `regionen` (none given: the nationwide holidays). */
export function istArbeitstag(tag: string, regionen: readonly FeiertagsRegion[]): boolean {
  const w = wochentag(tag);
  return w !== 0 && w !== 6 && feiertagAm(tag, regionen) === undefined;
}

/** The first working day from `zeitpunkt`'s German calendar day on, at the same time of day on a clock in Germany. */
export function naechsterArbeitstag(zeitpunkt: number, regionen: readonly FeiertagsRegion[]): number {
  let tag = deutscherKalendertag(zeitpunkt);
  let tage = 0;
  while (!istArbeitstag(tag, regionen)) {
    tag = tagNach(tag, 1);
    tage++;
  }
  return kalendertageSpaeter(zeitpunkt, tage);
}
