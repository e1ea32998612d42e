import { useRecordContext } from 'react-admin';
import { useAusschreibungAdmin } from '../../../api/admin/useAusschreibungAdmin';
import type { StromAusschreibung } from '../../../../domain/api/ausschreibung';
import { AusschreibungStatus, type Sparte } from '../../../../domain/ausschreibung';
import { angebotsfreigabeHindernisse } from '../../../../domain/freigabe';
import { anzahl } from '../../../i18n/anzahl';
import { FreigabeConfirmButton } from './FreigabeConfirmButton';

/**
 * Releases the reviewed offers to the Kunde, who then sees them ranked and awards one (DESIGN.md section 6);
 * shown only while the offers are under review, the step it belongs to.
 */
export function AngeboteFreigebenButton() {
  const a = useRecordContext<StromAusschreibung>();
  const provider = useAusschreibungAdmin();
  if (a?.status !== AusschreibungStatus.PruefungAngebote) return null;
  return (
    <FreigabeConfirmButton
      knopf="Angebote freigeben"
      frage="Angebote freigeben?"
      text={`Der Kunde sieht danach ${anzahl('alleAngebote', a.anzahlAngebote)} mit Rangfolge und kann den Zuschlag erteilen.`}
      erfolg="Die Angebote wurden für den Kunden freigegeben."
      hindernisse={angebotsfreigabeHindernisse(a)}
      ausfuehren={() => provider.angeboteFreigeben(a.typ as Sparte, a.id)}
    />
  );
}
