import { useFieldInput, type FieldInputProps } from '../form/useFieldInput';
import { BitFlagGroup, type BitFlag } from './BitFlagGroup';

/** The bit-flag group inside a react-admin form; the stored value is a number. */
export function BitFlagInput({ flags, ...props }: FieldInputProps & { flags: readonly BitFlag[] }) {
  const { field, fehler, beschriftung } = useFieldInput({ defaultValue: 0, ...props });
  return <BitFlagGroup label={beschriftung} flags={flags} wert={Number(field.value) || 0} onChange={field.onChange} onBlur={field.onBlur} fehler={fehler} disabled={props.disabled} />;
}
