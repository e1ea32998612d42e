import { useInput, type InputProps } from 'react-admin';
import { istKalenderdatum } from '../../domain/datum';
import { useFeldfehler } from '../formular/useFeldfehler';
import { TagMonatJahrAuswahl } from './TagMonatJahrAuswahl';

const gibtEsDasDatum = (wert: unknown) => (wert && !istKalenderdatum(String(wert)) ? 'Dieses Datum gibt es nicht.' : undefined);

/** The day/month/year picker inside a react-admin form; the value is 'YYYY-MM-DD' or null. */
export function TagMonatJahrInput({ label, maxAge, ...props }: InputProps & { label?: string; maxAge?: number }) {
  const validate = [gibtEsDasDatum, ...(Array.isArray(props.validate) ? props.validate : props.validate ? [props.validate] : [])];
  const { field, fieldState, formState } = useInput({ ...props, validate });
  const fehler = useFeldfehler(fieldState, formState);
  return (
    <TagMonatJahrAuswahl
      wert={field.value ?? ''}
      onChange={(wert) => field.onChange(wert || null)}
      onBlur={field.onBlur}
      fehler={fehler}
      label={typeof label === 'string' ? label : undefined}
      maxAge={maxAge}
      disabled={props.disabled}
    />
  );
}
