import { formatCtKwh, formatEuroPreis, leseZahl } from '../../domain/format';

type Preise = { arbeitspreisCtKwh?: unknown; grundpreisEurMonat?: unknown; leistungspreisEurKwJahr?: unknown } | null | undefined;

/** „8,50 ct/kWh · 12,00 €/Monat · 45,00 €/kW·a“ from read or typed prices; null without a readable Arbeitspreis. */
export function aktuellerVertragText(v: Preise): string | null {
  const zahl = (wert: unknown) => {
    const z = leseZahl(wert as string | number | null | undefined);
    return z === null || Number.isNaN(z) ? null : z;
  };
  const ap = zahl(v?.arbeitspreisCtKwh);
  if (ap === null) return null;
  const gp = zahl(v?.grundpreisEurMonat);
  const lp = zahl(v?.leistungspreisEurKwJahr);
  return [formatCtKwh(ap), gp === null ? null : formatEuroPreis(gp, 'Monat'), lp === null ? null : formatEuroPreis(lp, 'kW·a')].filter(Boolean).join(' · ');
}
