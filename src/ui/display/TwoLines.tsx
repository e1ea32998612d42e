import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Two short lines in one cell instead of one long one, so that every column of a table fits a 1280 px screen. */
export function TwoLines({ oben, unten }: { oben: ReactNode; unten: ReactNode }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {oben}
      </Box>{' '}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {unten}
      </Box>
    </>
  );
}
