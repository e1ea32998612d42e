import { useId, useState, type ReactNode } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { datumsteile } from '../../i18n/felder';

const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const zweistellig = (n: number) => String(n).padStart(2, '0');

export interface DayMonthYearSelectProps {
  wert: string;
  onChange: (wert: string) => void;
  onBlur?: () => void;
  fehler?: ReactNode;
  label?: string;
  /** How many years back the year list reaches (SPEC.md section 9: 80). */
  maxAge?: number;
  disabled?: boolean;
}

/**
 * Day/month/year picker (SPEC.md section 5): 31 days, 12 months, years back to maxAge. The value is
 * 'YYYY-MM-DD' once all three are chosen, otherwise ''. Whether the day exists (31.02.) is the form's rule.
 */
export function DayMonthYearSelect({ wert, onChange, onBlur, fehler, label = 'Geburtsdatum', maxAge = 80, disabled }: DayMonthYearSelectProps) {
  const id = useId();
  // The parts are kept while incomplete; the form sees a date only once all three are chosen.
  const [teile, setTeile] = useState(() => {
    const [j = '', m = '', t = ''] = wert ? wert.split('-') : [];
    return { j, m, t };
  });
  const diesesJahr = new Date().getFullYear();
  const setze = (teil: Partial<typeof teile>) => {
    const n = { ...teile, ...teil };
    setTeile(n);
    onChange(n.j && n.m && n.t ? `${n.j}-${n.m}-${n.t}` : '');
  };
  const gemeinsam = { select: true, error: !!fehler, size: 'small', disabled, onBlur, slotProps: { htmlInput: { 'aria-describedby': fehler ? `${id}-fehler` : undefined } } } as const;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '8px 0' }}>
      <legend style={{ fontSize: '0.9rem', marginBottom: 8 }}>{label}</legend>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <TextField {...gemeinsam} label={datumsteile.tag} value={teile.t} onChange={(e) => setze({ t: e.target.value })} sx={{ minWidth: 90 }}>
          {Array.from({ length: 31 }, (_, i) => (
            <MenuItem key={i} value={zweistellig(i + 1)}>{i + 1}</MenuItem>
          ))}
        </TextField>
        <TextField {...gemeinsam} label={datumsteile.monat} value={teile.m} onChange={(e) => setze({ m: e.target.value })} sx={{ minWidth: 140 }}>
          {MONATE.map((name, i) => (
            <MenuItem key={name} value={zweistellig(i + 1)}>{name}</MenuItem>
          ))}
        </TextField>
        <TextField {...gemeinsam} label={datumsteile.jahr} value={teile.j} onChange={(e) => setze({ j: e.target.value })} sx={{ minWidth: 110 }}>
          {Array.from({ length: maxAge + 1 }, (_, i) => String(diesesJahr - i)).map((jahr) => (
            <MenuItem key={jahr} value={jahr}>{jahr}</MenuItem>
          ))}
        </TextField>
      </Stack>
      {fehler && (
        <FormHelperText id={`${id}-fehler`} error role="alert">
          {fehler}
        </FormHelperText>
      )}
    </fieldset>
  );
}
