/**
 * `npm run seed:bulk -- N`: adds N tenders (default 100 000) to the configured database (DATABASE_URL or the
 * default SQLite file), after the demo data when the database is empty.
 */
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { verbinde } from '../db/connect';
import { seedeMassendaten } from './massendaten';
import { migriere } from '../db/migrate';
import { optimizeAllTables } from '../db/plannerStatistics';
import { seedeDemodaten } from './seed';

async function main() {
  const anzahl = Number(process.argv[2] ?? 100_000);
  if (!Number.isInteger(anzahl) || anzahl < 1) throw new Error(`Bitte eine Anzahl angeben, z. B. npm run seed:bulk -- 100000 (nicht "${process.argv[2]}").`);
  const config = loadConfig();
  const { db } = await verbinde(config.databaseUrl);
  const uhr = systemClock;
  const beginn = performance.now();
  try {
    await migriere(db);
    await seedeDemodaten(db, uhr);
    await seedeMassendaten(db, anzahl, uhr.now(), (fertig) => {
      if (fertig % 10_000 === 0 || fertig === anzahl) console.log(`${fertig.toLocaleString('de-DE')} von ${anzahl.toLocaleString('de-DE')} Ausschreibungen`);
    });
    // The planner's statistics for the grown tables, before any server opens the database.
    await optimizeAllTables(db);
    console.log(`Fertig in ${((performance.now() - beginn) / 1000).toFixed(1)} s.`);
  } finally {
    await db.destroy();
  }
}

main().catch((fehler: unknown) => {
  console.error(fehler instanceof Error ? fehler.message : fehler);
  process.exit(1);
});
