import { useFeldEingabe, type EingabeProps } from '../formular/useFeldEingabe';
import { BitFlagGroup, type BitFlag } from './BitFlagGroup';

/** The bit-flag group inside a react-admin form; the stored value is a number. */
export function BitFlagInput({ flags, ...props }: EingabeProps & { flags: readonly BitFlag[] }) {
  const { field, fehler, beschriftung } = useFeldEingabe({ defaultValue: 0, ...props });
  return <BitFlagGroup label={beschriftung} flags={flags} wert={Number(field.value) || 0} onChange={field.onChange} onBlur={field.onBlur} fehler={fehler} disabled={props.disabled} />;
}
