import type { ReactNode } from 'react';
import { FieldTitle, useInput, useTranslateLabel, ValidationError, type InputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/** What every input of src/ui hands to react-admin's `useInput`; the visible props are declared per input. */
export type FieldInputProps<T = unknown> = Omit<InputProps<T>, 'label' | 'helperText'> & { label?: string };

/**
 * `useInput` plus the portal's rule for messages (SPEC.md section 5): they appear once the field was
 * touched or the form submitted. Without a `label` the field is named the react-admin way, by
 * `resources.<resource>.fields.<source>` of the i18n messages (`titel` with the required mark, `beschriftung`
 * as plain text for pickers and screen readers). react-admin forms validate only on submit by default, so a touched field
 * validates itself; otherwise "touched" would never show anything before the first submit.
 */
export function useFieldInput<T = unknown>(props: FieldInputProps<T>) {
  const eingabe = useInput<T>(props);
  const { trigger } = useFormContext();
  const { field, fieldState: { isTouched, error } } = eingabe;
  // Read on every render: react-hook-form re-renders only for the form state a render has read.
  const { isSubmitted } = eingabe.formState;
  const pruefe = () => {
    // After a submit react-hook-form revalidates on every change by itself.
    if (!isSubmitted) void trigger(field.name);
  };
  // ValidationError decodes how useInput wraps rule results and translates them.
  const fehler: ReactNode =
    error?.message && (isTouched || isSubmitted || error.type === 'server') ? <ValidationError error={error.message} /> : undefined;
  const titel = <FieldTitle label={props.label} source={props.source} resource={props.resource} isRequired={eingabe.isRequired} />;
  const beschriftung = String(useTranslateLabel()({ label: props.label, source: props.source, resource: props.resource }) ?? '');
  return {
    ...eingabe,
    fehler,
    titel,
    beschriftung,
    field: {
      ...field,
      onBlur: (...ereignis: Parameters<typeof field.onBlur>) => {
        field.onBlur(...ereignis);
        pruefe();
      },
      onChange: (...ereignis: unknown[]) => {
        field.onChange(...ereignis);
        if (isTouched) pruefe();
      },
    },
  };
}
