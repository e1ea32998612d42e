import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import Button from '@mui/material/Button';
import { useZuschlag, zuschlagWarnungen } from '../../api/kunde/useKundeAngebote';
import type { VergleichsAngebot } from '../../../domain/api/kundeAngebote';
import type { Begruendung } from '../../../domain/api/zuschlag';
import { formatEuro } from '../../../domain/format';
import { BESTAETIGUNG_FELD, type Bestaetigungen, type ZuschlagWarnung, type ZuschlagWarnungArt } from '../../../domain/vergabe/zuschlagWarnungen';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { httpFehlerText } from '../../ui/notifications/useMeldung';
import { useEinLauf } from '../../ui/form/useEinLauf';
import { VorbehaltBestaetigung } from './VorbehaltBestaetigung';
import { InformationsschreibenDialog } from './InformationsschreibenDialog';
import { ZuschlagWarnungenBestaetigung } from './ZuschlagWarnungenBestaetigung';

/**
 * Awards the tender (the record) to one offer, after asking: the decision cannot be undone and every other
 * bidder is told. Where the Zuschlag waits for the Stillhaltefrist the question is the preview of the
 * Informationsschreiben with the reasons for each bidder. The best offer's button stands out.
 * What must be confirmed before (domain/vergabe/zuschlagWarnungen.ts) is one mechanism: each confirmed kind of
 * warning goes with the Zuschlag as its flag; the comparison names them, so the dialog opens with them, and a Zuschlag
 * the server still refuses for unconfirmed warnings (409: a rating entered meanwhile) keeps the dialog open with them. An offer under Vorbehalt shows the bidder's Bemerkung from the start, to accept with it.
 */
export function ZuschlagButton({ angebot }: { angebot: VergleichsAngebot }) {
  const a = useRecordContext<{ id: number; nummer: string; stillhaltefrist: boolean | null }>();
  const [frage, setFrage] = useState(false);
  const [vorbehaltAngenommen, setVorbehaltAngenommen] = useState(false);
  const [warnungen, setWarnungen] = useState<ZuschlagWarnung[]>([]);
  const [warnungenBestaetigt, setWarnungenBestaetigt] = useState(false);
  const [fehler, setFehler] = useState<string | null>(null);
  const zuschlag = useZuschlag();
  const notify = useNotify();
  const refresh = useRefresh();
  const { laeuft, starte } = useEinLauf();
  if (!a) return null;

  // The Vorbehalt has its own box; the server's other warnings are confirmed together.
  const weitere = warnungen.filter((w) => !(w.art === 'vorbehalt' && angebot.vorbehalt));
  const bestaetigt: Bestaetigungen = Object.fromEntries(
    [...(vorbehaltAngenommen ? ['vorbehalt' as const] : []), ...(warnungenBestaetigt ? weitere.map((w) => w.art) : [])].map((art: ZuschlagWarnungArt) => [BESTAETIGUNG_FELD[art], true]),
  );
  // The dialog stays open until the answer: a refusal with warnings shows them for confirmation, any other refusal
  // (say, a Rüge recorded meanwhile) stands above the buttons, not in a toast over them, and leaves the reasons as
  // typed; a second click while the first runs is ignored.
  const sende = (begruendungen: Begruendung[] | undefined, erfolg: string) => {
    setFehler(null);
    void starte(() =>
      zuschlag.mutateAsync({ id: a.id, angebotId: angebot.id, begruendungen, bestaetigt }).then(
        () => {
          setFrage(false);
          notify(erfolg, { type: 'success' });
          refresh();
        },
        (err: unknown) => {
          const neu = zuschlagWarnungen(err);
          if (!neu) return setFehler(httpFehlerText(err));
          setWarnungen(neu);
          setWarnungenBestaetigt(false);
        },
      ),
    );
  };
  const erteile = () => sende(undefined, `Sie haben ${angebot.evu} den Zuschlag erteilt.`);
  const sieheVor = (begruendungen: Begruendung[]) => sende(begruendungen, `Der Zuschlag für ${angebot.evu} ist vorgesehen; die Informationsschreiben sind versandt.`);

  const gesperrt = (angebot.vorbehalt && !vorbehaltAngenommen) || (weitere.length > 0 && !warnungenBestaetigt) || laeuft;
  const bestaetigungen = (
    <>
      <VorbehaltBestaetigung angebot={angebot} angenommen={vorbehaltAngenommen} onChange={setVorbehaltAngenommen} />
      <ZuschlagWarnungenBestaetigung warnungen={weitere} bestaetigt={warnungenBestaetigt} onChange={setWarnungenBestaetigt} />
    </>
  );

  return (
    <>
      <Button
        size="small"
        variant={angebot.rang === 1 ? 'contained' : 'outlined'}
        onClick={() => {
          setVorbehaltAngenommen(false);
          // Known from the comparison, the warnings are there before the first click on „Zuschlag erteilen“.
          setWarnungen(angebot.zuschlagWarnungen ?? []);
          setWarnungenBestaetigt(false);
          setFehler(null);
          setFrage(true);
        }}
        disabled={laeuft}
      >
        Zuschlag erteilen
      </Button>
      {a.stillhaltefrist ? (
        <InformationsschreibenDialog offen={frage} a={a} angebot={angebot} laeuft={laeuft} onBestaetigen={sieheVor} onAbbrechen={() => setFrage(false)} gesperrt={gesperrt} fehler={fehler}>
          {bestaetigungen}
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
          gesperrt={gesperrt}
          fehler={fehler}
        >
          {bestaetigungen}
        </ConfirmDialog>
      )}
    </>
  );
}
