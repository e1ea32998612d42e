import type { ReactNode } from 'react';
import { Labeled } from 'react-admin';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

/**
 * One fact of a record's page in the page's grid: named by the record's field (`source`, the text of
 * `resources.<resource>.fields.<source>`) or, for what no single field holds, by its own `label`.
 */
export const ValueText = ({ source, label, children }: { source?: string; label?: string; children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Labeled source={source} label={label}>
      <Typography component="span">{children}</Typography>
    </Labeled>
  </Grid>
);
