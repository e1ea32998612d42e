import { EvuProfilInputs } from '../../benutzerdaten/EvuProfilInputs';
import { PersonenEdit } from '../personen/PersonenEdit';
import { evuEingabe } from './evuEingabe';

export function EvuEdit() {
  return (
    <PersonenEdit eingabe={evuEingabe}>
      <EvuProfilInputs />
    </PersonenEdit>
  );
}
