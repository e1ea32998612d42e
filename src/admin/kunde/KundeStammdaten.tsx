import { useRecordContext } from 'react-admin';
import { ValueText } from '../../ui/display/ValueText';
import type { KundeDatensatz } from '../../../domain/api/personenAdmin';
import Stack from '@mui/material/Stack';
import { formatDatum, formatDatumZeit } from '../../../domain/format';
import { AusschreibungenLink } from '../personen/AusschreibungenLink';
import { KontaktFields } from '../personen/KontaktFields';
import { KundePruefenButton } from './KundePruefenButton';

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
      <ValueText label="Kundenprüfung">
        {k.geprueft ? (
          `bestätigt am ${formatDatumZeit(k.geprueft.am)}${k.geprueft.von ? ` von ${k.geprueft.von}` : ''}`
        ) : (
          <Stack component="span" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <span>{k.typ === 'Kommune' ? 'ausstehend – Ausschreibungen können erst danach freigegeben werden' : 'ausstehend'}</span>
            <KundePruefenButton />
          </Stack>
        )}
      </ValueText>
      <ValueText source="anzahlAusschreibungen">
        <AusschreibungenLink anzahl={k.anzahlAusschreibungen} filter={{ kunden: [k.id] }} />
      </ValueText>
    </>
  );
}
