import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datenbanken } from './hilfen/datenbanken';
import { starteTestApp, TestClient, type TestApp } from './hilfen/testApp';

/** The server's body validator (server/plugins/validatoren.ts): a body counts as bad exactly when this refuses it. */
const ajv = addFormats.default(new Ajv({ allErrors: true, removeAdditional: false, useDefaults: true, strict: false, coerceTypes: false }));
const istGueltig = (schema: object, wert: unknown) => ajv.validate(schema, structuredClone(wert));

/** English from a library instead of a German message for people. */
const ENGLISCH = /\b(must|should|required property|Unexpected|Body cannot|is not valid JSON|Bad Request|Internal Server Error)\b/i;

interface Route {
  methode: 'POST' | 'PUT';
  pfad: string;
  body: object;
}

/** Tables whose content bad input must leave alone; sessions are left out, as every authenticated call refreshes them. */
const TABELLEN = ['benutzer', 'kunde', 'evu', 'ausschreibung', 'lieferstelle', 'einladung', 'dokument', 'angebot', 'angebot_version', 'mail_outbox', 'second_factor', 'member_token', 'client_log'] as const;

/** Deeply nested arrays: parsers and validators that recurse must not fall over. */
const tief = (tiefe: number): unknown => (tiefe === 0 ? 'Boden' : [tief(tiefe - 1)]);

function koerper(schema: { properties?: Record<string, unknown> }) {
  const felder = Object.keys(schema.properties ?? {});
  const wert = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.string({ unit: 'grapheme', maxLength: 50 }),
    fc.string({ minLength: 5_000, maxLength: 20_000 }),
    fc.constantFrom(1e308, -1e308, 2 ** 53, -1, 0, 0.5, 2_147_483_648, '', ' ', '0', 'null', '1970-13-45', '<script>alert(1)</script>', "'; DROP TABLE benutzer; --"),
    fc.integer({ min: 1, max: 12 }).map(tief),
  );
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.integer({ min: 50, max: 1_000 }).map(tief),
    felder.length ? fc.dictionary(fc.constantFrom(...felder, 'unbekannt', '__proto__', 'constructor'), wert, { maxKeys: felder.length + 2 }) : fc.constant({ unbekannt: 1 }),
    felder.length ? fc.record(Object.fromEntries(felder.map((f) => [f, wert])), { requiredKeys: [] }) : fc.constant([]),
  );
}

describe.each(datenbanken())('Falsche Eingaben an jede JSON- und Formular-Schnittstelle auf $name', (datenbank) => {
  let t: TestApp;
  let client: TestClient;
  const routen: Route[] = [];
  const token = new Map<string, string>();
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await starteTestApp(datenbank, {}, {
      beiRoute: (r: RouteOptions) => {
        const body = (r.schema as { body?: object } | undefined)?.body;
        for (const methode of [r.method].flat()) if (body && (methode === 'POST' || methode === 'PUT')) routen.push({ methode: methode as Route['methode'], pfad: r.url, body });
      },
    });
    client = await new TestClient(t.app).start();
    for (const login of ['admin', 'kunde', 'evu2']) token.set(login, (await client.angemeldet(login)).access_token);
    const db = t.app.db;
    const eigene = (status: number, sparte: number) =>
      db.selectFrom('ausschreibung as a').innerJoin('kunde as k', 'k.id', 'a.kunde_id').innerJoin('benutzer as b', 'b.id', 'k.benutzer_id').select('a.id').where('b.login', '=', 'kunde').where('a.status', '=', status).where('a.sparte', '=', sparte).executeTakeFirst();
    ids.set('kunde/strom', (await eigene(0, 1))?.id ?? (await db.selectFrom('ausschreibung').select('id').where('sparte', '=', 1).executeTakeFirstOrThrow()).id);
    ids.set('kunde/gas', (await eigene(0, 2))!.id);
    ids.set('strom', (await db.selectFrom('ausschreibung').select('id').where('sparte', '=', 1).where('status', '=', 1).executeTakeFirstOrThrow()).id);
    ids.set('gas', (await db.selectFrom('ausschreibung').select('id').where('sparte', '=', 2).where('status', '=', 1).executeTakeFirstOrThrow()).id);
    ids.set('kundeasadmin', (await db.selectFrom('kunde').select('id').executeTakeFirstOrThrow()).id);
    ids.set('evuasadmin', (await db.selectFrom('evu').select('id').executeTakeFirstOrThrow()).id);
    ids.set('administratorasadmin', (await db.selectFrom('benutzer').select('id').where('roles', 'like', '%Administrator%').executeTakeFirstOrThrow()).id);
  });
  afterAll(() => t.schliesse());

  /** Who may call a route: bad input must be judged by the validator, not stopped at the door. */
  function wer(pfad: string): string | undefined {
    if (/^\/api\/(ausschreibungasadmin|kundeasadmin|evuasadmin|administratorasadmin|dashboard)/.test(pfad)) return token.get('admin');
    if (pfad.startsWith('/api/kunde/') || pfad.startsWith('/framework/api/member/second-factors')) return token.get('kunde');
    if (pfad.startsWith('/api/evu/')) return token.get('evu2');
    return undefined;
  }

  function url(pfad: string): string {
    const art = pfad.match(/\/api\/(kundeasadmin|evuasadmin|administratorasadmin)\//)?.[1];
    const sparte = pfad.includes('/gas') ? 'gas' : 'strom';
    const id = art ? ids.get(art) : pfad.startsWith('/api/kunde/') ? ids.get(`kunde/${sparte}`) : ids.get(sparte);
    return pfad.replace(':id', String(id)).replace(':module', 'Angular');
  }

  const stand = async () => {
    const db = t.app.db;
    return Promise.all(TABELLEN.map(async (tabelle) => JSON.stringify(await db.selectFrom(tabelle).selectAll().execute())));
  };

  it('findet die Schnittstellen mit Körper', () => {
    expect(routen.length).toBeGreaterThanOrEqual(30);
    expect(routen.some((r) => r.pfad === '/framework/oauth/token')).toBe(true);
  });

  it('antwortet auf jeden ungültigen Körper mit 400 und einer deutschen Meldung und ändert nichts', async () => {
    const vorher = await stand();
    for (const route of routen) {
      const formular = route.pfad === '/framework/oauth/token';
      await fc.assert(
        fc.asyncProperty(
          koerper(route.body as { properties?: Record<string, unknown> }).filter((k) => !istGueltig(route.body, k)),
          async (k) => {
            const zugang = wer(route.pfad);
            const payload = formular ? new URLSearchParams(Object.entries(typeof k === 'object' && k !== null ? k : { wert: k }).map(([a, b]) => [a, typeof b === 'string' ? b : JSON.stringify(b)])).toString() : JSON.stringify(k);
            // A form turns everything into text: what is still valid as text is not bad input there.
            if (formular && istGueltig(route.body, Object.fromEntries(new URLSearchParams(payload)))) return;
            const antwort = await t.app.inject({
              method: route.methode,
              url: url(route.pfad),
              headers: {
                'content-type': formular ? 'application/x-www-form-urlencoded' : 'application/json',
                cookie: `XSRF-TOKEN=${client.xsrf}`,
                'x-xsrf-token': client.xsrf,
                ...(zugang ? { authorization: `Bearer ${zugang}` } : {}),
              },
              payload,
            });
            const text = antwort.body;
            expect([400, 413], `${route.methode} ${route.pfad} mit ${payload.slice(0, 200)}: ${antwort.statusCode} ${text.slice(0, 300)}`).toContain(antwort.statusCode);
            const meldung = (JSON.parse(text) as { message?: string; error_description?: string }).message ?? JSON.parse(text).error_description;
            expect(meldung, `${route.pfad}: ${text.slice(0, 300)}`).toMatch(/[a-zäöüß]{3}/i);
            expect(meldung).not.toMatch(ENGLISCH);
          },
        ),
        { numRuns: 40, seed: 20261123 },
      );
    }
    expect(await stand()).toEqual(vorher);
  });

  it('weist kaputtes JSON, zu große Körper und falsche Inhaltstypen deutsch ab', async () => {
    const vorher = await stand();
    const admin = token.get('admin')!;
    const sende = (payload: string, contentType = 'application/json') =>
      t.app.inject({ method: 'POST', url: '/api/kundeasadmin', headers: { 'content-type': contentType, cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': client.xsrf, authorization: `Bearer ${admin}` }, payload });
    // Text is read as a JSON string and fails the schema (400); a type the server does not read at all is 415.
    for (const [payload, contentType, status] of [
      ['{"login": "a",', 'application/json', [400]],
      ['{"login": "a"}}', 'application/json', [400]],
      ['', 'application/json', [400]],
      [`{"login": "${'x'.repeat(2 * 2 ** 20)}"}`, 'application/json', [413]],
      ['login=a', 'text/plain', [400]],
      ['<kunde/>', 'application/xml', [415]],
    ] as const) {
      const antwort = await sende(payload, contentType);
      expect(status, `${contentType} ${payload.slice(0, 30)}: ${antwort.statusCode} ${antwort.body.slice(0, 200)}`).toContain(antwort.statusCode);
      const { message } = antwort.json() as { message: string };
      expect(message).toMatch(/[a-zäöüß]{3}/i);
      expect(message).not.toMatch(ENGLISCH);
    }
    expect(await stand()).toEqual(vorher);
  });
});
