import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BEGRUENDUNG_MAX } from '../../../domain/api/zulassungAdmin';
import { meldungAus } from '../errors/serverGrund';
import { useEinLauf } from '../form/useEinLauf';
import { DialogFrame } from './DialogFrame';

/**
 * Asks for a Begründung before an action that needs one (a decision someone is told of, an exception that is
 * recorded): the action stays disabled while the text is blank, "Abbrechen" has the focus, and a refusal of the
 * server stays in the dialog, in German, so the user can correct it or cancel.
 */
export function BegruendungDialog({ offen, titel, text, bestaetigen, label = 'Begründung', hinweis, zerstoerend = false, pflicht = true, onBestaetigen, onAbbrechen, children }: {
  offen: boolean;
  titel: string;
  text: string;
  bestaetigen: string;
  label?: string;
  hinweis?: string;
  zerstoerend?: boolean;
  /** false: the Begründung may stay empty (a check that needs none) */
  pflicht?: boolean;
  /** resolves when done (the dialog closes through its caller); a rejection shows its reason */
  onBestaetigen: (begruendung: string) => Promise<unknown> | void;
  onAbbrechen: () => void;
  children?: ReactNode;
}) {
  const [begruendung, setBegruendung] = useState('');
  const [fehler, setFehler] = useState<string | null>(null);
  const { laeuft, starte } = useEinLauf();
  useEffect(() => {
    if (!offen) return;
    setBegruendung('');
    setFehler(null);
  }, [offen]);
  const bestaetige = () =>
    void starte(async () => {
      setFehler(null);
      try {
        await onBestaetigen(begruendung.trim());
      } catch (e) {
        setFehler(meldungAus(e));
      }
    });
  return (
    <DialogFrame
      offen={offen}
      titel={titel}
      onSchliessen={onAbbrechen}
      telefonVollbild
      aktionen={
        <>
          <Button onClick={onAbbrechen} autoFocus>
            Abbrechen
          </Button>
          <Button variant="contained" color={zerstoerend ? 'error' : 'primary'} disabled={(pflicht && !begruendung.trim()) || laeuft} onClick={bestaetige}>
            {bestaetigen}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <DialogContentText>{text}</DialogContentText>
        {children}
        <TextField
          label={label}
          required={pflicht}
          multiline
          minRows={3}
          value={begruendung}
          onChange={(e) => setBegruendung(e.target.value)}
          helperText={hinweis}
          slotProps={{ htmlInput: { maxLength: BEGRUENDUNG_MAX } }}
        />
        {fehler && <Alert severity="error">{fehler}</Alert>}
      </Stack>
    </DialogFrame>
  );
}
