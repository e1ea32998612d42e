import { CLIENT_LOG_LEVELS, istAktiv, MAX_LOG_NACHRICHT, MAX_LOG_PFAD, MAX_LOG_STACKTRACE, STANDARD_LOG_MODUL, type ClientLogLevel } from '../../domain/protokoll';
import { request } from './http/httpClient';

// Logging must never raise an error of its own: that would report itself in a loop.
const still = () => undefined;

/** An uncaught browser error to `POST /api/error/log` (SPEC.md section 7). */
export function meldeFehlerAnServer(fehler: unknown, pfad: string): Promise<void> {
  const e = fehler instanceof Error ? fehler : new Error(String(fehler));
  const body = {
    message: (e.message || e.name || 'Unbekannter Fehler').slice(0, MAX_LOG_NACHRICHT),
    path: pfad.slice(0, MAX_LOG_PFAD),
    stacktrace: e.stack?.slice(0, MAX_LOG_STACKTRACE),
  };
  return request('/api/error/log', { method: 'POST', body, responseType: 'none' }).then(still, still);
}

/**
 * A line of the portal's own log, `POST /api/log/error` or `POST /api/log/info` (SPEC.md section 7): what
 * support needs to know happened in a browser although the server saw nothing of it.
 */
export function protokolliere(level: 'error' | 'info', nachricht: string): Promise<void> {
  return request(`/api/log/${level}`, { method: 'POST', body: { level, message: nachricht.slice(0, MAX_LOG_NACHRICHT) }, responseType: 'none' }).then(still, still);
}

export interface Logger {
  debug(nachricht: string): void;
  info(nachricht: string): void;
  warn(nachricht: string): void;
  error(nachricht: string): void;
  /** Waits until the server has stored the message (before a reload or sign-out, say). */
  sofort(level: ClientLogLevel, nachricht: string): Promise<void>;
}

/**
 * A small logger for one module: asks the server once for the module's level
 * (`GET /framework/log/{module}/level`) and sends only messages at or above it, in the background
 * (`…/async`) or waiting for the answer (`…/sync`).
 */
export function erzeugeLogger(modul: string = STANDARD_LOG_MODUL): Logger {
  const pfad = `/framework/log/${encodeURIComponent(modul)}`;
  let schwelle: Promise<ClientLogLevel | null> | undefined;
  const ladeSchwelle = () =>
    (schwelle ??= request<{ level: ClientLogLevel }>(`${pfad}/level`).then(
      (a) => a.level,
      () => null,
    ));
  async function sende(art: 'async' | 'sync', level: ClientLogLevel, nachricht: string) {
    const s = await ladeSchwelle();
    if (s === null || !istAktiv(level, s)) return;
    await request(`${pfad}/${art}`, { method: 'POST', body: { level, message: nachricht.slice(0, MAX_LOG_NACHRICHT) }, responseType: 'none' }).then(still, still);
  }
  const logger = { sofort: (level: ClientLogLevel, nachricht: string) => sende('sync', level, nachricht) } as Logger;
  for (const level of CLIENT_LOG_LEVELS) logger[level] = (nachricht: string) => void sende('async', level, nachricht);
  return logger;
}
