import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** One column of a table row as a card shows it; a CardDetail without a value (no Lastgang for an SLP point) is left out. */
export interface CardDetail {
  label: string;
  wert: ReactNode;
}

/** The cards of a table's rows on a phone, as a list named like the table. */
export function DetailCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {children}
    </Box>
  );
}

/**
 * A table's row on a phone, where its columns would scroll sideways (WCAG 1.4.10): the row's name as title, then
 * every column's heading and value one below the other, its action last. `hervorgehoben` marks the row the table
 * marks (the best offer) — by a stronger border only: a grey background takes the coloured chips inside (e.g. the
 * green "Zuschlag") below the contrast WCAG asks for.
 */
export function DetailCard({ titel, angaben, aktion, hervorgehoben = false }: { titel: ReactNode; angaben: CardDetail[]; aktion?: ReactNode; hervorgehoben?: boolean }) {
  return (
    <Card component="li" variant="outlined" sx={hervorgehoben ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {titel}
        </Typography>
        {/* A heading takes at most 45 % and wraps between words, never inside one ("Jahresverbrauch"). */}
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.75 }}>
          {angaben
            .filter((a) => a.wert !== null && a.wert !== undefined && a.wert !== '')
            .map((a) => (
              <Box key={a.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {a.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {a.wert}
                </Typography>
              </Box>
            ))}
        </Box>
        {/* An action that renders nothing (no Lastgang for an SLP point) leaves no gap. */}
        {aktion && <Box sx={{ mt: 1.5, '&:empty': { display: 'none' } }}>{aktion}</Box>}
      </CardContent>
    </Card>
  );
}
