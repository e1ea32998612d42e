import { KundeProfilFelder } from '../../bereich/benutzerdaten/KundeProfilFelder';
import { PersonenAnlegen } from '../personen/PersonenFormular';
import { kundeEingabe } from './kundeEingabe';

export function KundeCreate() {
  return (
    <PersonenAnlegen eingabe={kundeEingabe} vorgaben={{ typ: 'Unternehmen' }}>
      <KundeProfilFelder typLabel="Typ" />
    </PersonenAnlegen>
  );
}
