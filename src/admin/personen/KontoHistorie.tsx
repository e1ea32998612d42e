import { useRecordContext, type Identifier } from 'react-admin';
import { HistorienTabelle } from '../../bereich/HistorienTabelle';
import { usePersonenAdmin, usePersonenRessource } from './usePersonenAdmin';

/** Who did what to the account and when: creation, changes, sign-ins, locks, resets. */
export function KontoHistorie() {
  const konto = useRecordContext<{ id: Identifier }>();
  const resource = usePersonenRessource();
  const provider = usePersonenAdmin();
  if (!konto) return null;
  return <HistorienTabelle schluessel={[resource, 'historie', konto.id]} laden={() => provider.kontoHistorie(resource, konto.id)} label="Historie des Kontos" />;
}
