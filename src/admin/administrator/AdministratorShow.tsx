import { useRecordContext } from 'react-admin';
import { ValueText } from '../../ui/display/ValueText';
import type { AdministratorDatensatz } from '../../../domain/api/personenAdmin';
import { KontaktFields } from '../personen/KontaktFields';
import { PersonenShow } from '../personen/PersonenShow';

function AdministratorStammdaten() {
  const a = useRecordContext<AdministratorDatensatz>();
  if (!a) return null;
  return (
    <>
      <ValueText label="portal.personen.name">{`${a.vorname} ${a.nachname}`}</ValueText>
      <KontaktFields mitAnschrift={false} />
    </>
  );
}

export function AdministratorShow() {
  return <PersonenShow stammdaten={<AdministratorStammdaten />} />;
}
