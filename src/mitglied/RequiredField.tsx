import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PFLICHT } from '../ui/validation/rules';

export { PFLICHT };

/**
 * A text field whose "required" message appears once it was touched (SPEC.md section 5), or after a
 * submit attempt (`zeigeFehler`). A server message for the field (`fehler`) wins.
 */
export function RequiredField({ fehler, zeigeFehler, value, ...props }: TextFieldProps & { fehler?: string; zeigeFehler?: boolean; value: string }) {
  const [beruehrt, setBeruehrt] = useState(false);
  const meldung = fehler ?? ((beruehrt || zeigeFehler) && !value ? PFLICHT : undefined);
  return (
    <TextField
      {...props}
      value={value}
      required
      fullWidth
      margin="normal"
      onBlur={() => setBeruehrt(true)}
      error={!!meldung}
      // A blank line is always reserved: a message appearing on blur must not move the links below,
      // or the click that caused the blur lands beside its target.
      helperText={meldung ?? props.helperText ?? ' '}
    />
  );
}
