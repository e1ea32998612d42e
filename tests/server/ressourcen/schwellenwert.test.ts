import { describe, expect } from 'vitest';
import { ENDE_VOR_BEGINN } from '../../../domain/ressourcen/pruefen';
import { schwellenwert } from '../../../domain/ressourcen/schwellenwert';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp } from '../hilfen/testApp';

const P = schwellenwert.pfad;
type Zeile = { id: number; version: number; auftraggeber: string; gueltigAb: string; gueltigBis: string | null; betrag: number };
const protokoll = (t: TestApp, aktion: string, id: number) =>
  t.app.db.selectFrom('audit_event').select(['vorher', 'nachher', 'benutzer_id']).where('aktion', '=', aktion).where('entitaet_id', '=', id).execute();

describe.each(portalTests())('Schwellenwerte (eine deklarierte Ressource) auf $name', ({ it }) => {
  it('liefert die Werte der EU-Verordnungen: 216.000/140.000/432.000 € ab 2026, 221.000/143.000/443.000 € für 2024–2025', async ({ t, client, admin }) => {
    const liste = (await client.get(P, admin)).json() as { items: Zeile[]; total: number };
    expect(liste.total).toBe(6);
    // Newest period first (the declaration's default order), ties by id in the same direction.
    expect(liste.items.map((s) => [s.auftraggeber, s.gueltigAb, s.gueltigBis, s.betrag])).toEqual([
      ['sektoren', '2026-01-01', '2027-12-31', 432_000],
      ['zentral', '2026-01-01', '2027-12-31', 140_000],
      ['subzentral', '2026-01-01', '2027-12-31', 216_000],
      ['sektoren', '2024-01-01', '2025-12-31', 443_000],
      ['zentral', '2024-01-01', '2025-12-31', 143_000],
      ['subzentral', '2024-01-01', '2025-12-31', 221_000],
    ]);
    const amTag = async (tag: string) =>
      ((await client.get(`${P}?request.filter.auftraggeber=subzentral&request.filter.stichtag=${tag}`, admin)).json() as { items: Zeile[] }).items.map((s) => s.betrag);
    expect(await amTag('2025-12-31')).toEqual([221_000]);
    expect(await amTag('2026-01-01')).toEqual([216_000]);
    expect(await amTag('2028-01-01')).toEqual([]);
    // A feature (the EU procedure, issue 47) reads the table through the app's service, typed by the declaration.
    const { items } = await t.app.ressourcen.schwellenwert.liste({ 'request.filter.auftraggeber': ['sektoren'], 'request.filter.stichtag': '2027-12-31' });
    expect(items.map((s) => [s.auftraggeber, s.betrag])).toEqual([['sektoren', 432_000]]);
    const zwei = (await client.get(`${P}?request.filter.auftraggeber=zentral&request.filter.auftraggeber=sektoren&request.ordering.key=betrag&request.ordering.direction=1`, admin)).json();
    expect(zwei.items.map((s: Zeile) => s.betrag)).toEqual([140_000, 143_000, 432_000, 443_000]);
  });

  it('legt an, ändert vom gelesenen Stand aus und löscht — jeweils mit Protokoll', async ({ t, client, admin }) => {
    const neu = { auftraggeber: 'subzentral', gueltigAb: '2028-01-01', gueltigBis: null, betrag: 225_000 };
    const angelegt = await client.send('POST', P, neu, admin);
    expect(angelegt.statusCode).toBe(201);
    const s = angelegt.json() as Zeile;
    expect(s).toEqual({ id: expect.any(Number), version: 1, ...neu });
    expect((await client.get(`${P}/${s.id}`, admin)).json()).toEqual(s);
    const [anlage] = await protokoll(t, 'schwellenwert_angelegt', s.id);
    expect(JSON.parse(anlage!.nachher!)).toEqual(neu);

    // The client sends back exactly what it read, with one value changed.
    const geaendert = await client.send('PUT', `${P}/${s.id}`, { ...s, betrag: 226_000 }, admin);
    expect(geaendert.statusCode).toBe(200);
    expect(geaendert.json()).toEqual({ ...s, betrag: 226_000, version: 2 });
    const [aenderung] = await protokoll(t, 'schwellenwert_geaendert', s.id);
    expect([JSON.parse(aenderung!.vorher!), JSON.parse(aenderung!.nachher!)]).toEqual([{ betrag: 225_000 }, { betrag: 226_000 }]);

    // A second tab still at version 1: 409, nothing changes.
    const veraltet = await client.send('PUT', `${P}/${s.id}`, { ...s, betrag: 1 }, admin);
    expect(veraltet.statusCode).toBe(409);
    expect(veraltet.json().message).toMatch(/inzwischen geändert/);
    expect((await client.get(`${P}/${s.id}`, admin)).json().betrag).toBe(226_000);

    expect((await client.delete(`${P}/${s.id}`, admin)).statusCode).toBe(204);
    const weg = await client.get(`${P}/${s.id}`, admin);
    expect([weg.statusCode, weg.json().message]).toEqual([404, 'Der Schwellenwert wurde nicht gefunden.']);
    expect((await client.delete(`${P}/${s.id}`, admin)).statusCode).toBe(404);
    const [loeschung] = await protokoll(t, 'schwellenwert_geloescht', s.id);
    expect(JSON.parse(loeschung!.vorher!)).toMatchObject({ betrag: 226_000 });
  });

  it('weist einen Zeitraum ab, der sich mit einem Eintrag derselben Art überschneidet oder vor seinem Beginn endet', async ({ t, client, admin }) => {
    const anzahl = async () => (await t.app.db.selectFrom('schwellenwert' as never).select('id' as never).execute()).length;
    const vorher = await anzahl();
    const ueberlappt = await client.send('POST', P, { auftraggeber: 'subzentral', gueltigAb: '2027-06-01', gueltigBis: null, betrag: 230_000 }, admin);
    expect(ueberlappt.statusCode).toBe(400);
    expect(ueberlappt.json().errors.gueltigAb).toEqual([
      'Der Zeitraum überschneidet sich mit dem Eintrag „Subzentrale Auftraggeber ab 01.01.2026“. Bitte beenden Sie diesen vorher.',
    ]);
    // Another kind of authority in the same period is no overlap.
    const andereArt = await client.send('POST', P, { auftraggeber: 'zentral', gueltigAb: '2028-01-01', gueltigBis: '2029-12-31', betrag: 150_000 }, admin);
    expect(andereArt.statusCode).toBe(201);
    const verkehrt = await client.send('POST', P, { auftraggeber: 'sektoren', gueltigAb: '2030-01-01', gueltigBis: '2029-12-31', betrag: 1 }, admin);
    expect([verkehrt.statusCode, verkehrt.json().errors]).toEqual([400, { gueltigBis: [ENDE_VOR_BEGINN] }]);
    // A change that stretches a period into its neighbour is refused as well, and the record stays as it was.
    const aktuell = (await client.get(`${P}?request.filter.auftraggeber=subzentral`, admin)).json().items[1] as Zeile;
    expect(aktuell.gueltigAb).toBe('2024-01-01');
    const gedehnt = await client.send('PUT', `${P}/${aktuell.id}`, { ...aktuell, gueltigBis: '2026-03-31' }, admin);
    expect(gedehnt.statusCode).toBe(400);
    expect((await client.get(`${P}/${aktuell.id}`, admin)).json()).toEqual(aktuell);
    expect(await anzahl()).toBe(vorher + 1);
    await client.delete(`${P}/${andereArt.json().id}`, admin);
  });

  it('lässt von zwei gleichzeitigen, sich überschneidenden Anlagen genau eine zu', async ({ client, admin }) => {
    const antworten = await Promise.all(
      ['2031-01-01', '2031-06-01', '2031-09-01'].map((ab) => client.send('POST', P, { auftraggeber: 'sektoren', gueltigAb: ab, gueltigBis: '2031-12-31', betrag: 500_000 }, admin)),
    );
    expect(antworten.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    const angelegt = antworten.find((a) => a.statusCode === 201)!.json() as Zeile;
    await client.delete(`${P}/${angelegt.id}`, admin);
  });

  it('schreibt bei unverändertem Körper nichts, meldet einen veralteten Stand vor jeder anderen Regel, löscht gleichzeitig genau einmal', async ({ t, client, admin }) => {
    const neu = { auftraggeber: 'zentral', gueltigAb: '2033-01-01', gueltigBis: null, betrag: 150_000 };
    const s = (await client.send('POST', P, neu, admin)).json() as Zeile;
    const gleich = await client.send('PUT', `${P}/${s.id}`, s, admin);
    expect([gleich.statusCode, gleich.json().version]).toEqual([200, 1]);
    expect(await protokoll(t, 'schwellenwert_geaendert', s.id)).toEqual([]);
    // An open end is the latest day, on both databases: last when ordered by „Gültig bis“ ascending.
    const ende = (await client.get(`${P}?request.filter.auftraggeber=zentral&request.ordering.key=gueltigBis&request.ordering.direction=1`, admin)).json();
    expect(ende.items.at(-1).id).toBe(s.id);
    // Changed meanwhile: a stale copy that would also overlap another record is told it is stale (409), not to end the other.
    expect((await client.send('PUT', `${P}/${s.id}`, { ...s, betrag: 151_000 }, admin)).statusCode).toBe(200);
    const veraltet = await client.send('PUT', `${P}/${s.id}`, { ...s, gueltigAb: '2026-06-01' }, admin);
    expect(veraltet.statusCode).toBe(409);
    const antworten = await Promise.all([client.delete(`${P}/${s.id}`, admin), client.delete(`${P}/${s.id}`, admin)]);
    expect(antworten.map((a) => a.statusCode).sort()).toEqual([204, 404]);
    expect(await protokoll(t, 'schwellenwert_geloescht', s.id)).toHaveLength(1);
  });

  it('antwortet auf falsche Eingaben mit 400, auf fremde Rollen mit 401/403 — nie mit 500', async ({ client, admin, kunde }) => {
    const gut = { auftraggeber: 'zentral', gueltigAb: '2032-01-01', gueltigBis: null, betrag: 150_000 };
    for (const falsch of [
      { ...gut, gueltigAb: '2032-02-30' },
      { ...gut, gueltigAb: '1.1.2032' },
      { ...gut, auftraggeber: 'bund' },
      { ...gut, betrag: -1 },
      { ...gut, betrag: 0 },
      { ...gut, gueltigAb: '0000-01-01' },
      { ...gut, betrag: 1.5 },
      { ...gut, betrag: '150000' },
      { ...gut, betrag: 100_000_001 },
      { ...gut, version: 1 },
      JSON.parse('{"auftraggeber":"zentral","gueltigAb":"2032-01-01","gueltigBis":null,"betrag":1,"__proto__":{"x":1}}'),
    ]) {
      const antwort = await client.send('POST', P, falsch, admin);
      expect(antwort.statusCode, JSON.stringify(falsch)).toBe(400);
      expect(antwort.json().message).toMatch(/[äöüÄÖÜß]|Eingabe|Wert|Feld/);
    }
    const ohneBetrag = await client.send('POST', P, { auftraggeber: 'zentral', gueltigAb: '2032-01-01', gueltigBis: null }, admin);
    expect(ohneBetrag.statusCode).toBe(400);
    for (const abfrage of ['request.ordering.key=constructor', 'request.filter.auftraggeber=bund', 'request.filter.stichtag=2026-13-01', 'request.filter.unbekannt=1']) {
      expect((await client.get(`${P}?${abfrage}`, admin)).statusCode, abfrage).toBe(400);
    }
    expect((await client.get(`${P}/0`, admin)).statusCode).toBe(400);
    expect((await client.get(`${P}/99999`, admin)).statusCode).toBe(404);
    const ohneVersion = await client.send('PUT', `${P}/1`, gut, admin);
    expect(ohneVersion.statusCode).toBe(400);
    expect((await client.get(P, kunde)).statusCode).toBe(403);
    expect((await client.send('POST', P, gut, kunde)).statusCode).toBe(403);
    expect((await client.get(P)).statusCode).toBe(401);
  });
});
