import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDateigroesse } from '../../../domain/format';
import { useDownload } from '../../ui/download/useDownload';
import { useAusschreibungAdmin } from '../../api/admin/useAusschreibungAdmin';

/** Exports what the list shows (its filters and order, every page) as CSV for Excel. */
export function ListenExportButton() {
  const { filterValues, sort, total } = useListContext();
  const provider = useAusschreibungAdmin();
  const [empfangen, setEmpfangen] = useState(0);
  const { starte, isPending: laeuft } = useDownload(() => {
    setEmpfangen(0);
    return provider.exportiereListe({ filter: filterValues, sort }, (n) => setEmpfangen(n));
  }, () => 'Ausschreibungen.csv');
  return (
    <Button
      label={laeuft ? `Export läuft … ${formatDateigroesse(empfangen)}` : 'CSV-Export'}
      onClick={() => starte()}
      disabled={laeuft || total === 0}
      aria-busy={laeuft}
    >
      {laeuft ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
}
