import { useRecordContext } from 'react-admin';
import { Wert } from '../../bereich/AusschreibungEckdaten';
import type { AdministratorDatensatz } from '../../domain/api/personenAdmin';
import { KontaktWerte } from '../personen/KontaktWerte';
import { PersonenShow } from '../personen/PersonenShow';

function AdministratorStammdaten() {
  const a = useRecordContext<AdministratorDatensatz>();
  if (!a) return null;
  return (
    <>
      <Wert label="Name">{`${a.vorname} ${a.nachname}`}</Wert>
      <KontaktWerte mitAnschrift={false} />
    </>
  );
}

export function AdministratorShow() {
  return <PersonenShow stammdaten={<AdministratorStammdaten />} />;
}
