import { describe, expect } from 'vitest';
import { portalTests } from './hilfen/portalTest';

const B = '/api/ausschreibungasadmin';
const MELDUNG = 'Eine ganze Zahl wird erwartet, nur aus Ziffern und ohne führende Null.';

/** The ways JavaScript's `+text` reads a number that are no way to write an id or a count (issue 41, point 9). */
const formen = (n: number) => [`0x${n.toString(16)}`, `0b${n.toString(2)}`, `0o${n.toString(8)}`, `${n}e0`, `+${n}`, ` ${n}`, `${n} `, `${n}.0`, `0${n}`, `-${n}`];
/** What is no number at all keeps the message of a wrong type. */
const KEINE_ZAHL = 'Ein Wert vom Typ ganze Zahl wird erwartet.';

/**
 * Ids and integers in paths, paging and filters are read only as digits without a leading zero: every other form
 * of the same number is a German 400, naming the field, and never reaches the service.
 */
describe.each(portalTests())('Schreibweisen von Zahlen in Adressen auf $name', ({ it }) => {
  it('nimmt eine Id im Pfad nur aus Ziffern', async ({ t, client, admin }) => {
    const { id } = await t.app.db.selectFrom('ausschreibung').select('id').where('sparte', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    expect((await client.get(`${B}/strom/${id}`, admin)).statusCode).toBe(200);
    for (const form of formen(id)) {
      const antwort = await client.get(`${B}/strom/${encodeURIComponent(form)}`, admin);
      expect(antwort.statusCode, form).toBe(400);
      expect(antwort.json(), form).toEqual({ message: 'Die Eingaben sind ungültig.', errors: { id: [MELDUNG] } });
    }
    // The edges of the range: 0 and 2^31 are digits, but out of range; 2^31−1 is a well-formed id of nothing.
    expect((await client.get(`${B}/strom/0`, admin)).json().errors).toEqual({ id: ['Der Wert muss mindestens 1 sein.'] });
    expect((await client.get(`${B}/strom/2147483648`, admin)).json().errors).toEqual({ id: ['Der Wert darf höchstens 2147483647 sein.'] });
    expect((await client.get(`${B}/strom/2147483647`, admin)).statusCode).toBe(404);
    expect((await client.get(`${B}/strom/${id}n`, admin)).json().errors).toEqual({ id: [KEINE_ZAHL] });
  });

  it('prüft die Schreibweise, bevor eine Prüfung vor dem Hochladen die Id liest', async ({ t, client }) => {
    // Another Kunde's tender: read as a number, '+id' would be a 404 of the check before the body.
    const { id } = await t.app.db.selectFrom('ausschreibung as a').innerJoin('kunde as k', 'k.id', 'a.kunde_id').where('k.typ', '=', 'Kommune').select('a.id').executeTakeFirstOrThrow();
    const kunde = (await client.angemeldet('kunde')).access_token;
    const hochladen = (pfadId: string) =>
      client.app.inject({
        method: 'POST',
        url: `/api/upload/ausschreibung/${encodeURIComponent(pfadId)}`,
        headers: { cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': client.xsrf, authorization: `Bearer ${kunde}`, 'x-file-encoding': 'binary', 'x-file-name': 'a.txt', 'x-file-size': '1', 'content-type': 'text/plain' },
        payload: 'a',
      });
    expect((await hochladen(String(id))).statusCode).toBe(404);
    for (const form of formen(id)) {
      const antwort = await hochladen(form);
      expect(antwort.statusCode, form).toBe(400);
      expect(antwort.json().errors, form).toEqual({ id: [MELDUNG] });
    }
  });

  it('nimmt Seitengröße und Seite nur aus Ziffern', async ({ client, admin }) => {
    expect((await client.get(`${B}?request.paging.size=3&request.paging.index=0`, admin)).json().items).toHaveLength(3);
    for (const [parameter, zahl] of [['request.paging.size', 3], ['request.paging.index', 1], ['request.ordering.direction', 1]] as const) {
      for (const form of formen(zahl)) {
        const antwort = await client.get(`${B}?${parameter}=${encodeURIComponent(form)}`, admin);
        expect(antwort.statusCode, `${parameter}=${form}`).toBe(400);
        expect(antwort.json().errors, `${parameter}=${form}`).toEqual({ [parameter]: [MELDUNG] });
      }
    }
    expect((await client.get(`${B}?request.paging.index=00`, admin)).statusCode).toBe(400);
    expect((await client.get(`${B}?request.paging.size=`, admin)).json().errors).toEqual({ 'request.paging.size': [KEINE_ZAHL] });
    // The people lists page the same way.
    expect((await client.get(`/api/kundeasadmin?request.paging.size=${encodeURIComponent('+3')}`, admin)).json().errors).toEqual({ 'request.paging.size': [MELDUNG] });
  });

  it('nimmt Filterwerte nur aus Ziffern, auch jeden einzelnen einer Liste', async ({ t, client, admin }) => {
    const { id: kundeId } = await t.app.db.selectFrom('kunde').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await client.get(`${B}?request.filter.status=1&request.filter.kunden=${kundeId}`, admin)).statusCode).toBe(200);
    for (const form of formen(1)) {
      const einzeln = await client.get(`${B}?request.filter.status=${encodeURIComponent(form)}`, admin);
      expect(einzeln.statusCode, form).toBe(400);
      expect(einzeln.json().errors, form).toEqual({ 'request.filter.status': [MELDUNG] });
      const zweiter = await client.get(`${B}?request.filter.typen=1&request.filter.typen=${encodeURIComponent(form)}`, admin);
      expect(zweiter.json().errors, form).toEqual({ 'request.filter.typen[1]': [MELDUNG] });
    }
    for (const form of formen(kundeId)) {
      expect((await client.get(`${B}?request.filter.kunden=${encodeURIComponent(form)}`, admin)).statusCode, form).toBe(400);
    }
  });
});
