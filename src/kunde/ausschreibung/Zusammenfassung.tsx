import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OEKOSTROM_LABEL, Sparte, SPARTE_LABEL } from '../../../domain/ausschreibung';
import { pruefeAusschreibung, type PruefbareAusschreibung } from '../../../domain/ausschreibungPruefung';
import { formatDatum, formatDatumZeit, formatZahl, leseZahl } from '../../../domain/format';
import { ValueText } from '../../ui/display/ValueText';
import { anzahl } from '../../i18n/anzahl';
import { aktuellerVertragText } from '../../ausschreibung/aktuellerVertragText';

interface LieferstelleWerte {
  bezeichnung?: string;
  maloId?: string;
  messart?: string;
  jahresverbrauchKwh?: string | number | null;
}
type Werte = Record<string, unknown> & { typ: Sparte; lieferstellen: LieferstelleWerte[] };

const kwhVon = (l: LieferstelleWerte) => {
  const kwh = leseZahl(l.jahresverbrauchKwh);
  return kwh !== null && !Number.isNaN(kwh) ? kwh : 0;
};
const text = (wert: unknown) => (wert === null || wert === undefined ? '' : String(wert));

/**
 * The warnings the server would attach after saving (domain/ausschreibungPruefung.ts), each with the Lieferstelle it
 * concerns, so nothing the Kunde should look at is first seen after sending.
 */
export function warnungenVon(werte: Werte): string[] {
  const lieferstellen = werte.lieferstellen.map((l) => ({ maloId: text(l.maloId), messart: text(l.messart), jahresverbrauchKwh: kwhVon(l) }));
  const eingabe = { ...werte, lieferstellen } as unknown as PruefbareAusschreibung;
  const { warnungen } = pruefeAusschreibung(eingabe, werte.typ === Sparte.Gas ? Sparte.Gas : Sparte.Strom);
  return Object.entries(warnungen).flatMap(([pfad, texte]) => {
    const i = /^lieferstellen\[(\d+)\]/.exec(pfad)?.[1];
    const wo = i === undefined ? '' : `Lieferstelle ${Number(i) + 1}${werte.lieferstellen[Number(i)]?.bezeichnung ? ` („${werte.lieferstellen[Number(i)]!.bezeichnung}“)` : ''}: `;
    return texte.map((t) => `${wo}${t}`);
  });
}

/** The last step: everything the tender will say, its Lieferstellen and every warning, before it is sent. */
export function Zusammenfassung() {
  const w = useWatch() as Werte;
  const lieferstellen = w.lieferstellen ?? [];
  const kwh = lieferstellen.reduce((s, l) => s + kwhVon(l), 0);
  const warnungen = warnungenVon({ ...w, lieferstellen });
  const gas = w.typ === Sparte.Gas;
  const aktuellerVertrag = aktuellerVertragText(w.aktuellerVertrag as Parameters<typeof aktuellerVertragText>[0]);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">{`${SPARTE_LABEL[w.typ] ?? ''}ausschreibung „${text(w.bezeichnung)}“`}</Typography>
      <Grid container spacing={1} component="section" aria-label="Eckdaten">
        <ValueText label="resources.ausschreibung.fields.lieferzeitraum">{`${formatDatum(text(w.lieferbeginn))} – ${formatDatum(text(w.lieferende))}`}</ValueText>
        <ValueText source="angebotsfrist">{`${formatDatumZeit(text(w.angebotsfrist))} Uhr`}</ValueText>
        <ValueText source="bindefrist">{`${formatDatumZeit(text(w.bindefrist))} Uhr`}</ValueText>
        <ValueText source="preismodell">{text(w.preismodell)}</ValueText>
        <ValueText source="toleranzband">{`± ${text(w.toleranzband)} %`}</ValueText>
        <ValueText source="zahlungszielTage">{`${text(w.zahlungszielTage)} Tage`}</ValueText>
        <ValueText source="rechnungslegung">{text(w.rechnungslegung)}</ValueText>
        {gas ? (
          <ValueText label="resources.ausschreibung.fields.marktgebietUndGasqualitaet">{`${text(w.marktgebiet)} / ${text(w.gasqualitaet)}-Gas`}</ValueText>
        ) : (
          <ValueText source="oekostrom">{OEKOSTROM_LABEL[w.oekostrom as keyof typeof OEKOSTROM_LABEL] ?? text(w.oekostrom)}</ValueText>
        )}
        {aktuellerVertrag && <ValueText source="aktuellerVertrag">{aktuellerVertrag}</ValueText>}
        {text(w.bemerkung).trim() && <ValueText source="bemerkung">{text(w.bemerkung)}</ValueText>}
      </Grid>
      <Box component="section" aria-labelledby="zusammenfassung-lieferstellen">
        <Typography id="zusammenfassung-lieferstellen" variant="subtitle1" component="h3">
          {`${anzahl('lieferstelle', lieferstellen.length)} mit zusammen ${formatZahl(kwh)} kWh im Jahr`}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {lieferstellen.map((l, i) => (
            <li key={i}>
              {/* One line a Lieferstelle, wrapping on a phone: no table to scroll sideways. */}
              {`${text(l.bezeichnung) || `Lieferstelle ${i + 1}`} · MaLo-ID ${text(l.maloId)} · ${text(l.messart)} · ${formatZahl(kwhVon(l))} kWh/Jahr`}
            </li>
          ))}
        </Box>
      </Box>
      {warnungen.length > 0 ? (
        <Alert severity="warning" component="section" role="region" aria-label="Hinweise">
          {warnungen.length === 1 ? 'Bitte prüfen Sie diesen Hinweis vor dem Absenden:' : `Bitte prüfen Sie diese ${warnungen.length} Hinweise vor dem Absenden:`}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {warnungen.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </Box>
        </Alert>
      ) : (
        <Alert severity="success">Keine Hinweise: Die Angaben sind plausibel.</Alert>
      )}
      <Alert severity="info">
        Nach dem Absenden prüft unser Team die Ausschreibung und lädt passende Versorger ein. Bis dahin können Sie sie noch ändern und Dokumente (Lastgang,
        Vollmacht, aktuelle Rechnung) hinzufügen.
      </Alert>
    </Stack>
  );
}
