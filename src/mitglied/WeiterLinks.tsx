import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** Asking again: a page to go to, or the same page's form shown anew. */
export type Nochmal = { label: string } & ({ to: string } | { onClick: () => void });

/**
 * The ways on from a member page's last word (a confirmation, a used-up link), so that it is no dead end:
 * asking again where that is possible, and the login.
 */
export function WeiterLinks({ nochmal }: { nochmal?: Nochmal }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="flex-end" sx={{ mt: 2 }}>
      {nochmal &&
        ('to' in nochmal ? (
          <Button component={RouterLink} to={nochmal.to} variant="outlined">
            {nochmal.label}
          </Button>
        ) : (
          <Button onClick={nochmal.onClick} variant="outlined">
            {nochmal.label}
          </Button>
        ))}
      <Button component={RouterLink} to="/" variant="contained">
        Zur Anmeldung
      </Button>
    </Stack>
  );
}
