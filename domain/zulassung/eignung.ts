import { formatDatum, formatEuro, formatZahl } from '../format';
import { istHochgeladenerNachweis, NACHWEIS_LABEL, type Nachweis } from './nachweise';

/**
 * The Eignungsprüfung of a public tender (issue 45; § 122 GWB, § 46 VgV): optional criteria per tender — a
 * Mindestjahresumsatz and a number of references of similar volume — and the administrator's result per bidder
 * (geeignet | nicht geeignet with a Begründung), recorded before the offers are released. An unsuitable bidder's offer
 * is never ranked, never awarded and takes no part in the Online-Auktion.
 */

/**
 * A reference is "of similar volume" when it delivered at least this share of the tender's yearly consumption in the
 * same Sparte. Half the volume: a supplier that served a customer half as large has shown it can handle the
 * scheduling, balancing and billing of such a customer; a stricter bar would shut out regional suppliers that grow.
 */
export const AEHNLICHES_VOLUMEN_PROZENT = 50;

export interface EignungsKriterienWerte {
  mindestjahresumsatzEur: number | null;
  mindestReferenzen: number | null;
}

/** Whether the tender asks for anything: only then must every bidder be checked before the offers are released. */
export function hatKriterien(k: EignungsKriterienWerte | null | undefined): boolean {
  return !!k && (k.mindestjahresumsatzEur !== null || k.mindestReferenzen !== null);
}

/** The least volume in MWh a reference needs to count for a tender of `jahresverbrauchKwh` (kWh ÷ 2 000: at most four decimals). */
export function aehnlichesVolumenAbMwh(jahresverbrauchKwh: number): number {
  return (jahresverbrauchKwh * AEHNLICHES_VOLUMEN_PROZENT) / 100_000;
}

export interface ReferenzUmfang {
  sparte: number;
  volumenMwh: number;
}

/** Compared in whole numbers (MWh × 1 000 × 100 against kWh × percent), so no rounding decides a borderline case. */
export function istAehnlicheReferenz(r: ReferenzUmfang, ausschreibung: { sparte: number; jahresverbrauchKwh: number }): boolean {
  return r.sparte === ausschreibung.sparte && r.volumenMwh * 100_000 >= ausschreibung.jahresverbrauchKwh * AEHNLICHES_VOLUMEN_PROZENT;
}

export function aehnlicheReferenzen(referenzen: readonly ReferenzUmfang[], ausschreibung: { sparte: number; jahresverbrauchKwh: number }): number {
  return referenzen.filter((r) => istAehnlicheReferenz(r, ausschreibung)).length;
}

/** How an excluded offer is shown wherever offers are compared. */
export function ausschlussText(begruendung: string): string {
  return `ausgeschlossen — nicht geeignet: ${begruendung}`;
}

/** The refusal of the offers' release while bidders wait for their Eignungsprüfung. */
export function eignungFehltText(bieter: readonly string[]): string {
  return `Die Angebote können erst freigegeben werden, wenn die Eignungsprüfung aller Bieter erfasst ist. Es fehlt noch: ${bieter.join(', ')}.`;
}

/**
 * With criteria the offers' release waits for every bidder's result (the server's rule, checked there under the
 * tender's lock): the Hindernis naming the bidders still unchecked, none without criteria.
 */
export function eignungsHindernisse(e: { kriterien: EignungsKriterienWerte | null; bieter: readonly { evu: string; pruefung: unknown }[] }): string[] {
  const offen = e.bieter.filter((b) => !b.pruefung).map((b) => b.evu);
  return hatKriterien(e.kriterien) && offen.length ? [eignungFehltText(offen)] : [];
}

/** The criteria as one German line each, for the administrator's card and the Vergabevermerk. */
export function kriterienTexte(k: EignungsKriterienWerte, aehnlichAbMwh: number): string[] {
  const texte: string[] = [];
  if (k.mindestjahresumsatzEur !== null) texte.push(`Mindestjahresumsatz ${formatEuro(k.mindestjahresumsatzEur)}`);
  if (k.mindestReferenzen !== null) {
    const n = k.mindestReferenzen;
    texte.push(`mindestens ${n === 1 ? 'eine Referenz' : `${n} Referenzen`} ähnlichen Umfangs (ab ${formatZahl(aehnlichAbMwh, 0, 4)} MWh im Jahr in der Sparte der Ausschreibung)`);
  }
  return texte;
}

const PRUEFUNG_LABEL: Record<string, string> = { geprueft: 'geprüft', abgelehnt: 'vom Administrator abgelehnt' };

/**
 * One proof in German: its kind, its Gültig bis (marked when it had run out by `stichtag`, YYYY-MM-DD) and the
 * administrator's check.
 */
export function nachweisZeile(n: { art: string; gueltigBis: string | null; pruefung: string | null }, stichtag: string): string {
  const name = NACHWEIS_LABEL[n.art as Nachweis] ?? n.art;
  // A form of the portal (Eigenerklärung, Referenzliste) or a field (BDEW-Codenummer): there, with nothing to check.
  if (!istHochgeladenerNachweis(n.art)) return `${name}: vorhanden`;
  const gueltig = n.gueltigBis ? `, gültig bis ${formatDatum(n.gueltigBis)}${n.gueltigBis < stichtag ? ' (abgelaufen)' : ''}` : '';
  return `${name}${gueltig}, ${n.pruefung ? (PRUEFUNG_LABEL[n.pruefung] ?? n.pruefung) : 'noch nicht geprüft'}`;
}
