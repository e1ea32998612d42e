import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useFieldInput, type FieldInputProps } from '../form/useFieldInput';
import { LIVE_REGION } from '../form/liveRegion';

export type PortalTextInputProps = FieldInputProps<string | number> & {
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  /** End adornment such as 'kWh'. */
  unit?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  pattern?: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'tel' | 'url' | 'search';
  multiline?: boolean;
};

/** Text field for react-admin forms: label, hint, unit and the German messages of its `validate` rules. */
export function PortalTextInput({ hint, unit, placeholder, autoComplete, autoFocus, maxLength, pattern, type = 'text', inputMode, multiline, ...eingabe }: PortalTextInputProps) {
  const { id, field: { ref, ...field }, fehler, titel } = useFieldInput({ ...eingabe, type });
  return (
    <TextField
      {...field}
      inputRef={ref}
      id={id}
      type={type}
      label={titel}
      placeholder={placeholder}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      multiline={multiline}
      error={!!fehler}
      // A reserved blank line keeps the layout still when a message appears on blur.
      helperText={fehler ?? hint ?? ' '}
      fullWidth
      margin="dense"
      slotProps={{
        formHelperText: LIVE_REGION,
        // With a placeholder the label stays raised, or it would hide the placeholder while the field is empty.
        inputLabel: placeholder ? { shrink: true } : undefined,
        input: { readOnly: eingabe.readOnly, endAdornment: unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined },
        htmlInput: { maxLength, pattern, inputMode },
      }}
    />
  );
}
