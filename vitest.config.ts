import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import LongestFirst from './tests/longestFirst.ts';

/*
 * Four kinds of tests with different environments: node for unit and server tests, happy-dom for components, node
 * again (long timeouts) for real Chromium. All projects share one pool of workers and run side by side.
 *
 * Workers: two, the cores of the machines CI runs on. vitest's default (cores − 1) leaves one of two cores idle;
 * more workers than cores only make the browser tests wait for the processor (TEST_WORKERS overrides it).
 *
 * The server tests are two projects, one per database, so that the two halves of a file run in parallel instead of
 * one after the other; PostgreSQL's only where a server is given (scripts/test.mjs starts one) or CI demands it.
 * They share the module cache of their worker (isolate: false): each file builds its own app from the same server
 * code, and importing that afresh for each of sixty files cost a minute of processor time. The end-to-end tests share
 * theirs for the same reason (the server and Playwright; each file starts its own portal and browser), and so do the
 * component tests (react-admin and MUI imported afresh for each file were a third of their processor time): what
 * lives in the page's modules is left as a new page finds it after each test (tests/component/setup.ts).
 */
const WORKERS = Number(process.env.TEST_WORKERS) || 2;

/** What only PostgreSQL can show: several instances that share nothing but their database. */
const NUR_POSTGRESQL = ['tests/server/mehrereInstanzen.test.ts', 'tests/server/auktion/zweiInstanzen.test.ts', 'tests/server/betrieb/rollenderNeustart.test.ts'];
/** What is about the embedded database's own file (a process killed while writing to it), or about no database. */
const NUR_SQLITE = ['tests/server/absturz.test.ts', 'tests/server/serialisierer.test.ts'];

const server = (datenbank: 'SQLite' | 'PostgreSQL'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `server-${datenbank.toLowerCase()}`,
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    exclude: datenbank === 'SQLite' ? NUR_POSTGRESQL : NUR_SQLITE,
    env: { TEST_DATENBANK: datenbank },
    ...(datenbank === 'PostgreSQL' ? { globalSetup: ['tests/server/hilfen/postgresVorlage.ts'] } : {}),
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: WORKERS,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      server('SQLite'),
      ...(process.env.TEST_DATABASE_URL || process.env.CI ? [server('PostgreSQL')] : []),
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts'],
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          isolate: false,
          // A poll here waits for a browser: vitest's 1 s gave up on a page still loading (CI: the sessions table
          // counted 0 rows). Locator waits allow 30 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
