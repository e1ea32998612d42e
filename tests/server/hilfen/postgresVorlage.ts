import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { VerstellbareUhr } from '../../../server/clock';
import { verbinde } from '../../../server/db/connect';
import { migriere } from '../../../server/db/migrate';
import { seedeDemodaten } from '../../../server/demodaten/seed';
import { TESTBEGINN } from './testApp';

/**
 * Migrates and seeds one PostgreSQL database before the server tests and gives each test app a copy of it
 * (`CREATE DATABASE … TEMPLATE`, a copy of its files): building the demo data again for each of sixty files cost
 * half a second each. The app finds the copy migrated and seeded and leaves it as it is.
 */
export default async function setup(project: TestProject) {
  const basisUrl = process.env.TEST_DATABASE_URL;
  if (!basisUrl) return;
  const pg = (await import('pg')).default;
  const name = `vorlage_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: basisUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(basisUrl);
  url.pathname = `/${name}`;
  const { db, schliesse } = await verbinde(url.toString());
  try {
    await migriere(db);
    await seedeDemodaten(db, new VerstellbareUhr(TESTBEGINN));
  } finally {
    // A template must have no connection left when it is copied.
    await schliesse();
  }
  project.provide('postgresVorlage', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
