import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { RouteOptions } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { datenbanken } from './hilfen/datenbanken';
import { starteTestApp, type TestApp } from './hilfen/testApp';

/**
 * The app compiles an answer's serializer when it is first sent (plugins/serializers.ts): this compiles every
 * documented answer of every route at once, so a schema that cannot be serialized fails here and not as the 500
 * of an answer that is rarely sent.
 */
const antworten: { route: string; status: string; schema: unknown }[] = [];
function beiRoute(r: RouteOptions) {
  const response = (r.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
  for (const [status, schema] of Object.entries(response)) antworten.push({ route: `${[r.method].flat().join(',')} ${r.url}`, status, schema });
}

let t: TestApp;
afterAll(() => t?.schliesse());

it('kann jede dokumentierte Antwort jeder Route serialisieren', async () => {
  t = await starteTestApp(datenbanken()[0]!, { SEED_DEMO: 'false' }, { beiRoute });
  const compile = SerializerSelector()(t.app.getSchemas(), {});
  const fehler = antworten.flatMap(({ route, status, schema }) => {
    try {
      compile({ schema, method: route.split(' ')[0]!, url: route.split(' ')[1]!, httpStatus: status });
      return [];
    } catch (e) {
      return [`${route} ${status}: ${(e as Error).message}`];
    }
  });
  expect(antworten.length).toBeGreaterThan(100);
  expect(fehler).toEqual([]);
});
