import { BarChart } from '@mui/x-charts/BarChart';
import type { VergleichsAngebot } from '../../../domain/api/kundeAngebote';
import { formatEuro } from '../../../domain/format';
import { ersparnis } from '../../../domain/jahreskosten';
import { differenz, ersparnisText } from '../../ausschreibung/AngeboteTable';

/**
 * How much more each offer costs a year than the best one (a Δ chart). Bars of the whole annual cost from 0 would
 * differ by a few percent, too little to see; the differences are what the choice is about. With a current contract
 * (`aktuellEuro`, its annual cost for the same Lieferstellen) each offer's saving against it stands beside.
 */
export function KostenChart({ angebote, aktuellEuro }: { angebote: readonly VergleichsAngebot[]; aktuellEuro?: number }) {
  // One offer has nothing to compare with, unless with the current contract.
  if (angebote.length < 2 && aktuellEuro === undefined) return null;
  const beschreibung = angebote.map((o) => `${o.rang}. ${o.evu}: ${differenz(o)}${aktuellEuro === undefined ? '' : `, ${ersparnisText(o, aktuellEuro)}`}`).join('; ');
  const mehrkosten = {
    data: angebote.map((o) => o.differenzEuro),
    label: 'Mehrkosten gegenüber dem besten Angebot',
    color: '#c62828',
    valueFormatter: (_v: number | null, { dataIndex }: { dataIndex: number }) => differenz(angebote[dataIndex]!),
  };
  const gespart =
    aktuellEuro === undefined
      ? []
      : [
          {
            data: angebote.map((o) => ersparnis(o.jahreskostenEuro, aktuellEuro).euro),
            label: 'Ersparnis gegenüber dem aktuellen Vertrag (unter 0: Mehrkosten)',
            color: '#2e7d32',
            valueFormatter: (_v: number | null, { dataIndex }: { dataIndex: number }) => ersparnisText(angebote[dataIndex]!, aktuellEuro),
          },
        ];
  const titel = aktuellEuro === undefined ? 'Mehrkosten je Angebot gegenüber dem besten Angebot' : 'Mehrkosten je Angebot gegenüber dem besten Angebot und Ersparnis gegenüber dem aktuellen Vertrag';
  return (
    <figure style={{ margin: 0 }} aria-label={`${titel}, in Euro im Jahr. ${beschreibung}`}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: angebote.map((o) => `${o.rang}. ${o.evu}`), label: 'Angebot (Rang)' }]}
        yAxis={[{ valueFormatter: (v: number) => formatEuro(v), width: 110, label: 'Euro pro Jahr' }]}
        series={[...(angebote.length > 1 ? [mehrkosten] : []), ...gespart]}
      />
    </figure>
  );
}
