import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { DialogFrame } from '../ui/dialogs/DialogFrame';
import { anmeldeFelder } from '../i18n/felder';
import { feldFehlerAus } from './serverFehler';

/**
 * Asks for the current password before a change the server allows only with it (removing a second factor, new
 * recovery codes). The dialog stays open with the server's message when the password is refused.
 */
export function PasswortBestaetigenDialog({ offen, titel, text, bestaetigen, zerstoerend = false, onBestaetigen, onAbbrechen }: {
  offen: boolean;
  titel: string;
  text: string;
  bestaetigen: string;
  zerstoerend?: boolean;
  /** runs the change with the password; a rejection is shown in the dialog */
  onBestaetigen: (passwort: string) => Promise<void>;
  onAbbrechen: () => void;
}) {
  const [passwort, setPasswort] = useState('');
  const [fehler, setFehler] = useState<string>();
  const [laeuft, setLaeuft] = useState(false);

  const schliessen = () => {
    setPasswort('');
    setFehler(undefined);
    onAbbrechen();
  };

  const absenden = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!passwort) return;
    setLaeuft(true);
    setFehler(undefined);
    try {
      await onBestaetigen(passwort);
      setPasswort('');
    } catch (err) {
      setFehler(feldFehlerAus(err).meldung);
    } finally {
      setLaeuft(false);
    }
  };

  return (
    <DialogFrame
      offen={offen}
      titel={titel}
      onSchliessen={schliessen}
      aktionen={
        <>
          <Button onClick={schliessen}>Abbrechen</Button>
          <Button onClick={() => void absenden()} color={zerstoerend ? 'error' : 'primary'} variant="contained" disabled={!passwort || laeuft}>
            {bestaetigen}
          </Button>
        </>
      }
    >
      {/* Enter in the field confirms, as the button does. */}
      <form noValidate onSubmit={(e) => void absenden(e)}>
        <DialogContentText>{text}</DialogContentText>
        {fehler && <Alert severity="error" sx={{ mt: 2 }}>{fehler}</Alert>}
        <TextField label={anmeldeFelder.aktuellesPasswort} type="password" name="aktuellesPasswort" autoComplete="current-password" autoFocus required fullWidth
          margin="normal" value={passwort} onChange={(e) => setPasswort(e.target.value)} />
      </form>
    </DialogFrame>
  );
}
