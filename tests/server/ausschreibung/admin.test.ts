import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import { type TestApp } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';

describe.each(portalTests())('Ausschreibungen im Backoffice auf $name', ({ it }) => {
  const finde = async (t: TestApp, status: number, sparte: number) =>
    t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', status).where('sparte', '=', sparte).executeTakeFirstOrThrow();
  const eingabe = (d: Record<string, unknown>) => {
    const { id: _i, nummer: _n, typ: _t, status: _s, kundeId: _k, kunde: _ku, anzahlAngebote: _a, eingeladeneEvus: _e, warnungen: _w, ...rest } = d;
    return rest;
  };

  it('filtert die Liste nach Nummer, Status, Typ, Kunde und EVU und sortiert sie', async ({ client, admin }) => {
    const alle = (await client.get(`${B}?request.paging.size=100`, admin)).json();
    // Two per status of the regular course and the Gemeinde's cancelled one.
    expect(alle.total).toBe(11);
    const eine = alle.items[3];
    expect((await client.get(`${B}?request.filter.idSearch=${eine.nummer.slice(-3)}`, admin)).json().items.map((a: { id: number }) => a.id)).toContain(eine.id);
    expect((await client.get(`${B}?request.filter.idSearch=${eine.id}`, admin)).json().items.map((a: { id: number }) => a.id)).toContain(eine.id);
    const aktivGas = (await client.get(`${B}?request.filter.status=1&request.filter.status=2&request.filter.typen=2`, admin)).json();
    expect(aktivGas.total).toBe(2);
    expect(aktivGas.items.every((a: { typ: number; status: number }) => a.typ === 2 && [1, 2].includes(a.status))).toBe(true);
    const optionen = (await client.get(`${B}/options`, admin)).json();
    expect(optionen.status.map((o: { label: string }) => o.label)).toEqual(['Prüfung Ausschreibung', 'Aktiv', 'Prüfung Angebote', 'Bindefrist', 'Abgeschlossen', 'Aufgehoben']);
    expect(optionen.typen).toEqual([{ label: 'Strom', value: 1 }, { label: 'Gas', value: 2 }]);
    const gemeinde = optionen.kunden.find((k: { label: string }) => k.label === 'Gemeinde Beispielhausen');
    // The Kunden filter lists them under their Kundentyp, one block per type.
    expect(gemeinde.group).toBe('Kommune');
    expect(optionen.kunden.find((k: { label: string }) => k.label === 'Musterstadt Metallbau GmbH').group).toBe('Unternehmen');
    const gruppen = optionen.kunden.map((k: { group: string }) => k.group);
    expect(gruppen).toEqual([...gruppen].sort());
    expect((await client.get(`${B}?request.filter.kunden=${gemeinde.value}`, admin)).json().items.every((a: { kunde: string }) => a.kunde === 'Gemeinde Beispielhausen')).toBe(true);
    const nordwind = optionen.evus.find((e: { label: string }) => e.label === 'Nordwind Strom AG');
    expect((await client.get(`${B}?request.filter.evus=${nordwind.value}`, admin)).json().items.every((a: { typ: number }) => a.typ === 1)).toBe(true);
    const sortiert = (await client.get(`${B}?request.ordering.key=jahresverbrauchKwh&request.ordering.direction=1&request.paging.size=100`, admin)).json();
    const verbrauch = sortiert.items.map((a: { jahresverbrauchKwh: number }) => a.jahresverbrauchKwh);
    expect(verbrauch).toEqual([...verbrauch].sort((a, b) => a - b));
    expect((await client.get(B, (await client.angemeldet('kunde')).access_token)).statusCode).toBe(403);
  });

  it('liest und ändert eine Stromausschreibung mit Versionsprüfung und Feldfehlern', async ({ t, client, admin }) => {
    const a = await finde(t, 0, 1);
    const detail = (await client.get(`${B}/strom/${a.id}`, admin)).json();
    expect(detail).toMatchObject({ id: a.id, nummer: a.nummer, typ: 1, status: 0, oekostrom: 'HKN', version: 1 });
    expect(detail.lieferstellen.length).toBeGreaterThan(0);
    expect((await client.get(`${B}/gas/${a.id}`, admin)).statusCode).toBe(404);

    const neu = { ...eingabe(detail), bezeichnung: 'Strom Werk Dortmund 2027 (korrigiert)' };
    expect((await client.send('PUT', `${B}/strom/${a.id}`, neu, admin)).statusCode).toBe(204);
    const veraltet = await client.send('PUT', `${B}/strom/${a.id}`, neu, admin);
    expect(veraltet.statusCode).toBe(409);
    expect(veraltet.json().message).toMatch(/inzwischen geändert/);

    const aktuell = (await client.get(`${B}/strom/${a.id}`, admin)).json();
    expect(aktuell.bezeichnung).toBe('Strom Werk Dortmund 2027 (korrigiert)');
    const kaputt = {
      ...eingabe(aktuell),
      lieferstellen: [
        { ...aktuell.lieferstellen[0], maloId: '41373559242' },
        { ...aktuell.lieferstellen[1], messart: 'RLM', maxLeistungKw: null },
        { ...aktuell.lieferstellen[0] },
      ],
    };
    const fehler = await client.send('PUT', `${B}/strom/${a.id}`, kaputt, admin);
    expect(fehler.statusCode).toBe(400);
    expect(fehler.json().errors).toEqual({
      'lieferstellen[0].maloId': ['Die Prüfziffer der MaLo-ID ist falsch.'],
      'lieferstellen[1].maxLeistungKw': ['Bei RLM wird die maximale Leistung benötigt.'],
    });
    const schema = await client.send('PUT', `${B}/strom/${a.id}`, { ...eingabe(aktuell), toleranzband: 7, lieferstellen: [{ ...aktuell.lieferstellen[0], jahresverbrauchKwh: -5 }] }, admin);
    expect(schema.json().errors).toEqual({
      toleranzband: ['Der Wert muss ein Vielfaches von 5 sein.'],
      'lieferstellen[0].jahresverbrauchKwh': ['Der Wert muss mindestens 1 sein.'],
    });
    expect((await client.get(`${B}/strom/${a.id}`, admin)).json().version).toBe(aktuell.version);
    const historie = await t.app.db.selectFrom('audit_event').select('aktion').where('entitaet_id', '=', a.id).where('aktion', '=', 'ausschreibung_geaendert').execute();
    expect(historie).toHaveLength(1);
  });

  it('gibt erst frei, wenn jede Regel erfüllt ist, und nennt jede verletzte', async ({ t, client, admin }) => {
    const a = await finde(t, 0, 2);
    const ohneEvu = await client.send('POST', `${B}/gas/${a.id}/freigeben`, undefined, admin);
    expect(ohneEvu.statusCode).toBe(400);
    expect(ohneEvu.json().errors).toEqual({ evus: ['Es muss mindestens ein EVU mit der Sparte Gas eingeladen sein.'] });

    const passend = (await client.get(`${B}/evuoptions/${a.id}`, admin)).json();
    expect(passend.map((o: { label: string }) => o.label)).toEqual(['Rheingas Versorgung GmbH', 'Stadtwerke Süd Energie GmbH']);
    const nordwind = (await client.get(`${B}/options`, admin)).json().evus.find((e: { label: string }) => e.label === 'Nordwind Strom AG');
    expect((await client.send('POST', `${B}/evu/${a.id}`, { evuIds: [nordwind.value] }, admin)).json().errors.evuIds).toEqual([
      'Nicht jedes gewählte EVU beliefert die Sparte Gas.',
    ]);
    expect((await client.send('POST', `${B}/evu/${a.id}`, { evuIds: passend.map((o: { value: number }) => o.value) }, admin)).statusCode).toBe(204);
    expect((await client.get(`${B}/evu/${a.id}`, admin)).json()).toEqual(passend.map((o: { value: number }) => o.value).sort((x: number, y: number) => x - y));

    expect((await client.send('POST', `${B}/gas/${a.id}/freigeben`, undefined, admin)).statusCode).toBe(204);
    expect((await client.get(`${B}/gas/${a.id}`, admin)).json().status).toBe(1);
    // Released already: a conflict with the current state, as for the loser of two releases at once.
    const nochmal = await client.send('POST', `${B}/gas/${a.id}/freigeben`, undefined, admin);
    expect(nochmal.statusCode).toBe(409);
    expect(nochmal.json().message).toBe('Die Ausschreibung wurde bereits freigegeben. Bitte laden Sie sie neu.');
    expect((await client.send('POST', `${B}/evu/${a.id}`, { evuIds: [passend[0].value] }, admin)).json().errors.evuIds).toEqual([
      'Nach der Freigabe können eingeladene EVUs nicht mehr ausgeladen werden.',
    ]);
    // Once Aktiv only the deadlines move (fristAenderung.test.ts): bidders are pricing what they were sent.
    const bearbeiten = await client.send('PUT', `${B}/gas/${a.id}`, { ...eingabe((await client.get(`${B}/gas/${a.id}`, admin)).json()), bezeichnung: 'Anders' }, admin);
    expect(bearbeiten.statusCode).toBe(400);
    expect(bearbeiten.json().message).toBe('Nach der Freigabe können nur die Angebotsfrist und die Bindefrist geändert werden.');
  });

  it('zeigt alle Angebote erst nach der Angebotsfrist, nach Jahreskosten gereiht', async ({ t, client, admin }) => {
    const aktiv = await finde(t, 1, 1);
    const versiegelt = await client.get(`${B}/strom/${aktiv.id}/angebote`, admin);
    expect(versiegelt.statusCode).toBe(400);
    expect(versiegelt.json().message).toBe('Die Angebote bleiben bis zum Ende der Angebotsfrist versiegelt.');
    const offen = await finde(t, 2, 1);
    const angebote = (await client.get(`${B}/strom/${offen.id}/angebote`, admin)).json() as { rang: number; jahreskostenEuro: number; status: string; evu: string }[];
    expect(angebote.length).toBeGreaterThan(1);
    expect(angebote.map((o) => o.rang)).toEqual(angebote.map((_, i) => i + 1));
    expect(angebote.map((o) => o.jahreskostenEuro)).toEqual([...angebote.map((o) => o.jahreskostenEuro)].sort((x, y) => x - y));
    expect(angebote.every((o) => o.status === 'eingereicht' && o.evu)).toBe(true);
    expect((await client.get(`${B}/gas/${offen.id}/angebote`, admin)).statusCode).toBe(404);
  });

  it('gibt Angebote nur in Prüfung Angebote frei und zeigt sie dann als freigegeben', async ({ t, client, admin }) => {
    const a = await finde(t, 2, 1);
    expect((await client.send('POST', `${B}/strom/${a.id}/angebot/freigeben`, undefined, admin)).statusCode).toBe(204);
    expect((await client.get(`${B}/strom/${a.id}`, admin)).json().status).toBe(3);
    const angebote = await t.app.db.selectFrom('angebot').select('status').where('ausschreibung_id', '=', a.id).execute();
    expect(angebote.every((o) => o.status === 'freigegeben')).toBe(true);
    const b = await finde(t, 1, 1);
    expect((await client.send('POST', `${B}/strom/${b.id}/angebot/freigeben`, undefined, admin)).json().errors.status).toEqual([
      'Angebote können nur im Status „Prüfung Angebote“ freigegeben werden.',
    ]);
  });

  it('antwortet auf unbekannte Ids mit 404 und auf Unsinn mit 400', async ({ client, admin }) => {
    expect((await client.get(`${B}/strom/999999`, admin)).statusCode).toBe(404);
    expect((await client.get(`${B}/strom/abc`, admin)).statusCode).toBe(400);
    expect((await client.send('PUT', `${B}/strom/1`, '{"bezeichnung":', admin)).statusCode).toBe(400);
    expect((await client.send('POST', `${B}/evu/999999`, { evuIds: [] }, admin)).statusCode).toBe(404);
  });

  it('lässt von zwei gleichzeitigen Freigaben genau eine gelingen', async ({ t, client, admin }) => {
    // An Aktiv tender back in review: its Angebotsfrist lies ahead, so only the status decides.
    const a = await finde(t, 1, 2);
    await t.app.db.updateTable('ausschreibung').set({ status: 0 }).where('id', '=', a.id).execute();
    const evu = (await client.get(`${B}/evuoptions/${a.id}`, admin)).json()[0].value;
    expect((await client.send('POST', `${B}/evu/${a.id}`, { evuIds: [evu] }, admin)).statusCode).toBe(204);
    const freigaben = () => t.app.db.selectFrom('audit_event').select('id').where('aktion', '=', 'ausschreibung_freigegeben').where('entitaet_id', '=', a.id).execute();
    const vorher = (await freigaben()).length;
    const antworten = await Promise.all([1, 2, 3, 4].map(() => client.send('POST', `${B}/gas/${a.id}/freigeben`, undefined, admin)));
    // A loser either sees the new status or loses the race on the conditional update: 409 both ways.
    expect(antworten.map((r) => r.statusCode).sort()).toEqual([204, 409, 409, 409]);
    for (const verlierer of antworten.filter((r) => r.statusCode === 409)) expect(verlierer.json().message).toMatch(/bereits freigegeben|inzwischen geändert/);
    expect((await freigaben()).length).toBe(vorher + 1);
  });

  it('lässt von gleichzeitigen Freigaben der Angebote genau eine gelingen und antwortet den übrigen mit 409', async ({ t, client, admin }) => {
    // The demo's Gas tender in review of its offers (the Strom one was released above).
    const a = await finde(t, 2, 2);
    expect(a.anzahl_angebote).toBeGreaterThan(0);
    const antworten = await Promise.all([1, 2, 3, 4].map(() => client.send('POST', `${B}/gas/${a.id}/angebot/freigeben`, undefined, admin)));
    expect(antworten.map((r) => r.statusCode).sort()).toEqual([204, 409, 409, 409]);
    for (const verlierer of antworten.filter((r) => r.statusCode === 409)) expect(verlierer.json().message).toMatch(/bereits freigegeben|inzwischen geändert/);
    const freigaben = await t.app.db.selectFrom('audit_event').select('id').where('aktion', '=', 'angebote_freigegeben').where('entitaet_id', '=', a.id).execute();
    expect(freigaben).toHaveLength(1);
    // Afterwards, too: released is released.
    const spaeter = await client.send('POST', `${B}/gas/${a.id}/angebot/freigeben`, undefined, admin);
    expect(spaeter.statusCode).toBe(409);
    expect(spaeter.json().message).toBe('Die Angebote wurden bereits freigegeben. Bitte laden Sie die Ausschreibung neu.');
  });

  it('weist unsinnige Listenanfragen mit 400 ab und behandelt SQL-Zeichen in der Suche als Text', async ({ client, admin }) => {
    for (const abfrage of ['request.paging.size=0', 'request.paging.size=10000', 'request.paging.index=-1', 'request.filter.status=7', 'request.filter.status=abc', 'request.filter.typen=3', 'request.ordering.direction=5']) {
      const antwort = await client.get(`${B}?${abfrage}`, admin);
      expect(antwort.statusCode, abfrage).toBe(400);
      expect(antwort.json().message).toMatch(/[äöüÄÖÜß]|Eingabe|ungültig|Wert/i);
    }
    for (const suche of ["abc'; DROP TABLE ausschreibung;--", '%abc%', '_abc_', '\\abc', '"abc"OR"1111"="1111"--']) {
      const antwort = await client.get(`${B}?request.filter.idSearch=${encodeURIComponent(suche)}`, admin);
      expect(antwort.statusCode, suche).toBe(200);
      expect(antwort.json().total, suche).toBe(0);
    }
    // Words the trigram index cannot look up are refused before any SQL (suchRegeln.test.ts).
    for (const suche of ['%', '_', '\\', "'; --"]) expect((await client.get(`${B}?request.filter.idSearch=${encodeURIComponent(suche)}`, admin)).statusCode, suche).toBe(400);
    // Sort keys are an allow-list; anything else never reaches the SQL.
    expect((await client.get(`${B}?request.ordering.key=${encodeURIComponent('id; DROP TABLE x')}`, admin)).statusCode).toBe(400);
    expect((await client.get(`${B}?request.paging.size=500`, admin)).json().total).toBe(11);
  });

  it('findet eine Gasausschreibung nicht unter dem Strompfad und verweigert anderen Rollen jeden Aufruf', async ({ t, client, admin }) => {
    const gas = await t.app.db.selectFrom('ausschreibung').selectAll().where('sparte', '=', 2).executeTakeFirstOrThrow();
    expect((await client.get(`${B}/strom/${gas.id}`, admin)).statusCode).toBe(404);
    const kunde = (await client.angemeldet('kunde')).access_token;
    const evu = (await client.angemeldet('evu')).access_token;
    for (const token of [kunde, evu]) {
      for (const [methode, pfad] of [
        ['GET', B], ['GET', `${B}/options`], ['GET', `${B}/gas/${gas.id}`], ['PUT', `${B}/gas/${gas.id}`], ['POST', `${B}/gas/${gas.id}/freigeben`],
        ['POST', `${B}/gas/${gas.id}/angebot/freigeben`], ['GET', `${B}/gas/${gas.id}/angebote`], ['GET', `${B}/evu/${gas.id}`], ['POST', `${B}/evu/${gas.id}`],
        ['GET', `${B}/evuoptions/${gas.id}`], ['POST', `${B}/export`], ['GET', `${B}/CSV`], ['GET', `${B}/${gas.id}/historie`],
      ] as const) {
        const antwort = methode === 'GET' ? await client.get(pfad, token) : await client.send(methode, pfad, {}, token);
        expect(antwort.statusCode, `${methode} ${pfad}`).toBe(403);
      }
    }
  });
});
