import { useRecordContext } from 'react-admin';
import Stack from '@mui/material/Stack';
import type { StromAusschreibung } from '../../domain/api/ausschreibung';
import { AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import { angebotsfreigabeHindernisse, freigabeHindernisse } from '../../domain/freigabe';
import { usePassendeEvus } from './EvuEinladung';
import { FreigabeButton } from './FreigabeButton';
import { useAusschreibungAdmin } from '../../api/admin/useAusschreibungAdmin';

/** The two releases of DESIGN.md section 6, each shown while it is the tender's next step. */
export function Freigaben() {
  const a = useRecordContext<StromAusschreibung>();
  const { data: passende } = usePassendeEvus(a?.id);
  const provider = useAusschreibungAdmin();
  if (!a) return null;
  const sparte = a.typ as Sparte;
  const passendeEingeladene = a.eingeladeneEvus.filter((id) => passende?.some((p) => p.value === id)).length;
  return (
    <Stack spacing={2}>
      {a.status === AusschreibungStatus.PruefungAusschreibung && (
        <FreigabeButton
          knopf="Ausschreibung freigeben"
          frage="Ausschreibung freigeben?"
          text={`Die Ausschreibung ${a.nummer} wird für die eingeladenen EVUs sichtbar und kann danach nicht mehr bearbeitet werden.`}
          erfolg="Die Ausschreibung wurde freigegeben."
          hindernisse={passende ? freigabeHindernisse({ ...a, anzahlLieferstellen: a.lieferstellen.length, passendeEingeladene }, sparte, Date.now()) : null}
          ausfuehren={() => provider.freigeben(sparte, a.id)}
        />
      )}
      {a.status === AusschreibungStatus.PruefungAngebote && (
        <FreigabeButton
          knopf="Angebote freigeben"
          frage="Angebote freigeben?"
          text={`Der Kunde sieht danach alle ${a.anzahlAngebote} Angebote mit Rangfolge und kann den Zuschlag erteilen.`}
          erfolg="Die Angebote wurden für den Kunden freigegeben."
          hindernisse={angebotsfreigabeHindernisse(a)}
          ausfuehren={() => provider.angeboteFreigeben(sparte, a.id)}
        />
      )}
    </Stack>
  );
}
