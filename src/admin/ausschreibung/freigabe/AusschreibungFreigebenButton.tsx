import { useRecordContext } from 'react-admin';
import { useAusschreibungAdmin, useNichtZugelasseneEvus, usePassendeEvus } from '../../../api/admin/useAusschreibungAdmin';
import type { StromAusschreibung } from '../../../../domain/api/ausschreibung';
import type { Sparte } from '../../../../domain/ausschreibung';
import { freigabeHindernisse } from '../../../../domain/freigabe';
import { FreigabeConfirmButton } from './FreigabeConfirmButton';

/** Releases a tender in review to the invited EVUs whose Sparten fit it (DESIGN.md section 6). */
export function AusschreibungFreigebenButton() {
  const a = useRecordContext<StromAusschreibung>();
  const { data: zugelassene } = usePassendeEvus(a?.id);
  // An EVU invited with a Begründung though not admitted supplies the Sparte too: the server counts it, so does this.
  const { data: andere } = useNichtZugelasseneEvus(a?.id, true);
  const provider = useAusschreibungAdmin();
  if (!a) return null;
  const sparte = a.typ as Sparte;
  const passende = zugelassene && andere ? [...zugelassene, ...andere] : undefined;
  const passendeEingeladene = a.eingeladeneEvus.filter((id) => passende?.some((p) => p.value === id)).length;
  return (
    <FreigabeConfirmButton
      knopf="Ausschreibung freigeben"
      frage="Ausschreibung freigeben?"
      text={`Die Ausschreibung ${a.nummer} wird für die eingeladenen EVUs sichtbar und kann danach nicht mehr bearbeitet werden.`}
      erfolg="Die Ausschreibung wurde freigegeben."
      hindernisse={passende ? freigabeHindernisse({ ...a, anzahlLieferstellen: a.lieferstellen.length, passendeEingeladene }, sparte, Date.now()) : null}
      ausfuehren={() => provider.freigeben(sparte, a.id)}
    />
  );
}
