import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { FieldInputProps } from '../form/useFieldInput';
import { SelectFrame, LADE, nameVon, Placeholder, useAsField, useChoices, type SelectBaseProps, type Id, type ChoiceSource } from './SingleSelect';

export type MultiSelectFieldProps = SelectBaseProps & {
  value: readonly Id[] | null | undefined;
  onChange: (werte: Id[]) => void;
  /** what the field reads with nothing chosen: a filter says "Alle", a form the spec's text */
  ohneAuswahl?: string;
};

/** A multi-select as a plain controlled field; the chosen entries appear as chips. */
export function MultiSelectField({ value, onChange, ohneAuswahl = 'Keine Einträge ausgewählt', choices, laden, ...feld }: MultiSelectFieldProps) {
  const eintraege = useChoices({ choices, laden });
  const werte = value ?? [];
  return (
    <SelectFrame
      feld={feld}
      eintraege={eintraege}
      werte={werte}
      value={werte}
      // Browser autofill may hand over a comma-separated string instead of the array.
      onChange={(neu) => onChange(typeof neu === 'string' ? neu.split(',') : (neu as Id[]))}
      select={{
        multiple: true,
        renderValue: () => {
          if (!eintraege) return <Placeholder>{LADE}</Placeholder>;
          if (!werte.length) return <Placeholder>{ohneAuswahl}</Placeholder>;
          return (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {werte.map((wert) => (
                <Chip key={wert} size="small" label={nameVon(eintraege, wert)} />
              ))}
            </Box>
          );
        },
      }}
    />
  );
}

export type MultiSelectProps = FieldInputProps<Id[]> & ChoiceSource & { hint?: ReactNode; ohneAuswahl?: string };

const alsListe = (wert: unknown) => (Array.isArray(wert) ? wert : []);

/** A multi-select for react-admin forms; the form value is the array of chosen ids. */
export function MultiSelect({ choices, laden, hint, ohneAuswahl, ...eingabe }: MultiSelectProps) {
  return <MultiSelectField choices={choices} laden={laden} hint={hint} ohneAuswahl={ohneAuswahl} {...useAsField({ format: alsListe, parse: alsListe, ...eingabe })} />;
}
