import { useRecordContext } from 'react-admin';
import { Wert } from '../../ui/anzeige/Wert';
import type { EvuDatensatz } from '../../../domain/api/personenAdmin';
import { formatZahl } from '../../../domain/format';
import { AusschreibungenLink } from '../personen/AusschreibungenLink';
import { KontaktFields } from '../personen/KontaktFields';
import { spartenText } from './spartenText';

/** An EVU's facts, and the way to the tenders it is invited to. */
export function EvuStammdaten() {
  const e = useRecordContext<EvuDatensatz>();
  if (!e) return null;
  return (
    <>
      <Wert source="firma">{e.firma}</Wert>
      <Wert source="sparten">{spartenText(e.sparten)}</Wert>
      <Wert source="bdewCodenummer">{e.bdewCodenummer || '–'}</Wert>
      <Wert label="portal.felder.ansprechpartner">{e.ansprechpartner}</Wert>
      <Wert label="portal.personen.kontoinhaber">{`${e.vorname} ${e.nachname}`}</Wert>
      <KontaktFields />
      <Wert label="portal.personen.eingeladenZu">
        <AusschreibungenLink anzahl={e.anzahlEinladungen} filter={{ evus: [e.id] }} />
      </Wert>
      <Wert label="portal.personen.abgegebeneAngebote">{formatZahl(e.anzahlAngebote)}</Wert>
    </>
  );
}
