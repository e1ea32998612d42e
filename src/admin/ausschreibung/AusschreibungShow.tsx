import {
  ArrayField,
  Datagrid,
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GasAusschreibung, StromAusschreibung } from '../../domain/api/ausschreibung';
import { AusschreibungStatus, SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';
import { formatDatum, formatDatumZeit, formatZahl } from '../../domain/format';
import { StatusChip } from '../../bereich/StatusChip';
import { Angebote } from './Angebote';
import { EvuEinladung } from './EvuEinladung';
import { Freigaben } from './Freigaben';
import { Historie } from './Historie';
import { Warnungen } from './Warnungen';

type Detail = StromAusschreibung | GasAusschreibung;

function Aktionen() {
  const a = useRecordContext<Detail>();
  return <TopToolbar>{a?.status === AusschreibungStatus.PruefungAusschreibung && <EditButton />}</TopToolbar>;
}

function Titel() {
  const a = useRecordContext<Detail>();
  return a ? <>{`${SPARTE_LABEL[a.typ as Sparte]}ausschreibung ${a.nummer}`}</> : null;
}

const Wert = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Labeled label={label}>
      <Typography component="span">{children}</Typography>
    </Labeled>
  </Grid>
);

function Eckdaten() {
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
      <Warnungen />
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
        <Wert label="Angebote">{formatZahl(a.anzahlAngebote)}</Wert>
        {a.bemerkung && <Wert label="Bemerkung">{a.bemerkung}</Wert>}
      </Grid>
    </Stack>
  );
}

/** One tender with its tabs; the release buttons sit beside the invited EVUs they depend on. */
export function AusschreibungShow() {
  return (
    <Show title={<Titel />} actions={<Aktionen />}>
      <TabbedShowLayout syncWithLocation={false}>
        <TabbedShowLayout.Tab label="Eckdaten">
          <Eckdaten />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Lieferstellen">
          <ArrayField source="lieferstellen" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false} sx={{ overflowX: 'auto' }} empty={<Typography color="text.secondary">Keine Lieferstellen.</Typography>}>
              <TextField source="bezeichnung" label="Bezeichnung" />
              <FunctionField label="Anschrift" render={(l: { strasse: string; plz: string; ort: string }) => `${l.strasse}, ${l.plz} ${l.ort}`} />
              <TextField source="maloId" label="MaLo-ID" />
              <TextField source="zaehlpunkt" label="Zählpunkt" emptyText="–" />
              <TextField source="netzbetreiber" label="Netzbetreiber" />
              <TextField source="messart" label="Messart" />
              <NumberField source="jahresverbrauchKwh" label="Jahresverbrauch (kWh)" locales="de-DE" />
              <NumberField source="maxLeistungKw" label="Max. Leistung (kW)" locales="de-DE" emptyText="–" />
              <FunctionField label="Spannung / Druck" render={(l: { spannungsebene?: string; druckstufe?: string }) => l.spannungsebene ?? l.druckstufe} />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="EVUs und Freigabe">
          <Stack spacing={3}>
            <div>
              <EvuEinladung />
            </div>
            <Freigaben />
          </Stack>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Angebote">
          <Angebote />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Historie">
          <Historie />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
