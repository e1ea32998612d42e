import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VergleichsAngebot } from '../../domain/api/kundeAngebote';
import { formatDatumZeit, formatEuro, formatPreis, formatZahl } from '../../domain/format';
import { ersparnis } from '../../domain/jahreskosten';
import { DetailCard, DetailCards } from '../ui/display/DetailCards';
import { TwoLines } from '../ui/display/TwoLines';
import { useNarrowerThan } from '../ui/viewport/useNarrowerThan';
import { ScrollArea } from '../ui/scroll/ScrollArea';
import { AnhangLinks } from './AnhangLinks';
import { VorbehaltChip } from './VorbehaltChip';

const STATUS = { eingereicht: 'Eingereicht', freigegeben: 'Freigegeben', zuschlag: 'Zuschlag', abgelehnt: 'Abgelehnt' } as Record<string, string>;
const preis = (wert: number | null) => (wert === null ? '–' : formatPreis(wert));
const NBSP = '\u00a0';
function TagUndUhrzeit({ zeitpunkt }: { zeitpunkt: string }) {
  const [tag = '', uhrzeit = ''] = formatDatumZeit(zeitpunkt).split(' ');
  return <TwoLines oben={tag} unten={`${uhrzeit} Uhr`} />;
}

const jahreskosten = (o: VergleichsAngebot) => formatEuro(o.jahreskostenEuro).replace(' ', NBSP);
/** "bestes Angebot" or the extra cost against it, in € and %: the table, its cards and the chart say it alike. */
export const differenz = (o: VergleichsAngebot) =>
  o.rang === 1 ? 'bestes Angebot' : `+${formatEuro(o.differenzEuro).replace(' ', NBSP)} (+${formatZahl(o.differenzProzent, 2)}${NBSP}%)`;
/** What an offer saves a year against the Kunde's current contract, or what it costs more, in € and %. */
export function ersparnisText(o: VergleichsAngebot, aktuellEuro: number): string {
  const e = ersparnis(o.jahreskostenEuro, aktuellEuro);
  const betrag = `${formatEuro(Math.abs(e.euro)).replace(' ', NBSP)} (${formatZahl(Math.abs(e.prozent), 1)}${NBSP}%)`;
  return e.euro >= 0 ? `spart ${betrag}` : `${betrag} teurer`;
}
/** The Bemerkung as the bidder wrote it, line breaks included. */
const Bemerkung = ({ text }: { text: string | null }) => <span style={{ whiteSpace: 'pre-line' }}>{text}</span>;
const hatBedingungen = (o: VergleichsAngebot) => o.vorbehalt || o.anhaenge.length > 0;

const AngebotsStatus = ({ o }: { o: VergleichsAngebot }) => (
  <Chip size="small" label={STATUS[o.status] ?? o.status} color={o.status === 'zuschlag' ? 'success' : 'default'} variant="outlined" />
);

/** The headings, shared by the table's columns and the phone's cards. */
function useWort() {
  const translate = useTranslate();
  return (feld: string) => translate(`portal.ausschreibung.angebote.${feld}`);
}

/** On a phone one card per offer, in rank order, with every column of the table and the offer's action last. */
function AngeboteKarten({ angebote, titel, aktion, aktuellEuro }: Omit<Eigenschaften, 'titel'> & { titel: string }) {
  const wort = useWort();
  return (
    <DetailCards label={titel}>
      {angebote.map((o) => (
        <DetailCard
          key={o.id}
          titel={
            o.vorbehalt ? (
              <>
                {`${o.rang}. ${o.evu}`} <VorbehaltChip />
              </>
            ) : (
              `${o.rang}. ${o.evu}`
            )
          }
          hervorgehoben={o.rang === 1}
          angaben={[
            { label: wort('jahreskosten'), wert: jahreskosten(o) },
            { label: wort('differenz'), wert: differenz(o) },
            { label: wort('ersparnis'), wert: aktuellEuro === undefined ? null : ersparnisText(o, aktuellEuro) },
            { label: wort('mischpreis'), wert: formatPreis(o.mischpreisCtKwh) },
            { label: wort('arbeitspreis'), wert: preis(o.arbeitspreisCtKwh) },
            { label: wort('grundpreis'), wert: preis(o.grundpreisEurMonat) },
            { label: wort('leistungspreis'), wert: preis(o.leistungspreisEurKwJahr) },
            { label: wort('oekoaufschlag'), wert: preis(o.oekoaufschlagCtKwh) },
            { label: wort('bindefrist'), wert: `${formatDatumZeit(o.bindefristBis)} Uhr` },
            { label: wort('status'), wert: <AngebotsStatus o={o} /> },
            { label: wort('bemerkung'), wert: o.vorbehalt ? <Bemerkung text={o.bemerkung} /> : null },
            { label: wort('anhaenge'), wert: o.anhaenge.length > 0 ? <AnhangLinks anhaenge={o.anhaenge} label={`Anhänge von ${o.evu}`} /> : null },
          ]}
          aktion={aktion?.(o)}
        />
      ))}
    </DetailCards>
  );
}

interface Eigenschaften {
  angebote: readonly VergleichsAngebot[];
  titel?: string;
  aktion?: (o: VergleichsAngebot) => ReactNode;
  /** The current contract's annual cost for the same Lieferstellen, when the Kunde entered it: each offer's saving under its cost. */
  aktuellEuro?: number;
}

/**
 * Offers ranked by annual cost, with the difference to the best and, where a current contract is entered, the saving against it. Units stand in the headings, not in every cell,
 * so that all columns fit a 1280 px screen; on a phone each offer is a card. An offer's conditions (Bemerkung,
 * attachments) take a line of their own under its row, flagged "mit Vorbehalt" beside the bidder's name.
 */
export function AngeboteTable({ angebote, titel: eigenerTitel, aktion, aktuellEuro }: Eigenschaften) {
  const telefon = useNarrowerThan('sm');
  const wort = useWort();
  const titel = eigenerTitel ?? wort('titel');
  if (telefon) return <AngeboteKarten angebote={angebote} titel={titel} aktion={aktion} aktuellEuro={aktuellEuro} />;
  const spalten = aktion ? 11 : 10;
  return (
    <ScrollArea label={titel}>
      {/* Figures stay on one line; headings wrap. */}
      <Table size="small" aria-label={titel} sx={{ '& td': { whiteSpace: 'nowrap' }, '& th': { verticalAlign: 'bottom' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{wort('rang')}</TableCell>
            <TableCell>{wort('evu')}</TableCell>
            {aktion && <TableCell>{wort('aktion')}</TableCell>}
            <TableCell align="right">{wort('jahreskostenUndDifferenz')}</TableCell>
            <TableCell align="right">{wort('mischpreis')}</TableCell>
            <TableCell align="right">{wort('arbeitspreis')}</TableCell>
            <TableCell align="right">{wort('grundpreis')}</TableCell>
            <TableCell align="right">{wort('leistungspreis')}</TableCell>
            <TableCell align="right">{wort('oekoaufschlag')}</TableCell>
            <TableCell>{wort('bindefrist')}</TableCell>
            <TableCell>{wort('status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {angebote.map((o) => [
            // The row and its conditions read as one: no line between them.
            <TableRow key={o.id} selected={o.rang === 1} sx={hatBedingungen(o) ? { '& td': { borderBottom: 0 } } : undefined}>
              <TableCell>{o.rang}</TableCell>
              <TableCell sx={{ '&&': { whiteSpace: 'normal' }, minWidth: 140, maxWidth: 180 }}>
                {o.vorbehalt ? <TwoLines oben={o.evu} unten={<VorbehaltChip />} /> : o.evu}
              </TableCell>
              {aktion && <TableCell>{aktion(o)}</TableCell>}
              {/* The difference may break between amount and percentage, never inside either. */}
              <TableCell align="right" sx={{ '&&': { whiteSpace: 'normal' } }}>
                <TwoLines oben={jahreskosten(o)} unten={differenz(o)} />
                {aktuellEuro !== undefined && (
                  <Typography variant="body2" color={o.jahreskostenEuro <= aktuellEuro ? 'success.main' : 'error.main'}>
                    {ersparnisText(o, aktuellEuro)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{formatPreis(o.mischpreisCtKwh)}</TableCell>
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
            </TableRow>,
            hatBedingungen(o) && (
              <TableRow key={`${o.id}-bedingungen`} selected={o.rang === 1}>
                <TableCell colSpan={spalten} sx={{ '&&': { whiteSpace: 'normal' }, pt: 0, overflowWrap: 'anywhere' }}>
                  {o.vorbehalt && (
                    <Typography variant="body2" sx={{ maxWidth: '80ch' }}>
                      <strong>{`${wort('bemerkung')}: `}</strong>
                      <Bemerkung text={o.bemerkung} />
                    </Typography>
                  )}
                  <AnhangLinks anhaenge={o.anhaenge} label={`Anhänge von ${o.evu}`} />
                </TableCell>
              </TableRow>
            ),
          ])}
        </TableBody>
      </Table>
    </ScrollArea>
  );
}
