import { formatDatum } from '../format';
import { tagNach } from '../datum';
import type { Anforderung, VorhandenerNachweis } from './fehlend';
import { ABLAUF_ERINNERUNG_TAGE, istHochgeladenerNachweis, NACHWEIS_LABEL, type Nachweis } from './nachweise';

/** A proof as the expiry looks at it: uploaded ones carry their id, the forms (no end) none. */
export interface Nachweisstand extends VorhandenerNachweis {
  id: number | null;
}

export type ErinnerungsStufe = (typeof ABLAUF_ERINNERUNG_TAGE)[number];

/**
 * What keeps an admitted EVU's requirement met over time: a form of the portal, or an upload the administrator checked.
 * An unchecked upload does not: a file nobody has read, with a Gültig bis of 9999, would otherwise keep the Zulassung
 * from ever expiring. A renewal counts from the moment it is checked.
 */
const zaehlt = (n: VorhandenerNachweis) => n.pruefung === 'geprueft' || !istHochgeladenerNachweis(n.art);
const gueltigAm = (n: VorhandenerNachweis, heute: string) => zaehlt(n) && (n.gueltigBis === null || n.gueltigBis >= heute);

/**
 * The proof that keeps requirement `anforderung` met the longest: of its valid candidates the one valid without end,
 * else the one with the latest Gültig bis (the newest upload on a tie). Only this proof's expiry matters: an older
 * Betriebshaftpflicht already renewed, or a Jahresabschluss beside a Bonitätsauskunft valid for longer, would expire
 * without the requirement ever being unmet, so the EVU is neither reminded of it nor does its Zulassung expire.
 * Null when nothing valid meets the requirement.
 */
export function tragenderNachweis(anforderung: Anforderung, vorhanden: readonly Nachweisstand[], heute: string): Nachweisstand | null {
  let bester: Nachweisstand | null = null;
  for (const n of vorhanden) {
    if (!anforderung.includes(n.art) || !gueltigAm(n, heute)) continue;
    if (bester === null || spaeter(n, bester)) bester = n;
  }
  return bester;
}

function spaeter(n: Nachweisstand, als: Nachweisstand): boolean {
  if (als.gueltigBis === null) return false;
  if (n.gueltigBis === null) return true;
  if (n.gueltigBis !== als.gueltigBis) return n.gueltigBis > als.gueltigBis;
  return (n.id ?? 0) > (als.id ?? 0);
}

/**
 * Which reminder is due on `heute` for a proof valid through `gueltigBis`: 7 from seven days before on, 30 from thirty
 * days before on, none once it has expired. A proof uploaded with less than eight days left gets only the 7-day one.
 */
export function faelligeErinnerung(gueltigBis: string, heute: string): ErinnerungsStufe | null {
  if (heute > gueltigBis) return null;
  const [spaet, frueh] = [...ABLAUF_ERINNERUNG_TAGE].sort((x, y) => x - y) as [ErinnerungsStufe, ErinnerungsStufe];
  if (heute >= tagNach(gueltigBis, -spaet)) return spaet;
  if (heute >= tagNach(gueltigBis, -frueh)) return frueh;
  return null;
}

/** Calendar days from `heute` to `tag` (both YYYY-MM-DD): 0 on the day itself. */
export function tageBis(heute: string, tag: string): number {
  const ms = (t: string) => {
    const [j, m, d] = t.split('-').map(Number) as [number, number, number];
    return Date.UTC(j, m - 1, d);
  };
  return Math.round((ms(tag) - ms(heute)) / 86_400_000);
}

/** A requirement no longer met because its proofs expired: the one that held it last, for the EVU's and the file's reason. */
export interface AbgelaufeneAnforderung {
  art: Nachweis;
  gueltigBis: string;
}

/**
 * The required proofs that have expired on `heute` with nothing else meeting their requirement. A requirement that
 * was never met by a checked proof has not expired: an EVU admitted before the register (without proofs) keeps its
 * Zulassung, and a rejection is the administrator's decision, not the calendar's.
 */
export function abgelaufeneAnforderungen(pflicht: readonly Anforderung[], vorhanden: readonly Nachweisstand[], heute: string): AbgelaufeneAnforderung[] {
  const abgelaufen: AbgelaufeneAnforderung[] = [];
  for (const anforderung of pflicht) {
    if (tragenderNachweis(anforderung, vorhanden, heute)) continue;
    const letzter = vorhanden
      .filter((n) => anforderung.includes(n.art) && zaehlt(n) && n.gueltigBis !== null)
      .sort((x, y) => (x.gueltigBis! < y.gueltigBis! ? -1 : x.gueltigBis! > y.gueltigBis! ? 1 : 0))
      .at(-1);
    if (letzter) abgelaufen.push({ art: letzter.art, gueltigBis: letzter.gueltigBis! });
  }
  return abgelaufen;
}

/** „Betriebshaftpflichtversicherung (gültig bis 31.03.2027)“ — how mails, the history and the audit name a proof. */
export function nachweisMitDatum(art: Nachweis, gueltigBis: string): string {
  return `${NACHWEIS_LABEL[art]} (gültig bis ${formatDatum(gueltigBis)})`;
}

/** The reason an expired Zulassung carries in its history, naming every proof that expired. */
export function ablaufBegruendung(abgelaufen: readonly AbgelaufeneAnforderung[]): string {
  const liste = abgelaufen.map((a) => nachweisMitDatum(a.art, a.gueltigBis)).join('; ');
  return `${abgelaufen.length === 1 ? 'Vorgeschriebener Nachweis abgelaufen' : 'Vorgeschriebene Nachweise abgelaufen'}: ${liste}`;
}
