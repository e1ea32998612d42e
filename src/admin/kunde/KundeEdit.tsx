import { KundeProfilInputs } from '../../benutzerdaten/KundeProfilInputs';
import { PersonenEdit } from '../personen/PersonenEdit';
import { kundeEingabe } from './kundeEingabe';
import { KundeSpeichernButton } from './KundeSpeichernButton';

export function KundeEdit() {
  return (
    <PersonenEdit eingabe={kundeEingabe} speichern={<KundeSpeichernButton />}>
      <KundeProfilInputs typFestgelegtHinweis="Festgelegt, seit der Kunde geprüft oder eine seiner Ausschreibungen freigegeben wurde: Eine Änderung braucht eine Begründung." />
    </PersonenEdit>
  );
}
