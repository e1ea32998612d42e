import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

declare module '@fastify/rate-limit' {
  interface RateLimitOptions {
    /**
     * `METHOD /path` of the endpoint a route's hits count for, when one endpoint answers at more than one path (the
     * token endpoint also at TOKEN_PATH): they share its count, so a second path does not double the limit. Without
     * it each limited route counts on its own.
     */
    endpunkt?: string;
  }
}

/** Rows of ended windows are deleted at most this often per instance (one DELETE, on the hit that is due). */
const BEREINIGUNG_MS = 60_000;

/**
 * A store for @fastify/rate-limit (its `store` option) in the database. Behind a load balancer every instance
 * counts into the same row, so ANMELDE_LIMIT_PRO_MINUTE holds per IP for the whole installation instead of
 * per process. Fixed windows as in the library's in-memory store: the first hit opens a window of
 * `timeWindow`, each further hit in it counts one up; one atomic upsert per hit, so parallel hits on several
 * instances never lose a count. SQLite (one instance) uses it as well: one code path tested on both engines,
 * and the sign-in routes it guards write to the database anyway.
 */
export function rateLimitStore(db: Kysely<Database>, clock: Clock): FastifyRateLimitStoreCtor {
  let naechsteBereinigung = 0;

  const zaehle = async (schluessel: string, fensterMs: number): Promise<{ current: number; ttl: number }> => {
    const jetzt = clock.now();
    if (jetzt >= naechsteBereinigung) {
      naechsteBereinigung = jetzt + BEREINIGUNG_MS;
      await db.deleteFrom('ratenlimit').where('fenster_ende', '<=', jetzt).execute();
    }
    const abgelaufen = sql<boolean>`ratenlimit.fenster_ende <= ${jetzt}`;
    const zeile = await db
      .insertInto('ratenlimit')
      .values({ schluessel, anzahl: 1, fenster_ende: jetzt + fensterMs })
      .onConflict((oc) =>
        oc.column('schluessel').doUpdateSet({
          anzahl: sql`CASE WHEN ${abgelaufen} THEN 1 ELSE ratenlimit.anzahl + 1 END`,
          fenster_ende: sql`CASE WHEN ${abgelaufen} THEN ${jetzt + fensterMs} ELSE ratenlimit.fenster_ende END`,
        }),
      )
      .returning(['anzahl', 'fenster_ende'])
      .executeTakeFirstOrThrow();
    return { current: zeile.anzahl, ttl: zeile.fenster_ende - jetzt };
  };

  class Speicher implements FastifyRateLimitStore {
    /** `METHOD /route/pattern`, or the route's `endpunkt`: each limited endpoint counts on its own, as with the in-memory store */
    constructor(
      _optionen: unknown,
      private readonly route = '',
    ) {}

    incr(ip: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      zaehle(`${this.route} ${ip}`, timeWindow).then(
        (ergebnis) => callback(null, ergebnis),
        (fehler: Error) => callback(fehler),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The library hands in each limited route's rate-limit options with `routeInfo` (README, "Custom store"); its
      // types say the route's options instead.
      const { routeInfo, endpunkt } = routeOptions as unknown as { routeInfo: { method: string | string[]; url: string }; endpunkt?: string };
      return new Speicher(routeOptions, endpunkt ?? `${String(routeInfo.method)} ${routeInfo.url}`);
    }
  }
  return Speicher;
}
