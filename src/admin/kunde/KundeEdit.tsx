import { KundeProfilFelder } from '../../bereich/benutzerdaten/KundeProfilFelder';
import { PersonenBearbeiten } from '../personen/PersonenFormular';
import { kundeEingabe } from './kundeEingabe';

export function KundeEdit() {
  return (
    <PersonenBearbeiten eingabe={kundeEingabe}>
      <KundeProfilFelder typLabel="Typ" />
    </PersonenBearbeiten>
  );
}
