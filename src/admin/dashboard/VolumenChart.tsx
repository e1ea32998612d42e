import { eachMonthOfInterval, format, parseISO } from 'date-fns';
import { BarChart } from '@mui/x-charts/BarChart';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DashboardAntwort } from '../../../domain/api/dashboard';
import { Sparte, SPARTE_LABEL } from '../../../domain/ausschreibung';
import { formatZahl } from '../../../domain/format';
import { MONATE_KURZ } from '../../ui/date/monate';

type Monat = DashboardAntwort['volumenProMonat'][number];

const monatsname = (jjjjmm: string) => `${MONATE_KURZ[Number(jjjjmm.slice(5, 7)) - 1] ?? '?'} ${jjjjmm.slice(0, 4)}`;
const mwh = (kwh: number) => `${formatZahl(kwh / 1000, 0)} MWh`;

/** Every month from the first to the last (the server lists only months with volume), so the axis is a calendar. */
function lueckenlos(monate: Monat[]): Monat[] {
  const vorhanden = new Map(monate.map((m) => [m.monat, m]));
  return eachMonthOfInterval({ start: parseISO(`${monate[0]!.monat}-01`), end: parseISO(`${monate.at(-1)!.monat}-01`) })
    .map((d) => format(d, 'yyyy-MM'))
    .map((monat) => vorhanden.get(monat) ?? { monat, stromKwh: 0, gasKwh: 0 });
}

/** Stacked bars of the annual volume tendered per delivery start month, Strom and Gas, both axes labelled. */
export function VolumenChart({ monate }: { monate: Monat[] }) {
  const translate = useTranslate();
  if (monate.length === 0) return <Typography color="text.secondary">Noch keine Lieferstellen ausgeschrieben.</Typography>;
  const strom = SPARTE_LABEL[Sparte.Strom];
  const gas = SPARTE_LABEL[Sparte.Gas];
  const beschreibung = monate.map((m) => `${monatsname(m.monat)}: ${strom} ${mwh(m.stromKwh)}, ${gas} ${mwh(m.gasKwh)}`).join('; ');
  const achse = lueckenlos(monate);
  return (
    <figure style={{ margin: 0 }} aria-label={`${translate('portal.dashboard.volumen.name')}. ${beschreibung}`}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: achse.map((m) => monatsname(m.monat)), label: translate('portal.dashboard.volumen.monat') }]}
        yAxis={[{ label: translate('portal.dashboard.volumen.achse'), valueFormatter: (v: number) => formatZahl(v / 1000, 0), width: 90 }]}
        series={[
          { data: achse.map((m) => m.stromKwh), label: strom, stack: 'menge', valueFormatter: (v) => mwh(v ?? 0), color: '#1565c0' },
          { data: achse.map((m) => m.gasKwh), label: gas, stack: 'menge', valueFormatter: (v) => mwh(v ?? 0), color: '#ef6c00' },
        ]}
      />
    </figure>
  );
}
