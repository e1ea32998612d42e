import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import { theme } from '../theme';
import { DialogsPattern } from './DialogsPattern';
import { InputsPattern } from './InputsPattern';
import { RefreshPattern, ErrorBoundaryPattern, DownloadPattern } from './ErrorsPattern';
import { ContextMenuPattern } from './ContextMenuPattern';
import { NotificationsPattern } from './NotificationsPattern';
import { TabsPattern } from './TabsPattern';

const INHALT = [
  ['dialoge', 'Dialoge'],
  ['meldungen', 'Meldungen'],
  ['reiter', 'Reiter'],
  ['kontextmenue', 'Kontextmenü'],
  ['auswahl', 'Auswahl'],
  ['mehrfachauswahl', 'Mehrfachauswahl'],
  ['schieberegler', 'Schieberegler'],
  ['datum', 'Datum'],
  ['bitflags', 'Bit-Flag-Gruppe'],
  ['texteingabe', 'Texteingabe'],
  ['email', 'E-Mail-Eingabe'],
  ['regeln', 'Prüfregeln'],
  ['dateiupload', 'Dateiupload'],
  ['fehlergrenze', 'Fehlergrenze'],
  ['aktualisierung', 'Neue Version'],
  ['herunterladen', 'Herunterladen'],
] as const;

/**
 * /ui (administrators only): every shared piece of src/ui in its states, for people to look at and try.
 * The inputs need react-admin's form context, so the page brings its own (no data provider: nothing is saved).
 */
export default function PatternsPage() {
  return (
    <AdminContext i18nProvider={i18nProvider} theme={theme}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            Bausteine der Oberfläche
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: '80ch' }}>
            Jeder gemeinsame Baustein des Portals in seinen Zuständen, zum Ansehen und Ausprobieren. Nichts auf dieser Seite wird gespeichert –
            außer einer Datei, die Sie im Abschnitt „Dateiupload“ hochladen.
          </Typography>
          <Stack component="nav" aria-label="Abschnitte" direction="row" flexWrap="wrap" useFlexGap gap={1} sx={{ mt: 2 }}>
            {INHALT.map(([id, titel]) => (
              <Chip key={id} label={titel} size="small" variant="outlined" clickable onClick={() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' })} />
            ))}
          </Stack>
        </Box>
        <DialogsPattern />
        <NotificationsPattern />
        <TabsPattern />
        <ContextMenuPattern />
        <InputsPattern />
        <ErrorBoundaryPattern />
        <RefreshPattern />
        <DownloadPattern />
      </Box>
    </AdminContext>
  );
}
