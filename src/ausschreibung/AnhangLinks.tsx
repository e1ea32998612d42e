import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { angebotsAnhaengeApi } from '../api/angebotsAnhaenge';
import type { AngebotsAnhang } from '../../domain/api/angebot';
import { useDownload } from '../ui/download/useDownload';

/** One attachment as a download button named by its file. */
export function AnhangButton({ anhang }: { anhang: AngebotsAnhang }) {
  const download = useDownload((a: AngebotsAnhang) => angebotsAnhaengeApi.herunterladen(a.id), (a) => a.name);
  return (
    <Button
      size="small"
      startIcon={<AttachFileIcon />}
      onClick={() => download.starte(anhang)}
      disabled={download.isPending}
      // File names are long and unbroken ("Preisblatt_Stadtwerke_2027_final.xlsx"): they wrap, never widen the page.
      sx={{ textTransform: 'none', textAlign: 'left', overflowWrap: 'anywhere', py: 0 }}
    >
      {anhang.name}
    </Button>
  );
}

/** An offer's attachments as a list of downloads; nothing when it has none. */
export function AnhangLinks({ anhaenge, label = 'Anhänge' }: { anhaenge: readonly AngebotsAnhang[]; label?: string }) {
  if (anhaenge.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {anhaenge.map((a) => (
        <li key={a.id}>
          <AnhangButton anhang={a} />
        </li>
      ))}
    </Box>
  );
}
