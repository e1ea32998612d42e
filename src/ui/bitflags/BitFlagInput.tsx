import { useInput, type InputProps } from 'react-admin';
import { useFeldfehler } from '../formular/useFeldfehler';
import { BitFlagGruppe, type BitFlag } from './BitFlagGruppe';

/** The bit-flag group inside a react-admin form; the stored value is a number. */
export function BitFlagInput({ label, flags, ...props }: InputProps & { label: string; flags: readonly BitFlag[] }) {
  const { field, fieldState, formState } = useInput({ defaultValue: 0, ...props });
  const fehler = useFeldfehler(fieldState, formState);
  return <BitFlagGruppe label={label} flags={flags} wert={Number(field.value) || 0} onChange={field.onChange} onBlur={field.onBlur} fehler={fehler} disabled={props.disabled} />;
}
