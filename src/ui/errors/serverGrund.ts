import type { ModelState } from '../../../domain/auth';
import { ModelStateError } from '../../api/http';
import { FEHLER_ALLGEMEIN } from '../notifications/useMeldung';
import { fehlermeldung } from './fehlertext';

/**
 * The server's German reason of a refused request (400 or 409) for a dialog or card that stays open with it: the
 * first field message, else the message, else the general one.
 */
export const meldungAus = (fehler: unknown): string => {
  const body = (fehler as { body?: { message?: unknown; errors?: Record<string, string[]> } }).body;
  const feld = body?.errors ? Object.values(body.errors).flat()[0] : undefined;
  return feld ?? (typeof body?.message === 'string' ? body.message : FEHLER_ALLGEMEIN);
};

/** The server's reasons, its message and every field message once, as one text; else the general message. */
export const alleGruende = (fehler: unknown): string =>
  fehler instanceof ModelStateError
    ? [fehler.body.message, ...Object.values(fehler.body.errors ?? {}).flat()].filter((t, i, alle) => alle.indexOf(t) === i).join(' ')
    : ((fehler as { body?: { message?: string } }).body?.message ?? FEHLER_ALLGEMEIN);

/** A refusal as a form shows it: the server's model state of a 400, else the error's message with no field. */
export const alsModelState = (fehler: unknown): ModelState =>
  fehler instanceof ModelStateError ? { message: fehler.body.message, errors: fehler.body.errors ?? {} } : { message: fehlermeldung(fehler) || FEHLER_ALLGEMEIN, errors: {} };
