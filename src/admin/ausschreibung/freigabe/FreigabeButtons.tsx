import { useRecordContext } from 'react-admin';
import Stack from '@mui/material/Stack';
import { AusschreibungStatus } from '../../../../domain/ausschreibung';
import { AngeboteFreigebenButton } from './AngeboteFreigebenButton';
import { AusschreibungFreigebenButton } from './AusschreibungFreigebenButton';

/** The two releases of DESIGN.md section 6, each shown while it is the tender's next step. */
export function FreigabeButtons() {
  const a = useRecordContext<{ status: number }>();
  if (!a) return null;
  return (
    <Stack spacing={2}>
      {a.status === AusschreibungStatus.PruefungAusschreibung && <AusschreibungFreigebenButton />}
      <AngeboteFreigebenButton />
    </Stack>
  );
}
