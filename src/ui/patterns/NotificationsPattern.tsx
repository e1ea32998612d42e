import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { HttpError } from '../../api/http';
import { melde, meldeHttpFehler } from '../notifications/useMeldung';
import { Abschnitt } from './Abschnitt';

export const BEISPIEL_HTTP_FEHLER = new HttpError('500 Internal Server Error', 500, { message: 'Die Ausschreibungen konnten nicht geladen werden.', errorId: '7f3a9c2e' });

export function NotificationsPattern() {
  return (
    <Abschnitt
      id="meldungen"
      titel="Meldungen"
      beschreibung="Meldungen erscheinen unten in der Mitte. Fehler bleiben 4 Sekunden, alle anderen 3 Sekunden; dieselbe Meldung innerhalb von 2 Sekunden erscheint nur einmal."
    >
      <Stack direction="row" flexWrap="wrap" useFlexGap gap={1}>
        <Button variant="outlined" color="error" onClick={() => melde('fehler', 'Die Ausschreibung konnte nicht gespeichert werden.')}>
          Fehlermeldung
        </Button>
        <Button variant="outlined" color="success" onClick={() => melde('erfolg', 'Die Ausschreibung wurde gespeichert.')}>
          Erfolgsmeldung
        </Button>
        <Button variant="outlined" color="info" onClick={() => melde('info', 'Zwei neue Angebote sind eingegangen.')}>
          Hinweis
        </Button>
        <Button variant="outlined" color="warning" onClick={() => melde('warnung', 'Die Angebotsfrist endet morgen.')}>
          Warnung
        </Button>
        <Button variant="outlined" color="error" onClick={() => meldeHttpFehler(BEISPIEL_HTTP_FEHLER)}>
          HTTP-Fehler mit Fehlernummer
        </Button>
        <Button variant="outlined" color="error" onClick={() => meldeHttpFehler(new HttpError('502 Bad Gateway', 502, null))}>
          HTTP-Fehler ohne Servermeldung
        </Button>
      </Stack>
    </Abschnitt>
  );
}
