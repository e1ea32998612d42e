import { MessagePage } from './MessagePage';

export function ForbiddenPage() {
  return <MessagePage titel="Kein Zugriff">Für diese Seite fehlt Ihrem Konto die nötige Berechtigung.</MessagePage>;
}
