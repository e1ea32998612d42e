export const FEHLER_TITEL = 'Ein Fehler ist aufgetreten.';

/** The server's error id of a 500 answer ({ errorId }), so a user can quote it to support. */
export function fehlernummer(fehler: unknown): string | undefined {
  const body = (fehler as { body?: { errorId?: unknown } } | undefined)?.body;
  return typeof body?.errorId === 'string' && body.errorId ? body.errorId : undefined;
}

export function fehlermeldung(fehler: unknown): string {
  const body = (fehler as { body?: { message?: unknown } } | undefined)?.body;
  if (typeof body?.message === 'string' && body.message) return body.message;
  return fehler instanceof Error ? fehler.message : String(fehler);
}
