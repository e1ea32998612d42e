import { useEffect, useSyncExternalStore } from 'react';
import { useGetOne, useGetRecordRepresentation } from 'react-admin';
import { HttpError } from '../../api/http';
import type { ArbeitsbereichSpeicher } from './arbeitsbereichSpeicher';

/** The server's answers for a record that is gone or was never the administrator's to see. */
const NICHT_DA = new Set([403, 404]);

/**
 * A record that cannot be loaded (a typed-in id, a tab kept in the session while the record was deleted) is no
 * tab: react-admin leads away from it with the server's message, and the tab closes instead of staying as '#id'.
 *
 * Names tabs after their resource's recordRepresentation (a tender's `nummer`): the tab on screen, so that it
 * follows a change of the record, and any tab still without a name (left before its record had loaded).
 */
export function TabTitles({ speicher, aktiv }: { speicher: ArbeitsbereichSpeicher; aktiv?: string }) {
  const reiter = useSyncExternalStore(speicher.abonniere, speicher.alle, speicher.alle);
  return (
    <>
      {reiter
        .filter((r) => r.schluessel === aktiv || r.titel === undefined)
        .map((r) => (
          <TitelEinesReiters key={r.schluessel} speicher={speicher} schluessel={r.schluessel} resource={r.resource} id={r.id} angezeigt={r.schluessel === aktiv} />
        ))}
    </>
  );
}

/**
 * The query is the record view's own (same key). The tab on screen only reads it: its view loads the record, and
 * mounting after this one (its code loads on demand) it would find an answer already in and ask again.
 */
function TitelEinesReiters({ speicher, schluessel, resource, id, angezeigt }: { speicher: ArbeitsbereichSpeicher; schluessel: string; resource: string; id: string; angezeigt: boolean }) {
  const { data, error } = useGetOne(resource, { id }, { enabled: !angezeigt });
  const darstellung = useGetRecordRepresentation(resource);
  const titel = data ? darstellung(data) : undefined;
  useEffect(() => {
    if (typeof titel === 'string' || typeof titel === 'number') speicher.setzeTitel(schluessel, String(titel));
  }, [speicher, schluessel, titel]);
  const nichtDa = error instanceof HttpError && NICHT_DA.has(error.status);
  useEffect(() => {
    if (nichtDa) speicher.entferne(schluessel);
  }, [speicher, schluessel, nichtDa]);
  return null;
}
