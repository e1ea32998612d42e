import { CompiledQuery, sql, type Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import { HOECHSTENS_WOERTER } from '../../../domain/suchbegriffe';
import { listenAnweisungen, type ListenAnfrage } from '../../../server/ausschreibung/liste.queries';
import type { Database } from '../../../server/db/schema';
import { portalTests } from '../hilfen/portalTest';
import type { TestClient } from '../hilfen/testApp';

const ADMIN = '/api/ausschreibungasadmin';
const ZU_KURZ = (wort: string) => `Jedes Suchwort braucht mindestens 3 Buchstaben oder Ziffern in Folge; „${wort}“ hat weniger.`;
const ZU_VIELE = `Bitte suchen Sie mit höchstens ${HOECHSTENS_WOERTER} Wörtern.`;

/** The tender every search shape below finds, and nothing else does. */
const BEZEICHNUNG = `Wärmeverbund Quellenviertel Tarif 100% "Plus" __proto__ O'Brien Ölm NEAR(x) Stra-ße`;
/** Every shape of term the list accepts, each finding that tender alone. */
const FORMEN = [
  'quellenviertel', // letters, any case
  'WÄRMEVERBUND', // umlauts
  'Ölm', // exactly three letters
  '100%', // digits with a LIKE wildcard
  '"Plus"', // FTS5's quote
  '__proto__', // LIKE's one-character wildcard
  "o'brien", // SQL's quote
  'NEAR(x)', // an FTS5 operator
  'Stra-ße', // letters around a hyphen: three in a row
  'Kitzingen', // a Lieferstelle's Ort
  `Wärme Quellen Tarif 100% Plus proto Brien Kitz`, // eight words, each looked up (50 characters at most)
];

describe.each(portalTests())('Suchwörter und Suchindex auf $name', ({ it, name }) => {
  const suche = (client: TestClient, pfad: string, text: string, token: string) =>
    client.get(`${pfad}${pfad.includes('?') ? '&' : '?'}request.paging.size=100&request.filter.idSearch=${encodeURIComponent(text)}`, token);

  it('weist Wörter ohne drei Buchstaben oder Ziffern in Folge und mehr als acht Wörter mit einer deutschen Meldung ab', async ({ client, admin, kunde }) => {
    for (const [text, wort] of [['ab', 'ab'], ['ä', 'ä'], ['a-b-c', 'a-b-c'], ['Regensburg ab', 'ab'], ['%%', '%%'], ['12 Regensburg', '12'], ['1_0', '1_0']] as const) {
      const antwort = await suche(client, ADMIN, text, admin);
      expect(antwort.statusCode, text).toBe(400);
      expect(antwort.json(), text).toMatchObject({ message: ZU_KURZ(wort), errors: { 'request.filter.idSearch': [ZU_KURZ(wort)] } });
    }
    for (const text of [Array(HOECHSTENS_WOERTER + 1).fill('Los').join(' '), Array(25).fill('ä').join(' ')]) {
      const antwort = await suche(client, ADMIN, text, admin);
      expect(antwort.statusCode, text).toBe(400);
      expect(antwort.json(), text).toMatchObject({ message: ZU_VIELE, errors: { 'request.filter.idSearch': [ZU_VIELE] } });
    }
    // At the edges: three letters, eight words, and a short number, which names a tender's id.
    for (const text of ['abc', 'äöü', '123', Array(HOECHSTENS_WOERTER).fill('Los').join(' '), '7', ' 12 ']) {
      expect((await suche(client, ADMIN, text, admin)).statusCode, text).toBe(200);
    }
    // Every list that searches, and the export of the administrator's list, at its own field.
    expect((await suche(client, '/api/kunde/ausschreibung', 'ab', kunde)).statusCode).toBe(400);
    const evu = (await client.angemeldet('evu')).access_token;
    expect((await suche(client, '/api/evu/ausschreibung?typ=1', 'ab', evu)).statusCode).toBe(400);
    const exportiert = await client.send('POST', `${ADMIN}/export`, { filter: { idSearch: 'Los ab' } }, admin);
    expect(exportiert.statusCode).toBe(400);
    expect(exportiert.json()).toMatchObject({ message: ZU_KURZ('ab'), errors: { 'filter.idSearch': [ZU_KURZ('ab')] } });
  });

  it('findet mit einer kurzen Nummer nur die Ausschreibung dieser Id', async ({ t, client, admin }) => {
    const { id } = await t.app.db.selectFrom('ausschreibung').select('id').where('id', '<', 100).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const antwort = await suche(client, ADMIN, String(id), admin);
    expect(antwort.statusCode).toBe(200);
    expect((antwort.json().items as { id: number }[]).map((a) => a.id)).toEqual([id]);
  });

  it('schlägt jede Form von Suchwort im Trigramm-Index nach, für die Anzahl wie für die Seite', async ({ t, client, admin }) => {
    const db = t.app.db;
    const { id } = await db.selectFrom('ausschreibung').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('ausschreibung').set({ bezeichnung: BEZEICHNUNG }).where('id', '=', id).execute();
    const stelle = await db.selectFrom('lieferstelle').select('id').where('ausschreibung_id', '=', id).orderBy('position').executeTakeFirstOrThrow();
    await db.updateTable('lieferstelle').set({ ort: 'Kitzingen' }).where('id', '=', stelle.id).execute();
    const { n: alle } = await db.selectFrom('ausschreibung').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

    for (const text of FORMEN) {
      const antwort = await suche(client, ADMIN, text, admin);
      expect(antwort.statusCode, text).toBe(200);
      expect((antwort.json().items as { id: number }[]).map((a) => a.id), text).toEqual([id]);

      const anfrage: ListenAnfrage = { filter: { idSearch: text }, paging: { size: 25, index: 0 } };
      const { zaehlung, seite } = await listenAnweisungen(db, { rolle: 'Administrator' }, anfrage);
      for (const [teil, anweisung] of [['Anzahl', zaehlung.compile()], ['Seite', seite.compile()]] as const) {
        if (name === 'SQLite') {
          // FTS5 names its plan: MATCH constraints are "M" in the index string.
          expect(await sqlitePlan(db, anweisung), `${text}: ${teil}`).toMatch(/SCAN ausschreibung_suche VIRTUAL TABLE INDEX \d+:M/);
        } else {
          // That the index narrows shows in the rows it hands on: a word without trigrams would hand on every tender.
          const zeilen = await postgresTrigrammZeilen(db, anweisung);
          expect(zeilen, `${text}: ${teil}`).toBeDefined();
          expect(zeilen!, `${text}: ${teil}`).toBeLessThan(Number(alle));
        }
      }
    }
  });
});

/** SQLite's EXPLAIN QUERY PLAN of a statement, one line per step. */
async function sqlitePlan(db: Kysely<Database>, anweisung: CompiledQuery): Promise<string> {
  const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${anweisung.sql}`, [...anweisung.parameters]));
  return plan.rows.map((r) => r.detail).join('\n');
}

interface PlanKnoten {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanKnoten[];
}

/** What PostgreSQL may not do when it has another way (enable_… = off prices it out): scan a table or walk an index row by row. */
const UMWEGE = ['enable_seqscan', 'enable_indexscan', 'enable_nestloop'];

/**
 * The rows PostgreSQL's trigram index handed on while running a statement, undefined when the plan did not use it.
 * On a few tenders the planner rightly prefers looking each text up by its key; with that priced out (UMWEGE) it
 * takes the trigram index wherever the condition lets it, and falls back to scanning the table where not.
 */
async function postgresTrigrammZeilen(db: Kysely<Database>, anweisung: CompiledQuery): Promise<number | undefined> {
  return db.connection().execute(async (verbindung) => {
    for (const umweg of UMWEGE) await sql`SELECT set_config(${umweg}, 'off', false)`.execute(verbindung);
    try {
      const plan = await verbindung.executeQuery<{ 'QUERY PLAN': { Plan: PlanKnoten }[] }>(
        CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${anweisung.sql}`, [...anweisung.parameters]),
      );
      const knoten: PlanKnoten[] = [];
      const sammle = (k: PlanKnoten) => {
        knoten.push(k);
        k.Plans?.forEach(sammle);
      };
      sammle(plan.rows[0]!['QUERY PLAN'][0]!.Plan);
      const trigramme = knoten.filter((k) => k['Index Name'] === 'ausschreibung_suche_trigramme');
      return trigramme.length ? Math.max(...trigramme.map((k) => (k['Actual Rows'] ?? 0) * (k['Actual Loops'] ?? 1))) : undefined;
    } finally {
      for (const umweg of UMWEGE) await sql`SELECT set_config(${umweg}, 'on', false)`.execute(verbindung);
    }
  });
}
