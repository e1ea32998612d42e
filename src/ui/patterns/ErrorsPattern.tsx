import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HttpError } from '../../api/http';
import { fordereAktualisierungAn } from '../errors/aktualisierung';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { saveFile } from '../download/saveFile';
import { Abschnitt } from './Abschnitt';

function Absturz({ fehler }: { fehler: unknown }) {
  if (fehler) throw fehler;
  return <Typography variant="body2">Dieser Bereich arbeitet normal.</Typography>;
}

export function ErrorBoundaryPattern() {
  const [fehler, setFehler] = useState<unknown>(null);
  // The boundary keeps showing the error by itself; clearing it here lets "Erneut versuchen" succeed.
  useEffect(() => {
    if (fehler) setFehler(null);
  }, [fehler]);
  return (
    <Abschnitt
      id="fehlergrenze"
      titel="Fehlergrenze"
      beschreibung="Stürzt ein Bereich ab, zeigt er statt einer leeren Seite diese Meldung; Kopfzeile und Navigation bleiben bedienbar. Der Fehler wird wie jeder echte an das Fehlerprotokoll des Servers gemeldet."
    >
      <Stack direction="row" flexWrap="wrap" useFlexGap gap={1} sx={{ mb: 2 }}>
        <Button variant="outlined" color="error" onClick={() => setFehler(new Error('Beispielfehler aus der Musterseite.'))}>
          Absturz auslösen
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => setFehler(new HttpError('500 Internal Server Error', 500, { message: 'Die Liste konnte nicht gelesen werden.', errorId: 'c0ffee42' }))}
        >
          Absturz mit Fehlernummer auslösen
        </Button>
      </Stack>
      <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 2 }}>
        <ErrorBoundary>
          <Absturz fehler={fehler} />
        </ErrorBoundary>
      </Box>
    </Abschnitt>
  );
}

export function RefreshPattern() {
  return (
    <Abschnitt
      id="aktualisierung"
      titel="Hinweis auf eine neue Version"
      beschreibung="Erscheint, wenn nach einer neuen Auslieferung ein Teil der Anwendung nicht mehr geladen werden kann oder der Server eine andere Version meldet. „Neu laden“ lädt diese Seite wirklich neu, „Später“ schließt den Hinweis."
    >
      <Button variant="outlined" onClick={fordereAktualisierungAn}>
        Hinweis auf neue Version zeigen
      </Button>
    </Abschnitt>
  );
}

export function DownloadPattern() {
  const speichern = () =>
    saveFile({ blob: new Blob(['Beispieldatei der Musterseite.\n'], { type: 'text/plain;charset=utf-8' }), fileName: 'beispiel.txt' }, 'beispiel.txt');
  return (
    <Abschnitt id="herunterladen" titel="Herunterladen" beschreibung="Übergibt eine Datei dem „Speichern“ des Browsers; hier eine kleine Textdatei, die im Browser entsteht, ohne den Server zu fragen.">
      <Button variant="outlined" onClick={speichern}>
        Beispieldatei speichern
      </Button>
    </Abschnitt>
  );
}
