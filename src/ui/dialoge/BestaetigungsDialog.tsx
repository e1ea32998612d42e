import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { Dialogfenster } from './Dialogfenster';

/** Asks before a destructive action; "Abbrechen" has the focus so Enter never destroys by accident. */
export function BestaetigungsDialog({ offen, titel, text, bestaetigen, onBestaetigen, onAbbrechen }: {
  offen: boolean;
  titel: string;
  text: string;
  bestaetigen: string;
  onBestaetigen: () => void;
  onAbbrechen: () => void;
}) {
  return (
    <Dialogfenster
      offen={offen}
      titel={titel}
      onSchliessen={onAbbrechen}
      aktionen={
        <>
          <Button onClick={onAbbrechen} autoFocus>
            Abbrechen
          </Button>
          <Button onClick={onBestaetigen} color="error" variant="contained">
            {bestaetigen}
          </Button>
        </>
      }
    >
      <DialogContentText>{text}</DialogContentText>
    </Dialogfenster>
  );
}
