import Stack from '@mui/material/Stack';
import { Sparte } from '../../../domain/ausschreibung';
import { ZAHLUNGSZIEL_TAGE, zahlungszielFehler } from '../../../domain/ausschreibungPruefung';
import { leseZahl } from '../../../domain/format';
import { SingleSelect } from '../../ui/select/SingleSelect';
import { PortalDateInput, PortalDateTimeInput } from '../../ui/date/PortalDateInput';
import { PortalTextInput } from '../../ui/input/PortalTextInput';
import { RangeSlider } from '../../ui/slider/RangeSlider';
import { pflicht, zahl } from '../../ui/validation/rules';
import { WAHL } from './auswahllisten';

// The server's range (domain), checked on the number the user typed German-style.
const zahlungsziel = (wert: unknown) => (wert === '' || wert == null ? undefined : zahlungszielFehler(leseZahl(wert as string | number)));

const nachBeginn = (wert: unknown, werte: Record<string, unknown>) =>
  wert && werte.lieferbeginn && String(wert) <= String(werte.lieferbeginn) ? 'Das Lieferende muss nach dem Lieferbeginn liegen.' : undefined;

/** The key facts of a Strom or Gas tender, as the Kunde enters them and the administrator corrects them. */
export function EckdatenInputs({ sparte }: { sparte: Sparte }) {
  return (
    <>
      <PortalTextInput source="bezeichnung" validate={pflicht} maxLength={200} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PortalDateInput source="lieferbeginn" validate={pflicht} />
        <PortalDateInput source="lieferende" validate={[pflicht, nachBeginn]} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PortalDateTimeInput source="angebotsfrist" validate={pflicht} />
        <PortalDateTimeInput source="bindefrist" validate={pflicht} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SingleSelect source="preismodell" choices={WAHL.preismodell} validate={pflicht} />
        <SingleSelect source="rechnungslegung" choices={WAHL.rechnungslegung} validate={pflicht} />
        <PortalTextInput source="zahlungszielTage" unit="Tage" validate={[pflicht, zahl, zahlungsziel]} inputMode="numeric" hint={`${ZAHLUNGSZIEL_TAGE.von} bis ${ZAHLUNGSZIEL_TAGE.bis} Tage`} />
      </Stack>
      <RangeSlider source="toleranzband" min={0} max={30} step={5} unit="%" hint="Zulässige Mengenabweichung ohne Mehr- oder Minderkosten" />
      {sparte === Sparte.Strom ? (
        <SingleSelect source="oekostrom" choices={WAHL.oekostrom} validate={pflicht} />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PortalTextInput source="marktgebiet" readOnly hint="Trading Hub Europe" />
          <SingleSelect source="gasqualitaet" choices={WAHL.gasqualitaet} validate={pflicht} />
        </Stack>
      )}
      <PortalTextInput source="bemerkung" multiline maxLength={4000} />
    </>
  );
}
