import { formatZahl, leseZahl } from '../format';
import { kopfSchluessel } from './spalten';

/**
 * The units a Jahresverbrauch comes in. The portal stores kWh; customers' and brokers' sheets often keep MWh (a
 * Kommune's lists, a Netzbetreiber's forecasts), a large site's GWh.
 */
export type VerbrauchsEinheit = 'kWh' | 'MWh' | 'GWh';
export const VERBRAUCHS_EINHEITEN: readonly VerbrauchsEinheit[] = ['kWh', 'MWh', 'GWh'];
const KWH_JE: Readonly<Record<VerbrauchsEinheit, number>> = { kWh: 1, MWh: 1_000, GWh: 1_000_000 };
const NACH_SCHLUESSEL: Readonly<Record<string, VerbrauchsEinheit>> = { kwh: 'kWh', mwh: 'MWh', gwh: 'GWh' };

/**
 * The unit a heading names — "Verbrauch MWh/a", "Jahresverbrauch [MWh]", "MWh", "JAHRESVERBRAUCH (KWH)" — or null
 * when it names none. Compared as `kopfSchluessel`, so spacing and brackets do not count; the last unit named wins.
 */
export function einheitImKopf(kopf: string): VerbrauchsEinheit | null {
  const treffer = kopfSchluessel(kopf).match(/[kmg]wh/g);
  return treffer ? NACH_SCHLUESSEL[treffer[treffer.length - 1]!]! : null;
}

/** The unit of each column as its heading names it: the portal's guess, which the user may change. */
export const rateEinheiten = (koepfe: readonly string[]): (VerbrauchsEinheit | null)[] => koepfe.map(einheitImKopf);

const MIT_EINHEIT = /^(.*?)\s*([kmg]wh)\s*(?:\/\s*a|p\.?\s*a\.?)?$/i;

/**
 * A cell's amount with the unit it may carry itself: "1.234,5 MWh" → 1234.5 MWh, "850000" → 850000 and no unit.
 * The number as `leseZahl` reads it (German decimal comma and thousands dots); NaN when it is none.
 */
export function leseMenge(text: string): { zahl: number; einheit: VerbrauchsEinheit | null } {
  const mit = MIT_EINHEIT.exec(text.trim());
  const zahl = leseZahl(mit ? mit[1]! : text);
  return { zahl: zahl ?? Number.NaN, einheit: mit ? NACH_SCHLUESSEL[mit[2]!.toLowerCase()]! : null };
}

/**
 * An amount in kWh. The factors are powers of ten: the product is rounded to 15 significant digits, so 1,2345 MWh
 * is 1 234,5 kWh and not 1 234,4999… (which would round to the wrong whole kWh).
 */
export function inKwh(zahl: number, einheit: VerbrauchsEinheit): number {
  return Number((zahl * KWH_JE[einheit]).toPrecision(15));
}

/** "MWh → kWh umgerechnet", as the mapping step and the report say it; null for kWh, which needs nothing. */
export function umrechnungText(einheit: VerbrauchsEinheit): string | null {
  return einheit === 'kWh' ? null : `${einheit} → kWh umgerechnet (× ${formatZahl(KWH_JE[einheit])})`;
}
