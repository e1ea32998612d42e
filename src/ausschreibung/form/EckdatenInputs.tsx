import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { Sparte } from '../../../domain/ausschreibung';
import { terminFehler, ZAHLUNGSZIEL_TAGE, zahlungszielFehler } from '../../../domain/ausschreibungPruefung';
import { leseZahl } from '../../../domain/format';
import { SingleSelect } from '../../ui/select/SingleSelect';
import { PortalDateInput, PortalDateTimeInput } from '../../ui/date/PortalDateInput';
import { PortalTextInput } from '../../ui/input/PortalTextInput';
import { RangeSlider } from '../../ui/slider/RangeSlider';
import { pflicht, zahl } from '../../ui/validation/rules';
import { WAHL } from './auswahllisten';
import { AngebotsfristHinweis } from './AngebotsfristHinweis';
import { AktuellerVertragInputs } from './AktuellerVertragInputs';

// The server's range (domain), checked on the number the user typed German-style.
const zahlungsziel = (wert: unknown) => (wert === '' || wert == null ? undefined : zahlungszielFehler(leseZahl(wert as string | number)));

const nachBeginn = (wert: unknown, werte: Record<string, unknown>) =>
  wert && werte.lieferbeginn && String(wert) <= String(werte.lieferbeginn) ? 'Das Lieferende muss nach dem Lieferbeginn liegen.' : undefined;

/** The server's order of the dates (domain), on the field it names, as the user types; a Kommune's with the Stillhaltefrist. */
const termin = (sparte: Sparte, feld: 'lieferbeginn' | 'bindefrist', kommune = false) => (_wert: unknown, werte: Record<string, unknown>) =>
  terminFehler(werte, sparte, kommune)[feld];

/** A date's rule reads the other dates: a touched field is checked again when one of them changes. */
function TermineNeuPruefen() {
  const werte = useWatch({ name: ['lieferbeginn', 'angebotsfrist', 'bindefrist'] }) as unknown[];
  const { trigger, getFieldState } = useFormContext();
  const schluessel = JSON.stringify(werte);
  useEffect(() => {
    for (const feld of ['lieferbeginn', 'bindefrist', 'fristAenderungGrund']) if (getFieldState(feld).isTouched) void trigger(feld);
    // Only when a date changes; the helpers are stable.
  }, [schluessel]);
  return null;
}

/** The two deadlines with the warning about weekends and holidays of the Kunde's Land (from its PLZ). */
export function FristenInputs({ sparte, kundePlz, kommune = false }: { sparte: Sparte; kundePlz: string | null | undefined; kommune?: boolean }) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PortalDateTimeInput source="angebotsfrist" validate={pflicht} />
        <PortalDateTimeInput source="bindefrist" validate={[pflicht, termin(sparte, 'bindefrist', kommune)]} />
      </Stack>
      <AngebotsfristHinweis kundePlz={kundePlz} />
      <TermineNeuPruefen />
    </>
  );
}

/** The key facts of a Strom or Gas tender, as the Kunde enters them and the administrator corrects them. */
export function EckdatenInputs({ sparte, kundePlz, kommune = false }: { sparte: Sparte; kundePlz: string | null | undefined; kommune?: boolean }) {
  return (
    <>
      <PortalTextInput source="bezeichnung" validate={pflicht} maxLength={200} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PortalDateInput source="lieferbeginn" validate={[pflicht, termin(sparte, 'lieferbeginn')]} />
        <PortalDateInput source="lieferende" validate={[pflicht, nachBeginn]} />
      </Stack>
      <FristenInputs sparte={sparte} kundePlz={kundePlz} kommune={kommune} />
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
      <AktuellerVertragInputs />
      <PortalTextInput source="bemerkung" multiline maxLength={4000} />
    </>
  );
}
