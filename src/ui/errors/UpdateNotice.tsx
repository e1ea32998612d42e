import { useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogFrame } from '../dialogs/DialogFrame';
import { aktualisierung, VERALTET_TEXT } from './aktualisierung';

/** The question of SPEC.md section 8 after a new deployment; reloading fetches the new version. */
export function UpdateNotice({ neuLaden = () => window.location.reload() }: { neuLaden?: () => void }) {
  const offen = useSyncExternalStore(aktualisierung.abonniere, aktualisierung.noetig, aktualisierung.noetig);
  return (
    <DialogFrame
      offen={offen}
      titel="Neue Version verfügbar"
      onSchliessen={aktualisierung.zurueckstellen}
      aktionen={
        <>
          <Button onClick={aktualisierung.zurueckstellen}>Später</Button>
          <Button onClick={neuLaden} variant="contained" autoFocus>
            Neu laden
          </Button>
        </>
      }
    >
      <DialogContentText>{VERALTET_TEXT}</DialogContentText>
      <DialogContentText sx={{ mt: 1 }}>Möchten Sie die Seite jetzt neu laden? Nicht gespeicherte Eingaben gehen dabei verloren.</DialogContentText>
    </DialogFrame>
  );
}
