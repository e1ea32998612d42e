import { Meldeseite } from './Meldeseite';

export function KeinZugriff() {
  return <Meldeseite titel="Kein Zugriff">Für diese Seite fehlt Ihrem Konto die nötige Berechtigung.</Meldeseite>;
}
