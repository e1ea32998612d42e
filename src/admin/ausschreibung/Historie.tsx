import { useRecordContext } from 'react-admin';
import { request } from '../../api/http';
import { AUSSCHREIBUNG_ADMIN } from '../../api/admin/ausschreibung';
import { HistorienTabelle } from '../../bereich/HistorienTabelle';
import type { HistorienEintrag } from '../../domain/historie';

/** Who did what to the tender and when, newest first, from the audit trail. */
export function Historie() {
  const a = useRecordContext<{ id: number }>();
  if (!a) return null;
  return (
    <HistorienTabelle
      schluessel={['ausschreibung', 'historie', a.id]}
      laden={() => request<HistorienEintrag[]>(`${AUSSCHREIBUNG_ADMIN}/${a.id}/historie`)}
      label="Historie der Ausschreibung"
    />
  );
}
