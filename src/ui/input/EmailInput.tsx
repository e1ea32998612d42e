import { email } from '../validation/rules';
import type { FieldInputProps } from '../form/useFieldInput';
import { PortalTextInput } from './PortalTextInput';

export type EmailInputProps = FieldInputProps<string | number> & { placeholder?: string; autoFocus?: boolean };

/**
 * E-mail field with the e-mail rule built in (once, if `validate` brings it too); further rules (e.g. `pflicht`) come
 * through `validate`.
 * The input's id is `<id or source>_input`. It is a text input with the e-mail keyboard: `type="email"`
 * would let the browser block the submit with its own message instead of the German one.
 */
export function EmailInput({ id, validate, ...eingabe }: EmailInputProps) {
  const weitere = Array.isArray(validate) ? validate : validate ? [validate] : [];
  const regeln = weitere.includes(email) ? weitere : [...weitere, email];
  return <PortalTextInput {...eingabe} id={`${id ?? eingabe.source}_input`} validate={regeln} inputMode="email" autoComplete="email" />;
}
