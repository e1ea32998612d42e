import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/**
 * Fields side by side from the sm breakpoint on. The gap keeps the fields' own margins (Stack's spacing
 * would reset them), so a row lines up with the fields above and below it.
 */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={1} useFlexGap>
      {children}
    </Stack>
  );
}
