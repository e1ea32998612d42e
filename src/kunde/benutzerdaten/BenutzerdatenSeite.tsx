import { BenutzerdatenFormular } from '../../bereich/benutzerdaten/BenutzerdatenFormular';
import { KundeProfilFelder } from '../../bereich/benutzerdaten/KundeProfilFelder';

/** /kunde/benutzerdaten: the customer's own profile. */
export function BenutzerdatenSeite() {
  return (
    <BenutzerdatenFormular url="/api/kunde/benutzerdaten">
      <KundeProfilFelder />
    </BenutzerdatenFormular>
  );
}
