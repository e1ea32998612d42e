import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import { type TestApp } from '../hilfen/testApp';

describe.each(portalTests({ env: { CLIENT_LOG_LEVEL: 'info' } }))('Protokollaufrufe des Browsers auf $name', ({ it }) => {
  const letzter = (t: TestApp) => t.app.db.selectFrom('client_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const anzahl = async (t: TestApp) => Number((await t.app.db.selectFrom('client_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('speichert einen unbehandelten Fehler mit Pfad, Stacktrace und angemeldetem Benutzer', async ({ t, client }) => {
    const { access_token } = await client.angemeldet('kunde');
    const antwort = await client.send('POST', '/api/error/log', { message: 'TypeError: x is undefined', path: '/kunde/ausschreibung', stacktrace: 'at Liste (Liste.tsx:12)' }, access_token);
    expect(antwort.statusCode).toBe(204);
    const kunde = await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'kunde').executeTakeFirstOrThrow();
    expect(await letzter(t)).toMatchObject({ level: 'error', module: 'Angular', message: 'TypeError: x is undefined', path: '/kunde/ausschreibung', stacktrace: 'at Liste (Liste.tsx:12)', benutzer_id: kunde.id });
  });

  it('nimmt Fehler auch ohne Anmeldung an (Anmeldeseite)', async ({ t, client }) => {
    expect((await client.send('POST', '/api/error/log', { message: 'Chunk-Ladefehler' })).statusCode).toBe(204);
    expect((await letzter(t)).benutzer_id).toBeNull();
  });

  it('speichert /api/log/error und /api/log/info mit ihrem Level', async ({ t, client }) => {
    expect((await client.send('POST', '/api/log/info', { message: 'Export gestartet' })).statusCode).toBe(204);
    expect(await letzter(t)).toMatchObject({ level: 'info', message: 'Export gestartet' });
    expect((await client.send('POST', '/api/log/error', { message: 'Export fehlgeschlagen' })).statusCode).toBe(204);
    expect(await letzter(t)).toMatchObject({ level: 'error', message: 'Export fehlgeschlagen' });
  });

  it('nennt das Level eines Moduls und speichert sync sofort, async nach der Antwort, unter dem Level nichts', async ({ t, client }) => {
    const level = await client.get('/framework/log/Angular/level');
    expect(level.json()).toEqual({ level: 'info' });
    expect((await client.send('POST', '/framework/log/Angular/sync', { level: 'warn', message: 'Langsame Antwort' })).statusCode).toBe(204);
    expect(await letzter(t)).toMatchObject({ level: 'warn', module: 'Angular', message: 'Langsame Antwort' });
    expect((await client.send('POST', '/framework/log/Kunde/async', { level: 'error', message: 'Upload abgebrochen' })).statusCode).toBe(204);
    await expect.poll(async () => (await letzter(t)).message).toBe('Upload abgebrochen');
    const vorher = await anzahl(t);
    expect((await client.send('POST', '/framework/log/Angular/sync', { level: 'debug', message: 'zu leise' })).statusCode).toBe(204);
    expect(await anzahl(t)).toBe(vorher);
  });

  it('weist falsche, fehlende, zu große und kaputte Eingaben mit deutschem 400 ab und speichert nichts', async ({ t, client }) => {
    const vorher = await anzahl(t);
    const faelle: [string, unknown, string, string][] = [
      ['/api/error/log', {}, 'message', 'Eine Eingabe wird erwartet'],
      ['/api/error/log', { message: 42 }, 'message', 'Ein Wert vom Typ Text wird erwartet.'],
      ['/api/error/log', { message: 'x'.repeat(4001) }, 'message', 'Höchstens 4000 Zeichen sind erlaubt.'],
      ['/api/log/info', { message: 'x', extra: 1 }, 'extra', 'Das Feld "extra" ist nicht vorgesehen.'],
      ['/framework/log/Angular/sync', { level: 'laut', message: 'x' }, 'level', 'Der Wert ist nicht erlaubt.'],
      ['/framework/log/b%C3%B6se%20modul/sync', { level: 'error', message: 'x' }, 'module', 'Die Eingabe hat nicht das erwartete Format.'],
    ];
    for (const [url, body, feld, meldung] of faelle) {
      const antwort = await client.send('POST', url, body);
      expect(antwort.statusCode, url).toBe(400);
      expect(antwort.json().errors[feld], url).toContain(meldung);
    }
    const kaputt = await client.send('POST', '/api/error/log', '{"message":');
    expect(kaputt.statusCode).toBe(400);
    expect(kaputt.json().message).toBe('Der Inhalt der Anfrage ist kein gültiges JSON.');
    const riesig = await client.send('POST', '/api/error/log', { message: 'x', stacktrace: 'y'.repeat(70_000) });
    expect(riesig.statusCode).toBe(413);
    expect(await anzahl(t)).toBe(vorher);
  });

  it('weist bei /api/log/error und /api/log/info falsche Typen, fremde und Prototyp-Schlüssel, kaputtes und zu großes JSON mit deutscher Meldung ab', async ({ t, client }) => {
    const vorher = await anzahl(t);
    for (const level of ['error', 'info']) {
      const url = `/api/log/${level}`;
      const faelle: [unknown, string, string][] = [
        [{}, 'message', 'Eine Eingabe wird erwartet'],
        [{ message: '' }, 'message', 'Eine Eingabe wird erwartet'],
        [{ message: ['x'] }, 'message', 'Ein Wert vom Typ Text wird erwartet.'],
        [{ message: 'x'.repeat(4001) }, 'message', 'Höchstens 4000 Zeichen sind erlaubt.'],
        [{ message: 'x', level: 'laut' }, 'level', 'Der Wert ist nicht erlaubt.'],
      ];
      for (const [body, feld, meldung] of faelle) {
        const antwort = await client.send('POST', url, body);
        expect(antwort.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(antwort.json().errors[feld].join(' '), url).toContain(meldung);
      }
      for (const roh of ['{"message":"x","__proto__":{"level":"error"}}', '{"message":"x","constructor":{"prototype":{}}}']) {
        const antwort = await client.send('POST', url, roh);
        expect(antwort.statusCode, roh).toBe(400);
        expect(antwort.json().message, roh).toMatch(/[äöüÄÖÜß]|Eingabe|Feld|Anfrage/);
      }
      const kaputt = await client.send('POST', url, '{"message":');
      expect(kaputt.json()).toMatchObject({ message: 'Der Inhalt der Anfrage ist kein gültiges JSON.' });
      const riesig = await client.send('POST', url, { message: 'x', extra: 'y'.repeat(70_000) });
      expect(riesig.statusCode).toBe(413);
      expect(riesig.json().message).toMatch(/groß/);
    }
    expect(await anzahl(t)).toBe(vorher);
  });

  it('begrenzt /api/log/info auf 60 Aufrufe je Minute und IP mit deutschem 429, danach öffnet ein neues Fenster', async ({ t, client }) => {
    // The calls of the tests before count in the current window.
    t.uhr.advance(60_000);
    for (let i = 1; i <= 60; i++) expect((await client.send('POST', '/api/log/info', { message: `Nr. ${i}` })).statusCode, `Aufruf ${i}`).toBe(204);
    const zuViel = await client.send('POST', '/api/log/info', { message: 'Nr. 61' });
    expect(zuViel.statusCode).toBe(429);
    expect(zuViel.json()).toEqual({ message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.' });
    expect((await letzter(t)).message).toBe('Nr. 60');
    // /api/log/error counts for itself: a flood of info lines does not silence error reports.
    expect((await client.send('POST', '/api/log/error', { message: 'noch möglich' })).statusCode).toBe(204);
    t.uhr.advance(60_000);
    expect((await client.send('POST', '/api/log/info', { message: 'neues Fenster' })).statusCode).toBe(204);
  });

  it('verlangt das XSRF-Token auch hier', async ({ t }) => {
    const antwort = await t.app.inject({ method: 'POST', url: '/api/error/log', headers: { 'content-type': 'application/json' }, payload: '{"message":"x"}' });
    expect(antwort.statusCode).toBe(403);
  });
});
