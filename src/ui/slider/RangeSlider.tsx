import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import { useFieldInput, type FieldInputProps } from '../form/useFieldInput';

type Skala = { min?: number; max?: number; step?: number };

/** Decimal steps such as 0.5 or 0.1 do not divide exactly in floating point. */
const istVielfaches = (wert: number, step: number) => {
  const anzahl = wert / step;
  return Math.abs(anzahl - Math.round(anzahl)) < 1e-9;
};

/** SPEC.md section 5: max and the current value must be multiples of step. */
export function rangeSliderError({ max = 10, step = 1, value }: Skala & { value?: number | null }): string | undefined {
  if (!istVielfaches(max, step)) return 'max und step passen nicht zusammen';
  if (value != null && !istVielfaches(value, step)) return 'value und step passen nicht zusammen';
  return undefined;
}

export type RangeSliderProps = FieldInputProps<number> & Skala & { unit?: string; hint?: ReactNode };

/** A slider for react-admin forms; arrow keys move it by one step, the label names it for screen readers. */
export function RangeSlider({ min = 0, max = 10, step = 1, unit, hint, ...eingabe }: RangeSliderProps) {
  const { id, field, fehler, titel, beschriftung } = useFieldInput<number>({ format: (wert) => wert ?? min, ...eingabe });
  const wert = Number(field.value);
  const mitEinheit = (zahl: number) => (unit ? `${zahl.toLocaleString('de-DE')} ${unit}` : zahl.toLocaleString('de-DE'));
  const meldung = rangeSliderError({ max, step, value: wert }) ?? fehler;
  return (
    <FormControl fullWidth margin="dense" error={!!meldung} disabled={field.disabled}>
      {/* Tied to the slider's input: a disabled slider's label then counts as part of the inactive control. */}
      <FormLabel htmlFor={`${id}-eingabe`}>
        {titel}: {mitEinheit(wert)}
      </FormLabel>
      <Slider
        id={id}
        name={field.name}
        value={wert}
        min={min}
        max={max}
        step={step}
        onChange={(_, neu) => field.onChange(neu)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        valueLabelDisplay="auto"
        valueLabelFormat={mitEinheit}
        getAriaValueText={mitEinheit}
        aria-label={beschriftung}
        slotProps={{ input: { id: `${id}-eingabe` } }}
      />
      <FormHelperText>{meldung ?? hint ?? ' '}</FormHelperText>
    </FormControl>
  );
}
