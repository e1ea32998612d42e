import { BenutzerdatenForm } from '../../benutzerdaten/BenutzerdatenForm';
import { KundeProfilInputs } from '../../benutzerdaten/KundeProfilInputs';

/** /kunde/benutzerdaten: the customer's own profile. */
export function BenutzerdatenPage() {
  return (
    <BenutzerdatenForm resource="kunde">
      <KundeProfilInputs
        typLabel="Sie sind"
        typFestgelegtHinweis="Festgelegt, seit die Administration Ihre Angaben bestätigt hat oder eine Ihrer Ausschreibungen freigegeben wurde. Eine Änderung nimmt die Administration des Portals vor."
      />
    </BenutzerdatenForm>
  );
}
