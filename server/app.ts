import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Kysely } from 'kysely';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { verbinde, type DialectName } from './db/connect';
import { migriere } from './db/migrate';
import { OPTIMIZE_INTERVAL_MS, optimizeUsedTables, optimizeAllTables } from './db/plannerStatistics';
import type { Database } from './db/schema';
import { seedeDemodaten } from './demodaten/seed';
import { Outbox } from './mail/outbox';
import { dateiTransport, smtpTransport } from './mail/transport';
import { apiVersion } from './plugins/apiVersion';
import { isApiRequest, isChunkRequest, normalizedPath } from './plugins/apiPath';
import { authentication } from './plugins/authentication';
import { inputCharacters } from './plugins/inputCharacters';
import { errorHandler, frameworkError, clientError } from './plugins/errorHandler';
import { jsonBodyParser } from './plugins/jsonBodyParser';
import { openapi } from './plugins/openapi';
import { compression } from './plugins/compression';
import { downloadSandbox } from './plugins/downloadSandbox';
import { rateLimitStore } from './plugins/rateLimitStore';
import { requestQueue } from './plugins/requestQueue';
import { lazySerializers } from './plugins/serializers';
import { validatorCompiler } from './plugins/validators';
import { xsrf } from './plugins/xsrf';
import { anmeldung } from './anmeldung';
import { betrieb } from './betrieb';
import { metriken } from './betrieb/metriken.plugin';
import { verbindungsOptionen } from './betrieb/connections';
import { anmeldungServices } from './anmeldung/services.plugin';
import { angebot } from './angebot';
import { auktion } from './auktion';
import { ausschreibung } from './ausschreibung';
import { fristen } from './ausschreibung/fristen.plugin';
import { benutzerdaten } from './benutzerdaten';
import { dashboard } from './dashboard';
import { dokumente } from './dokumente';
import { lastgang } from './lastgang';
import { mitglied } from './mitglied';
import { mitgliedServices } from './mitglied/services.plugin';
import { personen } from './personen';
import { protokoll } from './protokoll';
import { ressourcen } from './ressourcen';
import { seiten } from './seiten';
import { beendeArbeiter, richteArbeiterEin } from './shared/arbeiter/pool';
import { Profile } from './plugins/profile';
import { serverSecret } from './shared/serverSecret';
import { startSchedule } from './shared/schedule';
import { cutRunningDownloads } from './shared/stalledDownload';
import { vergabe } from './vergabe';
import { nachweisAblauf } from './zulassung/ablauf.plugin';
import { benachrichtigung } from './benachrichtigung';
import { zulassung } from './zulassung';
import { zulassungAdmin } from './zulassung/admin.index';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** for long streamed reads only (server/db/connect.ts) */
    streamDb: Kysely<Database>;
    dialect: DialectName;
    clock: Clock;
    config: Config;
    outbox: Outbox;
  }
}

export interface AppOptionen {
  clock?: Clock;
  /** pino options or false; tests pass false */
  logger?: boolean | object;
  /** sees every route as it is registered, with its schemas (the bad-input tests derive their cases from it) */
  beiRoute?: (route: RouteOptions) => void;
}

/** Builds the whole server: database (migrated, seeded when empty), plugins, routes, the single-page app. */
export async function buildApp(config: Config, optionen: AppOptionen = {}): Promise<FastifyInstance> {
  const clock = optionen.clock ?? systemClock;
  const { db, streamDb, dialect, schliesse: schliesseDatenbank } = await verbinde(config.databaseUrl);
  await migriere(db);
  if (config.seedDemo) await seedeDemodaten(db, clock);
  await optimizeAllTables(db);

  const app = Fastify({
    logger: optionen.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
    ...verbindungsOptionen(config),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  if (optionen.beiRoute) app.addHook('onRoute', optionen.beiRoute);

  await app.register(jsonBodyParser);

  app.decorate('db', db);
  app.decorate('streamDb', streamDb);
  app.decorate('dialect', dialect);
  app.decorate('clock', clock);
  app.decorate('config', config);
  richteArbeiterEin({ fristMs: config.arbeiterFristMs, jeBenutzer: config.arbeiterJeBenutzer });
  app.decorate('profile', new Profile(db));

  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : dateiTransport(config.mailDir, (text) => app.log.info(text));
  const outbox = new Outbox(db, clock, transport, app.log);
  app.decorate('outbox', outbox);
  startSchedule(app, 'Postausgang', 15_000, () => outbox.anstossen());
  startSchedule(app, 'Planerstatistik', OPTIMIZE_INTERVAL_MS, () => optimizeUsedTables(db));
  app.addHook('preClose', async () => cutRunningDownloads(app.server));
  app.addHook('onClose', async () => {
    await outbox.beende();
    transport.schliesse();
    await schliesseDatenbank();
    await beendeArbeiter();
  });

  await app.register(errorHandler);
  await app.register(metriken);
  await app.register(compression);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Emotion (MUI) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
  });
  // After helmet: its policy for the app's pages is replaced on files to save.
  await app.register(downloadSandbox);
  // After helmet, so a refusal carries its headers; before everything that reads the database.
  await app.register(requestQueue);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(rateLimit, { global: false, store: rateLimitStore(db, clock) });
  await app.register(apiVersion);
  await app.register(xsrf, { secret: await serverSecret(db, 'xsrf'), secure: config.publicUrl.startsWith('https:') });
  await app.register(anmeldungServices);
  await app.register(mitgliedServices);
  await app.register(authentication);
  await app.register(fristen);
  await app.register(nachweisAblauf);
  await app.register(inputCharacters);

  await app.register(openapi);
  await app.register(betrieb);

  await app.register(anmeldung);
  await app.register(mitglied);
  await app.register(benutzerdaten);
  await app.register(ausschreibung);
  await app.register(angebot);
  await app.register(auktion);
  await app.register(personen);
  await app.register(ressourcen);
  await app.register(dokumente);
  await app.register(lastgang);
  await app.register(protokoll);
  await app.register(seiten);
  await app.register(dashboard);
  await app.register(vergabe);
  await app.register(benachrichtigung);
  await app.register(zulassung);
  await app.register(zulassungAdmin);

  await registriereOberflaeche(app, config.staticDir);
  return app;
}

/**
 * Paths that name a file (like those under /assets/, `isChunkRequest`), not a page of the app: a missing chunk, icon
 * or source map is a 404, never index.html
 * (a browser would run HTML as a script or cache it as the icon). Source maps may lie in the build (to read the
 * client log's stack traces) but are never served.
 */
const DATEINAME = /\.[a-z0-9]{1,8}$/i;

/**
 * Helmet's headers that only a document obeys. A chunk or stylesheet does not frame, open windows or run as a page,
 * and on HTTP/1.1 these ~650 bytes went out again with each of the 50-odd chunks an area's first page loads. The
 * chunks keep nosniff, Cross-Origin-Resource-Policy, HSTS and Referrer-Policy (a stylesheet's own requests follow it).
 */
const NUR_FUER_DOKUMENTE = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A web worker's script (Vite names it x.worker-hash.js) runs under the policy sent with it, not the page's: it keeps the CSP. */
const WORKER_SKRIPT = /\.worker-[\w-]+\.js$/;

/** Serves the built app; any other GET that is not an API path gets index.html (history fallback). */
async function registriereOberflaeche(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const index = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const hatOberflaeche = !!index && fs.existsSync(index);
  if (hatOberflaeche) {
    await app.register(fastifyStatic, {
      root: staticDir!,
      index: false,
      wildcard: false,
      // The build writes x.js.br and x.js.gz beside x.js; they are sent for x.js, never under their own names.
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
      preCompressed: true,
      // Chunk files carry a content hash and may be cached for good; index.html names them and may not.
      setHeaders: (res, datei) => {
        const gehasht = path.relative(staticDir!, datei).split(path.sep)[0] === 'assets';
        res.header('cache-control', gehasht ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Helmet wrote them on the raw response, before the route ran.
        if (gehasht) for (const name of NUR_FUER_DOKUMENTE) if (name !== 'content-security-policy' || !WORKER_SKRIPT.test(datei)) res.raw.removeHeader(name);
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const istOberflaeche = !isApiRequest(request) && !isChunkRequest(request.url) && !DATEINAME.test(normalizedPath(request.url));
    if (istOberflaeche && hatOberflaeche && (request.method === 'GET' || request.method === 'HEAD')) {
      // index.html must never be cached: it names the current chunk files.
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(index!));
    }
    return reply.status(404).send({ message: 'Die angeforderte Adresse gibt es nicht.' });
  });
}
