import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { anzahl } from '../../i18n/anzahl';
import { DialogFrame } from '../../ui/dialogs/DialogFrame';

function ausschreibungenBleibenText(name: string, n: number, gesperrt: boolean): string {
  const bleiben = n === 1 ? 'Sie bleibt' : 'Sie bleiben';
  const ausweg = gesperrt
    ? 'Das Konto ist bereits gesperrt.'
    : 'Sie können das Konto stattdessen sperren: Der Kunde kann sich dann nicht mehr anmelden, seine Ausschreibungen bleiben unverändert.';
  return `Der Kunde „${name}“ hat ${anzahl('ausschreibung', n)}. ${bleiben} mit Lieferstellen, Angeboten und Historie erhalten, deshalb kann der Eintrag nicht gelöscht werden. ${ausweg}`;
}

/**
 * 'Eintrag löschen?' for a Kunde with tenders: the server keeps tenders and their Kunde, so instead of asking a
 * question whose answer would be refused, the dialog says what happens and offers locking the account.
 */
export function AusschreibungenBleibenDialog({ offen, name, anzahlAusschreibungen, gesperrt, onSperren, onSchliessen }: {
  offen: boolean;
  name: string;
  anzahlAusschreibungen: number;
  gesperrt: boolean;
  onSperren: () => void;
  onSchliessen: () => void;
}) {
  return (
    <DialogFrame
      offen={offen}
      titel="Eintrag löschen?"
      onSchliessen={onSchliessen}
      aktionen={
        <>
          <Button onClick={onSchliessen} autoFocus>
            {gesperrt ? 'Schließen' : 'Abbrechen'}
          </Button>
          {!gesperrt && (
            <Button onClick={onSperren} color="error" variant="contained">
              Konto sperren
            </Button>
          )}
        </>
      }
    >
      <DialogContentText>{ausschreibungenBleibenText(name, anzahlAusschreibungen, gesperrt)}</DialogContentText>
    </DialogFrame>
  );
}
