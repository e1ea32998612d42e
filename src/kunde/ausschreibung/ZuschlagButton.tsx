import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import Button from '@mui/material/Button';
import { useZuschlag } from '../../api/kunde/useKundeAngebote';
import type { VergleichsAngebot } from '../../../domain/api/kundeAngebote';
import type { Begruendung } from '../../../domain/api/zuschlag';
import { formatEuro } from '../../../domain/format';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { httpFehlerText } from '../../ui/notifications/useMeldung';
import { useEinLauf } from '../../ui/form/useEinLauf';
import { VorbehaltBestaetigung } from './VorbehaltBestaetigung';
import { InformationsschreibenDialog } from './InformationsschreibenDialog';

/**
 * Awards the tender (the record) to one offer, after asking: the decision cannot be undone and every other
 * bidder is told. Where the Zuschlag waits for the Stillhaltefrist the question is the preview of the
 * Informationsschreiben with the reasons for each bidder. The best offer's button stands out. An offer under
 * Vorbehalt is awarded only once the Kunde has read the bidder's Bemerkung and accepted the offer with it.
 */
export function ZuschlagButton({ angebot }: { angebot: VergleichsAngebot }) {
  const a = useRecordContext<{ id: number; nummer: string; stillhaltefrist: boolean | null }>();
  const [frage, setFrage] = useState(false);
  const [vorbehaltAngenommen, setVorbehaltAngenommen] = useState(false);
  const [fehler, setFehler] = useState<string | null>(null);
  const zuschlag = useZuschlag();
  const notify = useNotify();
  const refresh = useRefresh();
  const { laeuft, starte } = useEinLauf();
  if (!a) return null;

  // Open until the answer, like the Informationsschreiben below: a refusal stands above the buttons, not in a toast
  // over them; a second click while the first runs is ignored.
  const erteile = () => {
    setFehler(null);
    void starte(() =>
      zuschlag.mutateAsync({ id: a.id, angebotId: angebot.id }).then(
        () => {
          setFrage(false);
          notify(`Sie haben ${angebot.evu} den Zuschlag erteilt.`, { type: 'success' });
          refresh();
        },
        (e: unknown) => setFehler(httpFehlerText(e)),
      ),
    );
  };
  // The dialog stays open until the answer: a refused Zuschlag (say, a Rüge recorded meanwhile, or a Bindefrist that
  // ends before the Stillhaltefrist) leaves the reasons as typed and says why above the buttons.
  const sieheVor = (begruendungen: Begruendung[]) => {
    setFehler(null);
    void starte(() =>
      zuschlag.mutateAsync({ id: a.id, angebotId: angebot.id, begruendungen }).then(
        () => {
          setFrage(false);
          notify(`Der Zuschlag für ${angebot.evu} ist vorgesehen; die Informationsschreiben sind versandt.`, { type: 'success' });
          refresh();
        },
        (e: unknown) => setFehler(httpFehlerText(e)),
      ),
    );
  };

  const gesperrt = angebot.vorbehalt && !vorbehaltAngenommen;
  const vorbehalt = <VorbehaltBestaetigung angebot={angebot} angenommen={vorbehaltAngenommen} onChange={setVorbehaltAngenommen} />;

  return (
    <>
      <Button
        size="small"
        variant={angebot.rang === 1 ? 'contained' : 'outlined'}
        onClick={() => {
          setVorbehaltAngenommen(false);
          setFehler(null);
          setFrage(true);
        }}
        disabled={laeuft}
      >
        Zuschlag erteilen
      </Button>
      {a.stillhaltefrist ? (
        <InformationsschreibenDialog offen={frage} a={a} angebot={angebot} laeuft={laeuft} onBestaetigen={sieheVor} onAbbrechen={() => setFrage(false)} gesperrt={gesperrt} fehler={fehler}>
          {vorbehalt}
        </InformationsschreibenDialog>
      ) : (
        <ConfirmDialog
          offen={frage}
          titel="Zuschlag erteilen?"
          text={`${angebot.evu} erhält den Zuschlag für ${a.nummer} zu ${formatEuro(angebot.jahreskostenEuro)} im Jahr. Alle anderen Anbieter werden benachrichtigt. Das lässt sich nicht rückgängig machen.`}
          bestaetigen="Zuschlag erteilen"
          onBestaetigen={erteile}
          onAbbrechen={() => setFrage(false)}
          zerstoerend={false}
          gesperrt={gesperrt || laeuft}
          fehler={fehler}
        >
          {vorbehalt}
        </ConfirmDialog>
      )}
    </>
  );
}
