import Button from '@mui/material/Button';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useState } from 'react';
import type { Download } from '../api/http';
import { saveFile } from '../ui/download/saveFile';
import { meldeHttpFehler } from '../ui/notifications/useMeldung';

/** Downloads the Vergabevermerk (§ 8 VgV) as a PDF. */
export function VergabevermerkButton({ lade, nummer }: { lade: () => Promise<Download>; nummer: string }) {
  const [laedt, setLaedt] = useState(false);
  const klick = () => {
    setLaedt(true);
    lade()
      .then((datei) => saveFile(datei, `Vergabevermerk_${nummer}.pdf`), meldeHttpFehler)
      .finally(() => setLaedt(false));
  };
  return (
    <Button variant="outlined" size="small" startIcon={<PictureAsPdfIcon />} onClick={klick} disabled={laedt}>
      Vergabevermerk (PDF)
    </Button>
  );
}
