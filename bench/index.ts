import { spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import os from 'node:os';
import { berichteAnmeldeZeit } from './anmeldeZeit';
import { berichteWiederherstellungsZeit } from './wiederherstellungZeit';
import { messeAuktion } from './auktion';
import { messeListe } from './ausschreibungListe';
import { KODIERUNGEN, messeCsvExport, messeCsvHttp } from './csvExport';
import { messeHalloWelt } from './halloWelt';
import { anmeldeSchranke, messeLast } from './last';
import { messeLastgangImUndBild } from './lastgangBilder';
import { messeLastgangImport } from './lastgangImport';
import { seedeLastgaenge } from './lastgangListen';
import { messeLastgangSperre } from './lastgangSperre';
import { messeLighthouse } from './lighthouse';
import { messeListenKosten } from './listeKosten';
import { messeListeHttp } from './listeHttp';
import { messeSuche } from './suche';
import { messeVergabevermerk } from './vergabevermerk';
import { loginRouteJs, routenJs, type RoutenJs } from './loginBundle';
import { postgresMessdatenbank, sqliteMessdatenbank, type Messdatenbank } from './messdatenbank';
import { datenbanken } from '../tests/server/hilfen/datenbanken';
import { ZAEHLGRENZE } from '../domain/api/liste';

/** `npm run bench`: prints the figures of DESIGN.md section 10 beside their budgets. */
const BUDGET_LOGIN_KB = 150;
const BUDGET_LOGIN_LEITUNG_KB = 130;
const BUDGET_ADMIN_LISTE_LEITUNG_KB = 450;
/** Lighthouse performance score and LCP per page and preset (issue 20, goal 3). */
/** Each budget holds for every one of five consecutive runs; blocking time as simulated for a phone (issue 41, finding 15). */
const BUDGET_LIGHTHOUSE: Record<string, { mobil: number; Desktop: number; lcpMobilMs?: number; tbtMobilMs?: number }> = {
  '/': { mobil: 90, Desktop: 95, lcpMobilMs: 2500 },
  '/administrator/ausschreibung': { mobil: 80, Desktop: 95, tbtMobilMs: 300 },
};
const BUDGET_LISTE_MS = 25;
const BUDGET_LISTE_FAKTOR = 3;
const BUDGET_SUCHE_MS = 50;
const BUDGET_CSV_ZEILEN_S = 50_000;
/** "flat memory": the heap may hold a few batches of rows, never the file (about 40 MB at 100 000 tenders). */
const BUDGET_CSV_HEAP_MB = 32;
const BUDGET_LASTGANG_IMPORT_MS = 1000;
const BUDGET_LASTGANG_BILD_MS = 200;
/** Issue 41: no request holds the event loop longer than this (DESIGN.md section 9). */
const BUDGET_SCHLEIFE_MS = 100;
/** 1 000 RLM Lieferstellen with a Lastgang may not make a list measurably slower than the noise of a run. */
const BUDGET_LASTGANG_LISTEN_FAKTOR = 1.2;
const ANZAHL_LASTGAENGE = 1000;
/** Tender counts of the list over HTTP; the first one's SQLite database also serves the figures after it. */
const ANZAHLEN = (process.env.BENCH_AUSSCHREIBUNGEN ?? '100000,1000000').split(',').map(Number);
const LAST_SEKUNDEN = Number(process.env.BENCH_LAST_SEKUNDEN ?? 30);
/** Issue 21: a bid reaches every other viewer, on either instance, within this p95. */
const BUDGET_AUKTION_P95_MS = 250;
const AUKTION_BIETER = Number(process.env.BENCH_AUKTION_BIETER ?? 50);
const AUKTION_SEKUNDEN = Number(process.env.BENCH_AUKTION_SEKUNDEN ?? 300);
/** Issue 41: no request holds the event loop longer than this. */
const BUDGET_EVENT_LOOP_MS = 100;

const zahl = (n: number, stellen = 0) => n.toLocaleString('de-DE', { minimumFractionDigits: stellen, maximumFractionDigits: stellen });
const ms = (n: number) => `${zahl(n, 2)} ms`;
const urteil = (ok: boolean) => (ok ? 'im Budget' : 'ÜBER BUDGET');
/** The machine's load average over the last minute: other work on the shared cores shows beside each figure. */
const last = () => `Last ${zahl(os.loadavg()[0]!, 1)}`;
/** Load average below which the two cores count as quiet. */
const RUHIG = 0.5;

/**
 * Waits, at most `hoechstensMs`, until the load of the bench's own work before (filling, measuring and dropping the
 * databases) has died down: Lighthouse multiplies the CPU time it observes, so a busy neighbour becomes blocking
 * time of the page. Says how long it waited.
 */
async function ruhigeKerne(hoechstensMs = 180_000): Promise<string> {
  const vorher = os.loadavg()[0]!;
  const beginn = performance.now();
  while (os.loadavg()[0]! > RUHIG && performance.now() - beginn < hoechstensMs) await new Promise((r) => setTimeout(r, 5000));
  return `Last vorher ${zahl(vorher, 1)}, nach ${zahl((performance.now() - beginn) / 1000)} s ${zahl(os.loadavg()[0]!, 1)}`;
}

async function main() {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const zeige = (titel: string, js: RoutenJs, budgets: { gzip?: number; br: number }) => {
    console.log(`\n${titel} (gzip / brotli, wie der Server sie sendet):`);
    for (const d of js.dateien) console.log(`  ${d.datei.padEnd(50)} ${(d.gzip / 1024).toFixed(1).padStart(7)} KB ${(d.br / 1024).toFixed(1).padStart(7)} KB`);
    const gz = js.gzipGesamt / 1024;
    const br = js.brGesamt / 1024;
    console.log(`  ${'gesamt'.padEnd(50)} ${gz.toFixed(1).padStart(7)} KB ${br.toFixed(1).padStart(7)} KB`);
    if (budgets.gzip) console.log(`  gzip ${gz.toFixed(1)} KB (Budget ${budgets.gzip} KB: ${urteil(gz <= budgets.gzip)})`);
    console.log(`  über die Leitung ${br.toFixed(1)} KB (Budget ${budgets.br} KB: ${urteil(br <= budgets.br)})`);
  };
  zeige('Initiales JavaScript der Login-Seite', loginRouteJs(), { gzip: BUDGET_LOGIN_KB, br: BUDGET_LOGIN_LEITUNG_KB });
  zeige('JavaScript der Administrator-Ausschreibungsliste, kalter Cache', routenJs(['Portal', 'AdministratorApp']), { br: BUDGET_ADMIN_LISTE_LEITUNG_KB });

  const postgres = datenbanken().find((d) => d.name === 'PostgreSQL');
  let sqlite: Messdatenbank | undefined;
  try {
    for (const anzahl of ANZAHLEN) {
      for (const art of ['SQLite', 'PostgreSQL'] as const) {
        if (art === 'PostgreSQL' && !postgres) {
          console.log(`\nPostgreSQL mit ${zahl(anzahl)} Ausschreibungen: NICHT GEMESSEN (TEST_DATABASE_URL fehlt)`);
          continue;
        }
        console.log(`\nTestdatenbank (${art}) mit ${zahl(anzahl)} Ausschreibungen wird angelegt …`);
        const mdb = art === 'SQLite' ? await sqliteMessdatenbank(anzahl) : await postgresMessdatenbank(postgres!, anzahl);
        try {
          console.log(`  befüllt in ${zahl(mdb.befuellungMs / 1000, 1)} s`);
          await zeigeListeHttp(mdb, anzahl);
          if (art === 'SQLite' && anzahl === ANZAHLEN[0]) await zeigeListeOhneStatistik(mdb, anzahl);
          await zeigeSuche(mdb, anzahl);
          // At a million tenders (some two million rows, about 40 s a download) once, as a browser asks.
          if (art === 'SQLite') await zeigeCsvHttp(mdb, anzahl, anzahl === ANZAHLEN[0] ? Object.values(KODIERUNGEN) : [KODIERUNGEN.browser], anzahl === ANZAHLEN[0] ? 3 : 1);
        } finally {
          if (art === 'SQLite' && anzahl === ANZAHLEN[0]) sqlite = mdb;
          else await mdb.schliesse();
        }
      }
    }
    const mdb = sqlite!;

    const liste = await messeListe(mdb.db, mdb.roh!);
    console.log(`\nAdministrator-Liste im Prozess, SQLite mit ${zahl(ANZAHLEN[0]!)} Ausschreibungen (Filter Status+Sparte, Sortierung Lieferbeginn absteigend, Seite 501 à 100; ${zahl(liste.treffer)} Treffer):`);
    console.log(`  Dienst (Kysely, wie die Route)   p50 ${ms(liste.dienst.p50)}   p95 ${ms(liste.dienst.p95)}`);
    console.log(`  dasselbe SQL direkt              p50 ${ms(liste.sql.p50)}   p95 ${ms(liste.sql.p95)}`);
    const faktor = liste.dienst.p95 / liste.sql.p95;
    console.log(`  p95 ${ms(liste.dienst.p95)} (Budget ${BUDGET_LISTE_MS} ms: ${urteil(liste.dienst.p95 <= BUDGET_LISTE_MS)}), Faktor zum SQL ${zahl(faktor, 2)} (Budget ${BUDGET_LISTE_FAKTOR}: ${urteil(faktor <= BUDGET_LISTE_FAKTOR)})`);

    // The list over HTTP once more before the Lastgänge are added, to compare with after.
    const http = await messeListeHttp(mdb.url);

    const ruhe = await ruhigeKerne();
    console.log(`\nLighthouse 12 (Chromium, Leistung; mobil = simuliertes 4G mit gedrosselter CPU), kalter Cache, fünf Läufe, jeder muss das Budget halten (${ruhe}):`);
    for (const l of await messeLighthouse(mdb.url)) {
      const budget = BUDGET_LIGHTHOUSE[l.seite]!;
      const mobil = l.formFaktor === 'mobil';
      const lcpBudget = mobil ? budget.lcpMobilMs : undefined;
      const tbtBudget = mobil ? budget.tbtMobilMs : undefined;
      const schlechtester = Math.min(...l.alle);
      const tbtHoechstens = Math.max(...l.alleTbtMs);
      console.log(
        `  ${l.seite.padEnd(30)} ${l.formFaktor.padEnd(7)} ${String(l.punkte).padStart(3)} Punkte im Median, ${schlechtester} im schwächsten Lauf (Budget ${budget[l.formFaktor]}: ${urteil(schlechtester >= budget[l.formFaktor])}; Läufe ${l.alle.join('/')}), LCP ${zahl(l.lcpMs / 1000, 2)} s${lcpBudget ? ` (Budget ${zahl(lcpBudget / 1000, 1)} s: ${urteil(l.lcpMs <= lcpBudget)})` : ''}, TBT ${l.alleTbtMs.map((t) => zahl(t)).join('/')} ms${tbtBudget ? ` (Budget ${tbtBudget} ms: ${urteil(tbtHoechstens <= tbtBudget)})` : ''}, JavaScript übertragen ${zahl(l.jsKb, 0)} KB`,
      );
    }

    const mitLastgaengen = await seedeLastgaenge(mdb.db, ANZAHL_LASTGAENGE);
    const listeDanach = await messeListe(mdb.db, mdb.roh!);
    const httpDanach = await messeListeHttp(mdb.url);
    console.log(`\nDieselben Listen mit ${zahl(mitLastgaengen)} RLM-Lieferstellen mit Lastgang (je ${zahl(35_040)} Werte):`);
    // The median decides: one p95 of a few dozen runs on a shared machine swings by more than the budget.
    for (const [name, vorher, nachher] of [
      ['Dienst', liste.dienst, listeDanach.dienst],
      ['HTTP', http.liste, httpDanach.liste],
    ] as const) {
      const f = nachher.p50 / vorher.p50;
      console.log(
        `  ${name.padEnd(7)} p50 ${ms(nachher.p50)} (vorher ${ms(vorher.p50)}), p95 ${ms(nachher.p95)} (vorher ${ms(vorher.p95)}); Faktor p50 ${zahl(f, 2)} (Budget ${zahl(BUDGET_LASTGANG_LISTEN_FAKTOR, 1)}: ${urteil(f <= BUDGET_LASTGANG_LISTEN_FAKTOR)})`,
      );
    }

    const csv = await messeCsvExport(mdb.db);
    console.log(`\nCSV-Export aller Lieferstellen (${zahl(csv.zeilen)} Zeilen, ${zahl(csv.bytes / 2 ** 20, 1)} MB), Median von ${csv.alle.length} Läufen:`);
    console.log(`  ${zahl(csv.zeilenProSekunde)} Zeilen/s in ${zahl(csv.ms / 1000, 2)} s (Budget ${zahl(BUDGET_CSV_ZEILEN_S)}: ${urteil(csv.zeilenProSekunde >= BUDGET_CSV_ZEILEN_S)}; Läufe ${csv.alle.map((z) => zahl(z)).join(' / ')}; ${last()})`);
    const flach = csv.heapZuwachsMb <= BUDGET_CSV_HEAP_MB;
    console.log(`  Heap ${zahl(csv.heapVorherMb, 0)} MB, höchste Spitze +${zahl(csv.heapZuwachsMb, 1)} MB; RSS ${zahl(csv.rssVorherMb, 0)} MB, Spitze +${zahl(csv.rssZuwachsMb, 1)} MB`);
    console.log(`  Speicher flach (Heap-Zuwachs ≤ ${BUDGET_CSV_HEAP_MB} MB bei ${zahl(csv.bytes / 2 ** 20, 0)} MB CSV): ${flach ? 'ja' : 'NEIN'}`);

    console.log(`\nGemischte Last (Anmeldung, Liste, Ausschreibung, Angebot lesen und ändern) mit autocannon, je ${LAST_SEKUNDEN} s:`);
    const hallo = await messeHalloWelt([50, 200], Math.min(LAST_SEKUNDEN, 10));
    const schranke = await anmeldeSchranke();
    console.log(`  Anmeldungen sind durch argon2id begrenzt: ${ms(schranke.msJePruefung)} CPU je Passwortprüfung, auf ${schranke.kerne} Kernen höchstens ${zahl(schranke.hoechstensProSekunde, 0)} Anmeldungen/s (${last()})`);
    for (const l of await messeLast(mdb.url, mdb.db, [50, 200], LAST_SEKUNDEN)) {
      const h = hallo.find((x) => x.verbindungen === l.verbindungen)!;
      console.log(`  ${String(l.verbindungen).padStart(3)} Verbindungen, Fastify-Hallo-Welt im selben Lauf: ${zahl(h.anfragenProSekunde, 0)} Anfragen/s, p99 ${ms(h.p99)}; Portal/Hallo-Welt ${zahl(l.anfragenProSekunde / h.anfragenProSekunde, 3)}`);
      console.log(
        `  ${String(l.verbindungen).padStart(3)} Verbindungen: ${zahl(l.anfragenProSekunde, 0)} Anfragen/s (${zahl(l.anfragen)} insgesamt), p50 ${ms(l.p50)}, p99 ${ms(l.p99)}, Fehler ${zahl(l.fehler)}${l.zeitueberschreitungen ? ` (davon ${zahl(l.zeitueberschreitungen)} Zeitüberschreitungen nach 10 s)` : ''} (Ziel 0: ${l.fehler === 0 ? 'erreicht' : `VERFEHLT, Antworten ${JSON.stringify(l.statuscodes)}`}; ${last()})`,
      );
      // Each kind alone: whether the sign-ins (bounded above) or the portal's own requests wait.
      for (const a of l.arten) {
        console.log(`      ${a.art.padEnd(16)} ${zahl(a.anzahl).padStart(6)} Antworten   p50 ${ms(a.p50).padStart(12)}   p99 ${ms(a.p99).padStart(12)}${a.ohneAntwort ? `   ohne Antwort ${zahl(a.ohneAntwort)}` : ''}`);
      }
      const anmeldungen = l.arten.find((a) => a.art === 'Anmeldung')!;
      const anteil = ((anmeldungen.anzahl + anmeldungen.ohneAntwort) * schranke.msJePruefung) / l.serverCpuMs;
      // A round is a sign-in and the four requests after it; each connection waits for its round in turn.
      const runden = anmeldungen.anzahl + anmeldungen.ohneAntwort;
      const rundeOhneFremdlastS = (l.verbindungen * (l.serverCpuMs / runden)) / schranke.kerne / 1000;
      console.log(
        `      Server-CPU ${zahl(l.serverCpuMs / 1000 / LAST_SEKUNDEN, 2)} Kerne im Mittel, davon Passwortprüfungen ${zahl(100 * anteil, 0)} %${anteil >= 0.5 ? ': die Anmeldungen bestimmen den Durchsatz (argon2id, gewollt)' : ''}`,
      );
      console.log(
        `      ${zahl(l.serverCpuMs / runden, 1)} ms CPU je Runde: ${l.verbindungen} Verbindungen brauchen auf ${schranke.kerne} freien Kernen ${zahl(rundeOhneFremdlastS, 1)} s je Runde (Zeitüberschreitung ab 10 s je Anfrage)`,
      );
    }
  } finally {
    await sqlite?.schliesse();
  }

  await berichteAnmeldeZeit();
  await berichteWiederherstellungsZeit();

  const lastgang = messeLastgangImport();
  console.log(`\nLastgang-Import eines Jahres (${zahl(lastgang.werte)} Viertelstunden, ${zahl(lastgang.bytes / 1024, 0)} KB CSV), Median von 5 Läufen:`);
  for (const [schritt, dauer] of Object.entries(lastgang.schritte)) console.log(`  ${schritt.padEnd(12)} ${ms(dauer)}`);
  console.log(`  gesamt       ${ms(lastgang.p50)} (Budget ${BUDGET_LASTGANG_IMPORT_MS} ms: ${urteil(lastgang.p50 <= BUDGET_LASTGANG_IMPORT_MS)})`);

  console.log(`\nEreignisschleife neben der schwersten Lastgang- und Excel-Arbeit, die die Grenzen zulassen (SQLite, Server im Prozess; trivialer Aufruf /health/live alle 5 ms):`);
  for (const s of await messeLastgangSperre()) {
    console.log(`  ${s.titel}: ${ms(s.ms)}`);
    console.log(
      `    trivialer Aufruf (${zahl(s.trivial.anzahl)}×) p50 ${ms(s.trivial.p50)}, p99 ${ms(s.trivial.p99)}, längster ${ms(s.trivial.max)}; längste Verzögerung der Schleife ${ms(s.schleifeMaxMs)} (Budget ${BUDGET_SCHLEIFE_MS} ms: ${urteil(s.schleifeMaxMs <= BUDGET_SCHLEIFE_MS)}; ${last()})`,
    );
  }

  const lg = await messeLastgangImUndBild();
  console.log(`\nLastgang eines Jahres (${zahl(lg.werte)} Viertelstunden) im Portal, Median von 5 Läufen:`);
  console.log(`  Import über den Server (Anmeldung, Prüfung, Speichern in SQLite) ${ms(lg.importMs)} (Budget ${BUDGET_LASTGANG_IMPORT_MS} ms: ${urteil(lg.importMs <= BUDGET_LASTGANG_IMPORT_MS)})`);
  console.log(`  Bilder in Chromium (Wärmebild, Jahresdauerlinie, Woche ab Eintreffen der Werte) ${ms(lg.bildMs)} (Budget ${BUDGET_LASTGANG_BILD_MS} ms: ${urteil(lg.bildMs <= BUDGET_LASTGANG_BILD_MS)})`);

  await zeigeVergabevermerk();

  console.log(`\nOnline-Auktion: ${AUKTION_BIETER} Bieter bieten je alle 2 s für ${zahl(AUKTION_SEKUNDEN)} s auf zwei Instanzen an einer PostgreSQL, jeder Bieter sieht zu:`);
  const auktion = await messeAuktion(AUKTION_BIETER, AUKTION_SEKUNDEN);
  if (!auktion) console.log('  übersprungen: ohne TEST_DATABASE_URL keine PostgreSQL');
  else {
    console.log(`  ${zahl(auktion.gebote)} Gebote; vom 200 des Gebots bis zum Ereignis bei jedem anderen Zuschauer p50 ${ms(auktion.p50)}, p95 ${ms(auktion.p95)} (Budget ${BUDGET_AUKTION_P95_MS} ms: ${urteil(auktion.p95 <= BUDGET_AUKTION_P95_MS)})`);
    console.log(`  verlorene Ereignisse ${zahl(auktion.verloren)}, doppelte ${zahl(auktion.doppelt)} (Ziel 0: ${auktion.verloren + auktion.doppelt === 0 ? 'erreicht' : 'VERFEHLT'})`);
  }
}

/** The list over HTTP beside the trivial call, and where a list request's time goes. */
async function zeigeListeHttp(mdb: Messdatenbank, anzahl: number) {
  const http = await messeListeHttp(mdb.url);
  const httpFaktor = http.liste.p95 / http.trivial.p95;
  console.log(`  Administrator-Liste über HTTP wie im Browser (Status 1+2, Strom, Angebotsfrist absteigend, Seiten bis 400 à 25; ${zahl(http.total)} Treffer):`);
  console.log(`    Liste                            p50 ${ms(http.liste.p50)}   p95 ${ms(http.liste.p95)}`);
  console.log(`    trivialer angemeldeter Aufruf    p50 ${ms(http.trivial.p50)}   p95 ${ms(http.trivial.p95)}`);
  console.log(`    ${mdb.name}, ${zahl(anzahl)}: p95 ${ms(http.liste.p95)} (Budget ${BUDGET_LISTE_MS} ms: ${urteil(http.liste.p95 <= BUDGET_LISTE_MS)}), Faktor zum trivialen Aufruf ${zahl(httpFaktor, 2)} (Budget ${BUDGET_LISTE_FAKTOR}: ${urteil(httpFaktor <= BUDGET_LISTE_FAKTOR)})`);
  const k = await messeListenKosten(mdb.url, mdb.db);
  console.log(`  Wohin die Zeit einer Listenanfrage geht (Server im Prozess, ohne Netz; p50 / p95 je Abschnitt; ${last()}):`);
  const zeile = (titel: string, w: { p50: number; p95: number }) => console.log(`    ${titel.padEnd(48)} ${ms(w.p50).padStart(10)} ${ms(w.p95).padStart(10)}`);
  zeile('Routing, Sicherheitsköpfe, Sitzung prüfen', k.sitzung);
  zeile('Eingaben prüfen, fällige Fristen anwenden', k.fristen);
  zeile('Dienst: Anzahl und Seite lesen', k.dienst);
  zeile('  davon Anzahl (allein gemessen)', k.zaehlung);
  zeile('  davon Seite (allein gemessen)', k.seite);
  zeile('Serialisieren', k.serialisierung);
  zeile('gesamt', k.gesamt);
}

/** The Vergabevermerk of a flooded tender: what everyone else's requests feel while it is made (issue 41, point 6). */
async function zeigeVergabevermerk() {
  const v = await messeVergabevermerk();
  console.log(`\nVergabevermerk mit ${zahl(v.anzahl)} Bieterfragen à 4.000 Zeichen (${zahl(v.bytes / 1024, 0)} KB PDF, SQLite), dreimal geladen:`);
  console.log(`  Download p50 ${ms(v.downloadMs)}; dasselbe PDF im Event-Loop gesetzt (wie vor dem Worker-Pool) ${ms(v.imEventLoopMs)}`);
  console.log(`  trivialer angemeldeter Aufruf in Ruhe          p50 ${ms(v.trivialInRuhe.p50)}   p95 ${ms(v.trivialInRuhe.p95)}`);
  console.log(`  derselbe während der Downloads (${zahl(v.trivialWaehrend.anzahl)} Aufrufe)  p50 ${ms(v.trivialWaehrend.p50)}   p95 ${ms(v.trivialWaehrend.p95)}   p99 ${ms(v.trivialWaehrend.p99)}   max ${ms(v.trivialWaehrend.max)}`);
  // On two shared cores the worker thread and the neighbours compete with the event loop: the load shows beside it.
  console.log(`  Verzögerung des Event-Loops höchstens ${ms(v.verzoegerungMs)} (Budget ${BUDGET_EVENT_LOOP_MS} ms: ${urteil(v.verzoegerungMs <= BUDGET_EVENT_LOOP_MS)}; ${last()})`);
}

async function zeigeSuche(mdb: Messdatenbank, anzahl: number) {
  console.log(`  Suche in der Administrator-Liste (${mdb.name}, ${zahl(anzahl)}; erste Seite à 25 mit Anzahl, gezählt bis ${zahl(ZAEHLGRENZE)}; Budget p95 ${BUDGET_SUCHE_MS} ms):`);
  for (const s of await messeSuche(mdb.db)) {
    const treffer = s.anzahl === 'abgelehnt' ? 'abgelehnt (400)' : `${s.anzahl.totalUntergrenze ? `mehr als ${zahl(s.anzahl.total)}` : zahl(s.anzahl.total)} Treffer`;
    console.log(`    ${s.titel.padEnd(52)} ${treffer.padStart(24)}   p50 ${ms(s.p50)}   p95 ${ms(s.p95)} (${urteil(s.p95 <= BUDGET_SUCHE_MS)})`);
  }
}

/**
 * The list over HTTP once more on the same file without the bench's ANALYZE (sqlite_stat1 emptied, as after
 * `npm run seed:bulk`): the server has to bring its planner statistics back by itself when it opens the file.
 */
async function zeigeListeOhneStatistik(mdb: Messdatenbank, anzahl: number) {
  await sql`DELETE FROM sqlite_stat1`.execute(mdb.db);
  const http = await messeListeHttp(mdb.url);
  const { n } = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_stat1`.execute(mdb.db).then((r) => r.rows[0]!);
  const faktor = http.liste.p95 / http.trivial.p95;
  console.log(`  Dieselbe Liste ohne ANALYZE von Hand (sqlite_stat1 geleert; der Server hat beim Öffnen ${zahl(n)} Statistikzeilen geschrieben):`);
  console.log(`    ${mdb.name}, ${zahl(anzahl)}: p50 ${ms(http.liste.p50)}, p95 ${ms(http.liste.p95)} (Budget ${BUDGET_LISTE_MS} ms: ${urteil(http.liste.p95 <= BUDGET_LISTE_MS)}), Faktor zum trivialen Aufruf ${zahl(faktor, 2)} (Budget ${BUDGET_LISTE_FAKTOR}: ${urteil(faktor <= BUDGET_LISTE_FAKTOR)})`);
}

/** The Lieferstellen CSV over HTTP as the browser asks for it, beside gzip alone and uncompressed. */
async function zeigeCsvHttp(mdb: Messdatenbank, anzahl: number, kodierungen: string[], laeufe: number) {
  console.log(`  CSV-Export aller Lieferstellen über HTTP (${mdb.name}, ${zahl(anzahl)} Ausschreibungen; Median von ${laeufe} ${laeufe === 1 ? 'Lauf' : 'Läufen'}, entpackt wie im Browser):`);
  for (const c of await messeCsvHttp(mdb.url, kodierungen, laeufe)) {
    console.log(
      `    Accept-Encoding ${c.accept.padEnd(18)} → ${c.kodierung.padEnd(5)} ${zahl(c.zeilen)} Zeilen in ${zahl(c.ms / 1000, 2)} s: ${zahl(c.zeilenProSekunde)} Zeilen/s (Budget ${zahl(BUDGET_CSV_ZEILEN_S)}: ${urteil(c.zeilenProSekunde >= BUDGET_CSV_ZEILEN_S)}; Läufe ${c.alle.map((z) => zahl(z)).join(' / ')}), ${zahl(c.bytesLeitung / 2 ** 20, 1)} MB über die Leitung, RSS des Servers +${zahl(c.rssZuwachsMb, 1)} MB (${last()})`,
    );
  }
}

main().catch((fehler: unknown) => {
  console.error(fehler);
  process.exit(1);
});
