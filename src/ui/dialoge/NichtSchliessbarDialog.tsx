import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { Dialogfenster } from './Dialogfenster';

/**
 * 'Eintrag kann nicht geschlossen werden' (SPEC.md section 8): the record is busy or invalid and must stay
 * open; the user may minimize it instead so that it stops taking the screen.
 */
export function NichtSchliessbarDialog({ offen, grund, onMinimieren, onSchliessen }: { offen: boolean; grund: string; onMinimieren: () => void; onSchliessen: () => void }) {
  return (
    <Dialogfenster
      offen={offen}
      titel="Eintrag kann nicht geschlossen werden"
      onSchliessen={onSchliessen}
      aktionen={
        <>
          <Button onClick={onMinimieren}>Minimieren</Button>
          <Button onClick={onSchliessen} variant="contained" autoFocus>
            OK
          </Button>
        </>
      }
    >
      <DialogContentText>{grund}</DialogContentText>
    </Dialogfenster>
  );
}
