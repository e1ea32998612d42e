import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import type { Config } from '../config';

/**
 * The HTTP server's timeouts, as Fastify options. With the defaults an idle or slowly sent connection stayed for
 * about 90 s: Fastify keeps an idle connection 72 s, Node allows 60 s for the header and looks only every 30 s.
 */
export function verbindungsOptionen(config: Config) {
  return {
    // A request that comes while the server closes gets the German 503 below, not Fastify's English one.
    return503OnClosing: false,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // How often Node looks for connections past these timeouts: a quarter of the header's, at most every second.
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(config.headersTimeoutMs / 4))),
    },
  };
}

export const WIRD_BEENDET = 'Der Server wird gerade beendet oder neu gestartet. Bitte versuchen Sie es in einigen Sekunden erneut.';

/**
 * The connections themselves: at most `connectionsPerIp` open per address (one more is closed at once, before
 * it costs a parser or a timer for long), none left open idle while the server shuts down, and no work begun once
 * it closes.
 */
export const verbindungen = fp(async (app: FastifyInstance) => {
  const server = app.server;

  // Once the server closes, a request that still arrives on an open connection is not begun: 503, which a load
  // balancer may send on to another instance (deploy/nginx), whatever its method. One that arrived before is
  // answered, even if it still waits in the request queue.
  let schliesst = false;
  const nachDemSchliessen = new WeakSet<IncomingMessage>();
  app.addHook('preClose', async () => {
    schliesst = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!nachDemSchliessen.has(request.raw)) return done();
    void reply.status(503).header('retry-after', '1').header('cache-control', 'no-store').send({ message: WIRD_BEENDET, errors: {} });
  });

  // From SIGTERM on, every answer says `Connection: close`, so clients and the load balancer open their next
  // connection elsewhere. An answer whose header went out before (an auction stream, ended as the server closes)
  // leaves its connection idle when it ends; once the server closes, such a connection is closed then, not after
  // the keep-alive timeout, which the shutdown would otherwise wait for.
  server.prependListener('request', (request, response) => {
    if (schliesst) nachDemSchliessen.add(request);
    if (app.betrieb.wirdBeendet) response.setHeader('connection', 'close');
    response.once('finish', () => {
      if (schliesst) server.closeIdleConnections();
    });
  });

  const grenze = app.config.connectionsPerIp;
  if (grenze <= 0) return;
  const abgewiesen = new Counter({
    name: 'verbindungen_abgewiesen_total',
    help: 'Verbindungen über der Grenze je Adresse (CONNECTIONS_PER_IP), sofort geschlossen',
    registers: [app.metriken.registry],
  });
  const offen = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const adresse = socket.remoteAddress;
    if (adresse === undefined) return; // already gone
    const anzahl = offen.get(adresse) ?? 0;
    if (anzahl >= grenze) {
      abgewiesen.inc();
      socket.destroy();
      return;
    }
    offen.set(adresse, anzahl + 1);
    socket.once('close', () => {
      const rest = offen.get(adresse)! - 1;
      if (rest > 0) offen.set(adresse, rest);
      else offen.delete(adresse);
    });
  });
});
