import { useRecordContext } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import { Dokumente } from './Dokumente';
import { Dateiupload } from '../ui/hochladen/Dateiupload';

/** A tender's documents with an upload beside them: for the administrator always, for the Kunde while in review. */
export function DokumenteVerwalten() {
  const a = useRecordContext<{ id: number }>();
  const queryClient = useQueryClient();
  if (!a) return null;
  return (
    <Stack spacing={2}>
      <Dokumente ausschreibungId={a.id} />
      <Dateiupload url={`/api/upload/ausschreibung/${a.id}`} mehrere onHochgeladen={() => void queryClient.invalidateQueries({ queryKey: ['dokumente', a.id] })} />
    </Stack>
  );
}
