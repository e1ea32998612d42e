import { PersonenEdit } from '../personen/PersonenEdit';
import { AdministratorInputs } from './AdministratorInputs';
import { administratorEingabe } from './administratorEingabe';

export function AdministratorEdit() {
  return (
    <PersonenEdit eingabe={administratorEingabe}>
      <AdministratorInputs />
    </PersonenEdit>
  );
}
