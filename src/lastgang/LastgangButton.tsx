import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { lastgangOffen } from '../../domain/lastgang/aendern';
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
