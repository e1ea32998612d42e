import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One group of the page: a card with an h2 and a short note on what to try. */
export function Abschnitt({ id, titel, beschreibung, children }: { id: string; titel: string; beschreibung?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" id={id} aria-labelledby={`${id}-titel`} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 16 }}>
      <Typography variant="h5" component="h2" id={`${id}-titel`} gutterBottom>
        {titel}
      </Typography>
      {beschreibung && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '80ch' }}>
          {beschreibung}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** Side by side on wide screens, one below the other on a phone. */
export function Raster({ children, spalte = 280 }: { children: ReactNode; spalte?: number }) {
  return <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${spalte}px), 1fr))` }}>{children}</Box>;
}

/** One state of a piece, named in a small heading. */
export function Zustand({ titel, children }: { titel: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 0.5 }}>
        {titel}
      </Typography>
      {children}
    </Box>
  );
}

/** The last thing a demo did, read out to screen readers. */
export function Ergebnis({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" role="status" sx={{ mt: 1.5, minHeight: '1.5em' }}>
      {children}
    </Typography>
  );
}
