import { Type, type Static } from '@sinclair/typebox';

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
] as const;
export type SeitenSlug = (typeof OEFFENTLICHE_SEITEN)[number]['slug'];

/** Either the page's Markdown from the repository, or the broker's own site when PUBLIC_SITE_URL is set. */
export const SeiteAntwort = Type.Object({
  slug: Type.String(),
  titel: Type.String(),
  markdown: Type.Optional(Type.String()),
  externeUrl: Type.Optional(Type.String()),
});
export type SeiteAntwort = Static<typeof SeiteAntwort>;
