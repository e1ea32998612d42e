import { EvuProfilFelder } from '../../bereich/benutzerdaten/EvuProfilFelder';
import { PersonenBearbeiten } from '../personen/PersonenFormular';
import { evuEingabe } from './evuEingabe';

export function EvuEdit() {
  return (
    <PersonenBearbeiten eingabe={evuEingabe}>
      <EvuProfilFelder />
    </PersonenBearbeiten>
  );
}
