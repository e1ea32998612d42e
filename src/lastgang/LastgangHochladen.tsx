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
import type { LastgangAntwort, LastgangVorschau as Vorschau, LastgangZeitbezug, MaxLeistungEntscheidung } from '../../domain/api/lastgang';
import type { Einheit } from '../../domain/lastgang/pruefen';
import { LASTGANG_JAHRE_VOR_LIEFERBEGINN } from '../../domain/lastgang/zeitraum';
import { useLastgangHochladen, useLastgangVorschau } from '../api/lastgang';
import { alsModelState } from '../ui/errors/serverGrund';
import { checkFile } from '../ui/upload/checkFile';
import { LastgangBericht } from './LastgangBericht';
import { LastgangVorschau } from './LastgangVorschau';
import { ZeitbezugWahl } from './ZeitbezugWahl';
import { useTranslate } from 'react-admin';

type Wahl = Einheit | 'kopf';

/**
 * The import of a Lastgang in two steps: choose a file (CSV or Excel) and, when its header names no unit, whether
 * the values are kW or kWh; the server checks it and shows what it would store (`LastgangVorschau`), and only the
 * user's "Lastgang speichern", with the answers to the preview's questions, stores it. Nothing is stored when the
 * report lists a problem. Whether the file's times name the start or the end of their quarter hours is asked for
 * every file once it was read, the portal's guess preselected; the choice stays on screen when the file cannot be
 * read that way, so the user can take it back.
 */
export function LastgangHochladen({ lieferstelleId, onGespeichert }: { lieferstelleId: number; onGespeichert: (antwort: LastgangAntwort) => void }) {
  const [einheit, setEinheit] = useState<Wahl>('kopf');
  const translate = useTranslate();
  const vorschauLesen = useLastgangVorschau(lieferstelleId);
  const upload = useLastgangHochladen(lieferstelleId);
  const [datei, setDatei] = useState<{ datei: File; contentType: string } | null>(null);
  const [vorschau, setVorschau] = useState<Vorschau | null>(null);
  const [maxLeistung, setMaxLeistung] = useState<MaxLeistungEntscheidung | null>(null);
  // The portal's guess for this file (from its first reading) and the user's choice.
  const [zeitbezug, setZeitbezug] = useState<{ erkannt: LastgangZeitbezug; gewaehlt: LastgangZeitbezug } | null>(null);
  // A file refused before it is sent (type, size) gets the same report as one the server refuses.
  const [dateiFehler, setDateiFehler] = useState<string | null>(null);
  const fehler = vorschauLesen.error ?? upload.error;
  const bericht = dateiFehler !== null ? { message: dateiFehler, errors: {} } : fehler && alsModelState(fehler);
  const laeuft = vorschauLesen.isPending || upload.isPending;

  const verwerfen = () => {
    setDatei(null);
    setVorschau(null);
    setMaxLeistung(null);
    setZeitbezug(null);
  };
  /** Reads the file as the user has answered so far (without an answer on the times, as the portal guesses them). */
  const pruefen = (gewaehlt: { datei: File; contentType: string }, wahl: Wahl, zeiten?: LastgangZeitbezug) => {
    upload.reset();
    vorschauLesen.mutate(
      { ...gewaehlt, einheit: wahl === 'kopf' ? undefined : wahl, zeitbezug: zeiten },
      {
        onSuccess: (v) => {
          setVorschau(v);
          setZeitbezug({ erkannt: v.zeitbezugErkannt, gewaehlt: v.zeitbezug });
          if (!v.maxLeistung) setMaxLeistung(null);
        },
        onError: () => setVorschau(null),
      },
    );
  };
  const waehlen = (gewaehlt: File | undefined) => {
    if (!gewaehlt) return;
    verwerfen();
    const pruefung = checkFile(gewaehlt, '.csv,.txt,.xlsx');
    setDateiFehler(pruefung.meldung ?? null);
    if (pruefung.meldung !== undefined) return;
    const neu = { datei: gewaehlt, contentType: pruefung.contentType };
    setDatei(neu);
    pruefen(neu, einheit);
  };
  const speichern = () => {
    if (!datei || !vorschau) return;
    upload.mutate(
      // As the preview read it: the user's choice of the times is sent always, so the server never guesses again.
      { ...datei, einheit: vorschau.einheit, zeitbezug: vorschau.zeitbezug, maxLeistung: maxLeistung ?? undefined },
      {
        onSuccess: (antwort) => {
          verwerfen();
          onGespeichert(antwort);
        },
      },
    );
  };
  const offen = vorschau?.maxLeistung && !maxLeistung;

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={`einheit-${lieferstelleId}`}>Einheit der Werte</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`einheit-${lieferstelleId}`}
          value={einheit}
          onChange={(e) => {
            const wahl = e.target.value as Wahl;
            setEinheit(wahl);
            if (datei) pruefen(datei, wahl, zeitbezug?.gewaehlt);
          }}
        >
          <FormControlLabel value="kopf" control={<Radio />} label={translate('portal.lastgang.einheit.kopf')} />
          <FormControlLabel value="kW" control={<Radio />} label={translate('portal.lastgang.einheit.kW')} />
          <FormControlLabel value="kWh" control={<Radio />} label={translate('portal.lastgang.einheit.kWh')} />
        </RadioGroup>
      </FormControl>
      <Box>
        <Button component="label" variant={vorschau ? 'outlined' : 'contained'} startIcon={<UploadFileIcon />} disabled={laeuft}>
          {vorschau ? 'Andere Datei wählen' : 'Lastgang hochladen'}
          <input
            hidden
            type="file"
            accept=".csv,.txt,.xlsx"
            aria-label="Lastgang-Datei"
            onChange={(e) => {
              waehlen(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          CSV (Semikolon oder Komma, UTF-8 oder Windows-1252) oder Excel (.xlsx): je Viertelstunde ein Zeitpunkt (Beginn oder Ende, deutsche Zeit, oder mit
          Versatz) und ein Wert. Lücken bis zu einer Stunde werden linear gefüllt. Der Lastgang umfasst höchstens ein Jahr und liegt zwischen{' '}
          {LASTGANG_JAHRE_VOR_LIEFERBEGINN} Jahren vor dem Lieferbeginn und dem Lieferende der Ausschreibung. Vor dem Speichern sehen Sie, wie die Datei gelesen wurde.
        </Typography>
      </Box>
      {datei && zeitbezug && (
        <ZeitbezugWahl
          lieferstelleId={lieferstelleId}
          erkannt={zeitbezug.erkannt}
          wert={zeitbezug.gewaehlt}
          disabled={laeuft}
          onChange={(gewaehlt) => {
            setZeitbezug({ ...zeitbezug, gewaehlt });
            pruefen(datei, einheit, gewaehlt);
          }}
        />
      )}
      {laeuft && <LinearProgress aria-label="Lastgang wird geprüft" />}
      {bericht && <LastgangBericht bericht={bericht} />}
      {vorschau && datei && (
        <Box component="section" aria-label="Vorschau des Lastgangs" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {`Vorschau: ${datei.datei.name}`}
          </Typography>
          <LastgangVorschau vorschau={vorschau} maxLeistungEntscheidung={maxLeistung} onMaxLeistung={setMaxLeistung} />
          <Stack direction="row" spacing={1} sx={{ mt: 2 }} flexWrap="wrap" useFlexGap>
            <Button variant="contained" onClick={speichern} disabled={laeuft || Boolean(offen)}>
              Lastgang speichern
            </Button>
            <Button onClick={verwerfen} disabled={upload.isPending}>
              Verwerfen
            </Button>
          </Stack>
          {offen && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Bitte entscheiden Sie zuerst über die Max. Leistung.
            </Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}
