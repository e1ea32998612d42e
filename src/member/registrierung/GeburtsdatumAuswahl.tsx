import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FormHelperText from '@mui/material/FormHelperText';

/** Whether 'YYYY-MM-DD' names a day that exists (no 31.02.). */
export function istKalenderdatum(wert: string): boolean {
  const [j, m, t] = wert.split('-').map(Number) as [number, number, number];
  const d = new Date(Date.UTC(j, m - 1, t));
  return d.getUTCFullYear() === j && d.getUTCMonth() === m - 1 && d.getUTCDate() === t;
}

const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/**
 * Day/month/year picker for a date of birth (SPEC.md section 5): 31 days, 12 months, years back to maxAge
 * (default 80). The value is 'YYYY-MM-DD' once all three are chosen, otherwise ''.
 */
export function GeburtsdatumAuswahl({ wert, onChange, fehler, maxAge = 80 }: { wert: string; onChange: (wert: string) => void; fehler?: string; maxAge?: number }) {
  // The parts are kept while incomplete; the form sees a date only once all three are chosen.
  const [teile, setTeile] = useState(() => {
    const [j = '', m = '', t = ''] = wert ? wert.split('-') : [];
    return { j, m, t };
  });
  const { j, m, t } = teile;
  const diesesJahr = new Date().getFullYear();
  const setze = (teil: { j?: string; m?: string; t?: string }) => {
    const n = { ...teile, ...teil };
    setTeile(n);
    onChange(n.j && n.m && n.t ? `${n.j}-${n.m}-${n.t}` : '');
  };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '8px 0' }}>
      <legend style={{ fontSize: '0.9rem' }}>Geburtsdatum</legend>
      <Stack direction="row" spacing={1}>
        <TextField select label="Tag" value={t} onChange={(e) => setze({ t: e.target.value })} sx={{ minWidth: 90 }} error={!!fehler} size="small">
          {Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0')).map((tag) => (
            <MenuItem key={tag} value={tag}>{Number(tag)}</MenuItem>
          ))}
        </TextField>
        <TextField select label="Monat" value={m} onChange={(e) => setze({ m: e.target.value })} sx={{ minWidth: 140 }} error={!!fehler} size="small">
          {MONATE.map((name, i) => (
            <MenuItem key={name} value={String(i + 1).padStart(2, '0')}>{name}</MenuItem>
          ))}
        </TextField>
        <TextField select label="Jahr" value={j} onChange={(e) => setze({ j: e.target.value })} sx={{ minWidth: 110 }} error={!!fehler} size="small">
          {Array.from({ length: maxAge + 1 }, (_, i) => String(diesesJahr - i)).map((jahr) => (
            <MenuItem key={jahr} value={jahr}>{jahr}</MenuItem>
          ))}
        </TextField>
      </Stack>
      {fehler && <FormHelperText error>{fehler}</FormHelperText>}
    </fieldset>
  );
}
