import type { AngebotEingabe, EigenesAngebot } from '../../../domain/api/angebot';
import { leseZahl } from '../../../domain/format';
import type { KostenAngebot } from '../../../domain/jahreskosten';
import { alsE4 } from '../../../domain/preise';

/** What the offer form holds: numbers as typed (German decimal comma), the deadline as ISO instant. */
export interface AngebotFormWerte {
  arbeitspreisCtKwh: string | number;
  grundpreisEurMonat: string | number;
  leistungspreisEurKwJahr: string | number | null;
  oekoaufschlagCtKwh: string | number | null;
  bindefristBis: string;
  bemerkung: string | null;
  version?: number;
}

export function alsFormular(angebot: EigenesAngebot | null, bindefrist: string): AngebotFormWerte {
  if (!angebot) return { arbeitspreisCtKwh: '', grundpreisEurMonat: '', leistungspreisEurKwJahr: null, oekoaufschlagCtKwh: null, bindefristBis: bindefrist, bemerkung: null };
  // Shown the way a German user types them: decimal comma, no grouping.
  const deutsch = (n: number | null) => (n === null ? null : String(n).replace('.', ','));
  return {
    arbeitspreisCtKwh: deutsch(angebot.arbeitspreisCtKwh)!,
    grundpreisEurMonat: deutsch(angebot.grundpreisEurMonat)!,
    leistungspreisEurKwJahr: deutsch(angebot.leistungspreisEurKwJahr),
    oekoaufschlagCtKwh: deutsch(angebot.oekoaufschlagCtKwh),
    bindefristBis: angebot.bindefristBis,
    bemerkung: angebot.bemerkung,
    version: angebot.version,
  };
}

export function alsEingabe(w: AngebotFormWerte, mitOeko: boolean): AngebotEingabe {
  return {
    arbeitspreisCtKwh: leseZahl(w.arbeitspreisCtKwh) ?? Number.NaN,
    grundpreisEurMonat: leseZahl(w.grundpreisEurMonat) ?? Number.NaN,
    leistungspreisEurKwJahr: leseZahl(w.leistungspreisEurKwJahr),
    oekoaufschlagCtKwh: mitOeko ? leseZahl(w.oekoaufschlagCtKwh) : null,
    bindefristBis: w.bindefristBis,
    bemerkung: w.bemerkung?.trim() || null,
    ...(w.version ? { version: w.version } : {}),
  };
}

/** The prices in 1/10 000 units for the shared cost code, or null while one is missing or not a valid price. */
export function alsKosten(w: Partial<AngebotFormWerte>): KostenAngebot | null {
  const e4 = (wert: string | number | null | undefined) => {
    const zahl = leseZahl(wert ?? null);
    return zahl === null ? 0 : Number.isNaN(zahl) ? null : alsE4(zahl);
  };
  const [ap, gp, lp, oeko] = [e4(w.arbeitspreisCtKwh), e4(w.grundpreisEurMonat), e4(w.leistungspreisEurKwJahr), e4(w.oekoaufschlagCtKwh)];
  if (ap === null || gp === null || lp === null || oeko === null || !leseZahl(w.arbeitspreisCtKwh ?? null)) return null;
  return { arbeitspreisCtKwhE4: ap, grundpreisEurMonatE4: gp, leistungspreisEurKwJahrE4: lp, oekoaufschlagCtKwhE4: oeko };
}

/** Prices have at most 4 decimals (DESIGN.md section 5) and are not negative. */
export const preis = (wert: unknown) => {
  const zahl = leseZahl(wert as string | number | null);
  if (zahl === null || Number.isNaN(zahl)) return undefined;
  if (zahl < 0) return 'Ein Preis kann nicht negativ sein.';
  return alsE4(zahl) === null ? 'Höchstens 4 Nachkommastellen sind erlaubt.' : undefined;
};
