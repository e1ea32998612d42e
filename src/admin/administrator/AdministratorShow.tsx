import { useRecordContext } from 'react-admin';
import { Wert } from '../../ui/anzeige/Wert';
import type { AdministratorDatensatz } from '../../../domain/api/personenAdmin';
import { KontaktFields } from '../personen/KontaktFields';
import { PersonenShow } from '../personen/PersonenShow';

function AdministratorStammdaten() {
  const a = useRecordContext<AdministratorDatensatz>();
  if (!a) return null;
  return (
    <>
      <Wert label="portal.personen.name">{`${a.vorname} ${a.nachname}`}</Wert>
      <KontaktFields mitAnschrift={false} />
    </>
  );
}

export function AdministratorShow() {
  return <PersonenShow stammdaten={<AdministratorStammdaten />} />;
}
