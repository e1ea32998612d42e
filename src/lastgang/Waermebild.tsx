import { useMemo } from 'react';
import { ResponsiveHeatMapCanvas, type CellCanvasRenderer, type ComputedCell, type HeatMapSerie } from '@nivo/heatmap';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { uhrzeit, VIERTELSTUNDEN_JE_TAG, type Waermebild as WaermebildDaten } from '../../domain/lastgang/bilder';
import { formatDatum, formatZahl } from '../../domain/format';
import { MONATE_KURZ } from '../ui/date/monate';
import { anzahl } from '../i18n/anzahl';

interface Zelle {
  /** the local calendar day, `YYYY-MM-DD` */
  x: string;
  /** kW; null where the day has no such quarter hour (spring's 02:00–02:45) */
  y: number | null;
}
type Zeile = HeatMapSerie<Zelle, object>;

const HOEHE = 320;
const UHRZEITEN = ['00:00', '06:00', '12:00', '18:00'];
const kw = (wert: number) => `${formatZahl(wert, 0, 1)} kW`;

/** One row per quarter hour of the day (the chart's rows), one cell per day of the Lastgang. */
function zeilen(bild: WaermebildDaten): Zeile[] {
  return Array.from({ length: VIERTELSTUNDEN_JE_TAG }, (_, slot) => ({
    id: uhrzeit(slot),
    data: bild.tage.map((tag, t) => {
      const w = bild.kw[t * VIERTELSTUNDEN_JE_TAG + slot]!;
      return { x: tag, y: Number.isNaN(w) ? null : w };
    }),
  }));
}

/**
 * A cell a hair larger than its share of the width: 365 cells in a few hundred pixels have fractional edges, and
 * cells drawn exactly to them leave pale seams between the days.
 */
const zeichneZelle: CellCanvasRenderer<Zelle> = (kontext, { cell }) => {
  kontext.fillStyle = cell.color;
  kontext.fillRect(cell.x - cell.width / 2, cell.y - cell.height / 2, cell.width + 0.5, cell.height + 0.5);
};

/** What the pointer shows: the cell's day, quarter hour and power in German. */
export function WaermebildTooltip({ cell }: { cell: Pick<ComputedCell<Zelle>, 'serieId' | 'value' | 'data'> }) {
  if (cell.value === null) return null;
  return (
    <Paper elevation={3} sx={{ px: 1, py: 0.5, whiteSpace: 'nowrap' }}>
      <Typography variant="caption" component="div">
        Datum: {formatDatum(cell.data.x)}
      </Typography>
      <Typography variant="caption" component="div">
        Uhrzeit: {cell.serieId} Uhr
      </Typography>
      <Typography variant="caption" component="div" sx={{ fontWeight: 500 }}>
        Leistung: {kw(cell.value)}
      </Typography>
    </Paper>
  );
}

/**
 * Day of the year (left to right) × time of day (top to bottom) on a canvas: 35 040 cells are one picture, not
 * 35 040 SVG elements. Viridis runs from dark (little load) to yellow (much), readable in grey and for red-green
 * blindness. The canvas says nothing to a screen reader: the figure around it names period and range.
 */
export function Waermebild({ bild }: { bild: WaermebildDaten }) {
  const theme = useTheme();
  // On a phone twelve month names do not fit side by side: every quarter's first month is named.
  const schmal = useMediaQuery(theme.breakpoints.down('sm'));
  const daten = useMemo(() => zeilen(bild), [bild]);
  const monatsanfaenge = useMemo(
    () => bild.tage.filter((t, i) => (i === 0 || t.endsWith('-01')) && (!schmal || (Number(t.slice(5, 7)) - 1) % 3 === 0)),
    [bild, schmal],
  );
  const schrift = { fontFamily: theme.typography.fontFamily, fontSize: 11, fill: theme.palette.text.secondary };
  return (
    <Box
      role="img"
      aria-label={`Wärmebild: Leistung je Viertelstunde über ${anzahl('tag', bild.tage.length)}, von ${kw(bild.min)} (dunkel) bis ${kw(bild.max)} (hell)`}
      sx={{ height: HOEHE }}
    >
      <ResponsiveHeatMapCanvas<Zelle, object>
        data={daten}
        margin={{ top: 8, right: 12, bottom: 78, left: 62 }}
        colors={{ type: 'sequential', scheme: 'viridis', minValue: bild.min, maxValue: bild.max }}
        emptyColor={theme.palette.grey[200]}
        enableLabels={false}
        renderCell={zeichneZelle}
        // Fixed colours: nivo would otherwise derive a border and a label colour for each of the 35 040 cells.
        borderColor="transparent"
        labelTextColor="transparent"
        // The hovered cell alone is found; dimming the others would redraw 35 040 cells in other colours.
        hoverTarget="cell"
        inactiveOpacity={1}
        tooltip={WaermebildTooltip}
        axisTop={null}
        axisLeft={{ tickSize: 3, tickValues: UHRZEITEN, legend: 'Uhrzeit', legendPosition: 'middle', legendOffset: -50 }}
        axisBottom={{
          tickSize: 3,
          tickValues: monatsanfaenge,
          format: (tag: string) => MONATE_KURZ[Number(tag.slice(5, 7)) - 1]!,
          legend: 'Datum',
          legendPosition: 'middle',
          legendOffset: 30,
        }}
        legends={[
          {
            anchor: 'bottom-left',
            translateY: 62,
            length: 200,
            thickness: 8,
            direction: 'row',
            tickPosition: 'after',
            tickSize: 3,
            tickSpacing: 3,
            ticks: 3,
            tickFormat: (v: number) => formatZahl(v),
            title: 'Leistung (kW)',
            titleAlign: 'start',
            titleOffset: 4,
          },
        ]}
        theme={{
          text: schrift,
          axis: { ticks: { text: schrift }, legend: { text: { ...schrift, fontSize: 12, fill: theme.palette.text.primary } } },
          legends: { text: schrift, title: { text: { ...schrift, fontSize: 12, fill: theme.palette.text.primary } }, ticks: { text: schrift } },
        }}
        animate={false}
      />
    </Box>
  );
}
