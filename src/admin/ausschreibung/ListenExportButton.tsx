import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDateigroesse } from '../../../domain/format';
import { saveFile } from '../../ui/download/saveFile';
import { meldeHttpFehler } from '../../ui/notifications/useMeldung';
import { useAusschreibungAdmin } from '../../api/admin/useAusschreibungAdmin';

/** Exports what the list shows (its filters and order, every page) as CSV for Excel. */
export function ListenExportButton() {
  const { filterValues, sort, total } = useListContext();
  const provider = useAusschreibungAdmin();
  const [empfangen, setEmpfangen] = useState<number | null>(null);
  const exportiere = async () => {
    setEmpfangen(0);
    try {
      saveFile(await provider.exportiereListe({ filter: filterValues, sort }, (n) => setEmpfangen(n)), 'Ausschreibungen.csv');
    } catch (fehler) {
      meldeHttpFehler(fehler);
    } finally {
      setEmpfangen(null);
    }
  };
  const laeuft = empfangen !== null;
  return (
    <Button
      label={laeuft ? `Export läuft … ${formatDateigroesse(empfangen)}` : 'CSV-Export'}
      onClick={exportiere}
      disabled={laeuft || total === 0}
      aria-busy={laeuft}
    >
      {laeuft ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
}
