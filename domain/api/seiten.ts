import { Type, type Static } from '@sinclair/typebox';

export { OEFFENTLICHE_SEITEN } from '../seiten';


/** Either the page's Markdown from the repository, or the broker's own site when PUBLIC_SITE_URL is set. */
export const SeiteAntwort = Type.Object({
  slug: Type.String(),
  titel: Type.String(),
  markdown: Type.Optional(Type.String()),
  externeUrl: Type.Optional(Type.String()),
});
export type SeiteAntwort = Static<typeof SeiteAntwort>;
