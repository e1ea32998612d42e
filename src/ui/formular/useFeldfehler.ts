import { useTranslate } from 'react-admin';
import type { useInput } from 'react-admin';

type InputZustand = ReturnType<typeof useInput>;

/**
 * The message to show under a field: once it was touched or the form was submitted (SPEC.md section 5),
 * and always for a server error. react-admin's validators may return translation keys, hence translate.
 */
export function useFeldfehler(fieldState: InputZustand['fieldState'], formState: InputZustand['formState']): string | undefined {
  const translate = useTranslate();
  const fehler = fieldState.error;
  if (!fehler?.message) return undefined;
  const sichtbar = fieldState.isTouched || formState.isSubmitted || fehler.type === 'server';
  if (!sichtbar) return undefined;
  const m = fehler.message as unknown;
  if (typeof m === 'object' && m !== null && 'message' in m) {
    const { message, args } = m as { message: string; args?: Record<string, unknown> };
    return translate(message, { _: message, ...args });
  }
  return translate(String(m), { _: String(m) });
}
