import { useMemo, useState, type MouseEvent } from 'react';
import { ResponsiveHeatMapCanvas, type ComputedCell, type CustomCanvasLayer, type HeatMapSerie } from '@nivo/heatmap';
import { getContinuousColorScale } from '@nivo/colors';
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
const RAND = { top: 8, right: 12, bottom: 78, left: 62 };
const UHRZEITEN = ['00:00', '06:00', '12:00', '18:00'];
const FARBEN = { type: 'sequential', scheme: 'viridis' } as const;
const kw = (wert: number) => `${formatZahl(wert, 0, 1)} kW`;

/**
 * What nivo gets: every day once (the first row) and every quarter hour once (the first column), enough for its
 * scales, axes and legend. The 35 040 cells themselves are painted by `bildEbene` and named by `Zeiger`: as nivo
 * cells they cost 70 of the 170 ms the pictures took to appear (objects per cell, a fillRect each, again at each hover).
 */
function rahmen(bild: WaermebildDaten): Zeile[] {
  return Array.from({ length: VIERTELSTUNDEN_JE_TAG }, (_, slot) => ({
    id: uhrzeit(slot),
    data: (slot === 0 ? bild.tage : bild.tage.slice(0, 1)).map((tag) => ({ x: tag, y: null })),
  }));
}

/** `#rrggbb` or `rgb(r, g, b)`, as nivo's colour scales and MUI's palette write them, as [r, g, b]. */
function rgb(farbe: string): [number, number, number] {
  if (farbe.startsWith('#')) {
    const zahl = Number.parseInt(farbe.slice(1, 7), 16);
    return [zahl >> 16, (zahl >> 8) & 255, zahl & 255];
  }
  const [r = 0, g = 0, b = 0] = farbe.match(/\d+/g)?.map(Number) ?? [];
  return [r, g, b];
}

/**
 * The picture, one pixel per quarter hour in viridis (nivo's own scale, so it matches the legend), drawn stretched
 * over the plot without smoothing, so the days have no pale seams between them. Where a day has no such quarter
 * hour (spring's 02:00–02:45) the empty colour shows.
 */
function bildEbene(bild: WaermebildDaten, leer: string): CustomCanvasLayer<Zelle> {
  const skala = getContinuousColorScale(FARBEN, { min: bild.min, max: bild.max });
  return (kontext, { cells }) => {
    const ecke = cells[0];
    if (!ecke) return;
    const [spalten, zeilen] = [bild.tage.length, VIERTELSTUNDEN_JE_TAG];
    const pixel = new ImageData(spalten, zeilen);
    const farben = new Map<string, [number, number, number]>();
    for (let tag = 0; tag < spalten; tag++) {
      for (let slot = 0; slot < zeilen; slot++) {
        const wert = bild.kw[tag * VIERTELSTUNDEN_JE_TAG + slot]!;
        const farbe = Number.isNaN(wert) ? leer : skala(wert);
        let teile = farben.get(farbe);
        if (!teile) farben.set(farbe, (teile = rgb(farbe)));
        const i = (slot * spalten + tag) * 4;
        pixel.data.set(teile, i);
        pixel.data[i + 3] = 255;
      }
    }
    const leinwand = document.createElement('canvas');
    [leinwand.width, leinwand.height] = [spalten, zeilen];
    leinwand.getContext('2d')!.putImageData(pixel, 0, 0);
    kontext.imageSmoothingEnabled = false;
    kontext.drawImage(leinwand, ecke.x - ecke.width / 2, ecke.y - ecke.height / 2, ecke.width * spalten, ecke.height * zeilen);
  };
}

/** The plot's area, where the pointer names the quarter hour under it (WaermebildTooltip) as nivo's cells did. */
function Zeiger({ bild }: { bild: WaermebildDaten }) {
  const [ort, setOrt] = useState<{ tag: number; slot: number; x: number; y: number; rechts: boolean } | null>(null);
  const folge = (ereignis: MouseEvent<HTMLDivElement>) => {
    const flaeche = ereignis.currentTarget.getBoundingClientRect();
    const [x, y] = [ereignis.clientX - flaeche.left, ereignis.clientY - flaeche.top];
    const tag = Math.floor((x / flaeche.width) * bild.tage.length);
    const slot = Math.floor((y / flaeche.height) * VIERTELSTUNDEN_JE_TAG);
    setOrt(tag >= 0 && tag < bild.tage.length && slot >= 0 && slot < VIERTELSTUNDEN_JE_TAG ? { tag, slot, x, y, rechts: x > flaeche.width / 2 } : null);
  };
  const gemessen = ort ? bild.kw[ort.tag * VIERTELSTUNDEN_JE_TAG + ort.slot]! : Number.NaN;
  const wert = Number.isNaN(gemessen) ? null : gemessen;
  return (
    <Box onMouseMove={folge} onMouseLeave={() => setOrt(null)} sx={{ position: 'absolute', ...RAND }}>
      {ort && (
        // Above the pointer, and left of it in the plot's right half, so the tooltip stays within the chart.
        <Box sx={{ position: 'absolute', left: ort.x, top: ort.y, transform: `translate(${ort.rechts ? 'calc(-100% - 8px)' : '8px'}, calc(-100% - 8px))`, pointerEvents: 'none', zIndex: 1 }}>
          <WaermebildTooltip cell={{ serieId: uhrzeit(ort.slot), value: wert, data: { x: bild.tage[ort.tag]!, y: wert } }} />
        </Box>
      )}
    </Box>
  );
}

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
  const daten = useMemo(() => rahmen(bild), [bild]);
  const ebene = useMemo(() => bildEbene(bild, theme.palette.grey[200]), [bild, theme]);
  const monatsanfaenge = useMemo(
    () => bild.tage.filter((t, i) => (i === 0 || t.endsWith('-01')) && (!schmal || (Number(t.slice(5, 7)) - 1) % 3 === 0)),
    [bild, schmal],
  );
  const schrift = { fontFamily: theme.typography.fontFamily, fontSize: 11, fill: theme.palette.text.secondary };
  return (
    <Box
      role="img"
      aria-label={`Wärmebild: Leistung je Viertelstunde über ${anzahl('tag', bild.tage.length)}, von ${kw(bild.min)} (dunkel) bis ${kw(bild.max)} (hell)`}
      sx={{ height: HOEHE, position: 'relative' }}
    >
      <ResponsiveHeatMapCanvas<Zelle, object>
        data={daten}
        margin={RAND}
        colors={{ ...FARBEN, minValue: bild.min, maxValue: bild.max }}
        layers={['axes', ebene, 'legends']}
        enableLabels={false}
        // Fixed colours: nivo would otherwise derive a border and a label colour for each cell.
        borderColor="transparent"
        labelTextColor="transparent"
        // The pointer is followed by `Zeiger`; nivo's hover would redraw the whole canvas at each cell.
        isInteractive={false}
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
      <Zeiger bild={bild} />
    </Box>
  );
}
