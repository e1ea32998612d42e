import type { ListenAnfrage } from '../server/ausschreibung/liste.queries';
import { HttpClient, starteServerProzess } from '../tests/server/hilfen/serverProzess';
import { perzentil } from './messdatenbank';

export const LISTE = '/api/ausschreibungasadmin';
/** The administrator's list as the browser asks for it: status 1+2, Strom, latest Angebotsfrist first, 25 a page. */
export const listenPfad = (seite: number) =>
  `${LISTE}?request.filter.status=1&request.filter.status=2&request.filter.typen=1&request.ordering.key=angebotsfrist&request.ordering.direction=2&request.paging.size=25&request.paging.index=${seite}`;
/** The same request as the service gets it. */
export const listenAnfrage = (seite: number): ListenAnfrage => ({
  filter: { status: [1, 2], typen: [1] },
  ordering: { key: 'angebotsfrist', direction: 2 },
  paging: { size: 25, index: seite },
});
const LETZTE_SEITE = 400;
/** The pages a run asks for, spread over 0 … 400 in a fixed order. */
export const seiten = (runden: number) => Array.from({ length: runden }, (_, i) => (i * 7919) % (LETZTE_SEITE + 1));

/** The cheapest signed-in call: the session check and one tiny query. */
const TRIVIAL = '/framework/api/member/sessions';
/**
 * p50/p95 over real HTTP (one keep-alive connection, the browser's Accept-Encoding, the body read and decoded)
 * of the tender list on pages spread up to page 400, beside the trivial signed-in call, interleaved in one run.
 */
export async function messeListeHttp(databaseUrl: string, runden = 200) {
  const server = await starteServerProzess({ DATABASE_URL: databaseUrl, SCHEDULER: 'false', LOG_LEVEL: 'info' });
  try {
    const token = (await new HttpClient(server.url).anmelden('admin')).access_token;
    const koepfe = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
    const hole = async (pfad: string) => {
      const start = performance.now();
      const antwort = await fetch(server.url + pfad, { headers: koepfe });
      const text = await antwort.text();
      if (antwort.status !== 200) throw new Error(`${pfad}: ${antwort.status} ${text}`);
      return { ms: performance.now() - start, text };
    };
    for (let i = 0; i < 10; i++) {
      await hole(listenPfad(i));
      await hole(TRIVIAL);
    }
    const liste: number[] = [];
    const trivial: number[] = [];
    let total = 0;
    for (const seite of seiten(runden)) {
      const l = await hole(listenPfad(seite));
      liste.push(l.ms);
      total = (JSON.parse(l.text) as { total: number }).total;
      trivial.push((await hole(TRIVIAL)).ms);
    }
    return {
      liste: { p50: perzentil(liste, 50), p95: perzentil(liste, 95) },
      trivial: { p50: perzentil(trivial, 50), p95: perzentil(trivial, 95) },
      total,
    };
  } finally {
    await server.beende();
  }
}
