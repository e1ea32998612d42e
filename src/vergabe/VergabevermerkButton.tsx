import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from 'react-admin';
import type { Download } from '../api/http';
import { useDownload } from '../ui/download/useDownload';

/**
 * Downloads the Vergabevermerk (§ 8 VgV) as a PDF. It stands in the tender's top toolbar, so it is react-admin's
 * Button like the EditButton beside it: one size, and on a phone an icon with the label as its name and tooltip.
 */
export function VergabevermerkButton({ lade, nummer }: { lade: () => Promise<Download>; nummer: string }) {
  const { starte, isPending } = useDownload(lade, () => `Vergabevermerk_${nummer}.pdf`);
  return (
    <Button label="Vergabevermerk (PDF)" onClick={() => starte()} disabled={isPending}>
      <PictureAsPdfIcon />
    </Button>
  );
}
