import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GasAusschreibung, StromAusschreibung } from '../../domain/api/ausschreibung';
import { OEKOSTROM_LABEL } from '../../domain/ausschreibung';
import { formatDatum, formatDatumZeit, formatZahl } from '../../domain/format';
import { Wert } from '../ui/anzeige/Wert';
import { StatusChip } from './StatusChip';

// Distributes over the union, so `'oekostrom' in a` still tells Strom from Gas.
type OhneZaehlung<T> = T extends unknown ? Omit<T, 'anzahlAngebote' | 'eingeladeneEvus'> : never;
type Detail = OhneZaehlung<StromAusschreibung | GasAusschreibung>;

/** A tender's key facts; `zusatz` adds what only one role sees (e.g. the administrator's offer count). */
export function AusschreibungEckdaten({ zusatz }: { zusatz?: ReactNode }) {
  const a = useRecordContext<Detail>();
  if (!a) return null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="h6" component="h2">
          {a.bezeichnung}
        </Typography>
        <StatusChip />
      </Stack>
      <Grid container spacing={1}>
        <Wert source="kunde">{a.kunde}</Wert>
        <Wert label="resources.ausschreibung.fields.lieferzeitraum">{`${formatDatum(a.lieferbeginn)} – ${formatDatum(a.lieferende)}`}</Wert>
        <Wert source="angebotsfrist">{formatDatumZeit(a.angebotsfrist)}</Wert>
        <Wert source="bindefrist">{formatDatumZeit(a.bindefrist)}</Wert>
        <Wert source="preismodell">{a.preismodell}</Wert>
        <Wert source="toleranzband">{`± ${a.toleranzband} %`}</Wert>
        <Wert source="zahlungszielTage">{`${a.zahlungszielTage} Tage`}</Wert>
        <Wert source="rechnungslegung">{a.rechnungslegung}</Wert>
        {'oekostrom' in a ? <Wert source="oekostrom">{OEKOSTROM_LABEL[a.oekostrom as keyof typeof OEKOSTROM_LABEL] ?? a.oekostrom}</Wert> : <Wert label="resources.ausschreibung.fields.marktgebietUndGasqualitaet">{`${a.marktgebiet} / ${a.gasqualitaet}-Gas`}</Wert>}
        <Wert source="lieferstellen">{`${formatZahl(a.lieferstellen.length)} mit ${formatZahl(a.lieferstellen.reduce((s, l) => s + l.jahresverbrauchKwh, 0))} kWh/Jahr`}</Wert>
        {zusatz}
        {a.bemerkung && <Wert source="bemerkung">{a.bemerkung}</Wert>}
      </Grid>
    </Stack>
  );
}

