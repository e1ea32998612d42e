import { PREIS_FAKTOR } from './preise';

/**
 * The annual cost an offer implies, computed the same way in the EVU's form (live), in the Kunde's
 * comparison and on the server. Arithmetic in BigInt micro-euros: AP [1e-4 ct/kWh] × kWh is 1e-4 ct = 1e-6 €.
 * Jahreskosten = Σ (AP × kWh / 100 + GP × 12 + LP × kW + Öko × kWh / 100) in €.
 */
export interface KostenLieferstelle {
  jahresverbrauchKwh: number;
  messart: string;
  maxLeistungKw?: number | null;
}

export interface KostenAngebot {
  arbeitspreisCtKwhE4: number;
  grundpreisEurMonatE4: number;
  leistungspreisEurKwJahrE4?: number | null;
  oekoaufschlagCtKwhE4?: number | null;
}

export interface Kosten {
  /** exact, in 1e-6 € */
  mikroEuro: bigint;
  /** rounded to cents, for display */
  euro: number;
  /** Jahreskosten / Σ kWh in ct/kWh, rounded to 4 decimals */
  mischpreisCtKwh: number;
  summeKwh: number;
}

export function jahreskosten(angebot: KostenAngebot, lieferstellen: readonly KostenLieferstelle[]): Kosten {
  let mikro = 0n;
  let summeKwh = 0n;
  for (const l of lieferstellen) {
    const kwh = BigInt(l.jahresverbrauchKwh);
    summeKwh += kwh;
    mikro += BigInt(angebot.arbeitspreisCtKwhE4) * kwh;
    mikro += BigInt(angebot.oekoaufschlagCtKwhE4 ?? 0) * kwh;
    mikro += BigInt(angebot.grundpreisEurMonatE4) * 12n * 100n;
    if (l.messart === 'RLM' && l.maxLeistungKw) mikro += BigInt(angebot.leistungspreisEurKwJahrE4 ?? 0) * BigInt(l.maxLeistungKw) * 100n;
  }
  const cent = rundeDiv(mikro, 10_000n);
  const mischE4 = summeKwh > 0n ? rundeDiv(mikro, summeKwh) : 0n;
  return { mikroEuro: mikro, euro: Number(cent) / 100, mischpreisCtKwh: Number(mischE4) / 10_000, summeKwh: Number(summeKwh) };
}

/** The prices of the supply contract a tender replaces (the tender's `aktuellerVertrag`). */
export interface AktuellePreise {
  arbeitspreisCtKwh: number;
  grundpreisEurMonat?: number | null;
  leistungspreisEurKwJahr?: number | null;
}

/**
 * What the Lieferstellen cost a year under the current contract, by the offers' formula: the same Lieferstellen, a
 * Leistungspreis only for RLM, no Ökoaufschlag of its own (a current Arbeitspreis includes whatever the contract has).
 */
export function kostenAktuell(v: AktuellePreise, lieferstellen: readonly KostenLieferstelle[]): Kosten {
  const e4 = (wert: number | null | undefined) => Math.round((wert ?? 0) * PREIS_FAKTOR);
  return jahreskosten(
    { arbeitspreisCtKwhE4: e4(v.arbeitspreisCtKwh), grundpreisEurMonatE4: e4(v.grundpreisEurMonat), leistungspreisEurKwJahrE4: e4(v.leistungspreisEurKwJahr) },
    lieferstellen,
  );
}

/** A tender's current contract's annual cost in euros for its own Lieferstellen; undefined when none is entered. */
export function jahreskostenAktuell(a: { aktuellerVertrag?: AktuellePreise | null; lieferstellen?: readonly KostenLieferstelle[] }): number | undefined {
  return a.aktuellerVertrag ? kostenAktuell(a.aktuellerVertrag, a.lieferstellen ?? []).euro : undefined;
}

/** An offer's saving against the current contract: euros a year (negative: the offer is dearer) and percent of the current cost, to one decimal. */
export function ersparnis(angebotEuro: number, aktuellEuro: number): { euro: number; prozent: number } {
  const cent = Math.round(aktuellEuro * 100) - Math.round(angebotEuro * 100);
  return { euro: cent / 100, prozent: aktuellEuro > 0 ? Math.round((cent / (aktuellEuro * 100)) * 1000) / 10 : 0 };
}

/** Half-up rounding of a non-negative quotient. */
function rundeDiv(zaehler: bigint, nenner: bigint): bigint {
  return (zaehler * 2n + nenner) / (nenner * 2n);
}

export interface RangEintrag<T> {
  angebot: T;
  kosten: Kosten;
  rang: number;
  /** difference to the best offer */
  differenzEuro: number;
  differenzProzent: number;
}

/** Ranking ascending by annual cost; ties go to the earlier submission. */
export function rangliste<T extends KostenAngebot & { eingereichtAm: string | number }>(
  angebote: readonly T[],
  lieferstellen: readonly KostenLieferstelle[],
): RangEintrag<T>[] {
  const mitKosten = angebote.map((angebot) => ({ angebot, kosten: jahreskosten(angebot, lieferstellen) }));
  mitKosten.sort((a, b) => {
    if (a.kosten.mikroEuro !== b.kosten.mikroEuro) return a.kosten.mikroEuro < b.kosten.mikroEuro ? -1 : 1;
    return new Date(a.angebot.eingereichtAm).getTime() - new Date(b.angebot.eingereichtAm).getTime();
  });
  const bestes = mitKosten[0]?.kosten.mikroEuro ?? 0n;
  return mitKosten.map((e, i) => {
    const differenz = e.kosten.mikroEuro - bestes;
    return {
      ...e,
      rang: i + 1,
      differenzEuro: Number(rundeDiv(differenz, 10_000n)) / 100,
      differenzProzent: bestes > 0n ? Number(rundeDiv(differenz * 10_000n, bestes)) / 100 : 0,
    };
  });
}
