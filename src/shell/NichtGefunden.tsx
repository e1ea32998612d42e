import { Meldeseite } from './Meldeseite';

export function NichtGefunden() {
  return <Meldeseite titel="Die Seite wurde nicht gefunden">Bitte prüfen Sie die Adresse oder wählen Sie einen Eintrag aus der Navigation.</Meldeseite>;
}
