import { formatKwh, formatZahl } from '../../domain/format';
import { ZEITBEZUG_LABEL, type Zeitbezug } from '../../domain/lastgang/zeitbezug';

const istZeitbezug = (w: unknown): w is Zeitbezug => typeof w === 'string' && Object.hasOwn(ZEITBEZUG_LABEL, w);
const kw = (w: unknown) => (typeof w === 'number' ? `${formatZahl(w)} kW` : 'keine Angabe');

/**
 * A Lastgang import in the tender's Historie: which Lieferstelle and file, how its times were read, and what it
 * changed on the Lieferstelle — a Max. Leistung the Lastgang contradicted with the user's decision on it.
 */
export function lastgangDetails(vorher: Record<string, unknown>, nachher: Record<string, unknown>): string {
  const teile = [`MaLo-ID ${String(nachher.maloId ?? '–')}, Datei „${String(nachher.dateiname ?? '')}“`];
  if (istZeitbezug(nachher.zeitbezug)) {
    // The user's choice against the portal's guess: a reading that differs from it is worth a second look later.
    const erkannt = istZeitbezug(nachher.zeitbezugErkannt) && nachher.zeitbezugErkannt !== nachher.zeitbezug ? ` (gewählt abweichend von der Erkennung „${ZEITBEZUG_LABEL[nachher.zeitbezugErkannt]}“)` : '';
    teile.push(`Zeitpunkte: ${ZEITBEZUG_LABEL[nachher.zeitbezug]}${erkannt}`);
  }
  if (typeof nachher.jahresverbrauchKwh === 'number' && nachher.jahresverbrauchKwh !== vorher.jahresverbrauchKwh && typeof vorher.jahresverbrauchKwh === 'number') {
    teile.push(`Jahresverbrauch ${formatKwh(vorher.jahresverbrauchKwh)} → ${formatKwh(nachher.jahresverbrauchKwh)}`);
  }
  if (nachher.maxLeistungEntscheidung === 'uebernehmen') teile.push(`Max. Leistung ${kw(vorher.maxLeistungKw)} → ${kw(nachher.maxLeistungKw)} (aus dem Lastgang übernommen)`);
  else if (nachher.maxLeistungEntscheidung === 'behalten') teile.push(`Max. Leistung ${kw(vorher.maxLeistungKw)} beibehalten (laut Lastgang ${kw(nachher.maxLeistungLautLastgangKw)})`);
  else if (nachher.maxLeistungKw !== vorher.maxLeistungKw) teile.push(`Max. Leistung ${kw(vorher.maxLeistungKw)} → ${kw(nachher.maxLeistungKw)}`);
  return teile.join('; ');
}
