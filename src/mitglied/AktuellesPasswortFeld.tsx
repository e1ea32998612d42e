import { useRef, useState, type RefObject } from 'react';
import TextField from '@mui/material/TextField';
import { PASSWORT_FALSCH, PASSWORT_FEHLT, PASSWORT_UNLESBAR } from '../../domain/auth';
import { anmeldeFelder } from '../i18n/felder';

/**
 * The refusals of the current-password check that concern what was typed. "Too many attempts" is not among them:
 * the password may be right, the answer is to wait, and it stays where the form shows its other errors.
 */
const AM_FELD: ReadonlySet<string> = new Set([PASSWORT_FALSCH, PASSWORT_FEHLT, PASSWORT_UNLESBAR]);

/** The message when `fehler` is the server refusing the current password (a 403 of that check), else undefined. */
export function passwortAblehnung(fehler: unknown): string | undefined {
  const { status, body } = fehler as { status?: number; body?: { message?: unknown } };
  const message = body?.message;
  return status === 403 && typeof message === 'string' && AM_FELD.has(message) ? message : undefined;
}

export interface AktuellesPasswort {
  wert: string;
  setWert: (wert: string) => void;
  fehler: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  /** value and message go: after success, on cancel, for a new start */
  leeren: () => void;
  /** the last refusal's message goes before another attempt */
  neuerVersuch: () => void;
  /**
   * True when `fehler` is the password check's refusal: the field then shows it, emptied (the typed password is
   * wrong or could not be read) and focused, since on a phone an alert elsewhere may be out of sight.
   */
  abgelehnt: (fehler: unknown) => boolean;
}

/** State of the "Aktuelles Passwort" field of a change the server allows only with the current password. */
export function useAktuellesPasswort(): AktuellesPasswort {
  const [wert, setWert] = useState('');
  const [fehler, setFehler] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    wert,
    setWert,
    fehler,
    inputRef,
    leeren: () => {
      setWert('');
      setFehler(undefined);
    },
    neuerVersuch: () => setFehler(undefined),
    abgelehnt: (e) => {
      const meldung = passwortAblehnung(e);
      if (!meldung) return false;
      setWert('');
      setFehler(meldung);
      inputRef.current?.focus();
      return true;
    },
  };
}

/** The field itself; a refusal is its error state and helper text (and so its accessible description). */
export function AktuellesPasswortFeld({ passwort, autoFocus }: { passwort: AktuellesPasswort; autoFocus?: boolean }) {
  return (
    <TextField label={anmeldeFelder.aktuellesPasswort} type="password" name="aktuellesPasswort" autoComplete="current-password" autoFocus={autoFocus}
      required fullWidth margin="normal" value={passwort.wert} onChange={(e) => passwort.setWert(e.target.value)}
      inputRef={passwort.inputRef} error={!!passwort.fehler} helperText={passwort.fehler} />
  );
}
