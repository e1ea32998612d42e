import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { KUNDENTYPEN } from '../../domain/ausschreibung';
import { SingleSelect } from '../ui/select/SingleSelect';
import { DayMonthYearInput } from '../ui/date/DayMonthYearInput';
import { PortalTextInput } from '../ui/input/PortalTextInput';
import { pflicht } from '../ui/validation/rules';
import { AnschriftUndKontaktInputs } from './AnschriftUndKontaktInputs';
import { FieldRow } from '../ui/form/FieldRow';

const TYPEN = KUNDENTYPEN.map((t) => ({ value: t, label: t }));
const ANREDEN = ['Frau', 'Herr', 'Divers'].map((a) => ({ value: a, label: a }));

/**
 * A Kunde's profile in a react-admin form, for the Kunde's own Benutzerdaten and the administrator alike,
 * its fields named by `resources.kunde.fields`; the Kunde's own page asks for the Typ in its own words
 * (`typLabel`). A Privatperson has a Geburtsdatum instead of a Firma; the server drops whichever does not apply.
 * Once an administrator confirmed the Kunde or one of its tenders is released its type is fixed (the record's `typFestgelegt`); the page says what
 * that means for whom is editing (`typFestgelegtHinweis`).
 */
export function KundeProfilInputs({ typLabel, typFestgelegtHinweis }: { typLabel?: string; typFestgelegtHinweis?: string }) {
  const typ = useWatch({ name: 'typ' });
  const festgelegt = useRecordContext<{ typFestgelegt?: boolean }>()?.typFestgelegt === true;
  return (
    <>
      <SingleSelect source="typ" label={typLabel} choices={TYPEN} validate={pflicht} hint={festgelegt ? typFestgelegtHinweis : undefined} />
      {typ !== 'Privatperson' && (
        <PortalTextInput source="firma" label={typ === 'Kommune' ? 'Name der Kommune' : undefined} validate={pflicht} autoComplete="organization" maxLength={200} />
      )}
      <FieldRow>
        <SingleSelect source="anrede" choices={ANREDEN} />
        <PortalTextInput source="vorname" validate={pflicht} autoComplete="given-name" maxLength={100} />
        <PortalTextInput source="nachname" validate={pflicht} autoComplete="family-name" maxLength={100} />
      </FieldRow>
      {typ === 'Privatperson' && <DayMonthYearInput source="geburtsdatum" validate={pflicht} />}
      <AnschriftUndKontaktInputs />
    </>
  );
}
