import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL database each test app's database is copied from (postgresVorlage.ts): migrated, with the demo data. */
    postgresVorlage: string;
  }
}

export interface TestDatenbank {
  name: 'SQLite' | 'PostgreSQL';
  /**
   * A fresh database for one test app: empty, or with `demodaten` already migrated and seeded as the app would do
   * it at TESTBEGINN (on PostgreSQL a copy of the template postgresVorlage.ts made; SQLite builds them fast enough).
   */
  erstelle(optionen?: { demodaten?: boolean }): Promise<{ url: string; entferne(): Promise<void> }>;
}

const sqlite: TestDatenbank = {
  name: 'SQLite',
  async erstelle() {
    return { url: 'sqlite::memory:', entferne: async () => {} };
  },
};

/** A throw-away database per test app on the server named by TEST_DATABASE_URL (scripts/test.mjs provides one). */
function postgres(basisUrl: string): TestDatenbank {
  return {
    name: 'PostgreSQL',
    async erstelle({ demodaten = false } = {}) {
      const pg = (await import('pg')).default;
      const name = `test_${randomBytes(6).toString('hex')}`;
      const vorlage = demodaten ? inject('postgresVorlage') : undefined;
      const admin = new pg.Client({ connectionString: basisUrl });
      await admin.connect();
      await admin.query(vorlage ? `CREATE DATABASE ${name} TEMPLATE ${vorlage}` : `CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(basisUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        async entferne() {
          const c = new pg.Client({ connectionString: basisUrl });
          await c.connect();
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await c.end();
        },
      };
    },
  };
}

/**
 * Every server test runs on both engines, each in a vitest project of its own (TEST_DATENBANK, vitest.config.ts);
 * in CI a missing PostgreSQL is an error, not a skip.
 */
export function datenbanken(): TestDatenbank[] {
  const url = process.env.TEST_DATABASE_URL;
  const nur = process.env.TEST_DATENBANK;
  if (!url && (process.env.CI || nur === 'PostgreSQL')) throw new Error('TEST_DATABASE_URL fehlt: die Server-Tests müssen auch auf PostgreSQL laufen.');
  const alle = url ? [sqlite, postgres(url)] : [sqlite];
  return nur ? alle.filter((d) => d.name === nur) : alle;
}
