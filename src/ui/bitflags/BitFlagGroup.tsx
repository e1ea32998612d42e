import { useId, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

export interface BitFlag {
  bit: number;
  name: string;
}

export interface BitFlagGroupProps {
  label: string;
  flags: readonly BitFlag[];
  wert: number;
  onChange: (wert: number) => void;
  onBlur?: () => void;
  fehler?: ReactNode;
  disabled?: boolean;
}

/** Checkboxes whose value is the OR of the checked flags (e.g. an EVU's Sparten: 1 Strom | 2 Gas). */
export function BitFlagGroup({ label, flags, wert, onChange, onBlur, fehler, disabled }: BitFlagGroupProps) {
  const id = useId();
  return (
    <FormControl
      component="fieldset"
      error={!!fehler}
      disabled={disabled}
      // MUI greys the legend of a disabled group but does not mark the fieldset; without the mark the legend reads
      // as text that fails its contrast instead of as part of an inactive control (WCAG 1.4.3 exempts those).
      aria-disabled={disabled || undefined}
      margin="dense"
      aria-describedby={fehler ? `${id}-fehler` : undefined}
    >
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row onBlur={onBlur}>
        {flags.map(({ bit, name }) => (
          <FormControlLabel
            key={bit}
            label={name}
            control={<Checkbox checked={(wert & bit) !== 0} onChange={(e) => onChange(e.target.checked ? wert | bit : wert & ~bit)} />}
          />
        ))}
      </FormGroup>
      {fehler && (
        <FormHelperText id={`${id}-fehler`} role="alert">
          {fehler}
        </FormHelperText>
      )}
    </FormControl>
  );
}
