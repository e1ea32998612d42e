import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import Button from '@mui/material/Button';
import { useZuschlag } from '../../api/kunde/useKundeAngebote';
import type { VergleichsAngebot } from '../../../domain/api/kundeAngebote';
import { formatEuro } from '../../../domain/format';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { meldeHttpFehler } from '../../ui/notifications/useMeldung';
import { useEinLauf } from '../../ui/form/useEinLauf';

/**
 * Awards the tender (the record) to one offer, after asking: the decision cannot be undone and every other
 * bidder is told. The best offer's button stands out.
 */
export function ZuschlagButton({ angebot }: { angebot: VergleichsAngebot }) {
  const a = useRecordContext<{ id: number; nummer: string }>();
  const [frage, setFrage] = useState(false);
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
      <Button size="small" variant={angebot.rang === 1 ? 'contained' : 'outlined'} onClick={() => setFrage(true)} disabled={laeuft}>
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
      />
    </>
  );
}
