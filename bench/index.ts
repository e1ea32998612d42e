import { spawnSync } from 'node:child_process';
import { berichteAnmeldeZeit } from './anmeldeZeit';
import { messeListe } from './ausschreibungListe';
import { messeCsvExport } from './csvExport';
import { messeLast } from './last';
import { messeLastgangImport } from './lastgangImport';
import { loginRouteJs } from './loginBundle';
import { messdatenbank } from './messdatenbank';

/** `npm run bench`: prints the figures of DESIGN.md section 10 beside their budgets. */
const BUDGET_LOGIN_KB = 160;
const BUDGET_LISTE_MS = 25;
const BUDGET_LISTE_FAKTOR = 3;
const BUDGET_CSV_ZEILEN_S = 50_000;
/** "flat memory": the heap may hold a few batches of rows, never the file (about 40 MB at 100 000 tenders). */
const BUDGET_CSV_HEAP_MB = 32;
const BUDGET_LASTGANG_IMPORT_MS = 1000;
const ANZAHL = Number(process.env.BENCH_AUSSCHREIBUNGEN ?? 100_000);
const LAST_SEKUNDEN = Number(process.env.BENCH_LAST_SEKUNDEN ?? 30);

const zahl = (n: number, stellen = 0) => n.toLocaleString('de-DE', { minimumFractionDigits: stellen, maximumFractionDigits: stellen });
const ms = (n: number) => `${zahl(n, 2)} ms`;
const urteil = (ok: boolean) => (ok ? 'im Budget' : 'ÜBER BUDGET');

async function main() {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const { dateien, gzipGesamt } = loginRouteJs();
  console.log('\nInitiales JavaScript der Login-Seite (gzip):');
  for (const d of dateien) console.log(`  ${d.datei.padEnd(50)} ${(d.gzip / 1024).toFixed(1).padStart(7)} KB`);
  const kb = gzipGesamt / 1024;
  console.log(`  ${'gesamt'.padEnd(50)} ${kb.toFixed(1).padStart(7)} KB (Budget ${BUDGET_LOGIN_KB} KB: ${urteil(kb <= BUDGET_LOGIN_KB)})`);

  console.log(`\nTestdatenbank (SQLite) mit ${zahl(ANZAHL)} Ausschreibungen wird angelegt …`);
  const mdb = await messdatenbank(ANZAHL);
  try {
    console.log(`  befüllt in ${zahl(mdb.befuellungMs / 1000, 1)} s`);

    const liste = await messeListe(mdb.db, mdb.roh);
    console.log(`\nAdministrator-Liste (Filter Status+Sparte, Sortierung Lieferbeginn absteigend, Seite 501 à 100; ${zahl(liste.treffer)} Treffer):`);
    console.log(`  Dienst (Kysely, wie die Route)   p50 ${ms(liste.dienst.p50)}   p95 ${ms(liste.dienst.p95)}`);
    console.log(`  dasselbe SQL direkt              p50 ${ms(liste.sql.p50)}   p95 ${ms(liste.sql.p95)}`);
    const faktor = liste.dienst.p95 / liste.sql.p95;
    console.log(`  p95 ${ms(liste.dienst.p95)} (Budget ${BUDGET_LISTE_MS} ms: ${urteil(liste.dienst.p95 <= BUDGET_LISTE_MS)}), Faktor zum SQL ${zahl(faktor, 2)} (Budget ${BUDGET_LISTE_FAKTOR}: ${urteil(faktor <= BUDGET_LISTE_FAKTOR)})`);

    const csv = await messeCsvExport(mdb.db);
    console.log(`\nCSV-Export aller Lieferstellen (${zahl(csv.zeilen)} Zeilen, ${zahl(csv.bytes / 2 ** 20, 1)} MB):`);
    console.log(`  ${zahl(csv.zeilenProSekunde)} Zeilen/s in ${zahl(csv.ms / 1000, 2)} s (Budget ${zahl(BUDGET_CSV_ZEILEN_S)}: ${urteil(csv.zeilenProSekunde >= BUDGET_CSV_ZEILEN_S)})`);
    const flach = csv.heapZuwachsMb <= BUDGET_CSV_HEAP_MB;
    console.log(`  Heap ${zahl(csv.heapVorherMb, 0)} MB, Spitze +${zahl(csv.heapZuwachsMb, 1)} MB; RSS ${zahl(csv.rssVorherMb, 0)} MB, Spitze +${zahl(csv.rssZuwachsMb, 1)} MB`);
    console.log(`  Speicher flach (Heap-Zuwachs ≤ ${BUDGET_CSV_HEAP_MB} MB bei ${zahl(csv.bytes / 2 ** 20, 0)} MB CSV): ${flach ? 'ja' : 'NEIN'}`);

    console.log(`\nGemischte Last (Anmeldung, Liste, Ausschreibung, Angebot lesen und ändern) mit autocannon, je ${LAST_SEKUNDEN} s:`);
    for (const l of await messeLast(mdb.datei, mdb.db, [50, 200], LAST_SEKUNDEN)) {
      console.log(
        `  ${String(l.verbindungen).padStart(3)} Verbindungen: ${zahl(l.anfragenProSekunde, 0)} Anfragen/s (${zahl(l.anfragen)} insgesamt), p50 ${ms(l.p50)}, p99 ${ms(l.p99)}, Fehler ${zahl(l.fehler)}${l.zeitueberschreitungen ? ` (davon ${zahl(l.zeitueberschreitungen)} Zeitüberschreitungen)` : ''} (Ziel 0: ${l.fehler === 0 ? 'erreicht' : `VERFEHLT, Antworten ${JSON.stringify(l.statuscodes)}`})`,
      );
    }
  } finally {
    await mdb.schliesse();
  }

  await berichteAnmeldeZeit();

  const lastgang = messeLastgangImport();
  console.log(`\nLastgang-Import eines Jahres (${zahl(lastgang.werte)} Viertelstunden, ${zahl(lastgang.bytes / 1024, 0)} KB CSV), Median von 5 Läufen:`);
  for (const [schritt, dauer] of Object.entries(lastgang.schritte)) console.log(`  ${schritt.padEnd(12)} ${ms(dauer)}`);
  console.log(`  gesamt       ${ms(lastgang.p50)} (Budget ${BUDGET_LASTGANG_IMPORT_MS} ms: ${urteil(lastgang.p50 <= BUDGET_LASTGANG_IMPORT_MS)})`);
}

main().catch((fehler: unknown) => {
  console.error(fehler);
  process.exit(1);
});
