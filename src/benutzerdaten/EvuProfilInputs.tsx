import { SPARTEN_FLAGS } from '../../domain/ausschreibung';
import { BitFlagInput } from '../ui/bitflags/BitFlagInput';
import { PortalTextInput } from '../ui/input/PortalTextInput';
import { bdewCodenummer, mindestensEineSparte, pflicht } from '../ui/validation/rules';
import { AnschriftUndKontaktInputs } from './AnschriftUndKontaktInputs';
import { FieldRow } from '../ui/form/FieldRow';
import { ANSPRECHPARTNER_HINWEIS } from '../i18n/felder';

/**
 * An EVU's profile in a react-admin form, for the EVU's own Benutzerdaten and the administrator alike; its
 * Sparten decide which tenders it can be invited to.
 */
export function EvuProfilInputs() {
  return (
    <>
      <PortalTextInput source="firma" validate={pflicht} autoComplete="organization" maxLength={200} />
      <BitFlagInput source="sparten" flags={SPARTEN_FLAGS} validate={mindestensEineSparte} />
      <PortalTextInput source="bdewCodenummer" hint="13 Ziffern; für die Zulassung als Versorger nötig" validate={bdewCodenummer} inputMode="numeric" maxLength={13} />
      <PortalTextInput source="ansprechpartner" label="portal.felder.ansprechpartner" hint={ANSPRECHPARTNER_HINWEIS} validate={pflicht} maxLength={200} />
      <FieldRow>
        <PortalTextInput source="vorname" validate={pflicht} autoComplete="given-name" maxLength={100} />
        <PortalTextInput source="nachname" validate={pflicht} autoComplete="family-name" maxLength={100} />
      </FieldRow>
      <AnschriftUndKontaktInputs />
    </>
  );
}
