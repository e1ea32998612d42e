import { SPARTEN_FLAGS } from '../../domain/ausschreibung';
import { BitFlagInput } from '../ui/bitflags/BitFlagInput';
import { Texteingabe } from '../ui/eingabe/Texteingabe';
import { bdewCodenummer, mindestensEineSparte, pflicht } from '../ui/validierung/regeln';
import { AnschriftUndKontaktInputs } from './AnschriftUndKontaktInputs';
import { FieldRow } from '../ui/formular/FieldRow';

/**
 * An EVU's profile in a react-admin form, for the EVU's own Benutzerdaten and the administrator alike; its
 * Sparten decide which tenders it can be invited to.
 */
export function EvuProfilInputs() {
  return (
    <>
      <Texteingabe source="firma" validate={pflicht} autoComplete="organization" maxLength={200} />
      <BitFlagInput source="sparten" flags={SPARTEN_FLAGS} validate={mindestensEineSparte} />
      <Texteingabe source="bdewCodenummer" hint="13 Ziffern, falls vorhanden" validate={bdewCodenummer} inputMode="numeric" maxLength={13} />
      <Texteingabe source="ansprechpartner" label="portal.felder.ansprechpartner" validate={pflicht} maxLength={200} />
      <FieldRow>
        <Texteingabe source="vorname" validate={pflicht} autoComplete="given-name" maxLength={100} />
        <Texteingabe source="nachname" validate={pflicht} autoComplete="family-name" maxLength={100} />
      </FieldRow>
      <AnschriftUndKontaktInputs />
    </>
  );
}
