import { useDataProvider, useRecordContext } from 'react-admin';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import type { EvuProvider } from '../../api/evu/dataProvider';
import { saveFile } from '../../ui/download/saveFile';
import { meldeHttpFehler } from '../../ui/notifications/useMeldung';

/** CSV and Excel of the Lieferstellen for the supplier's pricing tool. */
export function LieferstellenExportButtons() {
  const a = useRecordContext<{ id: number; nummer: string }>();
  const provider = useDataProvider<EvuProvider>();
  if (!a) return null;
  const lade = (format: 'csv' | 'xlsx') => () =>
    provider.lieferstellen(a.id, format).then((datei) => saveFile(datei, `Lieferstellen_${a.nummer}.${format}`), meldeHttpFehler);
  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={lade('csv')}>
        CSV
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} onClick={lade('xlsx')}>
        Excel
      </Button>
    </>
  );
}
