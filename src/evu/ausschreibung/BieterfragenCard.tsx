import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FRAGE_LAENGE } from '../../../domain/api/vergabe';
import { angebotsfristLaeuft } from '../../../domain/ausschreibung';
import { useEvuFragen, useFrageStellen } from '../../api/vergabe';
import { melde, meldeHttpFehler } from '../../ui/notifications/useMeldung';
import { BieterfragenList } from '../../vergabe/BieterfragenList';
import { useEinLauf } from '../../ui/form/useEinLauf';
import { useTranslate } from 'react-admin';

/** Questions on the tender: every bidder reads every published answer; who asked is never shown. */
export function BieterfragenCard({ a }: { a: { id: number; status: number; angebotsfrist: string } }) {
  const translate = useTranslate();
  const { data, isPending, error } = useEvuFragen(a.id);
  const stellen = useFrageStellen(a.id);
  const [frage, setFrage] = useState('');
  const offen = angebotsfristLaeuft(a, Date.now());
  const { laeuft, starte } = useEinLauf();
  const absenden = () =>
    void starte(() =>
      stellen.mutateAsync(frage.trim()).then(() => {
        setFrage('');
        melde('erfolg', 'Ihre Frage wurde gestellt. Die Antwort erhalten alle Bieter.');
      }, meldeHttpFehler),
    );
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Bieterfragen
        </Typography>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Antworten werden allen eingeladenen Bietern gleichzeitig veröffentlicht. Wer gefragt hat, erfahren andere Bieter und der Kunde nicht.
          </Typography>
          <BieterfragenList fragen={data?.map((f) => ({ ...f, hinweis: f.eigene ? 'Ihre Frage' : undefined }))} isPending={isPending} error={error} />
          {offen ? (
            <Stack spacing={1} alignItems="flex-start">
              <TextField
                label={translate('portal.ausschreibung.bieterfragen.ihreFrage')}
                value={frage}
                onChange={(e) => setFrage(e.target.value)}
                multiline
                minRows={2}
                fullWidth
                slotProps={{ htmlInput: { maxLength: FRAGE_LAENGE } }}
              />
              <Button variant="contained" onClick={absenden} disabled={!frage.trim() || laeuft}>
                Frage stellen
              </Button>
            </Stack>
          ) : (
            <Alert severity="info">Fragen können nur bis zur Angebotsfrist gestellt werden.</Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
