import { EvuProfilFelder } from '../../bereich/benutzerdaten/EvuProfilFelder';
import { PersonenAnlegen } from '../personen/PersonenFormular';
import { evuEingabe } from './evuEingabe';

export function EvuCreate() {
  return (
    <PersonenAnlegen eingabe={evuEingabe}>
      <EvuProfilFelder />
    </PersonenAnlegen>
  );
}
