import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogFrame } from './DialogFrame';

/**
 * Asks before an action that cannot be taken back; "Abbrechen" has the focus so Enter never acts by accident.
 * Destructive actions (the default) have a red button.
 */
export function ConfirmDialog({ offen, titel, text, bestaetigen, onBestaetigen, onAbbrechen, zerstoerend = true }: {
  offen: boolean;
  titel: string;
  text: string;
  bestaetigen: string;
  onBestaetigen: () => void;
  onAbbrechen: () => void;
  zerstoerend?: boolean;
}) {
  return (
    <DialogFrame
      offen={offen}
      titel={titel}
      onSchliessen={onAbbrechen}
      aktionen={
        <>
          <Button onClick={onAbbrechen} autoFocus>
            Abbrechen
          </Button>
          <Button onClick={onBestaetigen} color={zerstoerend ? 'error' : 'primary'} variant="contained">
            {bestaetigen}
          </Button>
        </>
      }
    >
      <DialogContentText>{text}</DialogContentText>
    </DialogFrame>
  );
}
