import { BenutzerdatenFormular } from '../../bereich/benutzerdaten/BenutzerdatenFormular';
import { EvuProfilFelder } from '../../bereich/benutzerdaten/EvuProfilFelder';

/** /evu/benutzerdaten: the supplier's own profile. */
export function BenutzerdatenSeite() {
  return (
    <BenutzerdatenFormular url="/api/evu/benutzerdaten">
      <EvuProfilFelder />
    </BenutzerdatenFormular>
  );
}
