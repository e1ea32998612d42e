import { PersonenBearbeiten } from '../personen/PersonenFormular';
import { AdministratorFelder } from './AdministratorFelder';
import { administratorEingabe } from './administratorEingabe';

export function AdministratorEdit() {
  return (
    <PersonenBearbeiten eingabe={administratorEingabe}>
      <AdministratorFelder />
    </PersonenBearbeiten>
  );
}
