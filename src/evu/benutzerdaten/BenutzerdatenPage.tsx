import { BenutzerdatenForm } from '../../benutzerdaten/BenutzerdatenForm';
import { EvuProfilInputs } from '../../benutzerdaten/EvuProfilInputs';

/** /evu/benutzerdaten: the supplier's own profile. */
export function BenutzerdatenPage() {
  return (
    <BenutzerdatenForm resource="evu">
      <EvuProfilInputs />
    </BenutzerdatenForm>
  );
}
