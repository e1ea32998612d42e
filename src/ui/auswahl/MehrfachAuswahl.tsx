import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { EingabeProps } from '../formular/useFeldEingabe';
import { AuswahlRahmen, LADE, nameVon, Platzhalter, useAlsFeld, useEintraege, type FeldProps, type Id, type Quelle } from './Auswahl';

export type MehrfachAuswahlFeldProps = FeldProps & {
  value: readonly Id[] | null | undefined;
  onChange: (werte: Id[]) => void;
  /** what the field reads with nothing chosen: a filter says "Alle", a form the spec's text */
  ohneAuswahl?: string;
};

/** A multi-select as a plain controlled field; the chosen entries appear as chips. */
export function MehrfachAuswahlFeld({ value, onChange, ohneAuswahl = 'Keine Einträge ausgewählt', choices, laden, ...feld }: MehrfachAuswahlFeldProps) {
  const eintraege = useEintraege({ choices, laden });
  const werte = value ?? [];
  return (
    <AuswahlRahmen
      feld={feld}
      eintraege={eintraege}
      werte={werte}
      value={werte}
      // Browser autofill may hand over a comma-separated string instead of the array.
      onChange={(neu) => onChange(typeof neu === 'string' ? neu.split(',') : (neu as Id[]))}
      select={{
        multiple: true,
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
      }}
    />
  );
}

export type MehrfachAuswahlProps = EingabeProps<Id[]> & Quelle & { hint?: ReactNode; ohneAuswahl?: string };

const alsListe = (wert: unknown) => (Array.isArray(wert) ? wert : []);

/** A multi-select for react-admin forms; the form value is the array of chosen ids. */
export function MehrfachAuswahl({ choices, laden, hint, ohneAuswahl, ...eingabe }: MehrfachAuswahlProps) {
  return <MehrfachAuswahlFeld choices={choices} laden={laden} hint={hint} ohneAuswahl={ohneAuswahl} {...useAlsFeld({ format: alsListe, parse: alsListe, ...eingabe })} />;
}
