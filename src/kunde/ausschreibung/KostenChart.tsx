import { BarChart } from '@mui/x-charts/BarChart';
import type { VergleichsAngebot } from '../../../domain/api/kundeAngebote';
import { formatEuro } from '../../../domain/format';
import { differenz } from '../../ausschreibung/AngeboteTable';

/**
 * How much more each offer costs a year than the best one (a Δ chart). Bars of the whole annual cost from 0 would
 * differ by a few percent, too little to see; the differences are what the choice is about.
 */
export function KostenChart({ angebote }: { angebote: readonly VergleichsAngebot[] }) {
  // One offer has nothing to compare with.
  if (angebote.length < 2) return null;
  const beschreibung = angebote.map((o) => `${o.rang}. ${o.evu}: ${differenz(o)}`).join('; ');
  return (
    <figure style={{ margin: 0 }} aria-label={`Mehrkosten je Angebot gegenüber dem besten Angebot, in Euro im Jahr. ${beschreibung}`}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: angebote.map((o) => `${o.rang}. ${o.evu}`), label: 'Angebot (Rang)' }]}
        yAxis={[{ valueFormatter: (v: number) => formatEuro(v), width: 110, label: 'Mehrkosten pro Jahr' }]}
        series={[
          {
            data: angebote.map((o) => o.differenzEuro),
            label: 'Mehrkosten gegenüber dem besten Angebot',
            color: '#c62828',
            valueFormatter: (_v, { dataIndex }) => differenz(angebote[dataIndex]!),
          },
        ]}
      />
    </figure>
  );
}
