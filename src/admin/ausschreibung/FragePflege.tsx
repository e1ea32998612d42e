import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FRAGE_LAENGE, type AdminFrage } from '../../../domain/api/vergabe';
import { useNichtVeroeffentlichen, useWortlautBearbeiten } from '../../api/vergabe';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { DialogFrame } from '../../ui/dialogs/DialogFrame';
import { useEinLauf } from '../../ui/form/useEinLauf';
import { melde, meldeHttpFehler } from '../../ui/notifications/useMeldung';

/**
 * The administrator's care of a published question (issue 41): edit the wording bidders, Kunde and Vergabevermerk
 * read, or withhold the question from them. Both ask first; what the bidder wrote stays in the audit trail.
 */
export function FragePflege({ a, frage }: { a: { id: number; typ: number }; frage: AdminFrage }) {
  const translate = useTranslate();
  const [bearbeiten, setBearbeiten] = useState(false);
  const [wortlaut, setWortlaut] = useState(frage.frage);
  const [zurueckhalten, setZurueckhalten] = useState(false);
  const bearbeite = useWortlautBearbeiten(a.typ, a.id);
  const verberge = useNichtVeroeffentlichen(a.typ, a.id);
  const { laeuft, starte } = useEinLauf();
  const neu = wortlaut.trim();
  const speichere = () =>
    starte(() =>
      bearbeite.mutateAsync({ frageId: frage.id, frage: neu }).then(() => {
        setBearbeiten(false);
        melde('erfolg', 'Der veröffentlichte Wortlaut ist gespeichert.');
      }, meldeHttpFehler),
    );
  const halteZurueck = () =>
    starte(() =>
      verberge.mutateAsync(frage.id).then(() => {
        setZurueckhalten(false);
        melde('erfolg', 'Die Frage ist nicht mehr veröffentlicht.');
      }, meldeHttpFehler),
    );
  return (
    <Stack spacing={1} alignItems="flex-start" sx={{ pt: 1 }}>
      {frage.urspruenglicheFrage !== null && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <strong>Ursprünglicher Wortlaut des Bieters: </strong>
          {frage.urspruenglicheFrage}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button
          onClick={() => {
            setWortlaut(frage.frage);
            setBearbeiten(true);
          }}
        >
          Wortlaut bearbeiten
        </Button>
        <Button color="error" onClick={() => setZurueckhalten(true)}>
          Nicht veröffentlichen
        </Button>
      </Stack>
      <DialogFrame
        offen={bearbeiten}
        titel="Wortlaut der Frage bearbeiten"
        onSchliessen={() => setBearbeiten(false)}
        aktionen={
          <>
            <Button onClick={() => setBearbeiten(false)} autoFocus>
              Abbrechen
            </Button>
            <Button variant="contained" disabled={!neu || neu === frage.frage || laeuft} onClick={() => void speichere()}>
              Wortlaut veröffentlichen
            </Button>
          </>
        }
      >
        <Stack spacing={2}>
          <DialogContentText>
            Alle Bieter, der Auftraggeber und der Vergabevermerk lesen die Frage künftig in diesem Wortlaut; der Fragesteller bleibt ungenannt. Der ursprüngliche Wortlaut bleibt im Protokoll erhalten.
          </DialogContentText>
          <TextField
            label={translate('portal.ausschreibung.bieterfragen.wortlaut')}
            value={wortlaut}
            onChange={(e) => setWortlaut(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: FRAGE_LAENGE } }}
          />
        </Stack>
      </DialogFrame>
      <ConfirmDialog
        offen={zurueckhalten}
        titel="Frage nicht veröffentlichen?"
        text="Die Frage verschwindet für alle Bieter, auch für den fragenden, und für den Auftraggeber; der Vergabevermerk zählt sie nur. Ihr Wortlaut bleibt im Protokoll erhalten. Das lässt sich nicht rückgängig machen."
        bestaetigen="Nicht veröffentlichen"
        onBestaetigen={() => void halteZurueck()}
        onAbbrechen={() => setZurueckhalten(false)}
      />
    </Stack>
  );
}
