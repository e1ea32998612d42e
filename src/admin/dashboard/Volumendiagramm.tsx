import { BarChart } from '@mui/x-charts/BarChart';
import Typography from '@mui/material/Typography';
import type { DashboardAntwort } from '../../domain/api/dashboard';
import { formatZahl } from '../../domain/format';

const MONATE = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];
const monatsname = (jjjjmm: string) => `${MONATE[Number(jjjjmm.slice(5, 7)) - 1] ?? '?'} ${jjjjmm.slice(0, 4)}`;
const mwh = (kwh: number) => `${formatZahl(kwh / 1000, 0)} MWh`;

/** Stacked bars of the annual volume tendered per delivery start month, Strom and Gas. */
export function Volumendiagramm({ monate }: { monate: DashboardAntwort['volumenProMonat'] }) {
  if (monate.length === 0) return <Typography color="text.secondary">Noch keine Lieferstellen ausgeschrieben.</Typography>;
  const beschreibung = monate.map((m) => `${monatsname(m.monat)}: Strom ${mwh(m.stromKwh)}, Gas ${mwh(m.gasKwh)}`).join('; ');
  return (
    <figure style={{ margin: 0 }} aria-label={`Ausgeschriebene Jahresmenge je Liefermonat. ${beschreibung}`}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: monate.map((m) => monatsname(m.monat)) }]}
        yAxis={[{ valueFormatter: (v: number) => mwh(v), width: 90 }]}
        series={[
          { data: monate.map((m) => m.stromKwh), label: 'Strom', stack: 'menge', valueFormatter: (v) => mwh(v ?? 0), color: '#1565c0' },
          { data: monate.map((m) => m.gasKwh), label: 'Gas', stack: 'menge', valueFormatter: (v) => mwh(v ?? 0), color: '#ef6c00' },
        ]}
      />
    </figure>
  );
}
