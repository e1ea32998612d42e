import { useRecordContext } from 'react-admin';
import { useAusschreibungAdmin, useEignung } from '../../../api/admin/useAusschreibungAdmin';
import { eignungsHindernisse } from '../../../../domain/zulassung/eignung';
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
  const pruefung = a?.status === AusschreibungStatus.PruefungAngebote;
  const eignung = useEignung(a, pruefung);
  if (!pruefung || !a) return null;
  // A failed read of the Eignungsprüfung blocks nothing here: the server still refuses a release it does not allow.
  const eignungOffen = eignung.data ? eignungsHindernisse(eignung.data) : [];
  const hindernisse = eignung.isPending ? null : { ...angebotsfreigabeHindernisse(a), ...(eignungOffen.length ? { eignung: eignungOffen } : {}) };
  return (
    <FreigabeConfirmButton
      knopf="Angebote freigeben"
      frage="Angebote freigeben?"
      text={`Der Kunde sieht danach ${anzahl('alleAngebote', a.anzahlAngebote)} mit Rangfolge und kann den Zuschlag erteilen.`}
      erfolg="Die Angebote wurden für den Kunden freigegeben."
      hindernisse={hindernisse}
      ausfuehren={() => provider.angeboteFreigeben(a.typ as Sparte, a.id)}
    />
  );
}
