import { useRecordContext } from 'react-admin';
import { request } from '../../api/http';
import { AUSSCHREIBUNG_ADMIN } from '../../api/admin/ausschreibung';
import { HistorieTable } from '../historie/HistorieTable';
import type { HistorienEintrag } from '../../domain/historie';

/** Who did what to the tender and when, newest first, from the audit trail. */
export function AusschreibungHistorie() {
  const a = useRecordContext<{ id: number }>();
  if (!a) return null;
  return (
    <HistorieTable
      schluessel={['ausschreibung', 'historie', a.id]}
      laden={() => request<HistorienEintrag[]>(`${AUSSCHREIBUNG_ADMIN}/${a.id}/historie`)}
      label="Historie der Ausschreibung"
    />
  );
}
