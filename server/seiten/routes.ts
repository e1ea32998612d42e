import fs from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OEFFENTLICHE_SEITEN, SeiteAntwort } from '../../domain/api/seiten';
import { NichtGefunden } from '../shared/errors';

/** Public pages: Markdown files under content/seiten/, read once at start; or links to PUBLIC_SITE_URL. */
export const seitenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { inhaltDir, publicSiteUrl } = app.config;
  const seiten = new Map(
    OEFFENTLICHE_SEITEN.map((s) => [s.slug, { ...s, markdown: fs.readFileSync(path.join(inhaltDir, `${s.slug}.md`), 'utf8') }]),
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags: ['Öffentlich'],
        summary: 'Inhalt einer öffentlichen Seite (Startseite, Impressum, Glossar …)',
        params: Type.Object({ slug: Type.String({ maxLength: 50 }) }),
        response: { 200: SeiteAntwort },
      },
    },
    async (request, reply) => {
      const seite = seiten.get(request.params.slug as never);
      if (!seite) throw new NichtGefunden('Diese Seite gibt es nicht.');
      reply.header('cache-control', 'public, max-age=300');
      if (publicSiteUrl) return { slug: seite.slug, titel: seite.titel, externeUrl: `${publicSiteUrl}/${seite.slug}` };
      return { slug: seite.slug, titel: seite.titel, markdown: seite.markdown };
    },
  );
};
