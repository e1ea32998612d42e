import { describe, expect } from 'vitest';
import type { EinladbaresEvu } from '../../../domain/api/ausschreibung';
import { neueGasAusschreibung, neueStromAusschreibung } from '../hilfen/ausschreibungEingabe';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';

describe.each(portalTests())('Auswahl der einzuladenden EVUs auf $name', ({ it }) => {
  const optionen = async (client: TestClient, id: number, admin: string) => {
    const antwort = await client.get(`${B}/evuoptions/${id}`, admin);
    expect(antwort.statusCode).toBe(200);
    return antwort.json() as EinladbaresEvu[];
  };
  const neu = async (t: TestApp, client: TestClient, kunde: string, sparte: 'strom' | 'gas') => {
    const eingabe = sparte === 'strom' ? neueStromAusschreibung(t.uhr.now()) : neueGasAusschreibung(t.uhr.now());
    const antwort = await client.send('POST', `/api/kunde/ausschreibung/${sparte}`, eingabe, kunde);
    expect(antwort.statusCode, antwort.body).toBe(200);
    return antwort.json().id as number;
  };
  const ladeEin = async (client: TestClient, id: number, evuIds: number[], admin: string) =>
    expect((await client.send('POST', `${B}/evu/${id}`, { evuIds }, admin)).statusCode).toBe(204);

  it('nennt zu jedem passenden EVU PLZ und Ort', async ({ t, client, admin }) => {
    const a = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 0).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const evus = await t.app.db.selectFrom('evu').select(['id', 'firma', 'plz', 'ort']).execute();
    const liste = await optionen(client, a.id, admin);
    expect(liste.length).toBeGreaterThan(1);
    for (const o of liste) expect(o).toMatchObject({ label: evus.find((e) => e.id === o.value)!.firma, plz: evus.find((e) => e.id === o.value)!.plz, ort: evus.find((e) => e.id === o.value)!.ort });
  });

  it('merkt die EVUs der vorigen Ausschreibung desselben Kunden in derselben Sparte vor („wie beim letzten Mal“)', async ({ t, client, admin }) => {
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const erste = await neu(t, client, kunde2, 'strom');
    const [x, y] = (await optionen(client, erste, admin)).map((o) => o.value);
    expect(y).toBeDefined();
    await ladeEin(client, erste, [x!], admin);

    // A Gas tender in between, with other invitations, and another Kunde's tender do not count.
    const gas = await neu(t, client, kunde2, 'gas');
    await ladeEin(client, gas, (await optionen(client, gas, admin)).map((o) => o.value), admin);
    const fremde = await neu(t, client, (await client.angemeldet('kunde')).access_token, 'strom');
    await ladeEin(client, fremde, [y!], admin);

    const zweite = await neu(t, client, kunde2, 'strom');
    expect((await optionen(client, zweite, admin)).filter((o) => o.letztesMal).map((o) => o.value)).toEqual([x]);
    await ladeEin(client, zweite, [y!], admin);
    // The latest earlier tender decides; the first tender still looks back past both new ones.
    const dritte = await neu(t, client, kunde2, 'strom');
    expect((await optionen(client, dritte, admin)).filter((o) => o.letztesMal).map((o) => o.value)).toEqual([y]);
    expect((await optionen(client, zweite, admin)).filter((o) => o.letztesMal).map((o) => o.value)).toEqual([x]);
  });
});
