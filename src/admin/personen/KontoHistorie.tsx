import { useRecordContext, type Identifier } from 'react-admin';
import { HistorieTable } from '../historie/HistorieTable';
import { usePersonenAdmin, usePersonenRessource } from '../../api/admin/usePersonenAdmin';

/** Who did what to the account and when: creation, changes, sign-ins, locks, resets. */
export function KontoHistorie() {
  const konto = useRecordContext<{ id: Identifier }>();
  const resource = usePersonenRessource();
  const provider = usePersonenAdmin();
  if (!konto) return null;
  return <HistorieTable schluessel={[resource, 'historie', konto.id]} laden={() => provider.kontoHistorie(resource, konto.id)} label="Historie des Kontos" />;
}
