/** Levels of the client logging calls (SPEC.md section 7), lowest first. */
export const CLIENT_LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

/** The module name the client logs under when it names none (SPEC.md section 9, kept for compatibility). */
export const STANDARD_LOG_MODUL = 'Angular';

/** Whether a message of `level` passes a threshold of `schwelle`. */
export function istAktiv(level: ClientLogLevel, schwelle: ClientLogLevel): boolean {
  return CLIENT_LOG_LEVELS.indexOf(level) >= CLIENT_LOG_LEVELS.indexOf(schwelle);
}

/** The server's limits for a logged message and stack trace; the client cuts to them instead of being refused. */
export const MAX_LOG_NACHRICHT = 4000;
export const MAX_LOG_STACKTRACE = 20_000;
export const MAX_LOG_PFAD = 1000;
