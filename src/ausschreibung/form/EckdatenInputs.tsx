import Stack from '@mui/material/Stack';
import type { Sparte } from '../../../domain/ausschreibung';
import { Auswahl } from '../../ui/auswahl/Auswahl';
import { DatumInput, DatumZeitInput } from '../../ui/datum/DatumInput';
import { Texteingabe } from '../../ui/eingabe/Texteingabe';
import { Schieberegler } from '../../ui/schieberegler/Schieberegler';
import { pflicht, zahl } from '../../ui/validierung/regeln';
import { WAHL } from './auswahllisten';

const nachBeginn = (wert: unknown, werte: Record<string, unknown>) =>
  wert && werte.lieferbeginn && String(wert) <= String(werte.lieferbeginn) ? 'Das Lieferende muss nach dem Lieferbeginn liegen.' : undefined;

/** The key facts of a Strom or Gas tender, as the Kunde enters them and the administrator corrects them. */
export function EckdatenInputs({ sparte }: { sparte: Sparte }) {
  return (
    <>
      <Texteingabe source="bezeichnung" validate={pflicht} maxLength={200} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatumInput source="lieferbeginn" validate={pflicht} />
        <DatumInput source="lieferende" validate={[pflicht, nachBeginn]} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatumZeitInput source="angebotsfrist" validate={pflicht} />
        <DatumZeitInput source="bindefrist" validate={pflicht} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Auswahl source="preismodell" choices={WAHL.preismodell} validate={pflicht} />
        <Auswahl source="rechnungslegung" choices={WAHL.rechnungslegung} validate={pflicht} />
        <Texteingabe source="zahlungszielTage" unit="Tage" validate={[pflicht, zahl]} inputMode="numeric" hint="7 bis 60 Tage" />
      </Stack>
      <Schieberegler source="toleranzband" min={0} max={30} step={5} unit="%" hint="Zulässige Mengenabweichung ohne Mehr- oder Minderkosten" />
      {sparte === 1 ? (
        <Auswahl source="oekostrom" choices={WAHL.oekostrom} validate={pflicht} />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Texteingabe source="marktgebiet" readOnly hint="Trading Hub Europe" />
          <Auswahl source="gasqualitaet" choices={WAHL.gasqualitaet} validate={pflicht} />
        </Stack>
      )}
      <Texteingabe source="bemerkung" multiline maxLength={4000} />
    </>
  );
}
