import { istKalenderdatum } from '../../../domain/datum';
import { useFieldInput, type FieldInputProps } from '../form/useFieldInput';
import { DayMonthYearSelect } from './DayMonthYearSelect';
import { DATUM_GIBT_ES_NICHT } from '../../../domain/profilRegeln';

const gibtEsDasDatum = (wert: unknown) => (wert && !istKalenderdatum(String(wert)) ? DATUM_GIBT_ES_NICHT : undefined);

/** The day/month/year picker inside a react-admin form; the value is 'YYYY-MM-DD' or null. */
export function DayMonthYearInput({ maxAge, ...props }: FieldInputProps & { maxAge?: number }) {
  const validate = [gibtEsDasDatum, ...(Array.isArray(props.validate) ? props.validate : props.validate ? [props.validate] : [])];
  const { field, fehler, beschriftung } = useFieldInput({ ...props, validate });
  return (
    <DayMonthYearSelect
      wert={field.value ?? ''}
      onChange={(wert) => field.onChange(wert || null)}
      onBlur={field.onBlur}
      fehler={fehler}
      label={beschriftung}
      maxAge={maxAge}
      disabled={props.disabled}
    />
  );
}
