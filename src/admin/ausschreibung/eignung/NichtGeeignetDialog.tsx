import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BEGRUENDUNG_LAENGE } from '../../../../domain/vergabe/informationsschreiben';
import { DialogFrame } from '../../../ui/dialogs/DialogFrame';

/**
 * Records a bidder as nicht geeignet: the Begründung is required, because the bidder reads it in its
 * Informationsschreiben and the Vergabevermerk keeps it. Confirming excludes the offer from ranking and auction.
 */
export function NichtGeeignetDialog({ evu, vorgabe, laeuft, fehler, onBestaetigen, onAbbrechen }: {
  evu: string;
  /** the server's refusal, shown where it was asked for */
  fehler: string | null;
  vorgabe: string;
  laeuft: boolean;
  onBestaetigen: (begruendung: string) => void;
  onAbbrechen: () => void;
}) {
  const [text, setText] = useState(vorgabe);
  const [versucht, setVersucht] = useState(false);
  const leer = !text.trim();
  const bestaetige = () => {
    setVersucht(true);
    if (!leer) onBestaetigen(text.trim());
  };
  return (
    <DialogFrame
      offen
      titel={`${evu}: nicht geeignet`}
      onSchliessen={onAbbrechen}
      telefonVollbild
      aktionen={
        <>
          <Button onClick={onAbbrechen}>Abbrechen</Button>
          <Button variant="contained" color="error" onClick={bestaetige} disabled={laeuft}>
            Als nicht geeignet erfassen
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <DialogContentText>
          Das Angebot dieses Bieters wird dann nicht gewertet, nimmt an keiner Online-Auktion teil und kann den Zuschlag nicht erhalten. Die Begründung steht im
          Informationsschreiben an den Bieter und im Vergabevermerk.
        </DialogContentText>
        <TextField
          label="Begründung"
          required
          multiline
          minRows={3}
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={versucht && leer}
          helperText={versucht && leer ? 'Bitte begründen Sie, warum der Bieter nicht geeignet ist.' : 'Zum Beispiel: welches Kriterium nicht erfüllt ist und woran das zu sehen war.'}
          slotProps={{ htmlInput: { maxLength: BEGRUENDUNG_LAENGE } }}
        />
        {fehler && <Alert severity="error">{fehler}</Alert>}
      </Stack>
    </DialogFrame>
  );
}
