/**
 * How a Kunde is named: its Firma (for a Kommune the Kommune's name), a Privatperson by first and last name.
 * List rows carry that name ready as `name`; records have the parts.
 */
export const kundeName = (k: { name?: string; typ?: string; firma?: string | null; vorname?: string; nachname?: string }) =>
  k.name ?? (k.typ !== 'Privatperson' && k.firma ? k.firma : [k.vorname, k.nachname].filter(Boolean).join(' '));
