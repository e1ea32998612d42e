import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { ladeProtokoll } from '../api/auktion';
import { useDownload } from '../ui/download/useDownload';

/** The Auktionsprotokoll as CSV and PDF, for whoever may download it from `pfad` (administrator, Kunde from status 3). */
export function ProtokollButtons({ pfad }: { pfad: string }) {
  const { starte, isPending } = useDownload((format: 'csv' | 'pdf') => ladeProtokoll(pfad, format), (format) => `Auktionsprotokoll.${format}`);
  return (
    <>
      <Button startIcon={<DownloadIcon />} onClick={() => starte('csv')} disabled={isPending}>
        Protokoll CSV
      </Button>
      <Button startIcon={<DownloadIcon />} onClick={() => starte('pdf')} disabled={isPending}>
        Protokoll PDF
      </Button>
    </>
  );
}
