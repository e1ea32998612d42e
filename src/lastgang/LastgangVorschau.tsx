import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { beideLesarten } from '../../domain/lastgang/zeitbezug';
import { LastgangKennzahlen } from './LastgangKennzahlen';

/** `01.01.2025 00:00–00:15`: a quarter hour by its start. */
function viertelstunde(beginn: number): string {
  return `${formatDatumZeit(beginn)}–${formatDatumZeit(beginn + VIERTELSTUNDE).slice(11)}`;
}

const kw = (wert: number | null) => (wert === null ? '–' : `${formatZahl(wert, 0, 3)} kW`);

const LESARTEN: readonly LastgangZeitbezug[] = ['beginn', 'ende'];
const SPALTE: Readonly<Record<LastgangZeitbezug, string>> = { beginn: 'Viertelstunde, als Beginn gelesen', ende: 'Viertelstunde, als Ende gelesen' };
const KURZ: Readonly<Record<LastgangZeitbezug, string>> = { beginn: 'als Beginn', ende: 'als Ende' };

/** A row's quarter hour under both readings, from the one the preview read it with; none for a row without a time. */
function lesarten(z: Vorschau['ersteZeilen'][number], gelesenAls: LastgangZeitbezug): Record<LastgangZeitbezug, string> | null {
  if (z.beginn === null) return null;
  const beide = beideLesarten(Date.parse(z.beginn), gelesenAls);
  return { beginn: viertelstunde(beide.beginn), ende: viertelstunde(beide.ende) };
}

/** The chosen reading stands out; the other is there to compare. */
const gewaehlt = (lesart: LastgangZeitbezug, gelesenAls: LastgangZeitbezug) => (lesart === gelesenAls ? { fontWeight: 600 } : { color: 'text.secondary' });

/**
 * The file's first rows beside the quarter hours they fill under either reading of their times (the chosen one in
 * bold) and the powers they became: what "as read" means, row by row. On a phone the six columns do not fit: the
 * file's side and the portal's reading are two columns of stacked lines.
 */
function ErsteZeilen({ zeilen, gelesenAls }: { zeilen: Vorschau['ersteZeilen']; gelesenAls: LastgangZeitbezug }) {
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
          {zeilen.map((z) => {
            const l = lesarten(z, gelesenAls);
            return (
              <TableRow key={z.zeile}>
                <TableCell sx={{ px: 1 }}>
                  <div>{`Zeile ${formatZahl(z.zeile)}: ${z.zeitText}`}</div>
                  <div>{z.wertText}</div>
                </TableCell>
                <TableCell sx={{ px: 1 }}>
                  {l ? LESARTEN.map((lesart) => <Box key={lesart} sx={gewaehlt(lesart, gelesenAls)}>{`${KURZ[lesart]}: ${l[lesart]}`}</Box>) : <div>–</div>}
                  <div>{kw(z.kw)}</div>
                </TableCell>
              </TableRow>
            );
          })}
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
            {LESARTEN.map((lesart) => (
              <TableCell key={lesart} sx={gewaehlt(lesart, gelesenAls)}>
                {lesart === gelesenAls ? `${SPALTE[lesart]} (gewählt)` : SPALTE[lesart]}
              </TableCell>
            ))}
            <TableCell align="right">Leistung</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {zeilen.map((z) => {
            const l = lesarten(z, gelesenAls);
            return (
              <TableRow key={z.zeile}>
                <TableCell>{formatZahl(z.zeile)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{z.zeitText}</TableCell>
                <TableCell align="right">{z.wertText}</TableCell>
                {LESARTEN.map((lesart) => (
                  <TableCell key={lesart} sx={{ whiteSpace: 'nowrap', ...gewaehlt(lesart, gelesenAls) }}>
                    {l ? l[lesart] : '–'}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {kw(z.kw)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * What an import would store, before it is stored: the first rows as read (under both readings of their times, which
 * `ZeitbezugWahl` chooses between), a warning when the times look like ends, and whether a Max. Leistung the
 * Lastgang contradicts is replaced (asked, never assumed).
 */
export function LastgangVorschau({ vorschau, maxLeistungEntscheidung, onMaxLeistung }: {
  vorschau: Vorschau;
  maxLeistungEntscheidung: MaxLeistungEntscheidung | null;
  onMaxLeistung: (entscheidung: MaxLeistungEntscheidung) => void;
}) {
  const { kennzahlen, maxLeistung } = vorschau;
  // Read as ends, the last time is the end of the last quarter hour; read as starts, its start.
  const letzteZeit = formatDatumZeit(Date.parse(kennzahlen.bis) - (vorschau.zeitbezug === 'ende' ? 0 : VIERTELSTUNDE));
  return (
    <Stack spacing={2}>
      {vorschau.zeitbezugErkannt === 'ende' && (
        <Alert severity="warning">
          {`Die Zeitpunkte der Datei beginnen mit „${vorschau.ersteZeilen[0]?.zeitText ?? ''}“ und enden mit ${letzteZeit}: So geben viele Zähler das Ende jeder Viertelstunde an. ` +
            'Bitte prüfen Sie an den ersten Zeilen, wie die Datei gemeint ist.'}
        </Alert>
      )}
      <Typography variant="subtitle2" component="h3">
        Erste Zeilen, wie gelesen
      </Typography>
      <ErsteZeilen zeilen={vorschau.ersteZeilen} gelesenAls={vorschau.zeitbezug} />
      <LastgangKennzahlen lastgang={vorschau} />
      {maxLeistung && (
        <>
          <Alert severity="warning">
            {`Der Lastgang widerspricht der erfassten Max. Leistung: erfasst ${formatZahl(maxLeistung.erfasstKw)} kW, laut Lastgang ${formatZahl(maxLeistung.lautLastgangKw)} kW ` +
              `(Höchstlast ${formatZahl(kennzahlen.hoechstlastKw, 0, 3)} kW, aufgerundet). Bitte entscheiden Sie, welcher Wert gilt.`}
          </Alert>
          <FormControl required>
            <FormLabel id="lastgang-max-leistung">Max. Leistung der Lieferstelle</FormLabel>
            <RadioGroup aria-labelledby="lastgang-max-leistung" value={maxLeistungEntscheidung ?? ''} onChange={(e) => onMaxLeistung(e.target.value as MaxLeistungEntscheidung)}>
              <FormControlLabel value="behalten" control={<Radio />} label={`Erfassten Wert behalten (${formatZahl(maxLeistung.erfasstKw)} kW)`} />
              <FormControlLabel value="uebernehmen" control={<Radio />} label={`Wert aus dem Lastgang übernehmen (${formatZahl(maxLeistung.lautLastgangKw)} kW)`} />
            </RadioGroup>
          </FormControl>
        </>
      )}
    </Stack>
  );
}
