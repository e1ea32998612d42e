import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { VergleichsAngebot } from '../../domain/api/kundeAngebote';
import { formatCtKwh, formatDatumZeit, formatEuro, formatZahl } from '../../domain/format';
import { Scrollbereich } from '../ui/scrollbereich/Scrollbereich';

const STATUS = { eingereicht: 'Eingereicht', freigegeben: 'Freigegeben', zuschlag: 'Zuschlag', abgelehnt: 'Abgelehnt' } as Record<string, string>;
const preis = (wert: number | null, einheit: string) => (wert === null ? '–' : `${formatZahl(wert, 2, 4)} ${einheit}`);

/** Offers ranked by annual cost, with the difference to the best; the table scrolls sideways on narrow screens. */
export function AngeboteTable({ angebote, titel = 'Angebote nach Jahreskosten', aktion }: { angebote: readonly VergleichsAngebot[]; titel?: string; aktion?: (o: VergleichsAngebot) => ReactNode }) {
  return (
    <Scrollbereich label={titel}>
      {/* Figures stay on one line; the table scrolls sideways instead of breaking amounts apart. */}
      <Table size="small" aria-label={titel} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Rang</TableCell>
            <TableCell>EVU</TableCell>
            {aktion && <TableCell>Aktion</TableCell>}
            <TableCell align="right">Jahreskosten</TableCell>
            <TableCell align="right">Differenz zum besten</TableCell>
            <TableCell align="right">Mischpreis</TableCell>
            <TableCell align="right">Arbeitspreis</TableCell>
            <TableCell align="right">Grundpreis</TableCell>
            <TableCell align="right">Leistungspreis</TableCell>
            <TableCell align="right">Öko-Aufschlag</TableCell>
            <TableCell>Bindefrist</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {angebote.map((o) => (
            <TableRow key={o.id} selected={o.rang === 1}>
              <TableCell>{o.rang}</TableCell>
              <TableCell sx={{ whiteSpace: 'normal', minWidth: 140 }}>{o.evu}</TableCell>
              {aktion && <TableCell>{aktion(o)}</TableCell>}
              <TableCell align="right">{formatEuro(o.jahreskostenEuro)}</TableCell>
              <TableCell align="right">{o.rang === 1 ? 'bestes Angebot' : `+${formatEuro(o.differenzEuro)} (+${formatZahl(o.differenzProzent, 2)} %)`}</TableCell>
              <TableCell align="right">{formatCtKwh(o.mischpreisCtKwh)}</TableCell>
              <TableCell align="right">{preis(o.arbeitspreisCtKwh, 'ct/kWh')}</TableCell>
              <TableCell align="right">{preis(o.grundpreisEurMonat, '€/Monat')}</TableCell>
              <TableCell align="right">{preis(o.leistungspreisEurKwJahr, '€/kW·a')}</TableCell>
              <TableCell align="right">{preis(o.oekoaufschlagCtKwh, 'ct/kWh')}</TableCell>
              <TableCell>{formatDatumZeit(o.bindefristBis)}</TableCell>
              <TableCell>
                <Chip size="small" label={STATUS[o.status] ?? o.status} color={o.status === 'zuschlag' ? 'success' : 'default'} variant="outlined" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scrollbereich>
  );
}
