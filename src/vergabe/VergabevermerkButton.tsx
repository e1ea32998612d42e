import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useState } from 'react';
import { Button } from 'react-admin';
import type { Download } from '../api/http';
import { saveFile } from '../ui/download/saveFile';
import { meldeHttpFehler } from '../ui/notifications/useMeldung';

/**
 * Downloads the Vergabevermerk (§ 8 VgV) as a PDF. It stands in the tender's top toolbar, so it is react-admin's
 * Button like the EditButton beside it: one size, and on a phone an icon with the label as its name and tooltip.
 */
export function VergabevermerkButton({ lade, nummer }: { lade: () => Promise<Download>; nummer: string }) {
  const [laedt, setLaedt] = useState(false);
  const klick = () => {
    setLaedt(true);
    lade()
      .then((datei) => saveFile(datei, `Vergabevermerk_${nummer}.pdf`), meldeHttpFehler)
      .finally(() => setLaedt(false));
  };
  return (
    <Button label="Vergabevermerk (PDF)" onClick={klick} disabled={laedt}>
      <PictureAsPdfIcon />
    </Button>
  );
}
