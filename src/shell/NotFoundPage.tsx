import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  return <MessagePage titel="Die Seite wurde nicht gefunden">Bitte prüfen Sie die Adresse oder wählen Sie einen Eintrag aus der Navigation.</MessagePage>;
}
