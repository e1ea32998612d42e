import { useRecordContext } from 'react-admin';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useEvuProvider } from '../../api/evu/useEvuProvider';
import { useDownload } from '../../ui/download/useDownload';

/** CSV and Excel of the Lieferstellen for the supplier's pricing tool. */
export function LieferstellenExportButtons() {
  const a = useRecordContext<{ id: number; nummer: string }>();
  const provider = useEvuProvider();
  const { starte, isPending } = useDownload(
    ({ id, format }: { id: number; nummer: string; format: 'csv' | 'xlsx' }) => provider.lieferstellen(id, format),
    ({ nummer, format }) => `Lieferstellen_${nummer}.${format}`,
  );
  if (!a) return null;
  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => starte({ ...a, format: 'csv' })} disabled={isPending}>
        CSV
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => starte({ ...a, format: 'xlsx' })} disabled={isPending}>
        Excel
      </Button>
    </>
  );
}
