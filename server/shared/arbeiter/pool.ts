import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AnfrageAbgebrochen, Ausgelastet, ZuVieleAuftraege } from '../errors';
import { arbeiterModul, AUS_DEM_BUILD, type ArbeiterModul } from './module';

/**
 * The worker threads that take the work no request may do in the event loop (DESIGN.md section 9: no request
 * holds it for more than 100 ms): reading spreadsheets, rendering PDFs. Each task names its own module (`module.ts`);
 * from the sources the workers load TypeScript through tsx, also when a test runner imported the server; the built
 * server's workers load its JavaScript as it is.
 *
 * A few threads serve every user, so no task may keep one for long and no user may take them all (issue 41: one
 * crafted upload held a thread for twelve minutes while every other PDF and import waited). Each task has a
 * deadline on its running time, ends when its client leaves, waits in a queue of bounded length, and one user has
 * at most a few tasks in the pool at once. A task that is ended takes its thread with it (piscina terminates the
 * thread, whatever the task does, and starts another for the next task).
 */

export interface PoolGrenzen {
  threads: number;
  /**
   * Running time of one task, queueing not counted (piscina does not say when a task starts: a thread that starts
   * for it, after one was ended, counts in); past it the task ends with its thread.
   */
  fristMs: number;
  /** Tasks that may wait for a thread; one more is refused. */
  warteschlange: number;
  /** Tasks of one user in the pool at once, waiting or running; one more is refused. */
  jeBenutzer: number;
}

/** Whose task it is, and the signal that ends it when the client went away. */
export interface Auftraggeber {
  benutzerId: number;
  abbruch: AbortSignal;
}

export interface Auftrag {
  fuer: Auftraggeber;
  /** The German answer when the task exceeds its deadline: what could not be done, and what the user may do. */
  zuLang: string;
  transferList?: ArrayBuffer[];
}

export const ARBEITER_MELDUNG = {
  ausgelastet: 'Der Server ist gerade mit Dateien und Dokumenten anderer Nutzer ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.',
  jeBenutzer: (n: number) => `Sie haben bereits ${n} Dateien oder Dokumente in Bearbeitung. Bitte warten Sie, bis eines davon fertig ist.`,
} as const;

/** Seconds after which asking again is worth it: a usual task takes a second or two, a queue a few of them. */
const WIEDER_VERSUCHEN_S = 10;

/** What the pool turned away or ended, by reason, since the process started: for /metrics and the tests. */
export type Abweisung = 'frist' | 'getrennt' | 'warteschlange' | 'benutzer';

/** `lastgang/dateiPruefen#pruefeLastgangDatei`, the same from the sources and from the build. */
const aufgabe = (modul: URL, name: string) => `${modul.pathname.split('/').slice(-2).join('/').replace(/\.(ts|js)$/, '')}#${name}`;

export class Arbeiterpool {
  private readonly piscina: Piscina;
  private laufend = 0;
  /** Tasks waiting for a thread, first come first served: each starts when called. */
  private readonly wartend: (() => void)[] = [];
  private readonly jeBenutzer = new Map<number, number>();
  readonly erledigt = new Map<string, number>();
  readonly abgewiesen = new Map<Abweisung, number>();

  constructor(private readonly grenzen: PoolGrenzen) {
    this.piscina = new Piscina({
      maxThreads: grenzen.threads,
      minThreads: 0,
      idleTimeout: 30_000,
      // The pool never hands piscina more tasks than threads: these wait only while a replaced thread starts.
      maxQueue: grenzen.threads,
      // The ZIP and XML of a spreadsheet stay within the import's limits; a task that grows past this is ended.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
      execArgv: AUS_DEM_BUILD ? [] : ['--import', 'tsx'],
    });
  }

  /** Runs the export `name` of the module at `modul` (a file URL) in a worker thread for `auftrag.fuer`. */
  async run<T>(modul: URL, name: string, eingabe: unknown, auftrag: Auftrag): Promise<T> {
    const { benutzerId, abbruch } = auftrag.fuer;
    if (abbruch.aborted) throw this.weise('getrennt', new AnfrageAbgebrochen());
    const eigene = this.jeBenutzer.get(benutzerId) ?? 0;
    if (eigene >= this.grenzen.jeBenutzer) throw this.weise('benutzer', new ZuVieleAuftraege(ARBEITER_MELDUNG.jeBenutzer(eigene), WIEDER_VERSUCHEN_S));
    if (this.laufend >= this.grenzen.threads && this.wartend.length >= this.grenzen.warteschlange) {
      throw this.weise('warteschlange', new Ausgelastet(ARBEITER_MELDUNG.ausgelastet, WIEDER_VERSUCHEN_S));
    }
    this.jeBenutzer.set(benutzerId, eigene + 1);
    try {
      await this.einThread(abbruch);
      try {
        const ergebnis = await this.arbeite<T>(modul, name, eingabe, auftrag);
        this.erledigt.set(aufgabe(modul, name), (this.erledigt.get(aufgabe(modul, name)) ?? 0) + 1);
        return ergebnis;
      } finally {
        this.laufend--;
        this.wartend.shift()?.();
      }
    } finally {
      const rest = this.jeBenutzer.get(benutzerId)! - 1;
      if (rest) this.jeBenutzer.set(benutzerId, rest);
      else this.jeBenutzer.delete(benutzerId);
    }
  }

  /** Tasks running and waiting now. */
  stand(): { laufend: number; wartend: number } {
    return { laufend: this.laufend, wartend: this.wartend.length };
  }

  destroy(): Promise<void> {
    return this.piscina.destroy();
  }

  /** Resolves once the task holds one of the threads; a client that leaves meanwhile takes its task from the queue. */
  private einThread(abbruch: AbortSignal): Promise<void> {
    if (this.laufend < this.grenzen.threads) {
      this.laufend++;
      return Promise.resolve();
    }
    return new Promise((weiter, abgelehnt) => {
      const start = () => {
        abbruch.removeEventListener('abort', verlassen);
        this.laufend++;
        weiter();
      };
      const verlassen = () => {
        this.wartend.splice(this.wartend.indexOf(start), 1);
        abgelehnt(this.weise('getrennt', new AnfrageAbgebrochen()));
      };
      abbruch.addEventListener('abort', verlassen, { once: true });
      this.wartend.push(start);
    });
  }

  private async arbeite<T>(modul: URL, name: string, eingabe: unknown, { fuer, zuLang, transferList }: Auftrag): Promise<T> {
    const frist = AbortSignal.timeout(this.grenzen.fristMs);
    try {
      return (await this.piscina.run(eingabe, { filename: modul.href, name, transferList, signal: AbortSignal.any([frist, fuer.abbruch]) })) as T;
    } catch (fehler) {
      if (fuer.abbruch.aborted) throw this.weise('getrennt', new AnfrageAbgebrochen());
      if (frist.aborted) throw this.weise('frist', new Ausgelastet(zuLang, WIEDER_VERSUCHEN_S));
      throw fehler;
    }
  }

  private weise<E extends Error>(grund: Abweisung, fehler: E): E {
    this.abgewiesen.set(grund, (this.abgewiesen.get(grund) ?? 0) + 1);
    return fehler;
  }
}

/** The pool of this process, sized by the server's settings (`richteArbeiterEin`) when it starts. */
let pool: Arbeiterpool | undefined;
const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
let grenzen: PoolGrenzen = { threads: THREADS, fristMs: 30_000, warteschlange: 8 * THREADS, jeBenutzer: 2 };

/** The server's settings for the pool; a pool already running keeps its own until it ends. */
export function richteArbeiterEin(einstellungen: { fristMs: number; jeBenutzer: number }): void {
  grenzen = { ...grenzen, ...einstellungen };
}

/** Runs the export `name` of the worker module `modul` in a worker thread of the process's pool. */
export function imArbeiter<T>(modul: ArbeiterModul, name: string, eingabe: unknown, auftrag: Auftrag): Promise<T> {
  pool ??= new Arbeiterpool(grenzen);
  return pool.run<T>(arbeiterModul(modul), name, eingabe, auftrag);
}

/** Finished tasks by worker module and export, `lastgang/dateiPruefen#pruefeLastgangDatei`, of the process's pool. */
const bisher = new Map<string, number>();
const abgewiesenBisher = new Map<Abweisung, number>();

/** The tasks the workers finished in this process, by module and export: for /metrics, and for tests that show work left the event loop. */
export function erledigteAufgaben(): ReadonlyMap<string, number> {
  return summe(bisher, pool?.erledigt);
}

/** Tasks refused or ended by the pool's bounds in this process, by reason: for /metrics. */
export function abgewieseneAufgaben(): ReadonlyMap<Abweisung, number> {
  return summe(abgewiesenBisher, pool?.abgewiesen);
}

function summe<K>(vorher: Map<K, number>, jetzt: Map<K, number> | undefined): Map<K, number> {
  const gesamt = new Map(vorher);
  for (const [k, n] of jetzt ?? []) gesamt.set(k, (gesamt.get(k) ?? 0) + n);
  return gesamt;
}

/** Ends the worker threads with the server; the counts stay for the process. */
export async function beendeArbeiter(): Promise<void> {
  const p = pool;
  pool = undefined;
  if (!p) return;
  for (const [k, n] of p.erledigt) bisher.set(k, (bisher.get(k) ?? 0) + n);
  for (const [k, n] of p.abgewiesen) abgewiesenBisher.set(k, (abgewiesenBisher.get(k) ?? 0) + n);
  await p.destroy();
}
