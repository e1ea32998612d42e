import type { FastifyPluginAsync } from 'fastify';

/**
 * Crawlers may index the sign-in page and the public pages (/seite/…, rendered from /api/seiten/…), nothing
 * behind a sign-in (the areas of the route table in src/App.tsx), no API and no page whose link carries a token.
 * RFC 9309: the longest matching rule wins, so `Allow: /api/seiten/` beats `Disallow: /api/`.
 */
const ROBOTS_TXT = `# Energieausschreibungsportal
User-agent: *
Allow: /api/seiten/
Disallow: /api/
Disallow: /framework/
Disallow: /administrator
Disallow: /kunde
Disallow: /evu
Disallow: /ui
Disallow: /app
Disallow: /sitzungen
Disallow: /zweiter-faktor
Disallow: /benachrichtigungen
Disallow: /change-password
Disallow: /activate-user
Disallow: /confirm-email
Disallow: /forbidden
Allow: /
`;

export const robotsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ROBOTS_TXT),
  );
};
