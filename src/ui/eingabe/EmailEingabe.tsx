import { email } from '../validierung/regeln';
import type { EingabeProps } from '../formular/useFeldEingabe';
import { Texteingabe } from './Texteingabe';

export type EmailEingabeProps = EingabeProps<string | number> & { placeholder?: string; autoFocus?: boolean };

/**
 * E-mail field with the e-mail rule built in; further rules (e.g. `pflicht`) come through `validate`.
 * The input's id is `<id or source>_input`. It is a text input with the e-mail keyboard: `type="email"`
 * would let the browser block the submit with its own message instead of the German one.
 */
export function EmailEingabe({ id, validate, ...eingabe }: EmailEingabeProps) {
  const regeln = [...(Array.isArray(validate) ? validate : validate ? [validate] : []), email];
  return <Texteingabe {...eingabe} id={`${id ?? eingabe.source}_input`} validate={regeln} inputMode="email" autoComplete="email" />;
}
