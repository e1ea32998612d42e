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
      <Wert label="Ansprechpartner für Ausschreibungen">{e.ansprechpartner}</Wert>
      <Wert label="Kontoinhaber">{`${e.vorname} ${e.nachname}`}</Wert>
      <KontaktFields />
      <Wert label="Eingeladen zu">
        <AusschreibungenLink anzahl={e.anzahlEinladungen} filter={{ evus: [e.id] }} />
      </Wert>
      <Wert label="Abgegebene Angebote">{formatZahl(e.anzahlAngebote)}</Wert>
    </>
  );
}
