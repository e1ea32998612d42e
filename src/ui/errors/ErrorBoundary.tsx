import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { meldeFehlerAnServer } from '../../api/protokoll';
import { istLadefehler, VERALTET_TEXT } from './aktualisierung';
import { meldeUnerwartetenFehler } from './fehlerprotokoll';
import { FEHLER_TITEL, fehlermeldung, fehlernummer } from './fehlertext';

interface Zustand {
  fehler: unknown;
}

/**
 * One per area: a crash in a screen shows 'Ein Fehler ist aufgetreten.' with the message instead of a blank
 * page, is reported to the server, and leaves header and navigation usable. A chunk that no longer exists
 * means a new deployment: the user is asked to reload.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, Zustand> {
  override state: Zustand = { fehler: null };

  static getDerivedStateFromError(fehler: unknown): Zustand {
    return { fehler };
  }

  override componentDidCatch(fehler: unknown, info: ErrorInfo) {
    if (istLadefehler(fehler)) {
      meldeUnerwartetenFehler(fehler);
      return;
    }
    const mitKomponenten = fehler instanceof Error ? Object.assign(new Error(fehler.message), { stack: `${fehler.stack ?? ''}\n${info.componentStack ?? ''}` }) : fehler;
    void meldeFehlerAnServer(mitKomponenten, window.location.pathname);
  }

  override render() {
    const { fehler } = this.state;
    if (fehler === null) return this.props.children;
    const nummer = fehlernummer(fehler);
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" onClick={() => this.setState({ fehler: null })}>
            Erneut versuchen
          </Button>
        }
      >
        <AlertTitle>{FEHLER_TITEL}</AlertTitle>
        {istLadefehler(fehler) ? VERALTET_TEXT : fehlermeldung(fehler)}
        {nummer && <div>Fehlernummer: {nummer}</div>}
      </Alert>
    );
  }
}
