import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MemberFrame } from './MemberFrame';
import { RequiredField } from './RequiredField';
import { useAnforderung } from './useAnforderung';
import { WeiterLinks } from './WeiterLinks';

export interface AnforderungFormProps {
  titel: string;
  /** the one field; `name` is also the key of the server's field errors */
  feld: { label: string; name: string; id?: string; type?: string; autoComplete: string };
  /** the field's format rule, shown once the form was touched */
  formatFehler?: (wert: string) => string | undefined;
  anfordern: (wert: string) => Promise<unknown>;
  /** what replaces the form once the request went out */
  bestaetigung: ReactNode;
  /** the button beside 'Zur Anmeldung' that shows the form again */
  nochmal: string;
}

/** A recovery request (login name or password link): one required field, and the confirmation in its place once sent. */
export function AnforderungForm({ titel, feld, formatFehler, anfordern, bestaetigung, nochmal: nochmalLabel }: AnforderungFormProps) {
  const [wert, setWert] = useState('');
  const [beruehrt, setBeruehrt] = useState(false);
  const { laeuft, erledigt, fehler, sende, nochmal } = useAnforderung(anfordern);

  const format = formatFehler?.(wert.trim());
  const ungueltig = !wert.trim() || !!format;
  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    setBeruehrt(true);
    if (!ungueltig) await sende(wert.trim());
  };

  return (
    <MemberFrame titel={titel}>
      {erledigt ? (
        <>
          <Alert severity="success" role="status">
            {bestaetigung}
          </Alert>
          {/* The mail may not arrive (a typo, a spam filter): asking again is the other way on. */}
          <WeiterLinks nochmal={{ label: nochmalLabel, onClick: nochmal }} />
        </>
      ) : (
        <Box component="form" noValidate onSubmit={absenden} onBlur={() => setBeruehrt(true)}>
          {fehler && !fehler.felder[feld.name] && <Alert severity="error">{fehler.meldung}</Alert>}
          <RequiredField {...feld} autoFocus value={wert}
            fehler={fehler?.felder[feld.name] ?? (beruehrt ? format : undefined)} zeigeFehler={beruehrt} onChange={(e) => setWert(e.target.value)} />
          <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 2 }}>
            <Button component={RouterLink} to="/">Abbrechen</Button>
            <Button type="submit" variant="contained" disabled={laeuft || (beruehrt && ungueltig)}>
              Anfordern
            </Button>
          </Stack>
        </Box>
      )}
    </MemberFrame>
  );
}
