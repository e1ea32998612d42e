import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type Fehler = Record<string, string>;

/** A registration text field bound to one key of the form state, showing the server's or the form's error. */
export function RegistrierungField<T extends Record<string, unknown>>({ name, werte, setze, fehler, ...props }: TextFieldProps & {
  name: keyof T & string;
  werte: T;
  setze: (name: keyof T & string, wert: string) => void;
  fehler: Fehler;
}) {
  return (
    <TextField
      {...props}
      name={name}
      id={`${name}_input`}
      fullWidth
      value={(werte[name] as string | null | undefined) ?? ''}
      error={!!fehler[name]}
      helperText={fehler[name] ?? props.helperText}
      onChange={(e) => setze(name, e.target.value)}
    />
  );
}
