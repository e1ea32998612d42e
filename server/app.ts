import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import { API_VERSION } from '../src/domain/apiVersion';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { verbinde, type DialectName } from './db/connect';
import { migriere } from './db/migrate';
import type { Database } from './db/schema';
import { seedeDemodaten } from './db/seed';
import { Postausgang } from './mail/postausgang';
import { dateiTransport, smtpTransport } from './mail/transport';
import { apiVersion } from './plugins/apiVersion';
import { istApiAnfrage, normalisierterPfad } from './plugins/apiPfad';
import { authentifizierung } from './plugins/authentifizierung';
import { eingabeZeichen } from './plugins/eingabeZeichen';
import { fehlerbehandlung, rahmenFehler } from './plugins/fehlerbehandlung';
import { ratenlimitSpeicher } from './plugins/ratenlimitSpeicher';
import { validatorCompiler } from './plugins/validatoren';
import { xsrf } from './plugins/xsrf';
import { ausschreibungAdminRoutes } from './routes/ausschreibungAdmin';
import { ausschreibungHistorieRoutes } from './routes/ausschreibungHistorie';
import { benutzerdatenRoutes } from './routes/benutzerdaten';
import { dashboardRoutes } from './routes/dashboard';
import { downloadRoutes } from './routes/download';
import { encryptionRoutes } from './routes/encryption';
import { evuAusschreibungRoutes } from './routes/evuAusschreibung';
import { kundeAusschreibungRoutes } from './routes/kundeAusschreibung';
import { mitgliedRoutes } from './routes/mitglied';
import { personenAdminRoutes } from './routes/personenAdmin';
import { protokollRoutes } from './routes/protokoll';
import { registrierungRoutes } from './routes/registrierung';
import { robotsRoutes } from './routes/robots';
import { seitenRoutes } from './routes/seiten';
import { sitzungenRoutes } from './routes/sitzungen';
import { tokenRoutes } from './routes/token';
import { uploadRoutes } from './routes/upload';
import { zweiteFaktorenRoutes } from './routes/zweiteFaktoren';
import { Anmeldung } from './services/anmeldung';
import { AusschreibungAdmin } from './services/ausschreibungAdmin';
import { EvuAngebot } from './services/evuAngebot';
import { KundeAusschreibung } from './services/kundeAusschreibung';
import { wendeFristenAn } from './services/fristen';
import { MemberTokens } from './services/memberTokens';
import { Mitglied } from './services/mitglied';
import { PersonenAdminAktionen } from './services/personenAdminAktionen';
import { Aktivierungsversand } from './services/personenAdminAktivierung';
import { PersonenAdminLoeschen } from './services/personenAdminLoeschen';
import { PersonenAdminSpeichern } from './services/personenAdminSpeichern';
import { Registrierung } from './services/registrierung';
import { ZweiteFaktorVerwaltung } from './services/zweiteFaktorVerwaltung';
import { serverSecret } from './services/serverSecret';
import { Sitzungen } from './services/sitzungen';
import { VerschluesselungsSchluessel } from './services/verschluesselungsSchluessel';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    clock: Clock;
    postausgang: Postausgang;
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
  const { db, dialect } = await verbinde(config.databaseUrl);
  await migriere(db);
  if (config.seedDemo) await seedeDemodaten(db, clock);

  const app = Fastify({
    logger: optionen.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: rahmenFehler,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  if (optionen.beiRoute) app.addHook('onRoute', optionen.beiRoute);

  // A bodiless call (activate-user, freigeben) may still say "application/json"; an empty body is no body.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else jsonParser(request, body.toString(), done);
  });

  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.decorate('clock', clock);

  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : dateiTransport(config.mailDir, (text) => app.log.info(text));
  const postausgang = new Postausgang(db, clock, transport, app.log);
  app.decorate('postausgang', postausgang);
  if (config.scheduler) {
    const takt = setInterval(() => postausgang.anstossen(), 15_000);
    takt.unref();
    // Reads apply overdue transitions too; the scheduler makes them happen (and mail) without a reader.
    const fristenTakt = setInterval(() => void wendeFristenAn(db, clock).catch((err) => app.log.error({ err }, 'Fristen')), config.fristenTaktMs);
    fristenTakt.unref();
    app.addHook('onClose', async () => {
      clearInterval(takt);
      clearInterval(fristenTakt);
    });
  }
  app.addHook('onClose', async () => {
    await postausgang.beende();
    transport.schliesse();
    await db.destroy();
  });

  const schluessel = new VerschluesselungsSchluessel(db, clock);
  const sitzungen = new Sitzungen(db, clock);
  const anmeldung = new Anmeldung(db, clock, schluessel, sitzungen);
  const memberTokens = new MemberTokens(clock);
  const mitglied = new Mitglied(db, clock, memberTokens, schluessel, sitzungen, postausgang, config.publicUrl);

  await app.register(fehlerbehandlung);
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
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(rateLimit, { global: false, store: ratenlimitSpeicher(db, clock) });
  await app.register(apiVersion);
  await app.register(xsrf, { secret: await serverSecret(db, 'xsrf'), secure: config.publicUrl.startsWith('https:') });
  await app.register(authentifizierung, { sitzungen });
  await app.register(eingabeZeichen);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Energieausschreibungsportal API', version: API_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(encryptionRoutes, { schluessel });
  await app.register(tokenRoutes, { anmeldung, limitProMinute: config.anmeldeLimitProMinute });
  await app.register(sitzungenRoutes, { sitzungen });
  await app.register(mitgliedRoutes, { mitglied, limitProMinute: config.anmeldeLimitProMinute });
  await app.register(registrierungRoutes, {
    registrierung: new Registrierung(db, clock, schluessel, memberTokens, postausgang, config.publicUrl),
    limitProMinute: config.anmeldeLimitProMinute,
  });
  await app.register(zweiteFaktorenRoutes, { verwaltung: new ZweiteFaktorVerwaltung(db, clock, memberTokens) });
  await app.register(dashboardRoutes, { clock });
  await app.register(protokollRoutes, { clock, clientLogLevel: config.clientLogLevel });
  await app.register(seitenRoutes, { inhaltDir: config.inhaltDir, publicSiteUrl: config.publicSiteUrl });
  await app.register(robotsRoutes);
  const ausschreibungAdmin = new AusschreibungAdmin(db, clock, postausgang, config.publicUrl);
  await app.register(ausschreibungAdminRoutes, { admin: ausschreibungAdmin });
  await app.register(ausschreibungHistorieRoutes);
  await app.register(downloadRoutes);
  await app.register(uploadRoutes);
  await app.register(kundeAusschreibungRoutes, {
    kundeAusschreibung: new KundeAusschreibung(db, clock, ausschreibungAdmin, postausgang, config.publicUrl),
  });
  await app.register(evuAusschreibungRoutes, { angebote: new EvuAngebot(db, clock) });
  await app.register(benutzerdatenRoutes, { memberTokens, publicUrl: config.publicUrl, limitProMinute: config.anmeldeLimitProMinute });
  const aktivierungsversand = new Aktivierungsversand(clock, memberTokens, postausgang, config.publicUrl);
  await app.register(personenAdminRoutes, {
    speichern: new PersonenAdminSpeichern(db, clock, aktivierungsversand),
    aktionen: new PersonenAdminAktionen(db, clock, dialect, sitzungen, aktivierungsversand),
    loeschen: new PersonenAdminLoeschen(db, clock, dialect),
  });

  await registriereOberflaeche(app, config.staticDir);
  return app;
}

/**
 * Paths that name a file, not a page of the app: a missing chunk, icon or source map is a 404, never index.html
 * (a browser would run HTML as a script or cache it as the icon). Source maps may lie in the build (to read the
 * client log's stack traces) but are never served.
 */
const KEINE_SEITE = /^\/assets\/|\.[a-z0-9]{1,8}$/i;

/** Serves the built app; any other GET that is not an API path gets index.html (history fallback). */
async function registriereOberflaeche(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const index = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const hatOberflaeche = !!index && fs.existsSync(index);
  if (hatOberflaeche) {
    await app.register(fastifyStatic, {
      root: staticDir!,
      index: false,
      wildcard: false,
      globIgnore: ['**/*.map'],
      // Chunk files carry a content hash and may be cached for good; index.html names them and may not.
      setHeaders: (res, datei) => {
        res.header('cache-control', datei.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const istOberflaeche = !istApiAnfrage(request) && !KEINE_SEITE.test(normalisierterPfad(request.url));
    if (istOberflaeche && hatOberflaeche && (request.method === 'GET' || request.method === 'HEAD')) {
      // index.html must never be cached: it names the current chunk files.
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(index!));
    }
    return reply.status(404).send({ message: 'Die angeforderte Adresse gibt es nicht.' });
  });
}
