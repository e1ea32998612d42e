import { leseCsv } from '../domain/lieferstellenImport/lesen';
import { berechneKennzahlen } from '../domain/lastgang/kennzahlen';
import { pruefeLastgang } from '../domain/lastgang/pruefen';
import { leseLastgangTabelle } from '../domain/lastgang/spalten';
import { lastgangZeitraum } from '../domain/lastgang/zeitraum';
import { alsBlob, ausBlob } from '../server/lastgang/werte';
import { lastgangCsv, lastgangZeilen } from '../tests/server/hilfen/lastgangDatei';

/**
 * What the server does with an uploaded year of quarter hours before it writes one row: read the CSV, find the
 * columns, check the grid in German time, compute the Kennzahlen from the stored form. Median of `runden` runs.
 */
export function messeLastgangImport(runden = 5): { werte: number; bytes: number; p50: number; schritte: Record<string, number> } {
  const text = lastgangCsv(lastgangZeilen({ vonTag: '2025-01-01' }));
  const laeufe: Record<string, number>[] = [];
  for (let r = 0; r < runden; r++) {
    const zeit: Record<string, number> = {};
    let t = performance.now();
    const schritt = (name: string) => {
      const jetzt = performance.now();
      zeit[name] = jetzt - t;
      t = jetzt;
    };
    const tabelle = leseCsv(text);
    schritt('CSV lesen');
    const gelesen = leseLastgangTabelle(tabelle);
    schritt('Spalten');
    const ergebnis = pruefeLastgang(gelesen.messwerte, { einheit: 'kW', plausibelHoechstensKw: 1e6, zeitraum: lastgangZeitraum({ lieferbeginn: '2027-01-01', lieferende: '2027-12-31' }, 1) });
    schritt('Prüfung');
    berechneKennzahlen(ergebnis.beginn, ausBlob(alsBlob(ergebnis.werte)), ergebnis.interpoliert);
    schritt('Kennzahlen');
    zeit.gesamt = Object.values(zeit).reduce((s, z) => s + z, 0);
    laeufe.push(zeit);
  }
  const median = (name: string) => laeufe.map((l) => l[name]!).sort((a, b) => a - b)[Math.floor(runden / 2)]!;
  const schritte = Object.fromEntries(Object.keys(laeufe[0]!).filter((n) => n !== 'gesamt').map((n) => [n, median(n)]));
  return { werte: 35_040, bytes: Buffer.byteLength(text), p50: median('gesamt'), schritte };
}
