import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { FEHLER_ANTWORTEN, type FehlerStatus } from '../../domain/api/antworten';
import { API_VERSION } from '../../domain/apiVersion';
import { XSRF_COOKIE, XSRF_HEADER } from '../../domain/auth';
import { needsAuthentication } from './authentication';
import { needsXsrf } from './xsrf';

type RoutenSchema = FastifySchema & {
  hide?: boolean;
  operationId?: string;
  security?: Record<string, string[]>[];
  response?: Record<string, unknown>;
};

const SCHREIBEND = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The OpenAPI document at /api/docs/json (for whom: API_DOCS, config.ts), generated from the routes' schemas. What every route shares is added
 * here, when the route is declared, so a new route is documented without anyone remembering to: its operationId,
 * its security (Bearer behind `requireRolle`, the XSRF double submit on writing API calls) and the error answers
 * it can give. The routes themselves declare only their own success answers.
 */
export const openapi = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const schema = (route.schema ?? {}) as RoutenSchema;
    if (schema.hide) return;
    const methode = [route.method].flat()[0]!;
    // A new schema object: Fastify's HEAD twin of a GET route shares the original one.
    route.schema = ergaenzt(schema, methode, route, needsAuthentication(this));
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Energieausschreibungsportal API',
        version: API_VERSION,
        description:
          'Schnittstelle des Energieausschreibungsportals. Anmeldung: POST /framework/oauth/token liefert das Bearer-Token. ' +
          `Jeder schreibende Aufruf unter /api und /framework schickt das Cookie ${XSRF_COOKIE} zurück, als Cookie und im Header ${XSRF_HEADER}.`,
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Access-Token aus POST /framework/oauth/token' },
          xsrfHeader: { type: 'apiKey', in: 'header', name: XSRF_HEADER, description: `Der Wert des Cookies ${XSRF_COOKIE} (Double Submit)` },
          xsrfCookie: { type: 'apiKey', in: 'cookie', name: XSRF_COOKIE, description: 'Setzt der Server bei jeder Antwort, der es fehlt' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'Der Wert von METRICS_TOKEN (nur für /metrics)' },
        },
      },
    },
  });
  if (app.config.apiDocs === 'off') return;
  // In its own scope: with API_DOCS=admin the document and every file of its UI need an administrator's token.
  await app.register(async (docs) => {
    if (app.config.apiDocs === 'admin') docs.addHook('onRequest', docs.requireRolle('Administrator'));
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
});

function ergaenzt(schema: RoutenSchema, methode: string, route: RouteOptions, anmeldung: boolean): RoutenSchema {
  const xsrf = needsXsrf(methode, route.url);
  const schreibend = SCHREIBEND.has(methode);
  const status: FehlerStatus[] = [400, 404, 500, 503];
  if (anmeldung) status.push(401);
  if (anmeldung || xsrf) status.push(403);
  if (schreibend) status.push(409, 413, 415);
  if (route.url.includes('/:')) status.push(414);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) status.push(429);

  const pflicht = { ...(anmeldung ? { bearer: [] } : {}), ...(xsrf ? { xsrfHeader: [], xsrfCookie: [] } : {}) };
  const fehler = Object.fromEntries(status.map((s): [string, TSchema] => [String(s), FEHLER_ANTWORTEN[s]]));
  return {
    ...schema,
    operationId: schema.operationId ?? operationId(methode, route.url),
    // No entry means: callable without either; an empty requirement list says so explicitly.
    security: schema.security ?? (Object.keys(pflicht).length ? [pflicht] : []),
    // What the route documents itself (the token endpoint's OAuth error) wins over the shared shape.
    response: { ...fehler, ...schema.response },
  };
}

/** `GET /api/kundeasadmin/:id/historie` → `getApiKundeasadminByIdHistorie`. */
function operationId(methode: string, url: string): string {
  const woerter = [methode, ...url.split('/').map((teil) => (teil.startsWith(':') ? `by-${teil.slice(1)}` : teil))]
    .flatMap((teil) => teil.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return woerter.map((wort, i) => (i === 0 ? wort.toLowerCase() : wort[0]!.toUpperCase() + wort.slice(1))).join('');
}
