import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** What a page shows while its code is loading: a spinner, named for screen readers. */
export function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 8 }} role="status" aria-label="Lade...">
      <CircularProgress />
    </Box>
  );
}
