import { useRecordContext } from 'react-admin';
import { ValueText } from '../../ui/display/ValueText';
import type { KundeDatensatz } from '../../../domain/api/personenAdmin';
import { formatDatum } from '../../../domain/format';
import { AusschreibungenLink } from '../personen/AusschreibungenLink';
import { KontaktFields } from '../personen/KontaktFields';

/** A Kunde's facts, and the way to its tenders. */
export function KundeStammdaten() {
  const k = useRecordContext<KundeDatensatz>();
  if (!k) return null;
  const privat = k.typ === 'Privatperson';
  return (
    <>
      <ValueText source="typ">{k.typ}</ValueText>
      {!privat && <ValueText source="firma" label={k.typ === 'Kommune' ? 'Name der Kommune' : undefined}>{k.firma}</ValueText>}
      <ValueText label={privat ? 'Name' : 'Ansprechperson'}>{[k.anrede, k.vorname, k.nachname].filter(Boolean).join(' ')}</ValueText>
      {privat && <ValueText source="geburtsdatum">{formatDatum(k.geburtsdatum)}</ValueText>}
      <KontaktFields />
      <ValueText source="anzahlAusschreibungen">
        <AusschreibungenLink anzahl={k.anzahlAusschreibungen} filter={{ kunden: [k.id] }} />
      </ValueText>
    </>
  );
}
