import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportZeile } from '../../../domain/lieferstellenImport/pruefen';
import { formatZahl } from '../../../domain/format';

const PRO_SEITE = 50;

/** The problems of one row, errors before warnings; a row without any says so in words, not only by colour. */
function Meldungen({ zeile }: { zeile: ImportZeile }) {
  if (zeile.fehler.length + zeile.warnungen.length === 0) return <Typography variant="body2" color="success.main">In Ordnung</Typography>;
  return (
    <>
      {zeile.fehler.map((m) => (
        <Typography key={m} variant="body2" color="error">
          {`Fehler – ${m}`}
        </Typography>
      ))}
      {zeile.warnungen.map((m) => (
        <Typography key={m} variant="body2" color="warning.dark">
          {`Hinweis – ${m}`}
        </Typography>
      ))}
    </>
  );
}

/**
 * Every row of the file with what is wrong with it and a check box: taken over are the ticked rows. A long file
 * is shown a page at a time; the selection holds across pages.
 */
export function ImportBerichtTable({ titel, zeilen, ausgewaehlt, onAuswahl }: { titel: string; zeilen: ImportZeile[]; ausgewaehlt: ReadonlySet<number>; onAuswahl: (neu: Set<number>) => void }) {
  const [seite, setSeite] = useState(0);
  const alle = ausgewaehlt.size === zeilen.length;
  const umschalten = (nummer: number) => {
    const neu = new Set(ausgewaehlt);
    if (!neu.delete(nummer)) neu.add(nummer);
    onAuswahl(neu);
  };
  return (
    <>
      <TableContainer sx={{ maxHeight: '50vh' }}>
        <Table size="small" stickyHeader aria-label={titel}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={alle}
                  indeterminate={!alle && ausgewaehlt.size > 0}
                  onChange={() => onAuswahl(alle ? new Set() : new Set(zeilen.map((z) => z.nummer)))}
                  slotProps={{ input: { 'aria-label': 'Alle Zeilen übernehmen' } }}
                />
              </TableCell>
              <TableCell>Zeile</TableCell>
              <TableCell>Bezeichnung</TableCell>
              <TableCell>MaLo-ID</TableCell>
              <TableCell>Messart</TableCell>
              <TableCell align="right">Jahresverbrauch (kWh)</TableCell>
              <TableCell>Prüfung</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {zeilen.slice(seite * PRO_SEITE, (seite + 1) * PRO_SEITE).map((z) => {
              const { bezeichnung, maloId, messart, jahresverbrauchKwh } = z.lieferstelle;
              return (
                <TableRow key={z.nummer} hover selected={ausgewaehlt.has(z.nummer)}>
                  <TableCell padding="checkbox">
                    <Checkbox checked={ausgewaehlt.has(z.nummer)} onChange={() => umschalten(z.nummer)} slotProps={{ input: { 'aria-label': `Zeile ${z.nummer} übernehmen` } }} />
                  </TableCell>
                  <TableCell>{z.nummer}</TableCell>
                  <TableCell>{bezeichnung}</TableCell>
                  <TableCell>{maloId}</TableCell>
                  <TableCell>{messart}</TableCell>
                  <TableCell align="right">{typeof jahresverbrauchKwh === 'number' ? formatZahl(jahresverbrauchKwh) : jahresverbrauchKwh}</TableCell>
                  <TableCell sx={{ minWidth: 260 }}>
                    <Meldungen zeile={z} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {zeilen.length > PRO_SEITE && (
        <TablePagination
          component="div"
          count={zeilen.length}
          page={seite}
          onPageChange={(_, s) => setSeite(s)}
          rowsPerPage={PRO_SEITE}
          rowsPerPageOptions={[PRO_SEITE]}
          labelDisplayedRows={({ from, to, count }) => `Zeilen ${from}–${to} von ${formatZahl(count)}`}
          getItemAriaLabel={(art) => ({ first: 'Erste Seite', last: 'Letzte Seite', next: 'Nächste Seite', previous: 'Vorherige Seite' })[art]}
        />
      )}
    </>
  );
}
