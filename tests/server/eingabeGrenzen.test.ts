import { describe, expect } from 'vitest';
import { SORTIER_SCHLUESSEL } from '../../server/ausschreibung/liste.queries';
import { datenbankStand, geaenderteTabellen } from './hilfen/datenbankStand';
import { A, E, eingabeAus, K, neuerKunde } from './hilfen/personen';
import { portalTests } from './hilfen/portalTest';
import type { TestApp } from './hilfen/testApp';

const B = '/api/ausschreibungasadmin';
const TAG = 86_400_000;
/** What Object.prototype knows: a plain object used as a lookup table would find these. */
const PROTOTYP_NAMEN = ['valueOf', 'constructor', 'toString', '__proto__', 'hasOwnProperty'];
const NICHT_ERLAUBT = ['Der Wert ist nicht erlaubt.'];
const KEIN_ZEITPUNKT = ['Diesen Zeitpunkt gibt es nicht.'];
const KEIN_DATUM = ['Dieses Datum gibt es nicht.'];

/**
 * The portal fixtures plus an EVU's sign-in and `abgewiesen`: sends, expects 400 with exactly these field errors,
 * and checks that nothing was written.
 */
const eingabeTests = () =>
  portalTests().map(({ it, ...datenbank }) => ({
    ...datenbank,
    it: it
      .extend('evu', async ({ client }) => (await client.angemeldet('evu2')).access_token)
      .extend('abgewiesen', async ({ t, client }) => async (methode: 'GET' | 'POST' | 'PUT', url: string, body: unknown, token: string | undefined, fehler: Record<string, string[]>) => {
        const vorher = await datenbankStand(t.app);
        const antwort = methode === 'GET' ? await client.get(url, token) : await client.send(methode, url, body, token);
        expect(antwort.statusCode, `${methode} ${url}: ${antwort.body}`).toBe(400);
        expect(antwort.json().errors, `${methode} ${url}`).toEqual(fehler);
        expect(geaenderteTabellen(vorher, await datenbankStand(t.app))).toEqual([]);
      }),
  }));

/** Input the schemas let through that once ended in a 500: now a 400 with a German message, and nothing written. */
describe.each(eingabeTests())('Eingaben am Rand dessen, was das Schema erlaubt, auf $name', ({ it }) => {
  const gas = (t: TestApp, extra: Record<string, unknown> = {}) => ({
    bezeichnung: 'Erdgas Halle 4',
    lieferbeginn: '2027-10-01',
    lieferende: '2028-09-30',
    angebotsfrist: new Date(t.uhr.now() + 14 * TAG).toISOString(),
    bindefrist: new Date(t.uhr.now() + 21 * TAG).toISOString(),
    preismodell: 'Festpreis',
    toleranzband: 10,
    zahlungszielTage: 14,
    rechnungslegung: 'Monatsrechnung',
    bemerkung: null,
    marktgebiet: 'THE',
    gasqualitaet: 'H',
    lieferstellen: [
      { bezeichnung: 'Halle 4', strasse: 'Industriestraße 20', plz: '44137', ort: 'Dortmund', maloId: '41373559241', zaehlpunkt: null, netzbetreiber: 'Thyssengas GmbH', messart: 'RLM', jahresverbrauchKwh: 2_400_000, maxLeistungKw: 900, druckstufe: 'MD' },
    ],
    ...extra,
  });

  it('verlangt die Firma eines Unternehmens und einer Kommune, auch wenn sie fehlt oder null ist', async ({ client, admin, abgewiesen }) => {
    const ohneFirma = (typ: string) => {
      const { firma: _f, ...rest } = neuerKunde({ typ });
      return rest;
    };
    for (const typ of ['Unternehmen', 'Kommune']) {
      await abgewiesen('POST', K, neuerKunde({ typ, firma: null }), admin, { firma: ['Eine Eingabe wird erwartet'] });
      await abgewiesen('POST', K, ohneFirma(typ), admin, { firma: ['Eine Eingabe wird erwartet'] });
    }
    const { items } = (await client.get(`${K}?request.filter.typen=Unternehmen&request.filter.typen=Kommune`, admin)).json();
    for (const { id } of items as { id: number }[]) {
      const { firma: _f, ...gelesen } = eingabeAus((await client.get(`${K}/${id}`, admin)).json());
      await abgewiesen('PUT', `${K}/${id}`, { ...gelesen, firma: null }, admin, { firma: ['Eine Eingabe wird erwartet'] });
      await abgewiesen('PUT', `${K}/${id}`, gelesen, admin, { firma: ['Eine Eingabe wird erwartet'] });
    }
    expect(items.length).toBeGreaterThanOrEqual(2);
  });

  it('nimmt Versionen und Ids nur im Bereich einer 4-Byte-Zahl an; die größte Version ist nur veraltet', async ({ t, client, admin, kunde, abgewiesen }) => {
    const GROESSTE = 2_147_483_647;
    const { emailAusstehend: _e, ...benutzerdaten } = (await client.get('/api/kunde/benutzerdaten', kunde)).json();
    const kunde1 = (await t.app.db.selectFrom('kunde').select('id').executeTakeFirstOrThrow()).id;
    const gelesen = eingabeAus((await client.get(`${K}/${kunde1}`, admin)).json());
    for (const [url, body, token] of [
      ['/api/kunde/benutzerdaten', benutzerdaten, kunde],
      [`${K}/${kunde1}`, gelesen, admin],
    ] as const) {
      const vorher = await datenbankStand(t.app);
      const veraltet = await client.send('PUT', url, { ...body, version: GROESSTE }, token);
      expect(veraltet.statusCode, `${url}: ${veraltet.body}`).toBe(409);
      expect(veraltet.json().message).toMatch(/inzwischen geändert/);
      expect(geaenderteTabellen(vorher, await datenbankStand(t.app))).toEqual([]);
      await abgewiesen('PUT', url, { ...body, version: GROESSTE + 1 }, token, { version: [`Der Wert darf höchstens ${GROESSTE} sein.`] });
    }
    await abgewiesen('POST', `${B}/export`, { filter: { kunden: [GROESSTE + 1] } }, admin, { 'filter.kunden[0]': [`Der Wert darf höchstens ${GROESSTE} sein.`] });
  });

  it('sortiert nur nach den aufgezählten Spalten und weist Namen aus Object.prototype ab', async ({ t, client, admin, kunde, evu, abgewiesen }) => {
    const exporte = () => t.app.db.selectFrom('audit_event').select('id').where('aktion', '=', 'export_liste').execute();
    const bisher = (await exporte()).length;
    for (const key of PROTOTYP_NAMEN) {
      await abgewiesen('POST', `${B}/export`, { ordering: { key, direction: 1 } }, admin, { 'ordering.key': NICHT_ERLAUBT });
      const suche = `request.ordering.key=${encodeURIComponent(key)}`;
      for (const [liste, token] of [[`${B}?`, admin], ['/api/kunde/ausschreibung?', kunde], ['/api/evu/ausschreibung?typ=1&', evu], [`${K}?`, admin], [`${E}?`, admin], [`${A}?`, admin]] as const) {
        await abgewiesen('GET', `${liste}${suche}`, undefined, token, { 'request.ordering.key': NICHT_ERLAUBT });
      }
    }
    expect((await exporte()).length).toBe(bisher);

    for (const key of SORTIER_SCHLUESSEL) {
      const antwort = await client.send('POST', `${B}/export`, { ordering: { key, direction: 2 } }, admin);
      expect(antwort.statusCode, `${key}: ${antwort.body}`).toBe(200);
    }
    // The keys are part of the API's description, the same list the server accepts.
    const doku = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const erlaubt = (schema: { anyOf: { enum: string[] }[] }) => schema.anyOf.flatMap((s) => s.enum);
    expect(erlaubt(doku.paths[`${B}/export`].post.requestBody.content['application/json'].schema.properties.ordering.properties.key)).toEqual(SORTIER_SCHLUESSEL);
    expect(erlaubt(doku.paths[B].get.parameters.find((p: { name: string }) => p.name === 'request.ordering.key').schema)).toEqual(SORTIER_SCHLUESSEL);
  });

  it('nennt Felder mit Namen aus Object.prototype als nicht vorgesehen, im Körper wie in der Suche', async ({ t, client, admin, abgewiesen }) => {
    const kunde1 = (await t.app.db.selectFrom('kunde').select('id').executeTakeFirstOrThrow()).id;
    const gelesen = eingabeAus((await client.get(`${K}/${kunde1}`, admin)).json());
    for (const name of PROTOTYP_NAMEN.filter((n) => n !== '__proto__')) {
      const fehler = { [name]: [`Das Feld "${name}" ist nicht vorgesehen.`] };
      await abgewiesen('POST', `${B}/export`, { [name]: 1 }, admin, fehler);
      await abgewiesen('PUT', `${K}/${kunde1}`, { ...gelesen, [name]: 'x' }, admin, fehler);
      await abgewiesen('POST', K, { ...neuerKunde(), [name]: null }, admin, fehler);
    }
    // In a query string `__proto__` is a parameter like any other; in JSON the parser refuses it before the schema.
    for (const name of PROTOTYP_NAMEN) {
      await abgewiesen('GET', `${K}?${name}=1`, undefined, admin, { [name]: [`Das Feld "${name}" ist nicht vorgesehen.`] });
    }
    const roh = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `${B}/export`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': client.xsrf },
        payload,
      });
    // Well-formed JSON the parser refuses for a prototype-polluting name is told that name, not "kein gültiges JSON".
    const faelle: [string, string][] = [
      ['{"__proto__": {"ordering": {"key": "name"}}}', '__proto__'],
      ['{"ordering": {"key": "name", "__proto__": {"direction": 2}}}', '__proto__'],
      ['{"constructor": {"prototype": {"ordering": 1}}}', 'constructor'],
      ['{"ordering": {"constructor": {"prototype": {}}}}', 'constructor'],
    ];
    for (const [payload, name] of faelle) {
      const antwort = await roh(payload);
      expect(antwort.statusCode, payload).toBe(400);
      expect(antwort.json(), payload).toEqual({ message: `Der Feldname „${name}“ ist in einer Anfrage nicht erlaubt.`, errors: {} });
    }
    for (const kaputt of ['{"__proto__": {', '{"constructor": {"prototype": {}}']) {
      expect((await roh(kaputt)).json(), kaputt).toEqual({ message: 'Der Inhalt der Anfrage ist kein gültiges JSON.', errors: {} });
    }
    // The names as values are plain text, and "constructor" without a prototype is a field the schema does not know.
    expect((await roh('{"ordering": {"key": "__proto__"}}')).json().errors['ordering.key']).toBeDefined();
    expect((await roh('{"constructor": {"x": 1}}')).json().errors).toEqual({ constructor: ['Das Feld "constructor" ist nicht vorgesehen.'] });
  });

  it('nimmt nur Zeitpunkte an, die es gibt: keine Schaltsekunde, kein 29. Februar im Gemeinjahr', async ({ t, client, admin, kunde, evu, abgewiesen }) => {
    const K_NEU = '/api/kunde/ausschreibung/gas';
    await abgewiesen('POST', K_NEU, gas(t, { angebotsfrist: '2027-06-30T23:59:60Z' }), kunde, { angebotsfrist: KEIN_ZEITPUNKT });
    await abgewiesen('POST', K_NEU, gas(t, { bindefrist: '2027-06-30T23:59:60Z' }), kunde, { bindefrist: KEIN_ZEITPUNKT });
    await abgewiesen('POST', K_NEU, gas(t, { bindefrist: '2027-02-29T12:00:00Z' }), kunde, { bindefrist: KEIN_ZEITPUNKT });
    await abgewiesen('POST', K_NEU, gas(t, { angebotsfrist: '2027-06-30T24:00:00Z' }), kunde, { angebotsfrist: KEIN_ZEITPUNKT });
    // Not even shaped like an instant: JavaScript cannot read an offset without minutes.
    await abgewiesen('POST', K_NEU, gas(t, { angebotsfrist: '2027-06-30T12:00:00+01' }), kunde, { angebotsfrist: ['Ein Zeitpunkt im Format ISO 8601 wird erwartet.'] });

    const a = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 0).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const { id: _i, nummer: _n, typ: _t, status: _s, kundeId: _k, kunde: _ku, anzahlAngebote: _a, eingeladeneEvus: _e, warnungen: _w, ...form } = (
      await client.get(`${B}/strom/${a.id}`, admin)
    ).json();
    await abgewiesen('PUT', `${B}/strom/${a.id}`, { ...form, bindefrist: '2027-06-30T23:59:60Z' }, admin, { bindefrist: KEIN_ZEITPUNKT });
    await abgewiesen('PUT', `${B}/strom/${a.id}`, { ...form, angebotsfrist: '2027-12-31T23:59:60+00:00' }, admin, { angebotsfrist: KEIN_ZEITPUNKT });

    const aktiv = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 1).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const angebot = { arbeitspreisCtKwh: 23.9, grundpreisEurMonat: 11.5, leistungspreisEurKwJahr: 92, oekoaufschlagCtKwh: null, bindefristBis: '2027-06-30T23:59:60Z', bemerkung: null };
    const eigenes = await client.get(`/api/evu/ausschreibung/${aktiv.id}/angebot`, evu);
    const version = eigenes.statusCode === 200 ? { version: eigenes.json().version } : {};
    await abgewiesen('PUT', `/api/evu/ausschreibung/${aktiv.id}/angebot`, { ...angebot, ...version }, evu, { bindefristBis: KEIN_ZEITPUNKT });

    await abgewiesen('GET', `${B}?request.filter.angebotsfristBis=2027-06-30T23:59:60Z`, undefined, admin, { 'request.filter.angebotsfristBis': KEIN_ZEITPUNKT });
  });

  it('nimmt nur Kalendertage an, die es gibt, und den 29. Februar im Schaltjahr', async ({ t, client, admin, kunde, abgewiesen }) => {
    const K_NEU = '/api/kunde/ausschreibung/gas';
    for (const tag of ['2027-02-29', '2027-13-01', '2027-04-31', '2027-00-10', '2027-06-00']) {
      await abgewiesen('POST', K_NEU, gas(t, { lieferbeginn: tag }), kunde, { lieferbeginn: KEIN_DATUM });
      await abgewiesen('POST', K_NEU, gas(t, { lieferende: tag }), kunde, { lieferende: KEIN_DATUM });
      await abgewiesen('GET', `${B}/CSV?von=${tag}`, undefined, admin, { von: KEIN_DATUM });
      await abgewiesen('GET', `${B}/CSV?bis=${tag}`, undefined, admin, { bis: KEIN_DATUM });
    }
    await abgewiesen('POST', K_NEU, gas(t, { lieferbeginn: '2027-6-1' }), kunde, { lieferbeginn: ['Ein Datum im Format JJJJ-MM-TT wird erwartet.'] });

    // A birth date too, even where it is not kept (an Unternehmen has none): a day that does not exist is refused.
    const { version: _v, emailAusstehend: _e, ...benutzerdaten } = (await client.get('/api/kunde/benutzerdaten', kunde)).json();
    for (const geburtsdatum of ['2027-02-29', '1990-02-30']) {
      await abgewiesen('POST', K, neuerKunde({ geburtsdatum }), admin, { geburtsdatum: KEIN_DATUM });
      await abgewiesen('POST', K, neuerKunde({ typ: 'Privatperson', geburtsdatum }), admin, { geburtsdatum: KEIN_DATUM });
      await abgewiesen('PUT', '/api/kunde/benutzerdaten', { ...benutzerdaten, geburtsdatum, version: _v }, kunde, { geburtsdatum: KEIN_DATUM });
      // The schema answers before the password is decrypted.
      const { login, email, vorname, nachname, strasse, plz, ort } = neuerKunde();
      const registrierung = { login, email, typ: 'Privatperson', vorname, nachname, strasse, plz, ort, geburtsdatum, password: 'x', passwordConfirmation: 'x' };
      await abgewiesen('POST', '/api/registrierung/kunde', registrierung, undefined, { geburtsdatum: KEIN_DATUM });
    }

    const schaltjahr = await client.send('POST', K_NEU, gas(t, { lieferbeginn: '2028-02-29', lieferende: '2029-02-28' }), kunde);
    expect(schaltjahr.statusCode, schaltjahr.body).toBe(200);
    expect((await client.get(`/api/kunde/ausschreibung/${schaltjahr.json().id}`, kunde)).json()).toMatchObject({ lieferbeginn: '2028-02-29', lieferende: '2029-02-28' });
    expect((await client.get(`${B}/CSV?von=2028-02-29&bis=2028-02-29`, admin)).statusCode).toBe(200);
  });
});
