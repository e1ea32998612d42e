import { Edit, SaveButton, TabbedForm, Toolbar, useRecordContext, type RaRecord } from 'react-admin';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { GasAusschreibung, StromAusschreibung } from '../../domain/api/ausschreibung';
import { AusschreibungStatus, SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';
import { leseZahl } from '../../domain/format';
import { Auswahl } from '../../ui/auswahl/Auswahl';
import { DatumInput, DatumZeitInput } from '../../ui/datum/DatumInput';
import { Texteingabe } from '../../ui/eingabe/Texteingabe';
import { Schieberegler } from '../../ui/schieberegler/Schieberegler';
import { pflicht, zahl } from '../../ui/validierung/regeln';
import { WAHL } from './auswahllisten';
import { LieferstellenEingabe } from './LieferstellenEingabe';
import { Warnungen } from './Warnungen';

type Detail = StromAusschreibung | GasAusschreibung;

/** What the server computes and refuses to take back (DESIGN.md section 7: the input shapes are strict). */
const NUR_LESEN = ['id', 'nummer', 'typ', 'status', 'kundeId', 'kunde', 'anzahlAngebote', 'eingeladeneEvus', 'warnungen'] as const;

/** The form keeps what the user typed; the server gets numbers and no read-only facts. */
export function alsEingabe(daten: RaRecord) {
  const eingabe: Record<string, unknown> = { ...daten };
  for (const feld of NUR_LESEN) delete eingabe[feld];
  eingabe.zahlungszielTage = leseZahl(daten.zahlungszielTage);
  eingabe.bemerkung = daten.bemerkung || null;
  eingabe.lieferstellen = ((daten.lieferstellen as Record<string, unknown>[] | undefined) ?? []).map((l) => ({
    ...l,
    zaehlpunkt: l.zaehlpunkt || null,
    slpProfil: l.slpProfil || null,
    jahresverbrauchKwh: leseZahl(l.jahresverbrauchKwh as string),
    maxLeistungKw: leseZahl(l.maxLeistungKw as string),
  }));
  return eingabe;
}

const nachBeginn = (wert: unknown, werte: Record<string, unknown>) =>
  wert && werte.lieferbeginn && String(wert) <= String(werte.lieferbeginn) ? 'Das Lieferende muss nach dem Lieferbeginn liegen.' : undefined;

function Titel() {
  const a = useRecordContext<Detail>();
  return a ? <>{`${SPARTE_LABEL[a.typ as Sparte]}ausschreibung ${a.nummer} bearbeiten`}</> : null;
}

function NurInPruefung({ children }: { children: React.ReactNode }) {
  const a = useRecordContext<Detail>();
  if (a && a.status !== AusschreibungStatus.PruefungAusschreibung) {
    return <Alert severity="info">Nach der Freigabe kann die Ausschreibung nicht mehr bearbeitet werden.</Alert>;
  }
  return <>{children}</>;
}

/**
 * Correct a tender in review: Eckdaten and Lieferstellen in one save with the version the form started
 * from (a concurrent change answers 409), field errors of the server on their fields.
 */
export function AusschreibungEdit({ sparte }: { sparte: Sparte }) {
  return (
    <Edit title={<Titel />} mutationMode="pessimistic" transform={alsEingabe} redirect="show">
      <TabbedForm
        warnWhenUnsavedChanges
        syncWithLocation={false}
        toolbar={
          <Toolbar>
            <SaveButton label="Speichern" />
          </Toolbar>
        }
      >
        <TabbedForm.Tab label="Eckdaten">
          <NurInPruefung>
            <Warnungen />
            <Texteingabe source="bezeichnung" label="Bezeichnung" validate={pflicht} maxLength={200} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DatumInput source="lieferbeginn" label="Lieferbeginn" validate={pflicht} />
              <DatumInput source="lieferende" label="Lieferende" validate={[pflicht, nachBeginn]} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DatumZeitInput source="angebotsfrist" label="Angebotsfrist" validate={pflicht} />
              <DatumZeitInput source="bindefrist" label="Bindefrist" validate={pflicht} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Auswahl source="preismodell" label="Preismodell" choices={WAHL.preismodell} validate={pflicht} />
              <Auswahl source="rechnungslegung" label="Rechnungslegung" choices={WAHL.rechnungslegung} validate={pflicht} />
              <Texteingabe source="zahlungszielTage" label="Zahlungsziel" unit="Tage" validate={[pflicht, zahl]} inputMode="numeric" hint="7 bis 60 Tage" />
            </Stack>
            <Schieberegler source="toleranzband" label="Toleranzband" min={0} max={30} step={5} unit="%" hint="Zulässige Mengenabweichung ohne Mehr- oder Minderkosten" />
            {sparte === 1 ? (
              <Auswahl source="oekostrom" label="Ökostrom" choices={WAHL.oekostrom} validate={pflicht} />
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Texteingabe source="marktgebiet" label="Marktgebiet" readOnly hint="Trading Hub Europe" />
                <Auswahl source="gasqualitaet" label="Gasqualität" choices={WAHL.gasqualitaet} validate={pflicht} />
              </Stack>
            )}
            <Texteingabe source="bemerkung" label="Bemerkung" multiline maxLength={4000} />
          </NurInPruefung>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Lieferstellen">
          <NurInPruefung>
            <LieferstellenEingabe sparte={sparte} />
          </NurInPruefung>
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}
