import { describe, expect } from 'vitest';
import { kopierteAusschreibung } from '../hilfen/eigeneAusschreibung';
import { neueStromAusschreibung } from '../hilfen/ausschreibungEingabe';
import { portalTests } from '../hilfen/portalTest';

const K = '/api/kunde/ausschreibung';
const AKTUELL = { arbeitspreisCtKwh: 30.5, grundpreisEurMonat: 12.5, leistungspreisEurKwJahr: 90 };

// Issue 42, point 9: the prices of the contract a tender replaces, kept with the tender for its Kunde and the
// administrator, never shown to a bidder.
describe.each(portalTests())('Aktueller Vertrag einer Ausschreibung auf $name', ({ it }) => {
  it('hält die Preise des aktuellen Vertrags beim Anlegen und Ändern, und ohne sie ist er null', async ({ t, client, kunde }) => {
    const angelegt = await client.send('POST', `${K}/strom`, neueStromAusschreibung(t.uhr.now(), { aktuellerVertrag: AKTUELL }), kunde);
    expect(angelegt.statusCode, angelegt.body).toBe(200);
    const { id } = angelegt.json();
    const detail = (await client.get(`${K}/${id}`, kunde)).json();
    expect(detail.aktuellerVertrag).toEqual(AKTUELL);

    // Only an Arbeitspreis: the other two stay empty.
    expect((await client.send('PUT', `${K}/strom/${id}`, { ...detail, aktuellerVertrag: { arbeitspreisCtKwh: 28.1234 } }, kunde)).statusCode).toBe(204);
    const geaendert = (await client.get(`${K}/${id}`, kunde)).json();
    expect(geaendert.aktuellerVertrag).toEqual({ arbeitspreisCtKwh: 28.1234, grundpreisEurMonat: null, leistungspreisEurKwJahr: null });
    expect((await client.get(`/api/ausschreibungasadmin/strom/${id}`, (await client.angemeldet('admin')).access_token)).json().aktuellerVertrag).toEqual(geaendert.aktuellerVertrag);

    expect((await client.send('PUT', `${K}/strom/${id}`, { ...geaendert, aktuellerVertrag: null }, kunde)).statusCode).toBe(204);
    expect((await client.get(`${K}/${id}`, kunde)).json().aktuellerVertrag).toBeNull();
    const ohne = (await client.send('POST', `${K}/strom`, neueStromAusschreibung(t.uhr.now()), kunde)).json();
    expect((await client.get(`${K}/${ohne.id}`, kunde)).json().aktuellerVertrag).toBeNull();
  });

  it('weist mehr als vier Nachkommastellen, einen Vertrag ohne Arbeitspreis und negative Preise deutsch ab und legt nichts an', async ({ t, client, kunde }) => {
    const anzahl = async () => Number((await t.app.db.selectFrom('ausschreibung').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const vorher = await anzahl();
    const fuenf = await client.send('POST', `${K}/strom`, neueStromAusschreibung(t.uhr.now(), { aktuellerVertrag: { ...AKTUELL, grundpreisEurMonat: 12.12345 } }), kunde);
    expect(fuenf.statusCode).toBe(400);
    expect(fuenf.json().errors).toEqual({ 'aktuellerVertrag.grundpreisEurMonat': ['Höchstens 4 Nachkommastellen sind erlaubt.'] });
    for (const aktuellerVertrag of [{ grundpreisEurMonat: 12.5 }, { ...AKTUELL, arbeitspreisCtKwh: -1 }, { ...AKTUELL, leistungspreisEurKwJahr: -0.5 }, { ...AKTUELL, unbekannt: 1 }]) {
      const antwort = await client.send('POST', `${K}/strom`, neueStromAusschreibung(t.uhr.now(), { aktuellerVertrag }), kunde);
      expect(antwort.statusCode, JSON.stringify(aktuellerVertrag)).toBe(400);
      expect(antwort.json().message, JSON.stringify(aktuellerVertrag)).toMatch(/^[A-ZÄÖÜ].*[.!]$/);
      expect(antwort.body).not.toMatch(/must|should|required property/);
    }
    expect(await anzahl()).toBe(vorher);
  });

  it('zeigt einem eingeladenen EVU die Preise des aktuellen Vertrags nicht', async ({ t, client }) => {
    const a = await kopierteAusschreibung(t.app.db, 'Erdgas Liegenschaften Würzburg');
    await t.app.db.updateTable('ausschreibung').set({ aktuell_arbeitspreis_ct_kwh_e4: 95_000, aktuell_grundpreis_eur_monat_e4: 150_000, aktuell_leistungspreis_eur_kw_jahr_e4: null }).where('id', '=', a.id).execute();
    const { login } = await t.app.db
      .selectFrom('einladung as e')
      .innerJoin('evu', 'evu.id', 'e.evu_id')
      .innerJoin('benutzer as b', 'b.id', 'evu.benutzer_id')
      .select('b.login')
      .where('e.ausschreibung_id', '=', a.id)
      .orderBy('e.evu_id')
      .executeTakeFirstOrThrow();
    const evu = (await client.angemeldet(login)).access_token;
    const antwort = await client.get(`/api/evu/ausschreibung/${a.id}`, evu);
    expect(antwort.statusCode).toBe(200);
    expect(antwort.json()).not.toHaveProperty('aktuellerVertrag');
    expect(antwort.body).not.toMatch(/aktuellerVertrag|9,5|\b9\.5\b/);
    const admin = (await client.angemeldet('admin')).access_token;
    expect((await client.get(`/api/ausschreibungasadmin/gas/${a.id}`, admin)).json().aktuellerVertrag).toEqual({ arbeitspreisCtKwh: 9.5, grundpreisEurMonat: 15, leistungspreisEurKwJahr: null });
  });
});
