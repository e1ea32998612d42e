import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useFeldEingabe, type EingabeProps } from '../formular/useFeldEingabe';
import { bindungsFehler, fremderWert, LADE, menue, nameVon, Platzhalter, useEintraege, type Id, type Quelle } from './Auswahl';
import { ANGESAGTE_MELDUNG } from '../formular/angesagteMeldung';

export type MehrfachAuswahlFeldProps = Quelle & {
  label: ReactNode;
  value: readonly Id[] | null | undefined;
  onChange: (werte: Id[]) => void;
  onBlur?: () => void;
  fehler?: ReactNode;
  hint?: ReactNode;
  id?: string;
  name?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** what the field reads with nothing chosen: a filter says "Alle", a form the spec's text */
  ohneAuswahl?: string;
};

/** A multi-select as a plain controlled field; the chosen entries appear as chips. */
export function MehrfachAuswahlFeld({ label, value, onChange, onBlur, fehler, hint, id, name, disabled, inputRef, ohneAuswahl = 'Keine Einträge ausgewählt', ...quelle }: MehrfachAuswahlFeldProps) {
  const eintraege = useEintraege(quelle);
  const werte = value ?? [];
  const fremd = fremderWert(werte, eintraege);
  const meldung = fremd !== undefined ? bindungsFehler(fremd) : fehler;
  return (
    <TextField
      select
      id={id}
      name={name}
      label={label}
      value={werte}
      // Browser autofill may hand over a comma-separated string instead of the array.
      onChange={(e) => onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as Id[]))}
      onBlur={onBlur}
      inputRef={inputRef}
      disabled={disabled}
      error={!!meldung}
      helperText={meldung ?? hint ?? ' '}
      fullWidth
      margin="dense"
      slotProps={{
        formHelperText: ANGESAGTE_MELDUNG,
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: () => {
            if (!eintraege) return <Platzhalter>{LADE}</Platzhalter>;
            if (!werte.length) return <Platzhalter>{ohneAuswahl}</Platzhalter>;
            return (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {werte.map((wert) => (
                  <Chip key={wert} size="small" label={nameVon(eintraege, wert)} />
                ))}
              </Box>
            );
          },
        },
      }}
    >
      {menue(eintraege, werte)}
    </TextField>
  );
}

export type MehrfachAuswahlProps = EingabeProps<Id[]> & Quelle & { hint?: ReactNode; ohneAuswahl?: string };

const alsListe = (wert: unknown) => (Array.isArray(wert) ? wert : []);

/** A multi-select for react-admin forms; the form value is the array of chosen ids. */
export function MehrfachAuswahl({ choices, laden, hint, ohneAuswahl, ...eingabe }: MehrfachAuswahlProps) {
  const { id, field, fehler, titel } = useFeldEingabe({ format: alsListe, parse: alsListe, ...eingabe });
  return (
    <MehrfachAuswahlFeld
      choices={choices}
      laden={laden}
      id={id}
      name={field.name}
      label={titel}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      fehler={fehler}
      hint={hint}
      ohneAuswahl={ohneAuswahl}
    />
  );
}
