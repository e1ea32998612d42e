import { useEffect, useSyncExternalStore } from 'react';
import { useGetOne, useGetRecordRepresentation } from 'react-admin';
import type { ArbeitsbereichSpeicher } from './arbeitsbereichSpeicher';

/**
 * Names tabs after their resource's recordRepresentation (a tender's `nummer`): the tab on screen, so that it
 * follows a change of the record, and any tab still without a name (left before its record had loaded).
 */
export function ReiterTitel({ speicher, aktiv }: { speicher: ArbeitsbereichSpeicher; aktiv?: string }) {
  const reiter = useSyncExternalStore(speicher.abonniere, speicher.alle, speicher.alle);
  return (
    <>
      {reiter
        .filter((r) => r.schluessel === aktiv || r.titel === undefined)
        .map((r) => (
          <TitelEinesReiters key={r.schluessel} speicher={speicher} schluessel={r.schluessel} resource={r.resource} id={r.id} />
        ))}
    </>
  );
}

// The query is the record view's own (same key), so the record on screen is not loaded twice.
function TitelEinesReiters({ speicher, schluessel, resource, id }: { speicher: ArbeitsbereichSpeicher; schluessel: string; resource: string; id: string }) {
  const { data } = useGetOne(resource, { id });
  const darstellung = useGetRecordRepresentation(resource);
  const titel = data ? darstellung(data) : undefined;
  useEffect(() => {
    if (typeof titel === 'string' || typeof titel === 'number') speicher.setzeTitel(schluessel, String(titel));
  }, [speicher, schluessel, titel]);
  return null;
}
