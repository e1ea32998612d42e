import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A part of a page named by its own h2 (the section is labelled by it, so screen readers list it as a region). */
export function Abschnitt({ id, titel, children }: { id: string; titel: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {titel}
      </Typography>
      {children}
    </Box>
  );
}
