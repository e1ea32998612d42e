import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LastgangAntwort } from '../../domain/api/lastgang';
import { formatDatumZeit, formatKwh, formatZahl } from '../../domain/format';

const kw = (wert: number) => `${formatZahl(wert, 0, 3)} kW`;

/** The Kennzahlen as a definition list, and the import's notes (differences to what was entered before). */
export function LastgangKennzahlen({ lastgang }: { lastgang: LastgangAntwort }) {
  const k = lastgang.kennzahlen;
  const zeilen: [string, string][] = [
    ['Jahresarbeit', formatKwh(k.jahresarbeitKwh)],
    ['Höchstlast', `${kw(k.hoechstlastKw)} am ${formatDatumZeit(k.hoechstlastZeitpunkt)}`],
    ['Benutzungsstunden', `${formatZahl(k.benutzungsstunden)} h`],
    ['Grundlast (5-%-Quantil)', kw(k.grundlastKw)],
    ['Anzahl Werte', formatZahl(k.anzahlWerte)],
    ['Zeitraum', `${formatDatumZeit(k.von)} bis ${formatDatumZeit(k.bis)}`],
    ['Interpolierte Werte', formatZahl(k.interpoliert)],
  ];
  return (
    <Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }} aria-label="Kennzahlen des Lastgangs">
        {zeilen.map(([name, wert]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {name}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {wert}
            </Typography>
          </Box>
        ))}
      </Box>
      {lastgang.hinweise.map((h) => (
        <Alert key={h} severity="info" sx={{ mt: 1 }}>
          {h}
        </Alert>
      ))}
    </Box>
  );
}
