/** The public pages behind the header and footer links, in link order. */
export const OEFFENTLICHE_SEITEN = [
  { slug: 'startseite', titel: 'Startseite' },
  { slug: 'energiekunde', titel: 'Energiekunde' },
  { slug: 'energieversorger', titel: 'Energieversorger' },
  { slug: 'ueber-uns', titel: 'Über uns' },
  { slug: 'kontakt', titel: 'Kontakt' },
  { slug: 'impressum', titel: 'Impressum' },
  { slug: 'datenschutz', titel: 'Datenschutz' },
  { slug: 'glossar', titel: 'Glossar' },
  { slug: 'faq', titel: 'FAQ' },
  { slug: 'barrierefreiheit', titel: 'Erklärung zur Barrierefreiheit' },
] as const;
export type SeitenSlug = (typeof OEFFENTLICHE_SEITEN)[number]['slug'];

/** Where each public page lives in the app. */
export const seitenPfad = (slug: SeitenSlug) => `/seite/${slug}`;

