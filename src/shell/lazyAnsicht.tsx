import { lazy, Suspense, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A view of an area loaded when it is first shown: a route downloads only what it renders (the tender list
 * neither the date pickers of the edit form nor the dashboard's charts). The area's frame stays while it loads.
 */
export function lazyAnsicht<P extends object>(laden: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Ansicht = lazy(async () => ({ default: await laden() }));
  return function LazyAnsicht(props: P) {
    return (
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 8 }} role="status" aria-label="Lade...">
            <CircularProgress />
          </Box>
        }
      >
        <Ansicht {...props} />
      </Suspense>
    );
  };
}
