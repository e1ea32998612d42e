import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Benachrichtigung } from '../../domain/api/benachrichtigungen';
import { artVon } from '../../domain/benachrichtigungen';
import { memberApi } from '../api/mitglied/memberApi';
import { BENACHRICHTIGUNGEN, useBenachrichtigungen, useMemberAktion } from '../api/mitglied/useMember';

/** The server's German message, or what the page says when there is none (the network failed). */
const serverMeldung = (fehler: unknown, sonst: string) => (fehler as { body?: { message?: string } }).body?.message ?? sonst;

/**
 * Benachrichtigungen (user menu): which mails the signed-in user gets about tenders. Each kind of the user's role is a
 * switch; a mail the law or the procedure requires stays on, marked „vorgeschrieben“, and its switch cannot be moved.
 * The start page lists every event whatever the user chose here.
 */
export function BenachrichtigungenPage() {
  const { data, error } = useBenachrichtigungen();
  const speichern = useMemberAktion(memberApi.speichereBenachrichtigungen, { neuLaden: BENACHRICHTIGUNGEN });
  const [liste, setListe] = useState<Benachrichtigung[]>();
  const [meldung, setMeldung] = useState<{ art: 'success' | 'error'; text: string }>();
  useEffect(() => setListe(data), [data]);

  const geaendert = !!liste && !!data && liste.some((b, i) => b.mail !== data[i]?.mail);
  const umschalten = (art: string, mail: boolean) => {
    setMeldung(undefined);
    setListe((bisher) => bisher?.map((b) => (b.art === art ? { ...b, mail } : b)));
  };
  const absenden = async () => {
    if (!liste) return;
    try {
      setListe(await speichern.mutateAsync(liste.map(({ art, mail }) => ({ art, mail }))));
      setMeldung({ art: 'success', text: 'Ihre Einstellungen wurden gespeichert.' });
    } catch (e) {
      setMeldung({ art: 'error', text: serverMeldung(e, 'Die Einstellungen konnten nicht gespeichert werden.') });
    }
  };

  return (
    <Paper component="section" sx={{ maxWidth: 760, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      {/* The long word does not fit a phone in h4: it would break inside. */}
      <Typography variant="h4" component="h1" gutterBottom sx={{ typography: { xs: 'h5', sm: 'h4' } }}>
        Benachrichtigungen
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Wählen Sie, welche E-Mails Sie erhalten. Vorgeschriebene E-Mails, etwa Einladungen, geänderte Fristen und Informationsschreiben, erhalten Sie immer. Auf
        Ihrer Startseite sehen Sie alle Neuigkeiten, unabhängig von dieser Auswahl.
      </Typography>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{serverMeldung(error, 'Die Einstellungen konnten nicht geladen werden.')}</Alert>}
      {!liste ? (
        !error && <Skeleton variant="rounded" height={160} aria-label="Lade..." />
      ) : liste.length === 0 ? (
        <Typography>Für Ihr Konto gibt es keine wählbaren Benachrichtigungen.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {liste.map((b) => {
            const art = artVon(b.art);
            const beschreibung = `beschreibung-${b.art}`;
            return (
              <Box component="li" key={b.art} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
                  <FormControlLabel
                    // A required mail is on, not unavailable: its name stays as legible as the others'.
                    sx={{ mr: 0, flex: '1 1 auto', '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' } }}
                    control={
                      <Switch
                        checked={b.mail}
                        disabled={b.pflicht}
                        onChange={(e) => umschalten(b.art, e.target.checked)}
                        slotProps={{ input: { 'aria-describedby': beschreibung } }}
                      />
                    }
                    label={`E-Mail: ${art.bezeichnung}`}
                  />
                  {b.pflicht && <Chip size="small" variant="outlined" label="vorgeschrieben" />}
                </Box>
                <Typography id={beschreibung} variant="body2" color="text.secondary" sx={{ pl: { xs: 0, sm: 7 } }}>
                  {art.beschreibung}
                  {b.pflicht && ' Diese E-Mail ist vorgeschrieben und kann nicht abbestellt werden.'}
                </Typography>
              </Box>
            );
          })}
        </Stack>
      )}
      {meldung && (
        <Alert severity={meldung.art} sx={{ mt: 2 }} role={meldung.art === 'error' ? 'alert' : 'status'}>
          {meldung.text}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" disabled={!geaendert || speichern.isPending} onClick={() => void absenden()}>
          Speichern
        </Button>
      </Box>
    </Paper>
  );
}
