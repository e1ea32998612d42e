import { formatKwh, formatZahl } from '../../domain/format';
import { ZEITBEZUG_LABEL, type Zeitbezug } from '../../domain/lastgang/zeitbezug';

const kw = (w: unknown) => (typeof w === 'number' ? `${formatZahl(w)} kW` : 'keine Angabe');

/**
 * A Lastgang import in the tender's Historie: which Lieferstelle and file, how its times were read, and what it
 * changed on the Lieferstelle — a Max. Leistung the Lastgang contradicted with the user's decision on it.
 */
export function lastgangDetails(vorher: Record<string, unknown>, nachher: Record<string, unknown>): string {
  const teile = [`MaLo-ID ${String(nachher.maloId ?? '–')}, Datei „${String(nachher.dateiname ?? '')}“`];
  if (typeof nachher.zeitbezug === 'string' && nachher.zeitbezug in ZEITBEZUG_LABEL) teile.push(`Zeitpunkte: ${ZEITBEZUG_LABEL[nachher.zeitbezug as Zeitbezug]}`);
  if (typeof nachher.jahresverbrauchKwh === 'number' && nachher.jahresverbrauchKwh !== vorher.jahresverbrauchKwh && typeof vorher.jahresverbrauchKwh === 'number') {
    teile.push(`Jahresverbrauch ${formatKwh(vorher.jahresverbrauchKwh)} → ${formatKwh(nachher.jahresverbrauchKwh)}`);
  }
  if (nachher.maxLeistungEntscheidung === 'uebernehmen') teile.push(`Max. Leistung ${kw(vorher.maxLeistungKw)} → ${kw(nachher.maxLeistungKw)} (aus dem Lastgang übernommen)`);
  else if (nachher.maxLeistungEntscheidung === 'behalten') teile.push(`Max. Leistung ${kw(vorher.maxLeistungKw)} beibehalten (laut Lastgang ${kw(nachher.maxLeistungLautLastgangKw)})`);
  else if (nachher.maxLeistungKw !== vorher.maxLeistungKw) teile.push(`Max. Leistung ${kw(vorher.maxLeistungKw)} → ${kw(nachher.maxLeistungKw)}`);
  return teile.join('; ');
}
