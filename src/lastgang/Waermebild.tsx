import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VIERTELSTUNDEN_JE_TAG, type Waermebild as WaermebildDaten } from '../../domain/lastgang/bilder';
import { formatZahl } from '../../domain/format';

/** Viridis at five stops: dark for little load, yellow for much; readable in grey and for red-green blindness. */
const FARBEN = [
  [68, 1, 84],
  [59, 82, 139],
  [33, 145, 140],
  [94, 201, 98],
  [253, 231, 37],
] as const;

function farbe(anteil: number): [number, number, number] {
  const x = Math.min(1, Math.max(0, anteil)) * (FARBEN.length - 1);
  const i = Math.min(FARBEN.length - 2, Math.floor(x));
  const f = x - i;
  const [a, b] = [FARBEN[i]!, FARBEN[i + 1]!];
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
}

const MONATE = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];

/**
 * Day of the year (left to right) × time of day (top to bottom), one pixel per quarter hour on a canvas: 35 040
 * cells are one image, not 35 040 SVG elements. Open chart libraries draw heat maps as SVG cells, which is what
 * makes them slow at this size.
 */
export function Waermebild({ bild }: { bild: WaermebildDaten }) {
  const leinwand = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const kontext = leinwand.current?.getContext('2d');
    if (!kontext) return;
    const breite = bild.tage.length;
    const pixel = kontext.createImageData(breite, VIERTELSTUNDEN_JE_TAG);
    const spanne = bild.max - bild.min || 1;
    for (let tag = 0; tag < breite; tag++) {
      for (let slot = 0; slot < VIERTELSTUNDEN_JE_TAG; slot++) {
        const w = bild.kw[tag * VIERTELSTUNDEN_JE_TAG + slot]!;
        const stelle = (slot * breite + tag) * 4;
        if (Number.isNaN(w)) continue;
        const [r, g, b] = farbe((w - bild.min) / spanne);
        pixel.data[stelle] = r;
        pixel.data[stelle + 1] = g;
        pixel.data[stelle + 2] = b;
        pixel.data[stelle + 3] = 255;
      }
    }
    kontext.putImageData(pixel, 0, 0);
  }, [bild]);

  const monate = bild.tage.flatMap((t, i) => {
    const monat = Number(t.slice(5, 7)) - 1;
    return t.endsWith('-01') || i === 0 ? [{ i, label: MONATE[monat]!, quartal: monat % 3 === 0 }] : [];
  });
  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', height: 240 }} aria-hidden>
          {['0 Uhr', '6 Uhr', '12 Uhr', '18 Uhr', '24 Uhr'].map((u) => (
            <Typography key={u} variant="caption" sx={{ lineHeight: 1 }}>
              {u}
            </Typography>
          ))}
        </Box>
        <canvas
          ref={leinwand}
          width={bild.tage.length}
          height={VIERTELSTUNDEN_JE_TAG}
          role="img"
          aria-label={`Wärmebild: Leistung je Viertelstunde über ${bild.tage.length} Tage, von ${formatZahl(bild.min, 0, 1)} kW (dunkel) bis ${formatZahl(bild.max, 0, 1)} kW (hell)`}
          style={{ width: '100%', height: 240, imageRendering: 'pixelated', background: '#eee' }}
        />
        <span />
        <Box sx={{ position: 'relative', height: 18 }} aria-hidden>
          {monate.map((m) => (
            // On a phone twelve names do not fit side by side: every quarter's first month is named.
            <Typography key={m.i} variant="caption" sx={{ position: 'absolute', left: `${(m.i / bild.tage.length) * 100}%`, display: { xs: m.quartal ? 'block' : 'none', sm: 'block' } }}>
              {m.label}
            </Typography>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }} aria-hidden>
        <Typography variant="caption">{formatZahl(bild.min, 0, 1)} kW</Typography>
        <Box sx={{ flex: '0 1 200px', height: 10, borderRadius: 1, background: `linear-gradient(to right, ${FARBEN.map((f) => `rgb(${f.join(',')})`).join(',')})` }} />
        <Typography variant="caption">{formatZahl(bild.max, 0, 1)} kW</Typography>
      </Box>
    </Box>
  );
}
