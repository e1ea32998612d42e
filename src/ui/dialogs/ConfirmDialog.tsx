import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogFrame } from './DialogFrame';

/**
 * Asks before an action that cannot be taken back; "Abbrechen" has the focus so Enter never acts by accident.
 * Destructive actions (the default) have a red button. `children` stand below the text (what the user must
 * weigh, an acknowledgement); `gesperrt` holds the action back until that is done. `fehler`: the server's refusal, shown
 * above the buttons for a dialog that stays open until the answer.
 */
export function ConfirmDialog({ offen, titel, text, bestaetigen, onBestaetigen, onAbbrechen, zerstoerend = true, gesperrt = false, fehler, children }: {
  offen: boolean;
  titel: string;
  text: string;
  bestaetigen: string;
  onBestaetigen: () => void;
  onAbbrechen: () => void;
  zerstoerend?: boolean;
  gesperrt?: boolean;
  fehler?: string | null;
  children?: ReactNode;
}) {
  return (
    <DialogFrame
      offen={offen}
      titel={titel}
      onSchliessen={onAbbrechen}
      fehler={fehler}
      aktionen={
        <>
          <Button onClick={onAbbrechen} autoFocus>
            Abbrechen
          </Button>
          <Button onClick={onBestaetigen} color={zerstoerend ? 'error' : 'primary'} variant="contained" disabled={gesperrt}>
            {bestaetigen}
          </Button>
        </>
      }
    >
      <DialogContentText>{text}</DialogContentText>
      {children}
    </DialogFrame>
  );
}
