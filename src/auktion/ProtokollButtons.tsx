import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { ladeProtokoll } from '../api/auktion';
import { saveFile } from '../ui/download/saveFile';
import { meldeHttpFehler } from '../ui/notifications/useMeldung';

/** The Auktionsprotokoll as CSV and PDF, for whoever may download it from `pfad` (administrator, Kunde from status 3). */
export function ProtokollButtons({ pfad }: { pfad: string }) {
  const lade = (format: 'csv' | 'pdf') => () => ladeProtokoll(pfad, format).then((d) => saveFile(d, `Auktionsprotokoll.${format}`), meldeHttpFehler);
  return (
    <>
      <Button startIcon={<DownloadIcon />} onClick={lade('csv')}>
        Protokoll CSV
      </Button>
      <Button startIcon={<DownloadIcon />} onClick={lade('pdf')}>
        Protokoll PDF
      </Button>
    </>
  );
}
