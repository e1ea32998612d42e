import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatCtKwh, formatEuro } from '../../domain/format';

export interface RanglistenZeile {
  schluessel: string | number;
  rang: number;
  name: string;
  jahreskostenEuro: number;
  /** the administrator's details; the Kunde sees neither */
  arbeitspreisCtKwh?: number;
  gebote?: number;
}

const gebotsText = (n: number) => (n === 1 ? '1 Gebot' : `${n} Gebote`);

/** A detail under a cell's main value, where a phone has no room for its own column. */
export function Nebenzeile({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/**
 * The live ranking of an auction: the administrator's with names, Arbeitspreis and number of bids, the Kunde's with
 * Bieter A, B, … and Jahreskosten only. On a phone the details move under the name and the Jahreskosten, so the
 * table never scrolls sideways.
 */
export function Rangliste({ namensSpalte, zeilen }: { namensSpalte: string; zeilen: RanglistenZeile[] }) {
  const telefon = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const details = zeilen.some((z) => z.arbeitspreisCtKwh !== undefined);
  const eigeneSpalten = details && !telefon;
  return (
    <Table size="small" aria-label="Rangliste der Online-Auktion" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>Rang</TableCell>
          <TableCell>{namensSpalte}</TableCell>
          {eigeneSpalten && <TableCell align="right">Arbeitspreis</TableCell>}
          <TableCell align="right">Jahreskosten</TableCell>
          {eigeneSpalten && <TableCell align="right">Gebote</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {zeilen.map((z) => (
          <TableRow key={z.schluessel}>
            <TableCell>{z.rang}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {z.name}
              {telefon && z.gebote !== undefined && <Nebenzeile>{gebotsText(z.gebote)}</Nebenzeile>}
            </TableCell>
            {eigeneSpalten && <TableCell align="right">{z.arbeitspreisCtKwh !== undefined && formatCtKwh(z.arbeitspreisCtKwh)}</TableCell>}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatEuro(z.jahreskostenEuro)}
              {telefon && z.arbeitspreisCtKwh !== undefined && <Nebenzeile>{formatCtKwh(z.arbeitspreisCtKwh)}</Nebenzeile>}
            </TableCell>
            {eigeneSpalten && <TableCell align="right">{z.gebote}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
