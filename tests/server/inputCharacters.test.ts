import { describe, expect } from 'vitest';
import { eingabeAus, K, neuerKunde } from './hilfen/personen';
import { portalTests } from './hilfen/portalTest';

const UNZULAESSIG = ['Das Feld enthält ein unzulässiges Zeichen.'];

/**
 * Texts PostgreSQL cannot store (NUL) and texts that only look filled in (zero-width space): the same 400 on both
 * databases, before any handler runs; and the edges of the request itself (the Bearer scheme, a broken path, a body
 * nobody signed in may send).
 */
describe.each(portalTests())('Zeichen in Eingaben und Ränder der Anfrage auf $name', ({ it }) => {
  it('weist NUL und andere Steuerzeichen in Körper, Formular und Query-String mit 400 am Feld ab', async ({ t, client, admin, kunde }) => {
    const token = await client.token({ grant_type: 'password', username: 'a\u0000', password: 'x' });
    expect(token.statusCode, token.body).toBe(400);
    expect(token.json().errors).toEqual({ username: UNZULAESSIG });

    const anonym = [
      await client.send('POST', '/framework/api/member/recover-password', { username: 'kunde\u0000' }),
      await client.send('POST', '/api/log/info', { message: '\u0000' }),
      await client.send('POST', '/api/log/error', { message: 'a\u0001b' }),
    ];
    for (const antwort of anonym) expect(antwort.statusCode, antwort.body).toBe(400);

    const liste = await client.get('/api/ausschreibungasadmin?request.filter.idSearch=%00', admin);
    expect(liste.statusCode, liste.body).toBe(400);
    expect(liste.json().errors).toEqual({ 'request.filter.idSearch': UNZULAESSIG });
    expect((await client.get('/api/kundeasadmin?request.filter.suche=a%00', admin)).statusCode).toBe(400);

    const vorher = await t.app.db.selectFrom('kunde').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const neu = await client.send('POST', K, neuerKunde({ ort: 'Regens\u0000burg', vorname: 'A\u001b' }), admin);
    expect(neu.statusCode, neu.body).toBe(400);
    expect(neu.json().errors).toEqual({ ort: UNZULAESSIG, vorname: UNZULAESSIG });
    expect(await t.app.db.selectFrom('kunde').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(vorher);

    // Line breaks and tabs are text.
    const daten = (await client.get('/api/kunde/benutzerdaten', kunde)).json();
    const mitUmbruch = await client.send('PUT', '/api/kunde/benutzerdaten', { ...daten, strasse: 'Am Hang\t7\r\n' }, kunde);
    expect(mitUmbruch.statusCode, mitUmbruch.body).toBe(200);
  });

  it('zählt einen Text aus unsichtbaren Zeichen als leer', async ({ client, admin }) => {
    for (const [feld, wert] of [['firma', '\u200b'], ['vorname', ' \u200b\u2060 '], ['ort', '\u202e']] as const) {
      const antwort = await client.send('POST', K, neuerKunde({ [feld]: wert }), admin);
      expect(antwort.statusCode, antwort.body).toBe(400);
      expect(antwort.json().errors, feld).toEqual({ [feld]: ['Eine Eingabe wird erwartet'] });
    }
    // Inside a real text such a character stays.
    const mitZeichen = await client.send('POST', K, neuerKunde({ firma: 'Bäcker\u00adei Huber' }), admin);
    expect(mitZeichen.statusCode, mitZeichen.body).toBe(201);
    expect(eingabeAus((await client.get(`${K}/${mitZeichen.json().id}`, admin)).json()).firma).toBe('Bäcker\u00adei Huber');
  });

  it('prüft einen langen Text aus unsichtbaren Zeichen in einem Zug, auch ohne Anmeldung', async ({ client, admin }) => {
    // 450 KB: checked with backtracking, such a text held every request of the server for minutes.
    const lang = '\u200b'.repeat(150_000);
    const anonym = await client.send('POST', '/api/registrierung/kunde', { ...neuerKunde(), firma: `${lang}x` });
    expect(anonym.statusCode, anonym.body).toBe(400);
    expect(anonym.json().errors.firma).toContain('Höchstens 200 Zeichen sind erlaubt.');
    const leer = await client.send('POST', K, neuerKunde({ firma: ` ${lang} ` }), admin);
    expect(leer.statusCode, leer.body).toBe(400);
    expect(leer.json().errors).toEqual({ firma: ['Eine Eingabe wird erwartet'] });
  });

  it('nimmt das Bearer-Schema ohne Rücksicht auf Groß- und Kleinschreibung', async ({ t, client }) => {
    for (const schema of ['bearer', 'BEARER', 'Bearer']) {
      const antwort = await t.app.inject({ method: 'GET', url: '/api/kunde/benutzerdaten', headers: { authorization: `${schema} ${(await client.angemeldet('kunde')).access_token}` } });
      expect(antwort.statusCode, schema).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/kunde/benutzerdaten', headers: { authorization: 'Basic a3VuZGU6eA==' } })).statusCode).toBe(401);
  });

  it('weist einen anonymen Körper mit 401 ab, ohne ihn zu lesen', async ({ client }) => {
    // Broken JSON: read and parsed it would be a 400, refused before reading it is a 401.
    const ohneAnmeldung = await client.send('POST', '/api/kunde/ausschreibung/strom', '['.repeat(1000));
    expect(ohneAnmeldung.statusCode).toBe(401);
    const falscherToken = await client.send('PUT', '/api/evu/ausschreibung/1/angebot', '{"x":', 'erfunden');
    expect(falscherToken.statusCode).toBe(401);
    // Signed in, the same body is the parser's 400, as before.
    const angemeldet = await client.send('POST', '/api/kunde/ausschreibung/strom', '['.repeat(1000), (await client.angemeldet('kunde')).access_token);
    expect(angemeldet.statusCode).toBe(400);
  });

  it('weist einen tief verschachtelten Körper mit 400 ab, statt an ihm zu scheitern', async ({ t, client, kunde }) => {
    const zuTief = { message: 'Die Anfrage ist zu tief verschachtelt.', errors: {} };
    // 200 KB of nested arrays and 25 KB of nested objects: both within the body limit, both valid JSON.
    const koerper = ['['.repeat(100_000) + ']'.repeat(100_000), '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)];
    const vorher = await t.app.db.selectFrom('ausschreibung').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    for (const payload of koerper) {
      for (const [url, token] of [
        ['/api/kunde/ausschreibung/strom', kunde],
        ['/api/registrierung/kunde', undefined],
        ['/framework/api/member/recover-password', undefined],
        ['/gibt/es/nicht', undefined],
      ] as const) {
        const antwort = await client.send('POST', url, payload, token);
        expect(antwort.statusCode, `${url} ${payload.length}`).toBe(400);
        expect(antwort.json(), url).toEqual(zuTief);
      }
    }
    expect(await t.app.db.selectFrom('ausschreibung').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(vorher);
  });

  it('beantwortet eine Adresse, die keine gültige Prozentkodierung ist, deutsch und ohne sie zu wiederholen', async ({ t }) => {
    for (const url of ['/%ff', '/api/kunde/ausschreibung/%ff', '/framework/%E0%A4%A']) {
      const antwort = await t.app.inject({ method: 'GET', url });
      expect(antwort.statusCode, url).toBe(400);
      expect(antwort.json(), url).toEqual({ message: 'Die Adresse der Anfrage ist ungültig.', errors: {} });
      expect(antwort.headers['x-content-type-options'], url).toBe('nosniff');
      expect(antwort.headers['content-security-policy'], url).toContain("default-src 'none'");
    }
  });
});
