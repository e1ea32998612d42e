import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { LastgangVorschau as Vorschau, LastgangZeitbezug, MaxLeistungEntscheidung } from '../../domain/api/lastgang';
import { formatDatumZeit, formatZahl } from '../../domain/format';
import { VIERTELSTUNDE } from '../../domain/lastgang/zeit';
import { ZEITBEZUG_LABEL } from '../../domain/lastgang/zeitbezug';
import { LastgangKennzahlen } from './LastgangKennzahlen';

/** `01.01.2025 00:00–00:15`: the quarter hour a row fills. */
function viertelstunde(beginn: string | null): string {
  if (beginn === null) return '–';
  return `${formatDatumZeit(beginn)}–${formatDatumZeit(Date.parse(beginn) + VIERTELSTUNDE).slice(11)}`;
}

const kw = (wert: number | null) => (wert === null ? '–' : `${formatZahl(wert, 0, 3)} kW`);

/**
 * The file's first rows beside the quarter hours and powers they became: what "as read" means, row by row. On a
 * phone the five columns do not fit: the file's side and the portal's reading are two columns of two lines each.
 */
function ErsteZeilen({ zeilen }: { zeilen: Vorschau['ersteZeilen'] }) {
  const schmal = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (schmal) {
    return (
      <Table size="small" aria-label="Erste Zeilen, wie gelesen">
        <TableHead>
          <TableRow>
            <TableCell>In der Datei</TableCell>
            <TableCell>Gelesen als</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {zeilen.map((z) => (
            <TableRow key={z.zeile}>
              <TableCell sx={{ px: 1 }}>
                <div>{`Zeile ${formatZahl(z.zeile)}: ${z.zeitText}`}</div>
                <div>{z.wertText}</div>
              </TableCell>
              <TableCell sx={{ px: 1 }}>
                <div>{viertelstunde(z.beginn)}</div>
                <div>{kw(z.kw)}</div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Erste Zeilen, wie gelesen">
        <TableHead>
          <TableRow>
            <TableCell>Zeile</TableCell>
            <TableCell>Zeitpunkt in der Datei</TableCell>
            <TableCell align="right">Wert in der Datei</TableCell>
            <TableCell>Gelesen als Viertelstunde</TableCell>
            <TableCell align="right">Leistung</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {zeilen.map((z) => (
            <TableRow key={z.zeile}>
              <TableCell>{formatZahl(z.zeile)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{z.zeitText}</TableCell>
              <TableCell align="right">{z.wertText}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{viertelstunde(z.beginn)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {kw(z.kw)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export interface VorschauEntscheidungen {
  zeitbezug: LastgangZeitbezug;
  maxLeistung: MaxLeistungEntscheidung | null;
}

/**
 * What an import would store, before it is stored: the first rows as read, and the two questions a file may raise —
 * whether its times name the start or the end of their quarter hours (asked when they look like ends), and whether
 * a Max. Leistung the Lastgang contradicts is replaced (asked, never assumed).
 */
export function LastgangVorschau({ vorschau, entscheidungen, onZeitbezug, onMaxLeistung }: {
  vorschau: Vorschau;
  entscheidungen: VorschauEntscheidungen;
  onZeitbezug: (zeitbezug: LastgangZeitbezug) => void;
  onMaxLeistung: (entscheidung: MaxLeistungEntscheidung) => void;
}) {
  const { kennzahlen, maxLeistung } = vorschau;
  // Read as ends, the last time is the end of the last quarter hour; read as starts, its start.
  const letzteZeit = formatDatumZeit(Date.parse(kennzahlen.bis) - (vorschau.zeitbezug === 'ende' ? 0 : VIERTELSTUNDE));
  return (
    <Stack spacing={2}>
      {vorschau.zeitbezugErkannt === 'ende' && (
        <>
          <Alert severity="warning">
            {`Die Zeitpunkte der Datei beginnen mit „${vorschau.ersteZeilen[0]?.zeitText ?? ''}“ und enden mit ${letzteZeit}: So geben viele Zähler das Ende jeder Viertelstunde an. ` +
              'Bitte prüfen Sie an den ersten Zeilen, wie die Datei gemeint ist.'}
          </Alert>
          <FormControl>
            <FormLabel id="lastgang-zeitbezug">Die Zeitpunkte der Datei bezeichnen</FormLabel>
            <RadioGroup row aria-labelledby="lastgang-zeitbezug" value={entscheidungen.zeitbezug} onChange={(e) => onZeitbezug(e.target.value as LastgangZeitbezug)}>
              <FormControlLabel value="beginn" control={<Radio />} label={ZEITBEZUG_LABEL.beginn} />
              <FormControlLabel value="ende" control={<Radio />} label={ZEITBEZUG_LABEL.ende} />
            </RadioGroup>
          </FormControl>
        </>
      )}
      <Typography variant="subtitle2" component="h3">
        Erste Zeilen, wie gelesen
      </Typography>
      <ErsteZeilen zeilen={vorschau.ersteZeilen} />
      <LastgangKennzahlen lastgang={vorschau} />
      {maxLeistung && (
        <>
          <Alert severity="warning">
            {`Der Lastgang widerspricht der erfassten Max. Leistung: erfasst ${formatZahl(maxLeistung.erfasstKw)} kW, laut Lastgang ${formatZahl(maxLeistung.lautLastgangKw)} kW ` +
              `(Höchstlast ${formatZahl(kennzahlen.hoechstlastKw, 0, 3)} kW, aufgerundet). Bitte entscheiden Sie, welcher Wert gilt.`}
          </Alert>
          <FormControl required>
            <FormLabel id="lastgang-max-leistung">Max. Leistung der Lieferstelle</FormLabel>
            <RadioGroup aria-labelledby="lastgang-max-leistung" value={entscheidungen.maxLeistung ?? ''} onChange={(e) => onMaxLeistung(e.target.value as MaxLeistungEntscheidung)}>
              <FormControlLabel value="behalten" control={<Radio />} label={`Erfassten Wert behalten (${formatZahl(maxLeistung.erfasstKw)} kW)`} />
              <FormControlLabel value="uebernehmen" control={<Radio />} label={`Wert aus dem Lastgang übernehmen (${formatZahl(maxLeistung.lautLastgangKw)} kW)`} />
            </RadioGroup>
          </FormControl>
        </>
      )}
    </Stack>
  );
}
