import { lazy, Suspense, useState } from 'react';
import { useRecordContext } from 'react-admin';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { lastgangOffen } from '../../domain/lastgang/aendern';
import { lastgangApi } from '../api/lastgang';
import { useDownload } from '../ui/download/useDownload';
import type { LastgangLieferstelle } from './LastgangDialog';

// Every tender page shows the table; only who opens a Lastgang needs the dialog.
const LastgangDialog = lazy(() => import('./LastgangDialog').then((m) => ({ default: m.LastgangDialog })));

/**
 * The entry to an RLM Lieferstelle's Lastgang, in its row of the tender's Lieferstellen (the row's record is the
 * Lieferstelle, so the tender's status comes from the table).
 */
export function LastgangButton({ lieferstelle, ausschreibungStatus }: { lieferstelle: LastgangLieferstelle & { messart: string }; ausschreibungStatus: number | undefined }) {
  const [offen, setOffen] = useState(false);
  if (lieferstelle.messart !== 'RLM') return null;
  return (
    <>
      <Button size="small" startIcon={<ShowChartIcon />} onClick={() => setOffen(true)} aria-label={`Lastgang ${lieferstelle.bezeichnung}`}>
        Lastgang
      </Button>
      {offen && (
        <Suspense fallback={null}>
          <LastgangDialog lieferstelle={lieferstelle} aenderbar={lastgangOffen(ausschreibungStatus)} onSchliessen={() => setOffen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** All Lastgänge of the tender in one file, one column per MaLo-ID, as the suppliers price them. */
export function LastgaengeHerunterladen() {
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
