import { describe, expect } from 'vitest';
import { ausschreibungMitAngeboten, plan } from '../hilfen/auktion';
import { portalTests } from '../hilfen/portalTest';
import { verfahrenMitAuktion } from '../hilfen/vergabeVerlauf';

const B = '/api/ausschreibungasadmin';
const K = '/api/kunde/ausschreibung';
const E = '/api/evu/ausschreibung';
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Issue 42: offers after an online auction. Their submission time is the sealed round's, never the time of the last
 * bid (which the auction's end writes into the offer); the auction's result stands apart. One whole procedure serves
 * the EVU's own view and the comparisons: it is the slow part, and reading does not change it.
 */
describe.each(portalTests())('Angebote nach der Online-Auktion auf $name', ({ it }) => {
  it('nennen den Eingang im versiegelten Verfahren und getrennt davon das letzte Gebot: im eigenen Angebot des EVU und im Angebotsvergleich', async ({ t, client }) => {
    const v = await verfahrenMitAuktion(t, client);

    // The EVU's own offer.
    // One SLP Lieferstelle of 100 000 kWh and 10 €/Monat: Jahreskosten = Arbeitspreis × 1 000 € + 120 €.
    const evu = (await client.get(`${E}/${v.id}/angebot`, (await client.angemeldet('evu')).access_token)).json();
    expect(evu).toMatchObject({
      arbeitspreisCtKwh: 7.75,
      jahreskostenEuro: 7_870,
      eingereichtAm: iso(v.erstes.eingereicht),
      auktion: { gebote: 2, angebotspreisCtKwh: 8, letztesGebot: { arbeitspreisCtKwh: 7.75, jahreskostenEuro: 7_870, am: iso(v.auktion.gebote.evu[1]) } },
    });
    // evu2 revised its offer before the deadline: the revision is its submission.
    const evu2 = (await client.get(`${E}/${v.id}/angebot`, (await client.angemeldet('evu2')).access_token)).json();
    expect(evu2).toMatchObject({
      arbeitspreisCtKwh: 7.95,
      eingereichtAm: iso(v.zweites.geaendert),
      auktion: { gebote: 1, angebotspreisCtKwh: 8.1, letztesGebot: { arbeitspreisCtKwh: 7.95, jahreskostenEuro: 8_070, am: iso(v.auktion.gebote.evu2) } },
    });
    // The row itself still carries the bid's time: the auction's ranking breaks ties by it.
    const zeile = await t.app.db.selectFrom('angebot').select('eingereicht_am').where('id', '=', evu.id).executeTakeFirstOrThrow();
    expect(Number(zeile.eingereicht_am)).toBe(v.auktion.gebote.evu[1]);

    // The administrator's and the Kunde's comparison name each offer's submission in the sealed round, which was in
    // time, and the last bid's time apart; the ranking stays as it was.
    // evu bid 7,90 and 7,75 ct/kWh, evu2 7,95: evu first. evu submitted once, evu2 revised its offer before the deadline.
    const erwartet = [
      { evu: v.erstes.firma, rang: 1, arbeitspreisCtKwh: 7.75, eingereichtAm: iso(v.erstes.eingereicht), letztesGebotAm: iso(v.auktion.gebote.evu[1]) },
      { evu: v.zweites.firma, rang: 2, arbeitspreisCtKwh: 7.95, eingereichtAm: iso(v.zweites.geaendert), letztesGebotAm: iso(v.auktion.gebote.evu2) },
    ];
    const admin = (await client.get(`${B}/strom/${v.id}/angebote`, v.admin)).json();
    expect(admin).toMatchObject(erwartet);
    for (const o of admin) expect(Date.parse(o.eingereichtAm)).toBeLessThan(v.angebotsfrist.verlaengert);

    expect((await client.send('POST', `${B}/strom/${v.id}/angebot/freigeben`, undefined, v.admin)).statusCode).toBe(204);
    const { login } = await t.app.db
      .selectFrom('ausschreibung as a')
      .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
      .innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
      .select('b.login')
      .where('a.id', '=', v.id)
      .executeTakeFirstOrThrow();
    const kunde = (await client.get(`${K}/${v.id}/angebote`, (await client.angemeldet(login)).access_token)).json();
    expect(kunde).toMatchObject(erwartet);
  });

  it('hat kein Auktionsergebnis vor dem Ende der Auktion und ohne eigenes Gebot das unveränderte Angebot', async ({ t, client }) => {
    const a = await ausschreibungMitAngeboten(t.app.db);
    const token = (await client.angemeldet('evu2')).access_token;
    const vorher = (await client.get(`${E}/${a.id}/angebot`, token)).json();
    expect(vorher.auktion).toBeNull();
    const beginn = t.uhr.now() + MINUTE;
    expect((await client.send('PUT', `/api/ausschreibungasadmin/strom/${a.id}/auktion`, plan(beginn), (await client.angemeldet('admin')).access_token)).statusCode).toBe(204);
    t.uhr.set(beginn + MINUTE);
    expect((await client.get(`${E}/${a.id}/angebot`, token)).json().auktion).toBeNull();
    t.uhr.set(beginn + 10 * MINUTE);
    const nachher = (await client.get(`${E}/${a.id}/angebot`, (await client.angemeldet('evu2')).access_token)).json();
    expect(nachher).toMatchObject({
      arbeitspreisCtKwh: vorher.arbeitspreisCtKwh,
      eingereichtAm: vorher.eingereichtAm,
      auktion: { gebote: 0, angebotspreisCtKwh: vorher.arbeitspreisCtKwh, letztesGebot: null },
    });
  });
});
