import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { formatCtKwh, formatEuro } from '../../domain/format';
import { DialogFrame } from '../ui/dialogs/DialogFrame';

/** A figure with its unit stays on one line, also in a phone's narrow dialog. */
const zusammen = (zahlMitEinheit: string) => zahlMitEinheit.replace(/ /g, '\u00a0');

/**
 * The question to a bid beyond the plausibility limit (issue 42): the server's reason and, large, the price and
 * the Jahreskosten the bid would bind the bidder to. "Eingabe korrigieren" has the focus, so Enter or Escape never
 * bids by accident; closing it leaves the typed value in the field. Red as every action that cannot be taken back.
 */
export function GebotBestaetigenDialog({ offen, grund, arbeitspreisCtKwh, jahreskostenEuro, sendet, onBestaetigen, onAbbrechen }: {
  offen: boolean;
  grund: string;
  arbeitspreisCtKwh: number;
  jahreskostenEuro: number | null;
  sendet: boolean;
  onBestaetigen: () => void;
  onAbbrechen: () => void;
}) {
  return (
    <DialogFrame
      offen={offen}
      titel="Gebot wirklich abgeben?"
      onSchliessen={onAbbrechen}
      aktionen={
        <>
          <Button onClick={onAbbrechen} autoFocus>
            Eingabe korrigieren
          </Button>
          <Button onClick={onBestaetigen} color="error" variant="contained" disabled={sendet}>
            Gebot verbindlich abgeben
          </Button>
        </>
      }
    >
      <DialogContentText>{grund}</DialogContentText>
      <Typography component="p" sx={{ mt: 2 }}>
        {`Neuer Arbeitspreis: ${zusammen(formatCtKwh(arbeitspreisCtKwh))}`}
      </Typography>
      {jahreskostenEuro !== null && (
        <Typography component="p" variant="h6">
          {`Jahreskosten: ${zusammen(formatEuro(jahreskostenEuro))}`}
        </Typography>
      )}
    </DialogFrame>
  );
}
