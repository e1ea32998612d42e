import { useTranslate } from 'react-admin';
import { BarChart } from '@mui/x-charts/BarChart';
import type { VergleichsAngebot } from '../../../domain/api/kundeAngebote';
import { formatEuro } from '../../../domain/format';

const TEILE = [
  { schluessel: 'arbeit', text: 'arbeitspreis', farbe: '#1565c0' },
  { schluessel: 'grund', text: 'grundpreis', farbe: '#6a1b9a' },
  { schluessel: 'leistung', text: 'leistungspreis', farbe: '#ef6c00' },
  { schluessel: 'oeko', text: 'oekoaufschlag', farbe: '#2e7d32' },
] as const;

/** What each offer's annual cost is made of, as stacked bars in the ranking's order. */
export function KostenChart({ angebote }: { angebote: readonly VergleichsAngebot[] }) {
  const translate = useTranslate();
  const beschreibung = angebote.map((o) => `${o.rang}. ${o.evu}: ${formatEuro(o.jahreskostenEuro)}`).join('; ');
  return (
    <figure style={{ margin: 0 }} aria-label={`Jahreskosten je Angebot nach Bestandteilen. ${beschreibung}`}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: angebote.map((o) => `${o.rang}. ${o.evu}`) }]}
        yAxis={[{ valueFormatter: (v: number) => formatEuro(v), width: 110 }]}
        series={TEILE.map((t) => ({
          data: angebote.map((o) => o.anteile[t.schluessel]),
          // The parts are named as in the offer form.
          label: translate(`portal.angebot.${t.text}`),
          stack: 'kosten',
          color: t.farbe,
          valueFormatter: (v: number | null) => formatEuro(v ?? 0),
        }))}
      />
    </figure>
  );
}
