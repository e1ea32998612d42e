import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { registriere } from '../../api/mitglied/memberApi';
import { useMemberAktion } from '../../api/mitglied/useMember';
import { feldFehlerAus } from '../serverFehler';
import type { Fehler } from './RegistrierungField';

/** The gap between the form's rows and between the fields of a row. */
export const REIHENABSTAND = 2;

/**
 * The frame both registrations share: title, the form's own fields, Datenschutz consent, sending with the
 * passwords encrypted, and the confirmation that an activation mail is on its way.
 */
export function RegistrierungForm<T extends { password: string; passwordConfirmation: string }>({ titel, rolle, werte, pruefe, fehler, setFehler, children }: {
  titel: string;
  rolle: 'kunde' | 'evu';
  werte: T;
  pruefe: (datenschutz: boolean) => Fehler;
  fehler: Fehler;
  setFehler: (f: Fehler) => void;
  children: ReactNode;
}) {
  const [datenschutz, setDatenschutz] = useState(false);
  const registrierung = useMemberAktion((eingabe: T) => registriere(rolle, eingabe));
  const [meldung, setMeldung] = useState<string>();

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    const f = pruefe(datenschutz);
    setFehler(f);
    setMeldung(Object.keys(f).length ? 'Bitte prüfen Sie die markierten Felder.' : undefined);
    if (Object.keys(f).length) return;
    try {
      await registrierung.mutateAsync(werte);
    } catch (err) {
      const { meldung: text, felder } = feldFehlerAus(err);
      setMeldung(text);
      setFehler(felder);
    }
  };

  return (
    <Paper component="section" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {titel}
      </Typography>
      {registrierung.isSuccess ? (
        <Alert severity="success" role="status">
          Vielen Dank für Ihre Registrierung. Wir haben Ihnen eine E-Mail mit einem Link geschickt, mit dem Sie Ihr Konto aktivieren.
          Der Link ist 48 Stunden gültig.
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={absenden}>
          {meldung && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{meldung}</Alert>}
          {/* One gap between all rows, single fields and side-by-side pairs alike (the pairs use the same gap). */}
          <Stack spacing={REIHENABSTAND}>{children}</Stack>
          <FormControlLabel
            sx={{ mt: 2 }}
            control={<Checkbox checked={datenschutz} onChange={(e) => setDatenschutz(e.target.checked)} name="datenschutz" />}
            label={
              <>
                Ich habe die{' '}
                <Link component={RouterLink} to="/seite/datenschutz" target="_blank">
                  Datenschutzerklärung
                </Link>{' '}
                gelesen und stimme der Verarbeitung meiner Daten zu.
              </>
            }
          />
          {fehler.datenschutz && <FormHelperText error>{fehler.datenschutz}</FormHelperText>}
          <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 3 }}>
            <Button component={RouterLink} to="/">Abbrechen</Button>
            <Button type="submit" variant="contained" disabled={registrierung.isPending}>
              Registrieren
            </Button>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
