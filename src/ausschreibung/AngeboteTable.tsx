import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { VergleichsAngebot } from '../../domain/api/kundeAngebote';
import { formatDatumZeit, formatEuro, formatZahl } from '../../domain/format';
import { DetailCard, DetailCards } from '../ui/display/DetailCards';
import { TwoLines } from '../ui/display/TwoLines';
import { useNarrowerThan } from '../ui/viewport/useNarrowerThan';
import { ScrollArea } from '../ui/scroll/ScrollArea';

const STATUS = { eingereicht: 'Eingereicht', freigegeben: 'Freigegeben', zuschlag: 'Zuschlag', abgelehnt: 'Abgelehnt' } as Record<string, string>;
const preis = (wert: number | null) => (wert === null ? '–' : formatZahl(wert, 2, 4));
const NBSP = '\u00a0';
function TagUndUhrzeit({ zeitpunkt }: { zeitpunkt: string }) {
  const [tag = '', uhrzeit = ''] = formatDatumZeit(zeitpunkt).split(' ');
  return <TwoLines oben={tag} unten={`${uhrzeit} Uhr`} />;
}

const jahreskosten = (o: VergleichsAngebot) => formatEuro(o.jahreskostenEuro).replace(' ', NBSP);
const differenz = (o: VergleichsAngebot) =>
  o.rang === 1 ? 'bestes Angebot' : `+${formatEuro(o.differenzEuro).replace(' ', NBSP)} (+${formatZahl(o.differenzProzent, 2)}${NBSP}%)`;
const AngebotsStatus = ({ o }: { o: VergleichsAngebot }) => (
  <Chip size="small" label={STATUS[o.status] ?? o.status} color={o.status === 'zuschlag' ? 'success' : 'default'} variant="outlined" />
);

/** On a phone one card per offer, in rank order, with every column of the table and the offer's action last. */
function AngeboteKarten({ angebote, titel, aktion }: { angebote: readonly VergleichsAngebot[]; titel: string; aktion?: (o: VergleichsAngebot) => ReactNode }) {
  return (
    <DetailCards label={titel}>
      {angebote.map((o) => (
        <DetailCard
          key={o.id}
          titel={`${o.rang}. ${o.evu}`}
          hervorgehoben={o.rang === 1}
          angaben={[
            { label: 'Jahreskosten', wert: jahreskosten(o) },
            { label: 'Differenz zum besten', wert: differenz(o) },
            { label: 'Mischpreis (ct/kWh)', wert: formatZahl(o.mischpreisCtKwh, 4) },
            { label: 'Arbeitspreis (ct/kWh)', wert: preis(o.arbeitspreisCtKwh) },
            { label: 'Grundpreis (€/Monat)', wert: preis(o.grundpreisEurMonat) },
            { label: 'Leistungspreis (€/kW·a)', wert: preis(o.leistungspreisEurKwJahr) },
            { label: 'Öko-Aufschlag (ct/kWh)', wert: preis(o.oekoaufschlagCtKwh) },
            { label: 'Bindefrist', wert: `${formatDatumZeit(o.bindefristBis)} Uhr` },
            { label: 'Status', wert: <AngebotsStatus o={o} /> },
          ]}
          aktion={aktion?.(o)}
        />
      ))}
    </DetailCards>
  );
}

/**
 * Offers ranked by annual cost, with the difference to the best. Units stand in the headings, not in every cell,
 * so that all columns fit a 1280 px screen; on a phone each offer is a card.
 */
export function AngeboteTable({ angebote, titel = 'Angebote nach Jahreskosten', aktion }: { angebote: readonly VergleichsAngebot[]; titel?: string; aktion?: (o: VergleichsAngebot) => ReactNode }) {
  const telefon = useNarrowerThan('sm');
  if (telefon) return <AngeboteKarten angebote={angebote} titel={titel} aktion={aktion} />;
  return (
    <ScrollArea label={titel}>
      {/* Figures stay on one line; headings wrap. */}
      <Table size="small" aria-label={titel} sx={{ '& td': { whiteSpace: 'nowrap' }, '& th': { verticalAlign: 'bottom' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Rang</TableCell>
            <TableCell>EVU</TableCell>
            {aktion && <TableCell>Aktion</TableCell>}
            <TableCell align="right">Jahreskosten, Differenz zum besten</TableCell>
            <TableCell align="right">Mischpreis (ct/kWh)</TableCell>
            <TableCell align="right">Arbeitspreis (ct/kWh)</TableCell>
            <TableCell align="right">Grundpreis (€/Monat)</TableCell>
            <TableCell align="right">Leistungspreis (€/kW·a)</TableCell>
            <TableCell align="right">Öko-Aufschlag (ct/kWh)</TableCell>
            <TableCell>Bindefrist</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {angebote.map((o) => (
            <TableRow key={o.id} selected={o.rang === 1}>
              <TableCell>{o.rang}</TableCell>
              <TableCell sx={{ '&&': { whiteSpace: 'normal' }, minWidth: 140, maxWidth: 180 }}>{o.evu}</TableCell>
              {aktion && <TableCell>{aktion(o)}</TableCell>}
              {/* The difference may break between amount and percentage, never inside either. */}
              <TableCell align="right" sx={{ '&&': { whiteSpace: 'normal' } }}>
                <TwoLines oben={jahreskosten(o)} unten={differenz(o)} />
              </TableCell>
              <TableCell align="right">{formatZahl(o.mischpreisCtKwh, 4)}</TableCell>
              <TableCell align="right">{preis(o.arbeitspreisCtKwh)}</TableCell>
              <TableCell align="right">{preis(o.grundpreisEurMonat)}</TableCell>
              <TableCell align="right">{preis(o.leistungspreisEurKwJahr)}</TableCell>
              <TableCell align="right">{preis(o.oekoaufschlagCtKwh)}</TableCell>
              <TableCell>
                <TagUndUhrzeit zeitpunkt={o.bindefristBis} />
              </TableCell>
              <TableCell>
                <AngebotsStatus o={o} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollArea>
  );
}
