import { KundeProfilInputs } from '../../benutzerdaten/KundeProfilInputs';
import { PersonenEdit } from '../personen/PersonenEdit';
import { kundeEingabe } from './kundeEingabe';

export function KundeEdit() {
  return (
    <PersonenEdit eingabe={kundeEingabe}>
      <KundeProfilInputs />
    </PersonenEdit>
  );
}
