import type { AngebotEingabe, EigenesAngebot } from '../../../domain/api/angebot';
import { formatPreisEingabe, leseZahl } from '../../../domain/format';
import type { KostenAngebot } from '../../../domain/jahreskosten';
import { alsE4 } from '../../../domain/preise';
import { preis } from '../../ui/validation/rules';

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
  // Shown the way a German user types them (decimal comma, no grouping), with a price's 2 to 4 decimals.
  const deutsch = (n: number | null) => (n === null ? null : formatPreisEingabe(n));
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

/** The form's price fields by the label a user reads, in the order the form shows them. */
const PREISFELDER = [
  ['arbeitspreisCtKwh', 'Arbeitspreis'],
  ['grundpreisEurMonat', 'Grundpreis'],
  ['leistungspreisEurKwJahr', 'Leistungspreis'],
  ['oekoaufschlagCtKwh', 'Öko-Aufschlag'],
] as const;

export type Kostenstand = { kosten: KostenAngebot } | { fehlt: string[] };

/**
 * The prices in 1/10 000 units for the shared cost code, or the labels of the fields still missing or invalid:
 * a cost figure built on a blank Grundpreis would mislead, so every price the form requires must be there.
 */
export function alsKosten(w: Partial<AngebotFormWerte>, pflicht: { leistungspreis: boolean }): Kostenstand {
  const fehlt: string[] = [];
  const e4 = PREISFELDER.map(([feld, label]) => {
    const zahl = leseZahl(w[feld] ?? null);
    const gefordert = feld === 'arbeitspreisCtKwh' || feld === 'grundpreisEurMonat' || (feld === 'leistungspreisEurKwJahr' && pflicht.leistungspreis);
    if (zahl === null && !gefordert) return 0;
    const wert = zahl === null || preis(zahl) !== undefined ? null : alsE4(zahl);
    if (wert === null) fehlt.push(label);
    return wert ?? 0;
  });
  if (fehlt.length > 0) return { fehlt };
  const [arbeitspreisCtKwhE4, grundpreisEurMonatE4, leistungspreisEurKwJahrE4, oekoaufschlagCtKwhE4] = e4 as [number, number, number, number];
  return { kosten: { arbeitspreisCtKwhE4, grundpreisEurMonatE4, leistungspreisEurKwJahrE4, oekoaufschlagCtKwhE4 } };
}

/** "Grundpreis", "Grundpreis und Leistungspreis", "Arbeitspreis, Grundpreis und Leistungspreis". */
export function fehlendeKostenwerte(fehlt: string[]): string {
  const liste = fehlt.length === 1 ? fehlt[0] : `${fehlt.slice(0, -1).join(', ')} und ${fehlt.at(-1)}`;
  return fehlt.length === 1
    ? `Jahreskosten: Bitte geben Sie noch einen gültigen ${liste} ein.`
    : `Jahreskosten: Bitte geben Sie noch gültige Werte für ${liste} ein.`;
}

