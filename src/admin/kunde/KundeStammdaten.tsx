import { useRecordContext } from 'react-admin';
import { Wert } from '../../ui/anzeige/Wert';
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
      <Wert source="typ">{k.typ}</Wert>
      {!privat && <Wert source="firma" label={k.typ === 'Kommune' ? 'Name der Kommune' : undefined}>{k.firma}</Wert>}
      <Wert label={privat ? 'Name' : 'Ansprechperson'}>{[k.anrede, k.vorname, k.nachname].filter(Boolean).join(' ')}</Wert>
      {privat && <Wert source="geburtsdatum">{formatDatum(k.geburtsdatum)}</Wert>}
      <KontaktFields />
      <Wert source="anzahlAusschreibungen">
        <AusschreibungenLink anzahl={k.anzahlAusschreibungen} filter={{ kunden: [k.id] }} />
      </Wert>
    </>
  );
}
