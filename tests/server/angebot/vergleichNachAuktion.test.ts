import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import { verfahrenMitAuktion } from '../hilfen/vergabeVerlauf';

const B = '/api/ausschreibungasadmin';
const K = '/api/kunde/ausschreibung';
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Issue 42 (review): after an online auction the administrator's and the Kunde's comparison name each offer's
 * submission in the sealed round, which was in time, and the last bid's time apart; the ranking stays as it was.
 */
describe.each(portalTests())('Angebotsvergleich nach der Online-Auktion auf $name', ({ it }) => {
  it('nennt den Eingang im versiegelten Verfahren und getrennt davon die Zeit des letzten Gebots', async ({ t, client }) => {
    const v = await verfahrenMitAuktion(t, client);
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
});
