import { isModelState } from '../api/http';

/**
 * Field errors of a 400 model state by form field: server keys are matched as given, with the first letter
 * lower-cased, and without the `request.` prefix of the recovery forms (SPEC.md section 5).
 */
export function feldFehlerAus(fehler: unknown): { meldung: string; felder: Record<string, string> } {
  const body = (fehler as { body?: unknown }).body;
  if (isModelState(body)) {
    const felder: Record<string, string> = {};
    for (const [schluessel, texte] of Object.entries(body.errors ?? {})) {
      const ohnePraefix = schluessel.replace(/^request\./, '');
      felder[ohnePraefix.charAt(0).toLowerCase() + ohnePraefix.slice(1)] = texte[0] ?? '';
    }
    return { meldung: body.message, felder };
  }
  const message = (body as { message?: string } | undefined)?.message;
  return { meldung: message ?? (fehler as Error).message ?? 'Es ist ein Fehler aufgetreten.', felder: {} };
}
