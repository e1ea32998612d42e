import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogFrame } from '../ui/dialogs/DialogFrame';
import { AktuellesPasswortFeld, useAktuellesPasswort } from './AktuellesPasswortFeld';
import { feldFehlerAus } from './serverFehler';

/**
 * Asks for the current password before a change the server allows only with it (removing a second factor, new
 * recovery codes). The dialog stays open when the change is refused: a refused password is the field's message
 * (AktuellesPasswortFeld, as in the set-up form of a second factor), any other refusal an alert.
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
  const passwort = useAktuellesPasswort();
  const [fehler, setFehler] = useState<string>();
  const [laeuft, setLaeuft] = useState(false);

  const schliessen = () => {
    passwort.leeren();
    setFehler(undefined);
    onAbbrechen();
  };

  const absenden = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!passwort.wert) return;
    setLaeuft(true);
    setFehler(undefined);
    passwort.neuerVersuch();
    try {
      await onBestaetigen(passwort.wert);
      passwort.leeren();
    } catch (err) {
      if (!passwort.abgelehnt(err)) setFehler(feldFehlerAus(err).meldung);
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
          <Button onClick={() => void absenden()} color={zerstoerend ? 'error' : 'primary'} variant="contained" disabled={!passwort.wert || laeuft}>
            {bestaetigen}
          </Button>
        </>
      }
    >
      {/* Enter in the field confirms, as the button does. */}
      <form noValidate onSubmit={(e) => void absenden(e)}>
        <DialogContentText>{text}</DialogContentText>
        {fehler && <Alert severity="error" sx={{ mt: 2 }}>{fehler}</Alert>}
        <AktuellesPasswortFeld passwort={passwort} autoFocus />
      </form>
    </DialogFrame>
  );
}
