import { useRecordContext, type Identifier } from 'react-admin';
import { HistorieTable } from '../historie/HistorieTable';
import { useKontoHistorie, usePersonenRessource } from '../../api/admin/usePersonenAdmin';

const Historie = ({ id }: { id: Identifier }) => <HistorieTable abfrage={useKontoHistorie(usePersonenRessource(), id)} label="portal.personen.historie" />;

/** Who did what to the account and when: creation, changes, sign-ins, locks, resets. */
export function KontoHistorie() {
  const konto = useRecordContext<{ id: Identifier }>();
  return konto ? <Historie id={konto.id} /> : null;
}
