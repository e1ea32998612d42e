import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import { A, E, K } from '../hilfen/personen';
import { TestClient, type TestApp } from '../hilfen/testApp';

const T = '/api/ausschreibungasadmin';

describe.each(portalTests())('Personen im Backoffice lesen auf $name', ({ it }) => {
  const liste = async (client: TestClient, admin: string, url: string) => {
    const antwort = await client.get(url, admin);
    expect(antwort.statusCode, antwort.body).toBe(200);
    return antwort.json();
  };
  const profilId = async (t: TestApp, tabelle: 'kunde' | 'evu', login: string) => {
    const { id: benutzerId } = await t.app.db.selectFrom('benutzer').select('id').where('login', '=', login).executeTakeFirstOrThrow();
    return (await t.app.db.selectFrom(tabelle).select('id').where('benutzer_id', '=', benutzerId).executeTakeFirstOrThrow()).id;
  };

  it('listet Kunden alphabetisch, filtert nach Suche, Typ und Zustand und blättert', async ({ client, admin }) => {
    const alle = await liste(client, admin, K);
    expect(alle.total).toBe(2);
    expect(alle.items.map((k: { name: string }) => k.name)).toEqual(['Gemeinde Beispielhausen', 'Musterstadt Metallbau GmbH']);
    expect(alle.items[1]).toMatchObject({ login: 'kunde', typ: 'Unternehmen', plz: '44137', ort: 'Dortmund', zustand: 1, anzahlZweiteFaktoren: 0, email: 'einkauf@musterstadt-metallbau.example' });
    expect(alle.items[1].angelegtAm).toMatch(/Z$/);
    expect((await liste(client, admin, `${K}?request.ordering.key=name&request.ordering.direction=2`)).items.map((k: { login: string }) => k.login)).toEqual(['kunde', 'kunde2']);
    expect((await liste(client, admin, `${K}?request.filter.suche=DORTMUND`)).items.map((k: { login: string }) => k.login)).toEqual(['kunde']);
    expect((await liste(client, admin, `${K}?request.filter.suche=kunde2`)).items.map((k: { login: string }) => k.login)).toEqual(['kunde2']);
    expect((await liste(client, admin, `${K}?request.filter.suche=100%25`)).total).toBe(0);
    expect((await liste(client, admin, `${K}?request.filter.typen=Kommune`)).items.map((k: { typ: string }) => k.typ)).toEqual(['Kommune']);
    expect((await liste(client, admin, `${K}?request.filter.zustaende=2`)).total).toBe(0);
    expect((await liste(client, admin, `${K}?request.filter.zustaende=1&request.filter.zustaende=2`)).total).toBe(2);
    const zweiteSeite = await liste(client, admin, `${K}?request.paging.size=1&request.paging.index=1`);
    expect(zweiteSeite).toMatchObject({ total: 2, items: [{ login: 'kunde' }] });
    const nachAnzahl = (await liste(client, admin, `${K}?request.ordering.key=anzahlAusschreibungen&request.ordering.direction=1`)).items.map((k: { anzahlAusschreibungen: number }) => k.anzahlAusschreibungen);
    expect(nachAnzahl).toEqual([...nachAnzahl].sort((a, b) => a - b));
  });

  it('listet EVUs nach Firma und filtert nach Sparte', async ({ client, admin }) => {
    const alle = await liste(client, admin, E);
    expect(alle.items.map((e: { firma: string }) => e.firma)).toEqual(['Alpenstrom Energie GmbH', 'Nordwind Strom AG', 'Rheingas Versorgung GmbH', 'Stadtwerke Süd Energie GmbH']);
    expect(alle.items[1]).toMatchObject({ login: 'evu2', sparten: 1, ort: 'Hamburg', ansprechpartner: 'Erik Stromberg', zustand: 1, zulassung: [{ sparte: 1, status: 'zugelassen' }] });
    expect((await liste(client, admin, `${E}?request.filter.sparten=2`)).items.map((e: { login: string }) => e.login)).toEqual(['evu3', 'evu']);
    expect((await liste(client, admin, `${E}?request.filter.sparten=1&request.filter.sparten=2`)).total).toBe(4);
    expect((await liste(client, admin, `${E}?request.filter.suche=9900000000037`)).items.map((e: { login: string }) => e.login)).toEqual(['evu3']);
    const nachAngeboten = (await liste(client, admin, `${E}?request.ordering.key=anzahlAngebote&request.ordering.direction=2`)).items.map((e: { anzahlAngebote: number }) => e.anzahlAngebote);
    expect(nachAngeboten).toEqual([...nachAngeboten].sort((a, b) => b - a));
    expect(nachAngeboten[0]).toBeGreaterThan(0);
  });

  it('listet Administratoren mit ihrer letzten Anmeldung', async ({ t, client, admin }) => {
    const alle = await liste(client, admin, A);
    expect(alle.total).toBe(1);
    expect(alle.items[0]).toMatchObject({ login: 'admin', vorname: 'Anna', nachname: 'Verwalter', zustand: 1, anzahlZweiteFaktoren: 0 });
    expect(Date.parse(alle.items[0].letzteAnmeldung)).toBe(t.uhr.now());
  });

  it('weist unbekannte Sortierungen, Filter und Seitengrößen mit deutschen Feldfehlern ab', async ({ client, admin }) => {
    const sortierung = await client.get(`${K}?request.ordering.key=passwort`, admin);
    expect(sortierung.statusCode).toBe(400);
    expect(sortierung.json().errors['request.ordering.key']).toEqual(['Der Wert ist nicht erlaubt.']);
    const filter = await client.get(`${E}?request.filter.sparten=4`, admin);
    expect(filter.json().errors['request.filter.sparten[0]']).toEqual(['Der Wert darf höchstens 2 sein.']);
    expect((await client.get(`${A}?request.paging.size=0`, admin)).json().errors['request.paging.size']).toEqual(['Der Wert muss mindestens 1 sein.']);
    expect((await client.get(`${A}?request.filter.unbekannt=1`, admin)).statusCode).toBe(400);
  });

  it('liest einen Kunden mit der Zahl seiner Ausschreibungen, die die Ausschreibungsliste mit seinem Filter zeigt', async ({ t, client, admin }) => {
    const id = await profilId(t, 'kunde', 'kunde');
    const kunde = await liste(client, admin, `${K}/${id}`);
    expect(kunde).toMatchObject({
      id,
      login: 'kunde',
      typ: 'Unternehmen',
      firma: 'Musterstadt Metallbau GmbH',
      anrede: 'Herr',
      vorname: 'Klaus',
      nachname: 'Kundmann',
      geburtsdatum: null,
      plz: '44137',
      zustand: 1,
      aktiv: true,
      gesperrt: false,
      gesperrtBis: null,
      passwortAenderungErforderlich: false,
      anzahlZweiteFaktoren: 0,
      version: 1,
    });
    expect(kunde.anzahlAusschreibungen).toBeGreaterThan(0);
    expect((await liste(client, admin, `${T}?request.filter.kunden=${id}`)).total).toBe(kunde.anzahlAusschreibungen);
  });

  it('liest ein EVU mit den Ausschreibungen, zu denen es eingeladen ist', async ({ t, client, admin }) => {
    const id = await profilId(t, 'evu', 'evu');
    const evu = await liste(client, admin, `${E}/${id}`);
    expect(evu).toMatchObject({ id, login: 'evu', firma: 'Stadtwerke Süd Energie GmbH', sparten: 3, bdewCodenummer: '9900000000011', vorname: 'Eva', nachname: 'Vertrieb', version: 1 });
    expect(evu.anzahlEinladungen).toBeGreaterThan(0);
    expect(evu.anzahlAngebote).toBeGreaterThan(0);
    expect((await liste(client, admin, `${T}?request.filter.evus=${id}`)).total).toBe(evu.anzahlEinladungen);
  });

  it('liest einen Administrator mit seinen offenen Sitzungen', async ({ t, client, admin }) => {
    const { id } = await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const datensatz = await liste(client, admin, `${A}/${id}`);
    expect(datensatz).toMatchObject({ id, benutzerId: id, login: 'admin', email: 'admin@energieausschreibung.example', zustand: 1 });
    expect(datensatz.anzahlSitzungen).toBeGreaterThanOrEqual(1);
    expect(datensatz.letzteAnmeldung).not.toBeNull();
  });

  it('antwortet auf unbekannte Einträge mit 404 und auf unlesbare Ids mit 400', async ({ t, client, admin }) => {
    const kundeKonto = await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'kunde').executeTakeFirstOrThrow();
    for (const [url, meldung] of [
      [`${K}/999999`, 'Der Kunde wurde nicht gefunden.'],
      [`${E}/999999`, 'Das EVU wurde nicht gefunden.'],
      [`${A}/${kundeKonto.id}`, 'Der Administrator wurde nicht gefunden.'],
      [`${A}/999999/historie`, 'Der Administrator wurde nicht gefunden.'],
    ] as const) {
      const antwort = await client.get(url, admin);
      expect(antwort.statusCode, url).toBe(404);
      expect(antwort.json().message).toBe(meldung);
    }
    for (const [methode, url] of [['POST', `${K}/999999/sperren`], ['POST', `${E}/999999/entsperren`], ['POST', `${A}/999999/aktivierung`], ['DELETE', `${K}/999999/sessions`], ['DELETE', `${E}/999999/second-factors`], ['DELETE', `${A}/999999`], ['PUT', `${K}/999999`]] as const) {
      const antwort = methode === 'PUT' ? await client.send('PUT', url, {}, admin) : await client.send(methode, url, undefined, admin);
      // An empty PUT body fails its schema first; every other unknown id is a 404.
      expect(antwort.statusCode, `${methode} ${url}`).toBe(methode === 'PUT' ? 400 : 404);
    }
    const unlesbar = await client.get(`${K}/abc`, admin);
    expect(unlesbar.statusCode).toBe(400);
    expect(unlesbar.json().errors.id).toEqual(['Ein Wert vom Typ ganze Zahl wird erwartet.']);
  });

  it('bietet die Auswahllisten der Filter an', async ({ client, admin }) => {
    const zustaende = [{ label: 'Nicht aktiviert', value: 0 }, { label: 'Aktiv', value: 1 }, { label: 'Gesperrt', value: 2 }];
    expect(await liste(client, admin, `${K}/options`)).toEqual({ zustaende, typen: [{ label: 'Unternehmen', value: 'Unternehmen' }, { label: 'Kommune', value: 'Kommune' }, { label: 'Privatperson', value: 'Privatperson' }] });
    expect(await liste(client, admin, `${E}/options`)).toEqual({ zustaende, sparten: [{ label: 'Strom', value: 1 }, { label: 'Gas', value: 2 }], zulassung: expect.any(Array) });
    expect(await liste(client, admin, `${A}/options`)).toEqual({ zustaende });
  });

  it('lässt nur Administratoren herein: Kunde und EVU bekommen 403, Unangemeldete 401', async ({ t, client, admin }) => {
    const kunde = (await client.angemeldet('kunde')).access_token;
    const evu = (await client.angemeldet('evu')).access_token;
    const evuId = await profilId(t, 'evu', 'evu2');
    for (const token of [kunde, evu]) {
      for (const pfad of [K, E, A]) {
        expect((await client.get(pfad, token)).statusCode).toBe(403);
        expect((await client.get(`${pfad}/options`, token)).statusCode).toBe(403);
        expect((await client.send('POST', pfad, {}, token)).statusCode).toBe(403);
      }
      expect((await client.get(`${E}/${evuId}`, token)).statusCode).toBe(403);
      expect((await client.get(`${E}/${evuId}/historie`, token)).statusCode).toBe(403);
      expect((await client.send('PUT', `${E}/${evuId}`, {}, token)).statusCode).toBe(403);
      for (const aktion of ['sperren', 'entsperren', 'aktivierung']) expect((await client.send('POST', `${E}/${evuId}/${aktion}`, undefined, token)).statusCode).toBe(403);
      for (const aktion of ['sessions', 'second-factors', '']) expect((await client.delete(`${E}/${evuId}/${aktion}`.replace(/\/$/, ''), token)).statusCode).toBe(403);
    }
    expect((await client.get(K)).statusCode).toBe(401);
    expect((await liste(client, admin, `${E}/${evuId}`)).gesperrt).toBe(false);
  });

  it('beschreibt jeden Aufruf in der OpenAPI-Dokumentation', async ({ t }) => {
    const pfade = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const basis of [K, E, A]) {
      expect(pfade).toEqual(
        expect.arrayContaining([basis, `${basis}/options`, `${basis}/{id}`, `${basis}/{id}/sperren`, `${basis}/{id}/entsperren`, `${basis}/{id}/aktivierung`, `${basis}/{id}/sessions`, `${basis}/{id}/second-factors`, `${basis}/{id}/historie`]),
      );
    }
  });
});
