import { PersonenAnlegen } from '../personen/PersonenFormular';
import { AdministratorFelder } from './AdministratorFelder';
import { administratorEingabe } from './administratorEingabe';

export function AdministratorCreate() {
  return (
    <PersonenAnlegen eingabe={administratorEingabe}>
      <AdministratorFelder />
    </PersonenAnlegen>
  );
}
