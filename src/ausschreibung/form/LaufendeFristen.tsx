import Alert from '@mui/material/Alert';
import { useRecordContext } from 'react-admin';
import type { GasAusschreibung, StromAusschreibung } from '../../../domain/api/ausschreibung';
import { AusschreibungStatus, type Sparte } from '../../../domain/ausschreibung';
import { FRIST_GRUND_FEHLT } from '../../../domain/vergabe/mindestfrist';
import { PortalTextInput } from '../../ui/input/PortalTextInput';
import { FristenInputs } from './EckdatenInputs';

/** The reason is required once the Angebotsfrist ends earlier than the stored one (the server's rule). */
const grundBeiVerkuerzung = (bisher: string) => (wert: unknown, werte: Record<string, unknown>) =>
  Date.parse(String(werte.angebotsfrist)) < Date.parse(bisher) && !String(wert ?? '').trim() ? FRIST_GRUND_FEHLT : undefined;

/**
 * The administrator's edit of an Aktiv tender: bidders are pricing it, so only its two deadlines move; a shorter
 * Angebotsfrist needs a reason, and everyone involved is mailed on save.
 */
export function LaufendeFristen() {
  const a = useRecordContext<StromAusschreibung | GasAusschreibung>();
  if (!a) return null;
  if (a.status !== AusschreibungStatus.Aktiv) return <Alert severity="info">Nach dem Ende der Angebotsfrist kann die Ausschreibung nicht mehr bearbeitet werden.</Alert>;
  return (
    <>
      <Alert severity="info" sx={{ mb: 1 }}>
        Die Ausschreibung ist aktiv: Nur die Angebotsfrist und die Bindefrist lassen sich noch ändern. Alle eingeladenen EVUs und der Kunde erhalten beim Speichern eine E-Mail mit den neuen Fristen und
        Ihrer Begründung.
      </Alert>
      <FristenInputs sparte={a.typ as Sparte} kundePlz={a.kundePlz} />
      <PortalTextInput
        source="fristAenderungGrund"
        label="Grund der Änderung"
        multiline
        maxLength={2000}
        validate={grundBeiVerkuerzung(a.angebotsfrist)}
        hint="Pflicht, wenn die Angebotsfrist früher endet als bisher"
      />
    </>
  );
}
