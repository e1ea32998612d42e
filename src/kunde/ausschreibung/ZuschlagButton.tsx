import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useZuschlag } from '../../api/kunde/useKundeAngebote';
import type { VergleichsAngebot } from '../../../domain/api/kundeAngebote';
import { formatEuro } from '../../../domain/format';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { meldeHttpFehler } from '../../ui/notifications/useMeldung';
import { useEinLauf } from '../../ui/form/useEinLauf';

/**
 * Awards the tender (the record) to one offer, after asking: the decision cannot be undone and every other
 * bidder is told. The best offer's button stands out. An offer under Vorbehalt is awarded only once the Kunde has
 * read the bidder's Bemerkung in the dialog and confirmed that it accepts the offer with it.
 */
export function ZuschlagButton({ angebot }: { angebot: VergleichsAngebot }) {
  const a = useRecordContext<{ id: number; nummer: string }>();
  const [frage, setFrage] = useState(false);
  const [vorbehaltAngenommen, setVorbehaltAngenommen] = useState(false);
  const zuschlag = useZuschlag();
  const notify = useNotify();
  const refresh = useRefresh();
  const { laeuft, starte } = useEinLauf();
  if (!a) return null;

  const erteile = () => {
    setFrage(false);
    // The closing dialog's button still takes a second click: that one is ignored.
    void starte(() =>
      zuschlag.mutateAsync({ id: a.id, angebotId: angebot.id }).then(() => {
        notify(`Sie haben ${angebot.evu} den Zuschlag erteilt.`, { type: 'success' });
        refresh();
      }, meldeHttpFehler),
    );
  };

  return (
    <>
      <Button
        size="small"
        variant={angebot.rang === 1 ? 'contained' : 'outlined'}
        onClick={() => {
          setVorbehaltAngenommen(false);
          setFrage(true);
        }}
        disabled={laeuft}
      >
        Zuschlag erteilen
      </Button>
      <ConfirmDialog
        offen={frage}
        titel="Zuschlag erteilen?"
        text={`${angebot.evu} erhält den Zuschlag für ${a.nummer} zu ${formatEuro(angebot.jahreskostenEuro)} im Jahr. Alle anderen Anbieter werden benachrichtigt. Das lässt sich nicht rückgängig machen.`}
        bestaetigen="Zuschlag erteilen"
        onBestaetigen={erteile}
        onAbbrechen={() => setFrage(false)}
        zerstoerend={false}
        gesperrt={angebot.vorbehalt && !vorbehaltAngenommen}
      >
        {angebot.vorbehalt && (
          <>
            <Alert severity="warning" sx={{ mt: 2 }}>
              <AlertTitle>Angebot mit Vorbehalt</AlertTitle>
              {`${angebot.evu} bietet nur unter dieser Bedingung an:`}
              <Box component="blockquote" sx={{ m: 0, mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{`„${angebot.bemerkung ?? ''}“`}</Box>
              {angebot.anhaenge.length > 0 && (
                <Box sx={{ mt: 1 }}>{`Zum Angebot gehören außerdem ${angebot.anhaenge.length === 1 ? 'ein Anhang' : `${angebot.anhaenge.length} Anhänge`}: ${angebot.anhaenge.map((h) => h.name).join(', ')}.`}</Box>
              )}
            </Alert>
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={vorbehaltAngenommen} onChange={(e) => setVorbehaltAngenommen(e.target.checked)} />}
              label="Ich habe den Vorbehalt geprüft und nehme das Angebot mit ihm an."
            />
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
