import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogFrame } from './DialogFrame';

export type UnsavedChangesChoice = 'speichern' | 'verwerfen' | 'abbrechen';

/** 'Änderungen speichern?' when a record with unsaved changes is about to close (SPEC.md section 8). */
export function UnsavedChangesDialog({ offen, name, onEntscheidung }: { offen: boolean; name?: string; onEntscheidung: (e: UnsavedChangesChoice) => void }) {
  return (
    <DialogFrame
      offen={offen}
      titel="Änderungen speichern?"
      onSchliessen={() => onEntscheidung('abbrechen')}
      aktionen={
        <>
          <Button onClick={() => onEntscheidung('abbrechen')}>Abbrechen</Button>
          <Button onClick={() => onEntscheidung('verwerfen')} color="error">
            Verwerfen
          </Button>
          <Button onClick={() => onEntscheidung('speichern')} variant="contained" autoFocus>
            Speichern
          </Button>
        </>
      }
    >
      <DialogContentText>
        {name ? `Der Eintrag "${name}" enthält ungespeicherte Änderungen.` : 'Der Eintrag enthält ungespeicherte Änderungen.'}
      </DialogContentText>
    </DialogFrame>
  );
}
