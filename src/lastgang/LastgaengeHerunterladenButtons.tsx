import { useRecordContext } from 'react-admin';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lastgangApi } from '../api/lastgang';
import { useDownload } from '../ui/download/useDownload';

/** All Lastgänge of the tender in one file, one column per MaLo-ID, as the suppliers price them. */
export function LastgaengeHerunterladenButtons() {
  const a = useRecordContext<{ id: number; lieferstellen?: { messart: string }[] }>();
  const { starte, isPending } = useDownload(({ id, format }: { id: number; format: 'csv' | 'xlsx' }) => lastgangApi.dateiDerAusschreibung(id, format), ({ format }) => `Lastgaenge.${format}`);
  if (!a?.lieferstellen?.some((l) => l.messart === 'RLM')) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
      <Button size="small" variant="outlined" onClick={() => starte({ id: a.id, format: 'csv' })} disabled={isPending}>
        Alle Lastgänge (CSV)
      </Button>
      <Button size="small" variant="outlined" onClick={() => starte({ id: a.id, format: 'xlsx' })} disabled={isPending}>
        Alle Lastgänge (Excel)
      </Button>
    </Stack>
  );
}
