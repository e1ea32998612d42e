import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { LastgangAntwort } from '../../domain/api/lastgang';
import type { ModelState } from '../../domain/auth';
import type { Einheit } from '../../domain/lastgang/pruefen';
import { LASTGANG_JAHRE_VOR_LIEFERBEGINN } from '../../domain/lastgang/zeitraum';
import { useLastgangHochladen } from '../api/lastgang';
import { ModelStateError } from '../api/http';
import { fehlermeldung } from '../ui/errors/fehlertext';
import { checkFile } from '../ui/upload/checkFile';
import { FEHLER_ALLGEMEIN } from '../ui/notifications/useMeldung';
import { LastgangBericht } from './LastgangBericht';
import { useTranslate } from 'react-admin';

type Wahl = Einheit | 'kopf';

/** The server's report of a refused import; any other failure as a report with one message. */
const alsBericht = (fehler: Error): ModelState => (fehler instanceof ModelStateError ? fehler.body : { message: fehlermeldung(fehler) || FEHLER_ALLGEMEIN, errors: {} });

/**
 * The import of a Lastgang: choose a file (CSV or Excel) and, when its header names no unit, whether the values
 * are kW or kWh. The server checks everything and stores nothing when its report lists a problem.
 */
export function LastgangHochladen({ lieferstelleId, onGespeichert }: { lieferstelleId: number; onGespeichert: (antwort: LastgangAntwort) => void }) {
  const [einheit, setEinheit] = useState<Wahl>('kopf');
  const translate = useTranslate();
  const upload = useLastgangHochladen(lieferstelleId);
  // A file refused before it is sent (type, size) gets the same report as one the server refuses.
  const [dateiFehler, setDateiFehler] = useState<string | null>(null);
  const bericht = dateiFehler !== null ? { message: dateiFehler, errors: {} } : upload.error && alsBericht(upload.error);
  const laeuft = upload.isPending;

  const hochladen = (datei: File | undefined) => {
    if (!datei) return;
    upload.reset();
    const pruefung = checkFile(datei, '.csv,.txt,.xlsx');
    setDateiFehler(pruefung.meldung ?? null);
    if (pruefung.meldung !== undefined) return;
    upload.mutate({ datei, contentType: pruefung.contentType, einheit: einheit === 'kopf' ? undefined : einheit }, { onSuccess: onGespeichert });
  };

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={`einheit-${lieferstelleId}`}>Einheit der Werte</FormLabel>
        <RadioGroup row aria-labelledby={`einheit-${lieferstelleId}`} value={einheit} onChange={(e) => setEinheit(e.target.value as Wahl)}>
          <FormControlLabel value="kopf" control={<Radio />} label={translate('portal.lastgang.einheit.kopf')} />
          <FormControlLabel value="kW" control={<Radio />} label={translate('portal.lastgang.einheit.kW')} />
          <FormControlLabel value="kWh" control={<Radio />} label={translate('portal.lastgang.einheit.kWh')} />
        </RadioGroup>
      </FormControl>
      <Box>
        <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={laeuft}>
          Lastgang hochladen
          <input
            hidden
            type="file"
            accept=".csv,.txt,.xlsx"
            aria-label="Lastgang-Datei"
            onChange={(e) => {
              hochladen(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          CSV (Semikolon oder Komma, UTF-8 oder Windows-1252) oder Excel (.xlsx): je Viertelstunde ein Zeitpunkt (Beginn, deutsche Zeit, oder mit Versatz) und
          ein Wert. Lücken bis zu einer Stunde werden linear gefüllt. Der Lastgang umfasst höchstens ein Jahr und liegt zwischen{' '}
          {LASTGANG_JAHRE_VOR_LIEFERBEGINN} Jahren vor dem Lieferbeginn und dem Lieferende der Ausschreibung.
        </Typography>
      </Box>
      {laeuft && <LinearProgress aria-label="Lastgang wird geprüft" />}
      {bericht && <LastgangBericht bericht={bericht} />}
    </Stack>
  );
}
