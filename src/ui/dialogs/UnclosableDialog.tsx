import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogFrame } from './DialogFrame';

/**
 * 'Eintrag kann nicht geschlossen werden' (SPEC.md section 8): the record is busy or invalid and must stay
 * open; the user may minimize it instead so that it stops taking the screen.
 */
export function UnclosableDialog({ offen, grund, onMinimieren, onSchliessen }: { offen: boolean; grund: string; onMinimieren: () => void; onSchliessen: () => void }) {
  return (
    <DialogFrame
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
    </DialogFrame>
  );
}
