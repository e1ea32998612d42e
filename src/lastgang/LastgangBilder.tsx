import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { LineChart } from '@mui/x-charts/LineChart';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dauerlinie, durchschnittswoche, uhrzeit, waermebild, VIERTELSTUNDEN_JE_TAG } from '../../domain/lastgang/bilder';
import { formatZahl } from '../../domain/format';
import { useLastgangWerte } from '../api/lastgang';
import { Waermebild } from './Waermebild';

const WOCHENTAGE = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const TAGESANFAENGE = WOCHENTAGE.map((_, tag) => tag * VIERTELSTUNDEN_JE_TAG);
const kw = (v: number | null) => (v === null ? '' : `${formatZahl(v, 0, 1)} kW`);

/** The three pictures of a Lastgang (issue 19, 4.); loaded only with the dialog that shows them. */
export default function LastgangBilder({ lieferstelleId }: { lieferstelleId: number }) {
  const werte = useLastgangWerte(lieferstelleId);
  const translate = useTranslate();
  const wort = (feld: string) => translate(`portal.lastgang.bilder.${feld}`);
  const bilder = useMemo(() => {
    if (!werte.data) return null;
    const beginn = Date.parse(werte.data.beginn);
    return { linie: dauerlinie(werte.data.werteKw), bild: waermebild(beginn, werte.data.werteKw), woche: durchschnittswoche(beginn, werte.data.werteKw) };
  }, [werte.data]);
  if (werte.isError) return <Alert severity="error">Die Werte des Lastgangs lassen sich gerade nicht laden.</Alert>;
  if (!bilder) return <Skeleton variant="rectangular" height={240} aria-label="Diagramme werden geladen" />;
  return (
    <Stack spacing={3}>
      <section aria-label="Wärmebild">
        <Typography variant="subtitle1" component="h3">
          Wärmebild (Tag × Uhrzeit)
        </Typography>
        <Waermebild bild={bilder.bild} />
      </section>
      <section aria-label="Jahresdauerlinie">
        <Typography variant="subtitle1" component="h3">
          Jahresdauerlinie
        </Typography>
        <LineChart
          height={240}
          skipAnimation
          // Strict: a rounded-up end (9.000 h) would put its label past the chart's edge.
          xAxis={[{ data: bilder.linie.stunden, label: wort('stundenImJahr'), valueFormatter: (v: number) => `${formatZahl(v)} h`, domainLimit: 'strict' }]}
          yAxis={[{ label: wort('leistungKw'), valueFormatter: (v: number) => formatZahl(v), width: 70 }]}
          series={[{ data: bilder.linie.kw, showMark: false, valueFormatter: kw, label: wort('leistung') }]}
          hideLegend
        />
      </section>
      <section aria-label="Durchschnittliche Woche">
        <Typography variant="subtitle1" component="h3">
          Durchschnittliche Woche
        </Typography>
        <LineChart
          height={240}
          skipAnimation
          xAxis={[
            {
              data: bilder.woche.map((_, i) => i),
              valueFormatter: (i: number, kontext: { location: string }) =>
                kontext.location === 'tick' ? WOCHENTAGE[Math.floor(i / VIERTELSTUNDEN_JE_TAG)]! : `${WOCHENTAGE[Math.floor(i / VIERTELSTUNDEN_JE_TAG)]} ${uhrzeit(i % VIERTELSTUNDEN_JE_TAG)}`,
              // A linear axis takes ticks only as a list: one at each midnight, and no axis beyond Sunday 23:45.
              tickInterval: TAGESANFAENGE,
              domainLimit: 'strict',
            },
          ]}
          yAxis={[{ label: wort('leistungKw'), valueFormatter: (v: number) => formatZahl(v), width: 70 }]}
          series={[{ data: bilder.woche, showMark: false, valueFormatter: kw, label: wort('mittlereLeistung') }]}
          hideLegend
        />
      </section>
    </Stack>
  );
}
