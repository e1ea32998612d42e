import { useRecordContext } from 'react-admin';
import Stack from '@mui/material/Stack';
import { dokumenteApi, useDokumenteNeuLaden } from '../api/dokumente';
import { Dokumente } from './Dokumente';
import { FileUpload } from '../ui/upload/FileUpload';

/** A tender's documents with an upload beside them: for the administrator always, for the Kunde while in review. */
export function DokumenteVerwalten() {
  const a = useRecordContext<{ id: number }>();
  return a ? <Verwalten ausschreibungId={a.id} /> : null;
}

function Verwalten({ ausschreibungId }: { ausschreibungId: number }) {
  const neuLaden = useDokumenteNeuLaden(ausschreibungId);
  return (
    <Stack spacing={2}>
      <Dokumente ausschreibungId={ausschreibungId} />
      <FileUpload url={dokumenteApi.hochladenUrl(ausschreibungId)} mehrere onHochgeladen={neuLaden} />
    </Stack>
  );
}
