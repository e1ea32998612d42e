import type { ReactNode } from 'react';
import { Labeled, useRecordContext } from 'react-admin';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GasAusschreibung, StromAusschreibung } from '../domain/api/ausschreibung';
import { formatDatum, formatDatumZeit, formatZahl } from '../domain/format';
import { StatusChip } from './StatusChip';

// Distributes over the union, so `'oekostrom' in a` still tells Strom from Gas.
type OhneZaehlung<T> = T extends unknown ? Omit<T, 'anzahlAngebote' | 'eingeladeneEvus'> : never;
type Detail = OhneZaehlung<StromAusschreibung | GasAusschreibung>;

export const Wert = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Labeled label={label}>
      <Typography component="span">{children}</Typography>
    </Labeled>
  </Grid>
);

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
        <Wert label="Kunde">{a.kunde}</Wert>
        <Wert label="Lieferzeitraum">{`${formatDatum(a.lieferbeginn)} – ${formatDatum(a.lieferende)}`}</Wert>
        <Wert label="Angebotsfrist">{formatDatumZeit(a.angebotsfrist)}</Wert>
        <Wert label="Bindefrist">{formatDatumZeit(a.bindefrist)}</Wert>
        <Wert label="Preismodell">{a.preismodell}</Wert>
        <Wert label="Toleranzband">{`± ${a.toleranzband} %`}</Wert>
        <Wert label="Zahlungsziel">{`${a.zahlungszielTage} Tage`}</Wert>
        <Wert label="Rechnungslegung">{a.rechnungslegung}</Wert>
        {'oekostrom' in a ? <Wert label="Ökostrom">{a.oekostrom}</Wert> : <Wert label="Marktgebiet / Gasqualität">{`${a.marktgebiet} / ${a.gasqualitaet}-Gas`}</Wert>}
        <Wert label="Lieferstellen">{`${formatZahl(a.lieferstellen.length)} mit ${formatZahl(a.lieferstellen.reduce((s, l) => s + l.jahresverbrauchKwh, 0))} kWh/Jahr`}</Wert>
        {zusatz}
        {a.bemerkung && <Wert label="Bemerkung">{a.bemerkung}</Wert>}
      </Grid>
    </Stack>
  );
}

