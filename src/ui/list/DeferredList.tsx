import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ListBase, ListContextProvider, ListView, Loading, useListContext, type ListProps, type RaRecord } from 'react-admin';
import { ListError } from './ListError';
import { ResultPages } from './ResultPages';

/**
 * react-admin's <List>, rendered in the background: the list's state arrives through react-query's
 * useSyncExternalStore, and React renders such updates in one piece. A page with filters and 25 rows so blocked a
 * phone's main thread for a third of a second at a time. Here the view follows the list's state as a deferred
 * value, so React renders it interruptibly (in slices of a few milliseconds) while input and paint go on.
 * A failed request shows its reason in place of the rows (ListError); react-admin's own notification of it is left out.
 */
export function DeferredList<RecordType extends RaRecord = RaRecord>({
  debounce,
  disableAuthentication,
  disableSyncWithLocation,
  exporter,
  filter = keinFilter,
  filterDefaultValues,
  perPage = 10,
  queryOptions,
  resource,
  sort,
  storeKey,
  pagination = <ResultPages />,
  ...view
}: ListProps<RecordType>) {
  const filterEingaben = view.filters === undefined ? [] : Array.isArray(view.filters) ? view.filters : [view.filters];
  return (
    <ListBase<RecordType>
      {...{ debounce, disableAuthentication, disableSyncWithLocation, exporter, filter, filterDefaultValues, perPage, resource, sort, storeKey }}
      queryOptions={{ onError: ohneMeldung, ...queryOptions }}
      authLoading={<Loading />}
      offline={false}
    >
      <Deferred>
        <ListView<RecordType> pagination={pagination} error={<ListError filter={filterEingaben} sort={sort} perPage={perPage} />} {...view} />
      </Deferred>
    </ListBase>
  );
}

const keinFilter = {};
const ohneMeldung = () => undefined;

function Deferred({ children }: { children: ReactNode }) {
  const ausUrl = useListContext();
  const aktuell = useMemo(() => {
    const filterValues = ohneDoppelte(ausUrl.filterValues);
    return filterValues === ausUrl.filterValues ? ausUrl : { ...ausUrl, filterValues };
  }, [ausUrl]);
  // null first: the view mounts in the deferred render, not in the one that ended the auth check.
  const zustand = useDeferredValue<typeof aktuell | null>(aktuell, null);
  // The view itself is deferred as well: when the page above re-renders (its filter choices arrive), the urgent
  // render meets the previous element and stops here; the view follows in the interruptible one.
  const ansicht = useDeferredValue(children);
  return zustand ? <ListContextProvider value={zustand}>{ansicht}</ListContextProvider> : null;
}

/**
 * A hand-edited or old link may name a value twice (`"status":[3,1,3]`, or `[1,"1"]`). The server reads that as
 * once; the view must as well, or the select and the chips show it twice, and React, meeting two chips with one
 * key, leaves one standing after the value is removed. The first spelling of each value stays.
 */
function ohneDoppelte(filterValues: Record<string, unknown>): Record<string, unknown> {
  const einmal = (werte: unknown[]) => werte.filter((wert, i) => werte.findIndex((w) => String(w) === String(wert)) === i);
  const doppelt = Object.entries(filterValues).filter(([, wert]) => Array.isArray(wert) && einmal(wert).length < wert.length);
  if (!doppelt.length) return filterValues;
  return { ...filterValues, ...Object.fromEntries(doppelt.map(([source, wert]) => [source, einmal(wert as unknown[])])) };
}
