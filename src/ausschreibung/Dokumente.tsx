import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import { dokumenteApi, useDokumente } from '../api/dokumente';
import type { DokumentEintrag } from '../../domain/dokumente';
import { formatDateigroesse, formatDatumZeit } from '../../domain/format';
import { useDownload } from '../ui/download/useDownload';

/** A tender's documents (Lastgang, Vollmacht, Rechnung …); a click downloads one (POST /api/Download). */
export function Dokumente({ ausschreibungId }: { ausschreibungId: number }) {
  const { data, isPending, error } = useDokumente(ausschreibungId);
  const download = useDownload((d: DokumentEintrag) => dokumenteApi.herunterladen(d.id), (d) => d.name);
  if (isPending) return <Skeleton variant="rectangular" height={48} />;
  if (error) return <Alert severity="error">Die Dokumente konnten nicht geladen werden.</Alert>;
  if (data.length === 0) return <Typography color="text.secondary">Zu dieser Ausschreibung gibt es keine Dokumente.</Typography>;
  return (
    <List dense aria-label="Dokumente">
      {data.map((d) => (
        // A list holds list items: the button inside its item, not in place of it.
        <ListItem key={d.id} disablePadding>
          <ListItemButton onClick={() => download.starte(d)} disabled={download.isPending}>
            <ListItemIcon>
              <DescriptionIcon />
            </ListItemIcon>
            <ListItemText primary={d.name} secondary={`${formatDateigroesse(d.size)} · hochgeladen am ${formatDatumZeit(d.hochgeladenAm)}`} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
