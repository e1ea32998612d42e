/**
 * The tender list with a filter, in react-admin's URL shape: the filter survives a reload, can be shared, and
 * the list shows the filter's input with its value. Names as the list takes them: status, typen, kunden, evus.
 * `dringendZuerst` orders the queue most urgent first (within a status the soonest Angebotsfrist), as the list does
 * by default.
 */
export const gefilterteAusschreibungen = (filter: { status?: number[]; typen?: number[]; kunden?: number[]; evus?: number[] }, { dringendZuerst = false } = {}) =>
  `/administrator/ausschreibung?filter=${encodeURIComponent(JSON.stringify(filter))}${dringendZuerst ? '&sort=dringlichkeit&order=ASC' : ''}`;
