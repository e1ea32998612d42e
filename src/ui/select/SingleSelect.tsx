import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFieldInput, type FieldInputProps } from '../form/useFieldInput';
import { LIVE_REGION } from '../form/liveRegion';

export type Id = string | number;
/** A select option of SPEC.md section 3: what it reads, what it stores, and the group it is listed under. */
export type SelectOption = { label: string; value: Id; group?: string };

/** Fixed `choices`, or `laden` for a list that comes from the server. */
export type ChoiceSource = { choices?: readonly SelectOption[]; laden?: () => Promise<SelectOption[]> };

export const LADE = 'Lade...';
export const KEINE_EINTRAEGE = 'Keine Einträge gefunden';
export const bindungsFehler = (wert: unknown) => `Der Wert „${String(wert)}“ ist nicht in der Liste enthalten.`;

/**
 * The entries, or undefined while loading. `laden` runs once per mounted field, because callers pass inline
 * functions and reloading on every new function would fetch on every render; give the field a new `key` to
 * load a list that depends on other values.
 */
export function useChoices({ choices, laden }: ChoiceSource): readonly SelectOption[] | undefined {
  const [geladen, setGeladen] = useState<SelectOption[]>();
  const ladenBeimStart = useRef(laden);
  useEffect(() => {
    if (!ladenBeimStart.current) return;
    let aktuell = true;
    // A failed request is reported by the data layer; the field must not stay at 'Lade...'.
    ladenBeimStart.current().then(
      (eintraege) => aktuell && setGeladen(eintraege),
      () => aktuell && setGeladen([]),
    );
    return () => {
      aktuell = false;
    };
  }, []);
  return laden ? geladen : (choices ?? []);
}

const gleich = (option: SelectOption, wert: unknown) => String(option.value) === String(wert);
export const nameVon = (eintraege: readonly SelectOption[], wert: unknown) => eintraege.find((e) => gleich(e, wert))?.label ?? String(wert);

/** The first value the loaded list does not contain. */
export const fremderWert = (werte: readonly unknown[], eintraege: readonly SelectOption[] | undefined) =>
  eintraege && werte.find((wert) => !eintraege.some((e) => gleich(e, wert)));

export const Placeholder = ({ children }: { children: ReactNode }) => <Box component="span" sx={{ color: 'text.secondary' }}>{children}</Box>;

/** The options with a heading before each group, groups in the order of their first option. */
function gruppiert(eintraege: readonly SelectOption[]) {
  const gruppen = [...new Set(eintraege.map((e) => e.group))];
  return gruppen.flatMap((gruppe) => [
    ...(gruppe === undefined ? [] : [<ListSubheader key={`gruppe-${gruppe}`} sx={{ lineHeight: 2.5, fontWeight: 700 }}>{gruppe}</ListSubheader>]),
    ...eintraege
      .filter((e) => e.group === gruppe)
      .map((e) => (
        <MenuItem key={e.value} value={e.value} sx={gruppe === undefined ? undefined : { pl: 3 }}>
          {e.label}
        </MenuItem>
      )),
  ]);
}

/**
 * The menu: a disabled line while loading or when the list is empty, otherwise the options under their group
 * headings. Values absent from the list (or not loaded yet) get a hidden item, so MUI keeps them instead of warning.
 */
export function menue(eintraege: readonly SelectOption[] | undefined, werte: readonly unknown[]) {
  const fremde = werte.filter((wert) => !eintraege?.some((e) => gleich(e, wert)));
  return [
    ...(!eintraege
      ? [<MenuItem key="lade" disabled>{LADE}</MenuItem>]
      : eintraege.length
        ? gruppiert(eintraege)
        : [<MenuItem key="leer" disabled>{KEINE_EINTRAEGE}</MenuItem>]),
    ...fremde.map((wert) => <MenuItem key={`fremd-${String(wert)}`} value={wert as Id} sx={{ display: 'none' }}>{String(wert)}</MenuItem>),
  ];
}

/** What the single and the multiple select share as controlled fields. */
export type SelectBaseProps = ChoiceSource & {
  label: ReactNode;
  /** the label as plain text, where `label` is an element: the field is at least as wide as it */
  beschriftung?: string;
  onBlur?: () => void;
  /** A message from validation; a value missing from the list is reported by the field itself. */
  fehler?: ReactNode;
  hint?: ReactNode;
  id?: string;
  name?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The outlined select both fields are: label above, the message (a value missing from the list first) or the hint
 * below, the options under their group headings after the field's own first items (`children`).
 */
export function SelectFrame({ feld, eintraege, werte, value, onChange, select, children }: {
  feld: Omit<SelectBaseProps, keyof ChoiceSource>;
  eintraege: readonly SelectOption[] | undefined;
  werte: readonly unknown[];
  value: unknown;
  onChange: (wert: unknown) => void;
  select: { multiple?: boolean; renderValue: (gewaehlt: unknown) => ReactNode };
  children?: ReactNode;
}) {
  const { label, beschriftung = typeof label === 'string' ? label : undefined, onBlur, fehler, hint, id, name, disabled, inputRef } = feld;
  const fremd = fremderWert(werte, eintraege);
  const meldung = fremd !== undefined ? bindungsFehler(fremd) : fehler;
  return (
    <TextField
      select
      id={id}
      name={name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      disabled={disabled}
      error={!!meldung}
      helperText={meldung ?? hint ?? ' '}
      fullWidth
      margin="dense"
      // A short value („Alle“) in a filter bar would leave the label cut off: the field is at least as wide as its label.
      sx={beschriftung ? { minWidth: `calc(${beschriftung.length * 0.75}ch + 48px)` } : undefined}
      slotProps={{ formHelperText: LIVE_REGION, inputLabel: { shrink: true }, select: { displayEmpty: true, ...select } }}
    >
      {children}
      {menue(eintraege, werte)}
    </TextField>
  );
}

/** A react-admin input as the props of a controlled field (value, handlers, label with the required mark, message). */
export function useAsField<T>(eingabe: FieldInputProps<T>) {
  const { id, field, fehler, titel, beschriftung } = useFieldInput(eingabe);
  return { id, name: field.name, label: titel, beschriftung, value: field.value, onChange: field.onChange, onBlur: field.onBlur, inputRef: field.ref, disabled: field.disabled, fehler };
}

export type SingleSelectFieldProps = SelectBaseProps & {
  value: Id | '' | null | undefined;
  onChange: (wert: Id | null) => void;
};

/** A select as a plain controlled field, e.g. for list filters; `null` means "Bitte wählen". */
export function SingleSelectField({ value, onChange, choices, laden, ...feld }: SingleSelectFieldProps) {
  const eintraege = useChoices({ choices, laden });
  const wert = value ?? '';
  return (
    <SelectFrame
      feld={feld}
      eintraege={eintraege}
      werte={wert === '' ? [] : [wert]}
      value={wert}
      onChange={(neu) => onChange(neu === '' ? null : (neu as Id))}
      select={{
        renderValue: (gewaehlt) => {
          if (!eintraege) return <Placeholder>{LADE}</Placeholder>;
          if (gewaehlt === '') return <Placeholder>{eintraege.length ? 'Bitte wählen' : KEINE_EINTRAEGE}</Placeholder>;
          return nameVon(eintraege, gewaehlt);
        },
      }}
    >
      {eintraege?.length ? <MenuItem value="">Bitte wählen</MenuItem> : null}
    </SelectFrame>
  );
}

export type SingleSelectProps = FieldInputProps<Id | null> & ChoiceSource & { hint?: ReactNode };

/** A select for react-admin forms. */
export function SingleSelect({ choices, laden, hint, ...eingabe }: SingleSelectProps) {
  return <SingleSelectField choices={choices} laden={laden} hint={hint} {...useAsField(eingabe)} />;
}
