import { useRecordContext } from 'react-admin';
import { SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';

/** "Stromausschreibung A-2026-00012", with `zusatz` ("bearbeiten") after it: the heading of a tender's page. */
export function AusschreibungTitle({ zusatz }: { zusatz?: string }) {
  const a = useRecordContext<{ typ: number; nummer: string }>();
  if (!a) return null;
  // The number wraps as a whole, not at its hyphens, when the heading needs two lines on a phone.
  return (
    <>
      {`${SPARTE_LABEL[a.typ as Sparte]}ausschreibung `}
      <span style={{ whiteSpace: 'nowrap' }}>{a.nummer}</span>
      {zusatz && ` ${zusatz}`}
    </>
  );
}
