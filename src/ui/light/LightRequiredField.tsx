import { useId, useState, type InputHTMLAttributes } from 'react';
import { PFLICHT } from '../../../domain/pflicht';

type Eigenschaften = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'className'> & {
  label: string;
  value: string;
  fehler?: string;
  zeigeFehler?: boolean;
};

/**
 * The login route's required text field, MUI's outlined TextField in plain HTML, with RequiredField's rules: the
 * "required" message appears once the field was touched or after a submit attempt, a server message wins, and a
 * line is always reserved for it so that nothing below moves when it appears.
 */
export function LightRequiredField({ label, fehler, zeigeFehler, value, onBlur, ...props }: Eigenschaften) {
  const id = useId();
  const [beruehrt, setBeruehrt] = useState(false);
  const meldung = fehler ?? ((beruehrt || zeigeFehler) && !value ? PFLICHT : undefined);
  return (
    <div className={meldung ? 'l-feld l-fehlerhaft' : 'l-feld'}>
      {/* The placeholder is never shown: ":placeholder-shown" tells the label that the field is empty. */}
      <input
        {...props}
        id={id}
        value={value}
        required
        placeholder=" "
        aria-invalid={!!meldung}
        aria-describedby={`${id}-hilfe`}
        onBlur={(e) => {
          setBeruehrt(true);
          onBlur?.(e);
        }}
      />
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true">{'\u2009*'}</span>
      </label>
      <div id={`${id}-hilfe`} className="l-hilfe">
        {meldung ?? ' '}
      </div>
    </div>
  );
}
