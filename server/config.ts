import path from 'node:path';
import { GEBOT_BESTAETIGEN_AB_PROZENT } from '../domain/auktion/plausibilitaet';
import { leseNachweisPflicht, type Anforderung } from '../domain/zulassung/fehlend';
import { NACHWEISE_PFLICHT_STANDARD } from '../domain/zulassung/nachweise';

/** Everything the server reads from the environment (DESIGN.md section 3), each with a working default. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  smtpUrl: string | undefined;
  publicUrl: string;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Directory of the built single-page app; absent in API-only test runs. */
  staticDir: string | undefined;
  /** Where mails go as .eml files when no SMTP server is configured. */
  mailDir: string;
  /** Sign-in attempts per IP and minute on the token and member endpoints (429 beyond). */
  anmeldeLimitProMinute: number;
  /** Threshold from which browsers send their log messages to the server. */
  clientLogLevel: 'debug' | 'info' | 'warn' | 'error';
  /** The broker's own website; when set, the public pages link there instead of showing content/seiten/. */
  publicSiteUrl: string | undefined;
  /** Markdown of the public pages. */
  inhaltDir: string;
  /** Runs the deadline scheduler; several instances may all run it (transitions happen exactly once). */
  scheduler: boolean;
  /** How often the scheduler looks for passed deadlines: a deadline takes effect at most this late without a reader. */
  fristenTaktMs: number;
  /** Bearer token that /metrics requires; without it /metrics answers 404. */
  metricsToken: string | undefined;
  /** /health/ready answers 503 once the oldest undelivered mail is older than this. */
  mailStauMinuten: number;
  /** A streamed download (CSV export) whose client takes nothing for this long is cut, ending its database cursor. */
  downloadStallMs: number;
  /** Unanswered bidders' questions one EVU may have on one tender at a time (409 beyond). */
  bieterfragenOffenHoechstens: number;
  /** Bidders' questions one EVU account may post per minute (429 beyond). */
  bieterfragenProMinute: number;
  /** On SIGTERM: how long /health/ready answers 503 while requests are still served, before the server closes. */
  shutdownDelayMs: number;
  /** A further path of the token endpoint for older clients' password grant (SPEC.md section 7); under /api or /framework. */
  tokenPfad: string | undefined;
  /** Who reads the OpenAPI document and its UI at /api/docs: anyone, signed-in administrators, nobody. */
  apiDocs: ApiDocs;
  /** A request's header must have arrived within this from the connection's start or its own first byte (408). */
  headersTimeoutMs: number;
  /** A whole request, body included, must have arrived within this (408); uploads are at most 8 MB. */
  requestTimeoutMs: number;
  /** An open connection without a request is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections one address may hold; one more is closed at once. 0: no cap (a proxy in front caps per client). */
  connectionsPerIp: number;
  /** Bytes an auction stream may hold that its client has not taken; a slower reader is disconnected (and reconnects). */
  auktionStromPufferBytes: number;
  /** Running time of one task in the worker pool (PDFs, spreadsheets); past it the task ends and its request gets 503. */
  arbeiterFristMs: number;
  /** Tasks of one user in the worker pool at once, waiting or running (429 beyond). */
  arbeiterJeBenutzer: number;
  /** An auction bid more than this many percent below the bidder's own price or the best Jahreskosten needs `bestaetigt: true` (409 without). */
  gebotBestaetigenAbProzent: number;
  /** NACHWEISE_PFLICHT: the proofs an EVU's Zulassung requires; each entry is met by any one of its kinds */
  nachweisPflicht: Anforderung[];
}

export const API_DOCS = ['public', 'admin', 'off'] as const;
export type ApiDocs = (typeof API_DOCS)[number];

/** API_DOCS, by default for administrators in production and open elsewhere; a misspelt value stops the start. */
function apiDocs(env: NodeJS.ProcessEnv): ApiDocs {
  const wert = env.API_DOCS || (env.NODE_ENV === 'production' ? 'admin' : 'public');
  const gueltig = API_DOCS.find((m) => m === wert);
  if (!gueltig) throw new Error(`API_DOCS muss public, admin oder off sein, nicht „${wert}“.`);
  return gueltig;
}

/** Under /api or /framework, so the XSRF check and the API's answers apply; plain segments only. */
const TOKEN_PFAD = /^\/(api|framework)(\/[A-Za-z0-9_-]+)+$/;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const trustProxy = env.TRUST_PROXY === 'true';
  return {
    port,
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: env.DATABASE_URL ?? 'sqlite:data/portal.db',
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy,
    // Relative directories count from where the server starts; @fastify/static refuses anything but an absolute root.
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    mailDir: path.resolve(env.MAIL_DIR ?? 'data/mail'),
    scheduler: env.SCHEDULER !== 'false',
    fristenTaktMs: Number(env.FRISTEN_TAKT_MS ?? 30_000),
    clientLogLevel: (['debug', 'info', 'warn', 'error'] as const).find((l) => l === env.CLIENT_LOG_LEVEL) ?? 'warn',
    publicSiteUrl: env.PUBLIC_SITE_URL?.replace(/\/$/, '') || undefined,
    inhaltDir: path.resolve(env.INHALT_DIR ?? 'content/seiten'),
    anmeldeLimitProMinute: Number(env.ANMELDE_LIMIT_PRO_MINUTE ?? 60),
    metricsToken: env.METRICS_TOKEN || undefined,
    mailStauMinuten: Number(env.MAIL_STAU_MINUTEN ?? 60),
    downloadStallMs: Number(env.DOWNLOAD_STALL_MS ?? 30_000),
    bieterfragenOffenHoechstens: Number(env.BIETERFRAGEN_OFFEN_HOECHSTENS ?? 20),
    bieterfragenProMinute: Number(env.BIETERFRAGEN_PRO_MINUTE ?? 5),
    // The whole shutdown has 10 s; most of it belongs to the requests still running.
    shutdownDelayMs: Math.min(Number(env.SHUTDOWN_DELAY_MS ?? 0), 5_000),
    tokenPfad: tokenPfad(env.TOKEN_PATH),
    apiDocs: apiDocs(env),
    headersTimeoutMs: Number(env.HEADERS_TIMEOUT_MS ?? 10_000),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 120_000),
    keepAliveTimeoutMs: Number(env.KEEP_ALIVE_TIMEOUT_MS ?? 5_000),
    // Behind a proxy every connection comes from the proxy: the proxy caps per client (deploy/nginx).
    connectionsPerIp: Number(env.CONNECTIONS_PER_IP ?? (trustProxy ? 0 : 100)),
    auktionStromPufferBytes: Number(env.AUKTION_STROM_PUFFER_BYTES ?? 262_144),
    arbeiterFristMs: Number(env.ARBEITER_FRIST_MS ?? 30_000),
    arbeiterJeBenutzer: Number(env.ARBEITER_JE_BENUTZER ?? 2),
    gebotBestaetigenAbProzent: gebotBestaetigenAbProzent(env.GEBOT_BESTAETIGEN_AB_PROZENT),
    // Which proofs an EVU needs for its Zulassung (issue 45): requirements by commas, alternatives by `|`.
    nachweisPflicht: leseNachweisPflicht(env.NACHWEISE_PFLICHT || NACHWEISE_PFLICHT_STANDARD),
  };
}

/** A percentage above 0 and below 100 with at most two decimals; a misspelt value stops the start rather than guarding no bid. */
function gebotBestaetigenAbProzent(wert: string | undefined): number {
  if (wert === undefined || wert === '') return GEBOT_BESTAETIGEN_AB_PROZENT;
  const prozent = /^\d{1,2}(\.\d{1,2})?$/.test(wert) ? Number(wert) : Number.NaN;
  if (!(prozent > 0)) throw new Error(`GEBOT_BESTAETIGEN_AB_PROZENT muss eine Zahl über 0 und unter 100 mit höchstens zwei Nachkommastellen sein (Punkt als Trennzeichen), nicht „${wert}“.`);
  return prozent;
}

function tokenPfad(wert: string | undefined): string | undefined {
  if (!wert) return undefined;
  if (!TOKEN_PFAD.test(wert)) throw new Error(`TOKEN_PATH „${wert}“ ist kein Pfad unter /api oder /framework aus Buchstaben, Ziffern, _ und -.`);
  return wert;
}
