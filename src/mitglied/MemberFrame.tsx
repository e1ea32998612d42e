import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The card every member page (recovery, token, change password, activation) sits in. */
export function MemberFrame({ titel, children }: { titel: string; children: ReactNode }) {
  return (
    <Paper component="section" sx={{ maxWidth: 480, mx: 'auto', mt: { xs: 2, md: 6 }, p: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {titel}
      </Typography>
      {children}
    </Paper>
  );
}
