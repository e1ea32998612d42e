import { EvuProfilInputs } from '../../benutzerdaten/EvuProfilInputs';
import { PersonenCreate } from '../personen/PersonenCreate';
import { evuEingabe } from './evuEingabe';

export function EvuCreate() {
  return (
    <PersonenCreate eingabe={evuEingabe}>
      <EvuProfilInputs />
    </PersonenCreate>
  );
}
