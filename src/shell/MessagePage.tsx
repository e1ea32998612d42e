import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * A plain centred page with a heading, a text and a way back (not found, no access). Inside an area the
 * area's title is the heading, so there the page comes without one.
 */
export function MessagePage({ titel, children }: { titel?: string; children: ReactNode }) {
  return (
    <Paper sx={{ maxWidth: 560, mx: 'auto', mt: titel ? 6 : 2, p: 4, textAlign: 'center' }}>
      {titel && (
        <Typography variant="h4" component="h1" gutterBottom>
          {titel}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {children}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/app">
        Zur Startseite
      </Button>
    </Paper>
  );
}
