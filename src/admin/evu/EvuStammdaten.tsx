import { useRecordContext } from 'react-admin';
import { ValueText } from '../../ui/display/ValueText';
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
      <ValueText source="firma">{e.firma}</ValueText>
      <ValueText source="sparten">{spartenText(e.sparten)}</ValueText>
      <ValueText source="bdewCodenummer">{e.bdewCodenummer || '–'}</ValueText>
      <ValueText label="portal.felder.ansprechpartner">{e.ansprechpartner}</ValueText>
      <ValueText label="portal.personen.kontoinhaber">{`${e.vorname} ${e.nachname}`}</ValueText>
      <KontaktFields />
      <ValueText label="portal.personen.eingeladenZu">
        <AusschreibungenLink anzahl={e.anzahlEinladungen} filter={{ evus: [e.id] }} />
      </ValueText>
      <ValueText label="portal.personen.abgegebeneAngebote">{formatZahl(e.anzahlAngebote)}</ValueText>
    </>
  );
}
