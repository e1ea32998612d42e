import { useState } from 'react';
import { Button, useRefresh } from 'react-admin';
import CancelIcon from '@mui/icons-material/Cancel';
import MuiButton from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { BEGRUENDUNG_LAENGE } from '../../domain/vergabe/informationsschreiben';
import { useAufheben, type Verfahren } from '../api/verfahren';
import { DialogFrame } from '../ui/dialogs/DialogFrame';
import { useEinLauf } from '../ui/form/useEinLauf';
import { FEHLER_ALLGEMEIN, melde } from '../ui/notifications/useMeldung';

/**
 * Cancels the procedure (Aufhebung, § 63 VgV) from its release until a Zuschlag takes effect, after asking for the
 * reasons every invited EVU is mailed. Destructive: the button is red and the dialog says what follows.
 */
export function AufhebenButton({ verfahren, a }: { verfahren: Verfahren; a: { nummer: string; status: number } }) {
  const [offen, setOffen] = useState(false);
  const [begruendung, setBegruendung] = useState('');
  const [fehler, setFehler] = useState<string | null>(null);
  const refresh = useRefresh();
  const hebeAuf = useAufheben(verfahren, refresh);
  const { laeuft, starte } = useEinLauf();
  if (a.status < AusschreibungStatus.Aktiv || a.status > AusschreibungStatus.Bindefrist) return null;
  const schliesse = () => {
    setOffen(false);
    setFehler(null);
  };
  const bestaetige = () =>
    void starte(() =>
      hebeAuf.mutateAsync(begruendung.trim()).then(
        () => {
          schliesse();
          melde('erfolg', `Die Ausschreibung ${a.nummer} ist aufgehoben; die eingeladenen Versorger sind benachrichtigt.`);
        },
        (err: unknown) => setFehler((err as { body?: { message?: string } }).body?.message ?? FEHLER_ALLGEMEIN),
      ),
    );
  return (
    <>
      <Button label="Aufheben" color="error" onClick={() => setOffen(true)}>
        <CancelIcon />
      </Button>
      <DialogFrame
        offen={offen}
        titel={`Ausschreibung ${a.nummer} aufheben?`}
        onSchliessen={schliesse}
        telefonVollbild
        aktionen={
          <>
            <MuiButton onClick={schliesse} autoFocus>
              Abbrechen
            </MuiButton>
            <MuiButton color="error" variant="contained" disabled={!begruendung.trim() || laeuft} onClick={bestaetige}>
              Ausschreibung aufheben
            </MuiButton>
          </>
        }
      >
        <Stack spacing={2}>
          <DialogContentText>
            Das Verfahren endet dann ohne Zuschlag; Angebote werden nicht mehr berücksichtigt. Alle eingeladenen Versorger erhalten die Begründung per E-Mail. Das lässt sich nicht rückgängig machen.
          </DialogContentText>
          <TextField
            label="Begründung der Aufhebung"
            required
            multiline
            minRows={3}
            value={begruendung}
            onChange={(e) => setBegruendung(e.target.value)}
            helperText="Zum Beispiel: kein wirtschaftliches Angebot, wesentliche Änderung der Grundlagen (§ 63 Abs. 1 VgV)."
            slotProps={{ htmlInput: { maxLength: BEGRUENDUNG_LAENGE } }}
          />
          {fehler && <Alert severity="error">{fehler}</Alert>}
        </Stack>
      </DialogFrame>
    </>
  );
}
