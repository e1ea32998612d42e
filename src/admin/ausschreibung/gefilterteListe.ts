/**
 * The tender list with a filter, in react-admin's URL shape: the filter survives a reload, can be shared, and
 * the list shows the filter's input with its value. Names as the list takes them: status, typen, kunden, evus.
 * `dringendZuerst` orders by the soonest Angebotsfrist: for what waits for review, the most urgent first.
 */
export const gefilterteAusschreibungen = (filter: { status?: number[]; typen?: number[]; kunden?: number[]; evus?: number[] }, { dringendZuerst = false } = {}) =>
  `/administrator/ausschreibung?filter=${encodeURIComponent(JSON.stringify(filter))}${dringendZuerst ? '&sort=angebotsfrist&order=ASC' : ''}`;
