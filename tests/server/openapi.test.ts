import { bundleFromString, createConfig, lintFromString } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { RESSOURCEN } from '../../domain/ressourcen';
import { portalTests } from './hilfen/portalTest';
import { schemaWerte, type Schema } from './hilfen/schemaWerte';
import type { TestClient } from './hilfen/testApp';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}
interface Medien {
  [medientyp: string]: { schema?: Schema };
}
interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Medien };
  responses: Record<string, { content?: Medien }>;
  security?: Record<string, string[]>[];
}
interface Dokument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/** One request: parameter values by name, the body, who sends it (a demo login or the metrics token), with or without the XSRF pair. */
interface Fall {
  werte: Record<string, unknown>;
  body?: unknown;
  login?: string;
  metriken?: boolean;
  xsrf: boolean;
}

const METHODEN = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** The operations of the document; what writes comes last and deletions at the very end, so reads find data. */
function operationen(dokument: Dokument) {
  const rang = (methode: string) => ['get', 'post', 'put', 'patch', 'delete'].indexOf(methode);
  return Object.entries(dokument.paths)
    .flatMap(([pfad, eintrag]) => METHODEN.filter((m) => eintrag[m]).map((methode) => ({ methode, pfad, op: eintrag[methode]! })))
    .sort((a, b) => rang(a.methode) - rang(b.methode));
}

const beispiele = (schema: Schema, anzahl: number, seed: number) => fc.sample(schemaWerte(schema), { numRuns: anzahl, seed });

function alsText(wert: unknown): string {
  return typeof wert === 'string' ? wert : JSON.stringify(wert);
}

/** The document as the server serves it. */
async function ladeDokument(client: TestClient): Promise<Dokument> {
  const antwort = await client.get('/api/docs/json');
  expect(antwort.statusCode).toBe(200);
  return antwort.json() as Dokument;
}

const METRICS_TOKEN = 'metrik-token';

describe.each(portalTests({ env: { METRICS_TOKEN } }))('OpenAPI-Dokument und Vertrag auf $name', ({ it }) => {
  it('ist gültig nach Redocly (die Struktur von OpenAPI 3.1 und die empfohlenen Regeln) und vollständig', async ({ client }) => {
    const dokument = await ladeDokument(client);
    // Redocly's engine, as `redocly lint --extends=recommended` runs it: the document's structure against the
    // OpenAPI 3.1 schema (rule struct), every reference resolved, and the recommended rules.
    const probleme = await lintFromString({ source: JSON.stringify(dokument), absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    const fehler = probleme.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} (${p.location.map((l) => l.pointer).join(', ')})`);
    expect(fehler).toEqual([]);
    expect(probleme.filter((p) => p.ruleId === 'operation-operationId')).toEqual([]);

    expect(dokument.servers?.[0]?.url).toMatch(/^https?:\/\//);
    for (const { methode, pfad, op } of operationen(dokument)) {
      const wo = `${methode.toUpperCase()} ${pfad}`;
      expect(op.operationId, wo).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.security, wo).toBeDefined();
      const erfolg = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      expect(erfolg.length, `${wo}: keine 2xx-Antwort`).toBeGreaterThan(0);
      for (const [status, antwort] of erfolg) {
        if (status === '204') expect(antwort.content, `${wo}: 204 mit Inhalt`).toBeUndefined();
        else expect(Object.values(antwort.content ?? {}).some((m) => m.schema), `${wo} ${status}: ohne Schema`).toBe(true);
      }
      for (const status of ['400', '404', '500']) expect(Object.keys(op.responses), wo).toContain(status);
      const bearer = op.security!.some((s) => 'bearer' in s);
      if (bearer) expect(Object.keys(op.responses), wo).toEqual(expect.arrayContaining(['401', '403']));
    }
    // Every declared resource has its five operations under its tag, read from its declaration.
    for (const d of RESSOURCEN) {
      const tag = `${d.rolle}: ${d.mehrzahl}`;
      const ops = (pfad: string) => Object.fromEntries(METHODEN.filter((m) => dokument.paths[pfad]?.[m]).map((m) => [m, dokument.paths[pfad]![m]!.tags]));
      expect({ liste: ops(d.pfad), eintrag: ops(`${d.pfad}/{id}`) }, d.name).toEqual({ liste: { get: [tag], post: [tag] }, eintrag: { get: [tag], put: [tag], delete: [tag] } });
    }
  });

  it(
    'antwortet auf Anfragen aus dem Dokument nur mit dokumentierten Status, und 2xx-Körper passen zum Schema',
    { timeout: 240_000 },
    async ({ t, client }) => {
      const { bundle, problems } = await bundleFromString({ source: JSON.stringify(await ladeDokument(client)), absoluteRef: 'openapi.json', config: await createConfig({}), dereference: true });
      expect(problems).toEqual([]);
      const dokument = bundle.parsed as Dokument;
      const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
      const logins = ['admin', 'kunde', 'evu2'] as const;
      const token = new Map<string, string>();
      // A call may lock, delete or re-password a demo account: its token then stays dead and its cases answer 401.
      const anmelden = async (login: string) => {
        const antwort = await client.anmelden(login, 'Demo#2026');
        if (antwort.statusCode === 200) token.set(login, antwort.json().access_token);
      };
      for (const login of logins) await anmelden(login);

      const unbeschrieben: string[] = [];
      const falscheKoerper: string[] = [];
      const mitErfolg = new Set<string>();
      const alle = operationen(dokument);

      async function sende(methode: string, pfad: string, op: Operation, fall: Fall) {
        const parameter = op.parameters ?? [];
        const url = pfad.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(alsText(fall.werte[name])));
        const suche = new URLSearchParams();
        const headers: Record<string, string> = {};
        for (const p of parameter) {
          const wert = fall.werte[p.name];
          if (wert === undefined) continue;
          if (p.in === 'query') for (const w of [wert].flat()) suche.append(p.name, alsText(w));
          if (p.in === 'header') headers[p.name] = alsText(wert);
        }
        const medien = Object.keys(op.requestBody?.content ?? {});
        let payload: string | undefined;
        if (fall.body !== undefined && medien.length) {
          const formular = medien[0] === 'application/x-www-form-urlencoded';
          headers['content-type'] = medien[0]!;
          payload = formular
            ? new URLSearchParams(Object.entries(fall.body as object).map(([k, w]) => [k, alsText(w)])).toString()
            : JSON.stringify(fall.body);
        }
        if (fall.xsrf) Object.assign(headers, { cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': client.xsrf });
        if (fall.login) headers.authorization = `Bearer ${token.get(fall.login)}`;
        if (fall.metriken) headers.authorization = `Bearer ${METRICS_TOKEN}`;
        const ziel = `${url}${suche.size ? `?${suche}` : ''}`;
        let antwort = await t.app.inject({ method: methode.toUpperCase() as 'GET', url: ziel, headers, ...(payload === undefined ? {} : { payload }) });
        // A call before may have ended this user's sessions (an administrator's action on its own account): sign in
        // again, so the operations after it are still tried with a live token.
        if (antwort.statusCode === 401 && fall.login) {
          await anmelden(fall.login);
          headers.authorization = `Bearer ${token.get(fall.login)}`;
          antwort = await t.app.inject({ method: methode.toUpperCase() as 'GET', url: ziel, headers, ...(payload === undefined ? {} : { payload }) });
        }
        return { antwort, ziel };
      }

      function pruefe(methode: string, pfad: string, op: Operation, ziel: string, antwort: LightMyRequestResponse) {
        const status = String(antwort.statusCode);
        const wo = `${methode.toUpperCase()} ${ziel}: ${status} ${antwort.body.slice(0, 200)}`;
        const beschrieben = op.responses[status] ?? op.responses[`${status[0]}XX`];
        if (!beschrieben) {
          unbeschrieben.push(wo);
          return;
        }
        if (!status.startsWith('2')) return;
        mitErfolg.add(`${methode} ${pfad}`);
        if (!beschrieben.content) {
          if (antwort.body !== '') falscheKoerper.push(`${wo}: Körper ohne dokumentierten Inhalt`);
          return;
        }
        const typ = String(antwort.headers['content-type'] ?? '').split(';')[0]!.trim();
        const medium = beschrieben.content[typ];
        if (!medium) {
          falscheKoerper.push(`${wo}: Inhaltstyp ${typ} nicht dokumentiert`);
          return;
        }
        if (typ !== 'application/json' || !medium.schema) return;
        const validiere = ajv.compile(medium.schema);
        if (!validiere(antwort.json())) falscheKoerper.push(`${wo}: ${ajv.errorsText(validiere.errors)}`);
      }

      for (const [nummer, { methode, pfad, op }] of alle.entries()) {
        const parameter = op.parameters ?? [];
        const koerperSchema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
        const bearer = op.security?.some((s) => 'bearer' in s) ?? false;
        const xsrf = op.security?.some((s) => 'xsrfHeader' in s) ?? false;
        const metriken = op.security?.some((s) => 'metricsToken' in s) ?? false;
        // Values from the document's schemas; ids also the seed's first records, so a read finds something.
        const werteSaetze = [0, 1, 2].map((i) =>
          Object.fromEntries(
            parameter.map((p) => {
              const [beispiel] = beispiele(p.schema, 1, 1000 * nummer + i);
              const id = p.in === 'path' && p.schema.type === 'integer' && i < 2 ? i + 1 : beispiel;
              return [p.name, p.required || i === 0 ? id : undefined];
            }),
          ),
        );
        const koerper = koerperSchema ? beispiele(koerperSchema, 3, nummer) : [undefined, undefined, undefined];
        const faelle = werteSaetze.flatMap((werte, i): Fall[] => (bearer ? logins.map((login) => ({ werte, body: koerper[i], login, xsrf })) : [{ werte, body: koerper[i], xsrf, metriken }]));
        // Invalid: without any credentials, a body the schema refuses, a path parameter beyond the router's limit.
        faelle.push({ werte: werteSaetze[0]!, body: koerperSchema ? { unbekanntesFeld: [1, 'zwei'] } : undefined, xsrf: false });
        if (koerperSchema) faelle.push({ werte: werteSaetze[0]!, body: [], xsrf, ...(bearer ? { login: 'admin' } : {}) });
        const pfadParameter = parameter.filter((p) => p.in === 'path');
        if (pfadParameter.length) {
          const lang = Object.fromEntries(pfadParameter.map((p) => [p.name, 'x'.repeat(150)]));
          faelle.push({ werte: { ...werteSaetze[0], ...lang }, body: koerper[0], xsrf, ...(bearer ? { login: 'admin' } : {}) });
        }
        for (const fall of faelle) {
          const { antwort, ziel } = await sende(methode, pfad, op, fall);
          pruefe(methode, pfad, op, ziel, antwort);
        }
      }

      expect(unbeschrieben, 'Status, die das Dokument nicht nennt').toEqual([]);
      expect(falscheKoerper, '2xx-Antworten, die nicht zum Schema passen').toEqual([]);
      // The requests reach the handlers: most reads answered with success at least once. Writes with generated
      // bodies mostly meet validation and the tenders' rules (an auction needs a plan, a Zuschlag offers), so of
      // them only a share can succeed.
      const lesend = alle.filter((o) => o.methode === 'get');
      const gelesen = lesend.filter((o) => mitErfolg.has(`${o.methode} ${o.pfad}`));
      const geschrieben = [...mitErfolg].filter((o) => !o.startsWith('get '));
      expect(gelesen.length, [...mitErfolg].join('\n')).toBeGreaterThanOrEqual(Math.ceil(lesend.length / 2));
      expect(geschrieben.length, [...mitErfolg].join('\n')).toBeGreaterThanOrEqual(Math.ceil((alle.length - lesend.length) / 5));
    },
  );
});
