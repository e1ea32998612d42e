import { useRecordContext, type Identifier } from 'react-admin';
import { useAusschreibungHistorie } from '../../api/admin/useAusschreibungAdmin';
import { HistorieTable } from '../historie/HistorieTable';

const Historie = ({ id }: { id: Identifier }) => <HistorieTable abfrage={useAusschreibungHistorie(id)} label="portal.ausschreibung.historie" />;

/** Who did what to the tender and when, newest first, from the audit trail. */
export function AusschreibungHistorie() {
  const a = useRecordContext<{ id: number }>();
  return a ? <Historie id={a.id} /> : null;
}
