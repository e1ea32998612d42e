import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/**
 * The worker threads that take the work no request may do in the event loop (DESIGN.md section 9: no request
 * holds it for more than 100 ms): reading spreadsheets, rendering PDFs. Each task names its own module; the
 * workers load TypeScript through tsx as the server does, also when a test runner imported the server.
 */
let pool: Piscina | undefined;

function arbeiter(): Piscina {
  pool ??= new Piscina({
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    minThreads: 0,
    idleTimeout: 30_000,
    // The ZIP and XML of a spreadsheet stay within the import's limits; a task that grows past this is ended.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
    execArgv: ['--import', 'tsx'],
  });
  return pool;
}

/** Finished tasks by module file and export, `lastgang/dateiPruefen.ts#pruefeLastgangDatei`. */
const erledigt = new Map<string, number>();
const aufgabe = (modul: URL, name: string) => `${modul.pathname.split('/').slice(-2).join('/')}#${name}`;

/** Runs the export `name` of the module at `modul` (a file URL) in a worker thread. */
export async function imArbeiter<T>(modul: URL, name: string, eingabe: unknown, transferList?: ArrayBuffer[]): Promise<T> {
  const ergebnis = (await arbeiter().run(eingabe, { filename: modul.href, name, transferList })) as T;
  erledigt.set(aufgabe(modul, name), (erledigt.get(aufgabe(modul, name)) ?? 0) + 1);
  return ergebnis;
}

/** The tasks the workers finished in this process, by module and export: for /metrics, and for tests that show work left the event loop. */
export function erledigteAufgaben(): ReadonlyMap<string, number> {
  return erledigt;
}

/** Ends the worker threads with the server. */
export async function beendeArbeiter(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}
