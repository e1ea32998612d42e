import { useRecordContext } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import { Dokumente } from '../../bereich/Dokumente';
import { Dateiupload } from '../../ui/hochladen/Dateiupload';

/** The administrator sees a tender's documents and can add one (e.g. a Vollmacht the Kunde sent by mail). */
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
