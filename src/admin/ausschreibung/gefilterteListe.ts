/**
 * The tender list with a filter, in react-admin's URL shape: the filter survives a reload, can be shared, and
 * the list shows the filter's input with its value. Names as the list takes them: status, typen, kunden, evus.
 */
export const gefilterteAusschreibungen = (filter: { status?: number[]; typen?: number[]; kunden?: number[]; evus?: number[] }) =>
  `/administrator/ausschreibung?filter=${encodeURIComponent(JSON.stringify(filter))}`;
