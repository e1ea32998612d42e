/** An administrator is named by first and last name, in list rows and records alike. */
export const administratorName = (a: { vorname?: string; nachname?: string }) => [a.vorname, a.nachname].filter(Boolean).join(' ');
