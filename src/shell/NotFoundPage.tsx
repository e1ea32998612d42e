import { MessagePage } from './MessagePage';

/** SPEC.md sections 2 and 8. */
export const NICHT_GEFUNDEN = 'Die Seite wurde nicht gefunden';
export const NICHT_GEFUNDEN_HINWEIS = 'Bitte prüfen Sie die Adresse oder wählen Sie einen Eintrag aus der Navigation.';

export function NotFoundPage() {
  return <MessagePage titel={NICHT_GEFUNDEN}>{NICHT_GEFUNDEN_HINWEIS}</MessagePage>;
}
