import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { saveFile } from '../ui/download/saveFile';

export const DATEINAME = 'Wiederherstellungscodes.txt';

/** The file's text: what the codes are for, then one code a line. */
export function codesAlsText(codes: string[]): string {
  return `Wiederherstellungscodes für das Energieausschreibungsportal\nJeder Code kann einmal statt des Codes aus der Authenticator-App verwendet werden.\n\n${codes.join('\n')}\n`;
}

/**
 * The ten recovery codes, shown once after they were issued (the server keeps only their hashes): copy, download,
 * and "Fertig" once they are kept somewhere safe. Inline, not a modal: the rest of the page stays usable.
 */
export function WiederherstellungscodesAnzeige({ codes, onFertig }: { codes: string[]; onFertig: () => void }) {
  const [kopiert, setKopiert] = useState<boolean>();

  const kopieren = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setKopiert(true);
    } catch {
      setKopiert(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="wiederherstellungscodes" sx={{ mt: 3, p: 2, border: 1, borderColor: 'warning.main', borderRadius: 1 }}>
      <Typography id="wiederherstellungscodes" variant="h6" component="h2">
        Ihre Wiederherstellungscodes
      </Typography>
      <Typography variant="body2" sx={{ my: 1 }}>
        Haben Sie Ihr Telefon nicht zur Hand, melden Sie sich mit einem dieser Codes statt des Codes aus der App an. Jeder Code gilt
        einmal. Bewahren Sie die Codes sicher auf: Sie werden nur jetzt angezeigt.
      </Typography>
      <Box component="ol" aria-label="Wiederherstellungscodes" sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: { xs: 1, sm: 2 }, pl: 4, my: 2 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      {kopiert === true && <Alert severity="success" role="status" sx={{ mb: 2 }}>Die Codes wurden in die Zwischenablage kopiert.</Alert>}
      {kopiert === false && <Alert severity="warning" sx={{ mb: 2 }}>Die Codes konnten nicht kopiert werden. Bitte laden Sie sie herunter oder schreiben Sie sie ab.</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="flex-end">
        <Button startIcon={<ContentCopyIcon />} onClick={() => void kopieren()}>
          Kopieren
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => saveFile({ blob: new Blob([codesAlsText(codes)], { type: 'text/plain;charset=utf-8' }), fileName: DATEINAME }, DATEINAME)}>
          Herunterladen
        </Button>
        <Button variant="contained" onClick={onFertig}>
          Ich habe die Codes gesichert
        </Button>
      </Stack>
    </Box>
  );
}
