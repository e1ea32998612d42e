import { Type, type TObject } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { DbGanzzahl } from '../../domain/api/ganzzahl';
import { RESSOURCEN } from '../../domain/ressourcen';
import { schemasVon } from '../../domain/ressourcen/schema';
import { describe, expect } from 'vitest';
import { AngebotEingabe } from '../../domain/api/angebot';
import { GasAusschreibungEingabe, StromAusschreibungEingabe } from '../../domain/api/ausschreibung';
import { EvuBenutzerdatenEingabe, KundeBenutzerdatenEingabe } from '../../domain/api/benutzerdaten';
import { AdministratorAenderung, EvuAenderung, KundeAenderung } from '../../domain/api/personenAdmin';
import { A, E, K } from './hilfen/personen';
import { portalTests } from './hilfen/portalTest';
import type { TestApp } from './hilfen/testApp';

type Datensatz = Record<string, unknown> & { version: number };

/** Ids of the demo data each PUT works on, found once the app is up. */
interface Ids {
  stromNeu: number;
  gasNeu: number;
  angebotAusschreibung: number;
  kunde: number;
  kunde2: number;
  evu: number;
  admin: number;
  /** the first record of each declared resource */
  deklariert: Record<string, number>;
}

interface Fall {
  name: string;
  login: 'admin' | 'kunde' | 'kunde2' | 'evu';
  lesen(ids: Ids): string;
  schreiben(ids: Ids): string;
  erfolg: 200 | 204;
  /** the input schema: every other field of the GET answer is read-only */
  eingabe: TObject;
  /** one edited writable field */
  aenderung(r: Datensatz): Record<string, unknown>;
  /** a save without a change keeps the version (an offer sent back unchanged is no new submission) */
  versionBleibt?: boolean;
  /** new values for every read-only field (and read-only fields nested in writable ones) */
  nurLesbar(r: Datensatz, ids: Ids): Record<string, unknown>;
  /** the answer without what every save renews besides the version */
  vergleichbar?(r: Datensatz): Record<string, unknown>;
}

type Lieferstelle = Record<string, unknown> & { id: number };
const lieferstellen = (r: Datensatz) => r.lieferstellen as Lieferstelle[];

/** A tender: a save stores its Lieferstellen anew, under new ids. */
const ausschreibung = (sparte: 'strom' | 'gas'): Pick<Fall, 'eingabe' | 'aenderung' | 'nurLesbar' | 'vergleichbar'> => ({
  eingabe: sparte === 'strom' ? StromAusschreibungEingabe : GasAusschreibungEingabe,
  aenderung: (r) => ({ bezeichnung: `${String(r.bezeichnung)} (überarbeitet)` }),
  nurLesbar: (r, ids) => ({
    id: Number(r.id) + 1000,
    nummer: 'A-1999-99999',
    typ: sparte === 'strom' ? 2 : 1,
    status: 4,
    kundeId: r.kundeId === ids.kunde ? ids.kunde2 : ids.kunde,
    kunde: 'Jemand anderes',
    kundePlz: '99999',
    kundeTyp: r.kundeTyp === 'Kommune' ? 'Unternehmen' : 'Kommune',
    anzahlAngebote: 42,
    eingeladeneEvus: [ids.evu],
    warnungen: { bezeichnung: ['erfunden'] },
    stillhaltefrist: r.stillhaltefrist !== true,
    lieferstellen: lieferstellen(r).map((l) => ({ ...l, id: l.id + 100_000 })),
  }),
  vergleichbar: (r) => ({ ...r, lieferstellen: lieferstellen(r).map(({ id: _id, ...l }) => l) }),
});

const konto = (r: Datensatz) => ({
  id: Number(r.id) + 1000,
  benutzerId: Number(r.benutzerId) + 1000,
  zustand: 2,
  aktiv: false,
  gesperrt: true,
  gesperrtBis: '2099-01-01T00:00:00.000Z',
  passwortAenderungErforderlich: true,
  angelegtAm: '2000-01-01T00:00:00.000Z',
  letzteAnmeldung: null,
  anzahlSitzungen: 99,
  anzahlZweiteFaktoren: 9,
});

const FAELLE: Fall[] = [
  {
    name: 'Administrator: Stromausschreibung',
    login: 'admin',
    lesen: (ids) => `/api/ausschreibungasadmin/strom/${ids.stromNeu}`,
    schreiben: (ids) => `/api/ausschreibungasadmin/strom/${ids.stromNeu}`,
    erfolg: 204,
    ...ausschreibung('strom'),
  },
  {
    name: 'Administrator: Gasausschreibung',
    login: 'admin',
    lesen: (ids) => `/api/ausschreibungasadmin/gas/${ids.gasNeu}`,
    schreiben: (ids) => `/api/ausschreibungasadmin/gas/${ids.gasNeu}`,
    erfolg: 204,
    ...ausschreibung('gas'),
  },
  {
    name: 'Kunde: eigene Stromausschreibung',
    login: 'kunde2',
    lesen: (ids) => `/api/kunde/ausschreibung/${ids.stromNeu}`,
    schreiben: (ids) => `/api/kunde/ausschreibung/strom/${ids.stromNeu}`,
    erfolg: 204,
    ...ausschreibung('strom'),
  },
  {
    name: 'Kunde: eigene Gasausschreibung',
    login: 'kunde',
    lesen: (ids) => `/api/kunde/ausschreibung/${ids.gasNeu}`,
    schreiben: (ids) => `/api/kunde/ausschreibung/gas/${ids.gasNeu}`,
    erfolg: 204,
    ...ausschreibung('gas'),
  },
  {
    name: 'EVU: eigenes Angebot',
    login: 'evu',
    lesen: (ids) => `/api/evu/ausschreibung/${ids.angebotAusschreibung}/angebot`,
    schreiben: (ids) => `/api/evu/ausschreibung/${ids.angebotAusschreibung}/angebot`,
    erfolg: 200,
    versionBleibt: true,
    eingabe: AngebotEingabe,
    aenderung: (r) => ({ arbeitspreisCtKwh: r.arbeitspreisCtKwh === 19.5 ? 19.75 : 19.5 }),
    nurLesbar: (r) => ({
      id: Number(r.id) + 1000,
      status: 'zuschlag',
      eingereichtAm: '2020-01-01T00:00:00.000Z',
      jahreskostenEuro: 1,
      mischpreisCtKwh: 1,
      // Derived from the Bemerkung, kept in their own table, or written by the Zuschlag: never taken from the body.
      vorbehalt: !r.vorbehalt,
      anhaenge: [{ id: 999_999, name: 'fremd.pdf' }],
      informationsschreibenAm: '2020-01-01T00:00:00.000Z',
      auktion: { gebote: 9, angebotspreisCtKwh: 1, letztesGebot: null },
    }),
    // Each submission is stamped with its time.
    vergleichbar: ({ eingereichtAm: _e, ...r }) => r,
  },
  {
    name: 'Kunde: Benutzerdaten',
    login: 'kunde',
    lesen: () => '/api/kunde/benutzerdaten',
    schreiben: () => '/api/kunde/benutzerdaten',
    erfolg: 200,
    eingabe: KundeBenutzerdatenEingabe,
    aenderung: (r) => ({ ort: r.ort === 'Bochum' ? 'Essen' : 'Bochum' }),
    nurLesbar: (r) => ({ emailAusstehend: 'fremd@example.org', typFestgelegt: r.typFestgelegt !== true }),
  },
  {
    name: 'EVU: Benutzerdaten',
    login: 'evu',
    lesen: () => '/api/evu/benutzerdaten',
    schreiben: () => '/api/evu/benutzerdaten',
    erfolg: 200,
    eingabe: EvuBenutzerdatenEingabe,
    aenderung: (r) => ({ ort: r.ort === 'Augsburg' ? 'Ulm' : 'Augsburg' }),
    nurLesbar: () => ({ emailAusstehend: 'fremd@example.org' }),
  },
  {
    name: 'Administrator: Kunde',
    login: 'admin',
    lesen: (ids) => `${K}/${ids.kunde}`,
    schreiben: (ids) => `${K}/${ids.kunde}`,
    erfolg: 200,
    eingabe: KundeAenderung,
    aenderung: (r) => ({ ort: r.ort === 'Landshut' ? 'Passau' : 'Landshut' }),
    // A confirmation sent back changes nothing: the Kundenprüfung has its own call.
    nurLesbar: (r) => ({ ...konto(r), anzahlAusschreibungen: 99, typFestgelegt: r.typFestgelegt !== true, geprueft: r.geprueft === null ? { am: '2020-01-01T00:00:00.000Z', von: 'Jemand' } : null }),
  },
  {
    name: 'Administrator: EVU',
    login: 'admin',
    lesen: (ids) => `${E}/${ids.evu}`,
    schreiben: (ids) => `${E}/${ids.evu}`,
    erfolg: 200,
    eingabe: EvuAenderung,
    aenderung: (r) => ({ ansprechpartner: r.ansprechpartner === 'Eva Nord' ? 'Ole Süd' : 'Eva Nord' }),
    nurLesbar: (r) => ({ ...konto(r), anzahlEinladungen: 99, anzahlAngebote: 99 }),
  },
  {
    name: 'Administrator: Administrator',
    login: 'admin',
    lesen: (ids) => `${A}/${ids.admin}`,
    schreiben: (ids) => `${A}/${ids.admin}`,
    erfolg: 200,
    eingabe: AdministratorAenderung,
    aenderung: (r) => ({ nachname: r.nachname === 'Neumann' ? 'Altmann' : 'Neumann' }),
    nurLesbar: konto,
  },
  // Every declared resource (domain/ressourcen), from its declaration: its one read-only field is the id.
  ...RESSOURCEN.map((d): Fall => {
    const [betragsfeld] = Object.entries(d.felder).find(([, f]) => f.art === 'euro') ?? [];
    if (!betragsfeld) throw new Error(`${d.name}: der Rundreise-Test ändert ein Betragsfeld, die Ressource hat keines.`);
    return {
      name: `${d.rolle}: ${d.einzahl}`,
      login: 'admin',
      lesen: (ids) => `${d.pfad}/${ids.deklariert[d.name]}`,
      schreiben: (ids) => `${d.pfad}/${ids.deklariert[d.name]}`,
      erfolg: 200,
      // A body that changes nothing writes nothing.
      versionBleibt: true,
      eingabe: Type.Object({ ...schemasVon(d).eingabe.properties, version: DbGanzzahl }),
      aenderung: (r) => ({ [betragsfeld]: Number(r[betragsfeld]) + 1 }),
      nurLesbar: (r) => ({ id: Number(r.id) + 1000 }),
    };
  }),
];

/**
 * Every PUT takes back what its GET returned (issue 15, finding 4): read-only fields are accepted and ignored,
 * fields of no shape are refused, a stale version is a conflict.
 */
/** The demo data's ids the PUTs work on. */
async function findeIds(t: TestApp): Promise<Ids> {
  const db = t.app.db;
  const neu = async (sparte: number) =>
    (await db.selectFrom('ausschreibung').select('id').where('status', '=', 0).where('sparte', '=', sparte).orderBy('id').executeTakeFirstOrThrow()).id;
  const profil = async (tabelle: 'kunde' | 'evu', login: string) =>
    (await db.selectFrom(tabelle).innerJoin('benutzer as b', 'b.id', `${tabelle}.benutzer_id`).select(`${tabelle}.id`).where('b.login', '=', login).executeTakeFirstOrThrow()).id;
  const angebot = await db
    .selectFrom('angebot as o')
    .innerJoin('ausschreibung as a', 'a.id', 'o.ausschreibung_id')
    .innerJoin('evu as v', 'v.id', 'o.evu_id')
    .innerJoin('benutzer as b', 'b.id', 'v.benutzer_id')
    .select('a.id')
    .where('b.login', '=', 'evu')
    .where('a.status', '=', 1)
    .where('a.sparte', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    stromNeu: await neu(1),
    gasNeu: await neu(2),
    angebotAusschreibung: angebot.id,
    kunde: await profil('kunde', 'kunde'),
    kunde2: await profil('kunde', 'kunde2'),
    evu: await profil('evu', 'evu'),
    admin: (await db.selectFrom('benutzer').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id,
    deklariert: Object.fromEntries(
      await Promise.all(
        RESSOURCEN.map(async (d) => [d.name, (await (db as unknown as Kysely<Record<string, { id: number }>>).selectFrom(d.name).select('id').orderBy('id').executeTakeFirstOrThrow()).id]),
      ),
    ),
  };
}

/** The portal fixtures plus, once per database, the demo ids and the four callers' tokens. */
const rundreiseTests = () =>
  portalTests().map(({ it, ...datenbank }) => ({
    ...datenbank,
    it: it.extend('ids', { scope: 'file' }, async ({ t }) => findeIds(t)).extend('token', { scope: 'file' }, async ({ client }) => {
      const token = new Map<Fall['login'], string>();
      for (const login of ['admin', 'kunde', 'kunde2', 'evu'] as const) token.set(login, (await client.angemeldet(login)).access_token);
      return token;
    }),
  }));

describe.each(rundreiseTests())('GET → PUT auf $name', ({ it }) => {
  describe.each(FAELLE)('$name', (fall) => {
    /** Reading and saving the case's record as its caller. */
    const fallTest = it.extend('satz', async ({ client, ids, token }) => {
      const lies = async (): Promise<Datensatz> => {
        const antwort = await client.get(fall.lesen(ids), token.get(fall.login));
        expect(antwort.statusCode, antwort.body).toBe(200);
        return antwort.json();
      };
      const schreibe = (body: object) => client.send('PUT', fall.schreiben(ids), body, token.get(fall.login));
      const vergleichbar = (r: Datensatz) => {
        const { version: _v, ...rest } = fall.vergleichbar?.(r) ?? r;
        return rest;
      };
      /** The record after a save that must not have changed anything but the version. */
      const erwarteUnveraendert = async (vorher: Datensatz) => {
        const nachher = await lies();
        expect(nachher.version).toBe(vorher.version + (fall.versionBleibt ? 0 : 1));
        expect(vergleichbar(nachher)).toEqual(vergleichbar(vorher));
      };
      return { lies, schreibe, erwarteUnveraendert };
    });

    fallTest('nimmt genau das zurück, was GET geliefert hat, und ändert nichts außer der Version', async ({ satz: { lies, schreibe, erwarteUnveraendert } }) => {
      const vorher = await lies();
      const antwort = await schreibe(vorher);
      expect(antwort.statusCode, antwort.body).toBe(fall.erfolg);
      await erwarteUnveraendert(vorher);
    });

    fallTest('speichert ein geändertes Feld im Körper von GET', async ({ satz: { lies, schreibe } }) => {
      const vorher = await lies();
      const aenderung = fall.aenderung(vorher);
      const antwort = await schreibe({ ...vorher, ...aenderung });
      expect(antwort.statusCode, antwort.body).toBe(fall.erfolg);
      const nachher = await lies();
      expect(nachher).toMatchObject({ ...aenderung, version: vorher.version + 1 });
    });

    fallTest('übergeht geänderte schreibgeschützte Felder', async ({ satz: { lies, schreibe, erwarteUnveraendert }, ids }) => {
      const vorher = await lies();
      const nurLesbar = fall.nurLesbar(vorher, ids);
      // Every field the GET has beyond the input is tried (an object or list the input has may hold nested ones).
      const schreibbar = Object.keys(fall.eingabe.properties);
      expect(Object.keys(nurLesbar).filter((f) => !schreibbar.includes(f)).sort()).toEqual(Object.keys(vorher).filter((f) => !schreibbar.includes(f)).sort());
      const antwort = await schreibe({ ...vorher, ...nurLesbar });
      expect(antwort.statusCode, antwort.body).toBe(fall.erfolg);
      await erwarteUnveraendert(vorher);
    });

    fallTest('lehnt ein Feld ab, das es in keiner Form gibt, und ändert nichts', async ({ satz: { lies, schreibe } }) => {
      const vorher = await lies();
      const antwort = await schreibe({ ...vorher, ...fall.aenderung(vorher), rolle: 'Administrator' });
      expect(antwort.statusCode).toBe(400);
      expect(antwort.json()).toEqual({ message: 'Die Eingaben sind ungültig.', errors: { rolle: ['Das Feld "rolle" ist nicht vorgesehen.'] } });
      expect(await lies()).toEqual(vorher);
    });

    fallTest('antwortet auf eine veraltete Version mit 409 und ändert nichts', async ({ satz: { lies, schreibe } }) => {
      const gelesen = await lies();
      // Someone else saves meanwhile (with a change where an unchanged save keeps the version).
      expect((await schreibe(fall.versionBleibt ? { ...gelesen, ...fall.aenderung(gelesen) } : gelesen)).statusCode).toBe(fall.erfolg);
      const aktuell = await lies();
      const veraltet = await schreibe({ ...gelesen, ...fall.aenderung(gelesen) });
      expect(veraltet.statusCode, veraltet.body).toBe(409);
      expect(veraltet.json().message).toMatch(/inzwischen geändert/);
      expect(await lies()).toEqual(aktuell);
    });
  });

  it('lehnt auch in einer Lieferstelle ab, was es in keiner Form gibt', async ({ client, ids, token }) => {
    const admin = token.get('admin');
    const url = `/api/ausschreibungasadmin/strom/${ids.stromNeu}`;
    const vorher: Datensatz = (await client.get(url, admin)).json();
    const [erste, ...weitere] = lieferstellen(vorher);
    const antwort = await client.send('PUT', url, { ...vorher, lieferstellen: [{ ...erste, preis: 1 }, ...weitere] }, admin);
    expect(antwort.statusCode).toBe(400);
    expect(antwort.json().errors).toEqual({ 'lieferstellen[0].preis': ['Das Feld "preis" ist nicht vorgesehen.'] });
    expect((await client.get(url, admin)).json()).toEqual(vorher);
  });

  it('beschreibt die schreibgeschützten Felder im OpenAPI-Dokument', async ({ t }) => {
    const doku = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const koerper = (pfad: string) => doku.paths[pfad].put.requestBody.content['application/json'].schema;
    const ausschreibungPut = koerper('/api/ausschreibungasadmin/strom/{id}');
    expect(ausschreibungPut.properties.status).toMatchObject({ readOnly: true });
    expect(ausschreibungPut.properties.lieferstellen.items.properties.id).toMatchObject({ readOnly: true });
    expect(ausschreibungPut.properties.bezeichnung.readOnly).toBeUndefined();
    expect(ausschreibungPut.required).not.toContain('status');
    expect(ausschreibungPut.additionalProperties).toBe(false);
    expect(koerper('/api/evu/ausschreibung/{id}/angebot').properties.jahreskostenEuro).toMatchObject({ readOnly: true });
    expect(koerper('/api/kunde/benutzerdaten').properties.emailAusstehend).toMatchObject({ readOnly: true });
    expect(koerper('/api/kundeasadmin/{id}').properties.zustand).toMatchObject({ readOnly: true });
  });
});
