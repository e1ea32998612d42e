import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GasAusschreibung, StromAusschreibung } from '../../domain/api/ausschreibung';
import { OEKOSTROM_LABEL } from '../../domain/ausschreibung';
import { formatDatum, formatDatumZeit, formatZahl } from '../../domain/format';
import { ValueText } from '../ui/display/ValueText';
import { StatusChip } from './StatusChip';
import { aktuellerVertragText } from './aktuellerVertragText';

// Distributes over the union, so `'oekostrom' in a` still tells Strom from Gas.
type OhneZaehlung<T> = T extends unknown ? Omit<T, 'anzahlAngebote' | 'eingeladeneEvus' | 'kundePlz' | 'kundeTyp'> : never;
type Detail = OhneZaehlung<StromAusschreibung | GasAusschreibung>;

/** A tender's key facts; `zusatz` adds what only one role sees (e.g. the administrator's offer count). */
export function AusschreibungEckdaten({ zusatz }: { zusatz?: ReactNode }) {
  const a = useRecordContext<Detail>();
  if (!a) return null;
  return (
    <Stack spacing={2}>
      {/* A long Bezeichnung pushes the status below it on a phone rather than squeezing it. */}
      <Stack direction="row" spacing={2} useFlexGap alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {a.bezeichnung}
        </Typography>
        <StatusChip />
      </Stack>
      <Grid container spacing={1}>
        <ValueText source="kunde">{a.kunde}</ValueText>
        <ValueText label="resources.ausschreibung.fields.lieferzeitraum">{`${formatDatum(a.lieferbeginn)} – ${formatDatum(a.lieferende)}`}</ValueText>
        <ValueText source="angebotsfrist">{formatDatumZeit(a.angebotsfrist)}</ValueText>
        <ValueText source="bindefrist">{formatDatumZeit(a.bindefrist)}</ValueText>
        <ValueText source="preismodell">{a.preismodell}</ValueText>
        <ValueText source="toleranzband">{`± ${a.toleranzband} %`}</ValueText>
        <ValueText source="zahlungszielTage">{`${a.zahlungszielTage} Tage`}</ValueText>
        <ValueText source="rechnungslegung">{a.rechnungslegung}</ValueText>
        {'oekostrom' in a ? <ValueText source="oekostrom">{OEKOSTROM_LABEL[a.oekostrom as keyof typeof OEKOSTROM_LABEL] ?? a.oekostrom}</ValueText> : <ValueText label="resources.ausschreibung.fields.marktgebietUndGasqualitaet">{`${a.marktgebiet} / ${a.gasqualitaet}-Gas`}</ValueText>}
        <ValueText source="lieferstellen">{`${formatZahl(a.lieferstellen.length)} mit ${formatZahl(a.lieferstellen.reduce((s, l) => s + l.jahresverbrauchKwh, 0))} kWh/Jahr`}</ValueText>
        {zusatz}
        {'aktuellerVertrag' in a && a.aktuellerVertrag && <ValueText source="aktuellerVertrag">{aktuellerVertragText(a.aktuellerVertrag)}</ValueText>}
        {a.bemerkung && <ValueText source="bemerkung">{a.bemerkung}</ValueText>}
      </Grid>
    </Stack>
  );
}

