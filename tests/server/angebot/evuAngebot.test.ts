import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp } from '../hilfen/testApp';

describe.each(portalTests())('Angebote der EVUs auf $name', ({ it }) => {
  const aktiveStrom = (t: TestApp) => t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).where('sparte', '=', 1).executeTakeFirstOrThrow();
  const angebot = (bindefrist: number, extra: Record<string, unknown> = {}) => ({
    arbeitspreisCtKwh: 23.9876,
    grundpreisEurMonat: 11.5,
    leistungspreisEurKwJahr: 92,
    oekoaufschlagCtKwh: 0.3,
    bindefristBis: new Date(bindefrist).toISOString(),
    bemerkung: 'Preise gültig bei Zuschlag bis zur Bindefrist.',
    ...extra,
  });

  it('zeigt eingeladenen EVUs die Ausschreibung ohne Wettbewerbsinformationen', async ({ t, client }) => {
    const a = await aktiveStrom(t);
    const { access_token } = await client.angemeldet('evu2');
    const antwort = await client.get(`/api/evu/ausschreibung/${a.id}`, access_token);
    expect(antwort.statusCode).toBe(200);
    const detail = antwort.json();
    expect(detail).toMatchObject({ id: a.id, nummer: a.nummer, status: 1 });
    expect(detail.lieferstellen.length).toBeGreaterThan(0);
    expect(detail).not.toHaveProperty('anzahlAngebote');
    expect(detail).not.toHaveProperty('eingeladeneEvus');
    const nichtEingeladen = await client.angemeldet('evu3');
    expect((await client.get(`/api/evu/ausschreibung/${a.id}`, nichtEingeladen.access_token)).statusCode).toBe(404);
    const entwurf = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 0).executeTakeFirstOrThrow();
    expect((await client.get(`/api/evu/ausschreibung/${entwurf.id}`, access_token)).statusCode).toBe(404);
  });

  it('nimmt ein Angebot an, rechnet die Jahreskosten und hält jede Version fest', async ({ t, client }) => {
    const a = await aktiveStrom(t);
    const { access_token } = await client.angemeldet('evu2');
    expect((await client.get(`/api/evu/ausschreibung/${a.id}/angebot`, access_token)).statusCode).toBe(404);
    // The tender tells whether there is an offer to read, so the EVU's page does not ask for the 404.
    expect((await client.get(`/api/evu/ausschreibung/${a.id}`, access_token)).json().angebotAbgegeben).toBe(false);
    const erst = await client.send('PUT', `/api/evu/ausschreibung/${a.id}/angebot`, angebot(a.bindefrist), access_token);
    expect(erst.statusCode).toBe(200);
    expect((await client.get(`/api/evu/ausschreibung/${a.id}`, access_token)).json().angebotAbgegeben).toBe(true);
    expect(erst.json()).toMatchObject({ arbeitspreisCtKwh: 23.9876, status: 'eingereicht', version: 1 });
    expect(erst.json().jahreskostenEuro).toBeGreaterThan(0);

    const veraltet = await client.send('PUT', `/api/evu/ausschreibung/${a.id}/angebot`, angebot(a.bindefrist), access_token);
    expect(veraltet.statusCode).toBe(409);
    const zweit = await client.send('PUT', `/api/evu/ausschreibung/${a.id}/angebot`, angebot(a.bindefrist, { arbeitspreisCtKwh: 23.5, version: 1 }), access_token);
    expect(zweit.json()).toMatchObject({ arbeitspreisCtKwh: 23.5, version: 2 });
    expect(zweit.json().jahreskostenEuro).toBeLessThan(erst.json().jahreskostenEuro);
    const versionen = await t.app.db.selectFrom('angebot_version').select('version').where('angebot_id', '=', zweit.json().id).orderBy('version').execute();
    expect(versionen.map((v) => v.version)).toEqual([1, 2]);

    // Sent back unchanged, as read (with the fields the server computes), an hour later: no new version, no audit
    // event, the submission time stays.
    const ereignisse = () => t.app.db.selectFrom('audit_event').select('id').where('entitaet', '=', 'angebot').where('entitaet_id', '=', zweit.json().id).execute();
    const vorher = (await ereignisse()).length;
    t.uhr.set(t.uhr.now() + 3_600_000);
    const token = (await client.angemeldet('evu2')).access_token;
    const gelesen = (await client.get(`/api/evu/ausschreibung/${a.id}/angebot`, token)).json();
    const gleich = await client.send('PUT', `/api/evu/ausschreibung/${a.id}/angebot`, gelesen, token);
    expect(gleich.statusCode, gleich.body).toBe(200);
    expect(gleich.json()).toMatchObject({ version: 2, arbeitspreisCtKwh: 23.5, eingereichtAm: zweit.json().eingereichtAm });
    expect(await t.app.db.selectFrom('angebot_version').select('version').where('angebot_id', '=', zweit.json().id).execute()).toHaveLength(2);
    expect(await ereignisse()).toHaveLength(vorher);
    // A changed Bemerkung is a change.
    const dritt = await client.send('PUT', `/api/evu/ausschreibung/${a.id}/angebot`, { ...gelesen, bemerkung: 'Neu.' }, token);
    expect(dritt.json()).toMatchObject({ version: 3, bemerkung: 'Neu.' });
  });

  it('prüft Preise und Bindefrist mit deutschen Meldungen', async ({ t, client }) => {
    const a = await aktiveStrom(t);
    const { access_token } = await client.angemeldet('evu');
    const url = `/api/evu/ausschreibung/${a.id}/angebot`;
    const vorhanden = await client.get(url, access_token);
    const version = vorhanden.statusCode === 200 ? vorhanden.json().version : undefined;
    const falsch = await client.send('PUT', url, angebot(a.bindefrist - 1000, { arbeitspreisCtKwh: 12.34567, leistungspreisEurKwJahr: null, version }), access_token);
    expect(falsch.statusCode).toBe(400);
    expect(falsch.json().errors).toEqual({
      arbeitspreisCtKwh: ['Höchstens 4 Nachkommastellen sind erlaubt.'],
      leistungspreisEurKwJahr: ['Für RLM-Lieferstellen wird ein Leistungspreis benötigt.'],
      bindefristBis: ['Das Angebot muss mindestens bis zur Bindefrist der Ausschreibung gelten.'],
    });
    const absurd = await client.send('PUT', url, angebot(a.bindefrist, { arbeitspreisCtKwh: -1, grundpreisEurMonat: '10', version }), access_token);
    expect(absurd.json().errors).toEqual({
      arbeitspreisCtKwh: ['Der Wert muss größer als 0 sein.'],
      grundpreisEurMonat: ['Ein Wert vom Typ Zahl wird erwartet.'],
    });
  });

  it('nimmt von einem gesperrten EVU kein Angebot an, auch eingeladen; entsperrt wieder', async ({ t, client }) => {
    const a = await aktiveStrom(t);
    const evu2 = await t.app.db.selectFrom('evu as e').innerJoin('benutzer as b', 'b.id', 'e.benutzer_id').select('e.id').where('b.login', '=', 'evu2').executeTakeFirstOrThrow();
    const { access_token } = await client.angemeldet('evu2');
    const eigenes = (await client.get(`/api/evu/ausschreibung/${a.id}/angebot`, access_token)).json();
    const vorher = await t.app.db.selectFrom('angebot_version').select('id').where('angebot_id', '=', eigenes.id).execute();
    await t.app.db.updateTable('evu_zulassung').set({ status: 'gesperrt' }).where('evu_id', '=', evu2.id).where('sparte', '=', 1).execute();
    const gesperrt = await client.send('PUT', `/api/evu/ausschreibung/${a.id}/angebot`, angebot(a.bindefrist, { version: eigenes.version, arbeitspreisCtKwh: 22.5 }), access_token);
    expect([gesperrt.statusCode, gesperrt.json().message]).toEqual([
      409,
      'Ihre Zulassung für Strom ist gesperrt; Sie können keine Angebote abgeben oder ändern. Bitte wenden Sie sich an den Betreiber des Portals.',
    ]);
    expect(await t.app.db.selectFrom('angebot_version').select('id').where('angebot_id', '=', eigenes.id).execute()).toEqual(vorher);
    // An expired Zulassung keeps the invitations it had until renewed.
    await t.app.db.updateTable('evu_zulassung').set({ status: 'abgelaufen' }).where('evu_id', '=', evu2.id).where('sparte', '=', 1).execute();
    const abgelaufen = await client.send('PUT', `/api/evu/ausschreibung/${a.id}/angebot`, angebot(a.bindefrist, { version: eigenes.version, arbeitspreisCtKwh: 22.5 }), access_token);
    expect(abgelaufen.statusCode, abgelaufen.body).toBe(200);
    await t.app.db.updateTable('evu_zulassung').set({ status: 'zugelassen' }).where('evu_id', '=', evu2.id).where('sparte', '=', 1).execute();
  });

  it('lehnt Angebote nach der Angebotsfrist ab und protokolliert den Versuch', async ({ t, client }) => {
    const a = await aktiveStrom(t);
    t.uhr.set(a.angebotsfrist + 1000);
    const { access_token } = await client.angemeldet('evu2');
    const eigenes = (await client.get(`/api/evu/ausschreibung/${a.id}/angebot`, access_token)).json();
    const spaet = await client.send('PUT', `/api/evu/ausschreibung/${a.id}/angebot`, angebot(a.bindefrist, { version: eigenes.version }), access_token);
    expect(spaet.statusCode).toBe(400);
    expect(spaet.json().message).toBe('Die Angebotsfrist ist abgelaufen. Ein Angebot kann nicht mehr abgegeben oder geändert werden.');
    expect((await t.app.db.selectFrom('ausschreibung').select('status').where('id', '=', a.id).executeTakeFirstOrThrow()).status).toBe(2);
    expect(await t.app.db.selectFrom('audit_event').select('id').where('aktion', '=', 'angebot_zu_spaet').executeTakeFirst()).toBeDefined();
    expect(eigenes.status).toBe('eingereicht');
  });
});
