import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Asks before a destructive action; focus goes into the dialog and back to the trigger (MUI). */
export function BestaetigungsDialog({ offen, titel, text, bestaetigen, onBestaetigen, onAbbrechen }: {
  offen: boolean;
  titel: string;
  text: string;
  bestaetigen: string;
  onBestaetigen: () => void;
  onAbbrechen: () => void;
}) {
  return (
    <Dialog open={offen} onClose={onAbbrechen} aria-labelledby="bestaetigung-titel" aria-describedby="bestaetigung-text">
      <DialogTitle id="bestaetigung-titel">{titel}</DialogTitle>
      <DialogContent>
        <DialogContentText id="bestaetigung-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onAbbrechen} autoFocus>
          Abbrechen
        </Button>
        <Button onClick={onBestaetigen} color="error" variant="contained">
          {bestaetigen}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
