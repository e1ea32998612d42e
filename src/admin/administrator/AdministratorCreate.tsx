import { PersonenCreate } from '../personen/PersonenCreate';
import { AdministratorInputs } from './AdministratorInputs';
import { administratorEingabe } from './administratorEingabe';

export function AdministratorCreate() {
  return (
    <PersonenCreate eingabe={administratorEingabe}>
      <AdministratorInputs />
    </PersonenCreate>
  );
}
