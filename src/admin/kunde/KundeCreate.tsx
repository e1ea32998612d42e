import { KundeProfilInputs } from '../../benutzerdaten/KundeProfilInputs';
import { PersonenCreate } from '../personen/PersonenCreate';
import { kundeEingabe } from './kundeEingabe';

export function KundeCreate() {
  return (
    <PersonenCreate eingabe={kundeEingabe} vorgaben={{ typ: 'Unternehmen' }}>
      <KundeProfilInputs />
    </PersonenCreate>
  );
}
