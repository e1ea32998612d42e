import { describe, expect } from 'vitest';
import { neueGasAusschreibung, neueStromAusschreibung } from '../hilfen/ausschreibungEingabe';
import { portalTests } from '../hilfen/portalTest';
import type { TestClient } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';
const K = '/api/kunde/ausschreibung';
const TAG = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The dates a Zuschlag needs (issue 42, review): a Kommune's Bindefrist must outlast the earliest effective Zuschlag,
 * and the release leaves the bidders the minimum offer period of the Kunde's type. The test clock starts on
 * 22.11.2026 10:00 German time; the tenders' Angebotsfrist is 06.12.2026 10:00, so a Zuschlag right after it takes
 * effect on 17.12.2026 00:00 German time (§ 134 GWB: sent on the 6th, the eleventh day after).
 */
describe.each(portalTests())('Fristen einer Kommune und Mindestfrist bei der Freigabe auf $name', ({ it }) => {
  const ZU_FRUEH =
    'Der Zuschlag einer Kommune wird erst nach der Stillhaltefrist nach § 134 GWB wirksam, bei einem Zuschlag direkt nach der Angebotsfrist ' +
    'frühestens am 17.12.2026 00:00 Uhr. Die Bindefrist muss daher frühestens am 17.12.2026 00:00 Uhr enden.';
  const FRUEHESTE_BINDEFRIST = '2026-12-16T23:00:00.000Z';

  /** Invites the first fitting EVU and releases; the answer of the release. */
  const gibFrei = async (client: TestClient, admin: string, sparte: 'strom' | 'gas', id: number) => {
    const evu = (await client.get(`${B}/evuoptions/${id}`, admin)).json()[0].value;
    expect((await client.send('POST', `${B}/evu/${id}`, { evuIds: [evu] }, admin)).statusCode).toBe(204);
    return client.send('POST', `${B}/${sparte}/${id}/freigeben`, undefined, admin);
  };

  it('weist die Bindefrist einer Kommune vor dem frühesten wirksamen Zuschlag beim Anlegen und Ändern ab, die eines Unternehmens nicht', async ({ t, client, admin, kunde }) => {
    const jetzt = t.uhr.now();
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const zuFrueh = await client.send('POST', `${K}/gas`, neueGasAusschreibung(jetzt, { bindefrist: '2026-12-16T22:59:00.000Z' }), kunde2);
    expect(zuFrueh.statusCode).toBe(400);
    expect(zuFrueh.json().errors).toEqual({ bindefrist: [ZU_FRUEH] });
    // An Unternehmen's Zuschlag takes effect at once: the same dates are fine.
    const unternehmen = await client.send('POST', `${K}/strom`, neueStromAusschreibung(jetzt, { bindefrist: '2026-12-16T22:59:00.000Z' }), kunde);
    expect(unternehmen.statusCode, unternehmen.body).toBe(200);

    const genau = await client.send('POST', `${K}/gas`, neueGasAusschreibung(jetzt, { bindefrist: FRUEHESTE_BINDEFRIST }), kunde2);
    expect(genau.statusCode, genau.body).toBe(200);
    const { id } = genau.json();
    const d = (await client.get(`${K}/${id}`, kunde2)).json();
    expect(d.kundeTyp).toBe('Kommune');

    // A later Angebotsfrist moves the earliest Bindefrist with it: 07.12.2026 → 18.12.2026 00:00.
    const kundeAendert = await client.send('PUT', `${K}/gas/${id}`, { ...d, angebotsfrist: iso(jetzt + 15 * TAG) }, kunde2);
    expect(kundeAendert.statusCode).toBe(400);
    expect(kundeAendert.json().errors.bindefrist).toEqual([ZU_FRUEH.replaceAll('17.12.2026', '18.12.2026')]);
    const alsAdmin = (await client.get(`${B}/gas/${id}`, admin)).json() as Record<string, unknown>;
    const adminAendert = await client.send('PUT', `${B}/gas/${id}`, { ...alsAdmin, bindefrist: '2026-12-16T12:00:00.000Z' }, admin);
    expect(adminAendert.statusCode).toBe(400);
    expect(adminAendert.json().errors).toEqual({ bindefrist: [ZU_FRUEH] });
    expect(Number((await t.app.db.selectFrom('ausschreibung').select('bindefrist').where('id', '=', id).executeTakeFirstOrThrow()).bindefrist)).toBe(Date.parse(FRUEHESTE_BINDEFRIST));
  });

  it('gibt die Ausschreibung einer Kommune mit zu früher Bindefrist nicht frei, eine mit ausreichender schon', async ({ t, client, admin }) => {
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const { id } = (await client.send('POST', `${K}/gas`, neueGasAusschreibung(t.uhr.now()), kunde2)).json();
    // Written before the rule existed: the release still refuses it.
    await t.app.db.updateTable('ausschreibung').set({ bindefrist: Date.parse('2026-12-16T12:00:00.000Z') }).where('id', '=', id).execute();
    const abgewiesen = await gibFrei(client, admin, 'gas', id);
    expect(abgewiesen.statusCode).toBe(400);
    expect(abgewiesen.json().errors).toEqual({ bindefrist: [ZU_FRUEH] });
    expect((await client.get(`${B}/gas/${id}`, admin)).json().status).toBe(0);

    await t.app.db.updateTable('ausschreibung').set({ bindefrist: Date.parse(FRUEHESTE_BINDEFRIST) }).where('id', '=', id).execute();
    expect((await client.send('POST', `${B}/gas/${id}/freigeben`, undefined, admin)).statusCode).toBe(204);
  });

  it('verlangt bei der Freigabe die Mindestfrist des Kundentyps bis zur Angebotsfrist', async ({ t, client, admin, kunde }) => {
    const jetzt = t.uhr.now();
    // An Unternehmen's bidders get the portal's 3 days from the release: 25.11.2026 10:00 German time.
    const { id } = (await client.send('POST', `${K}/strom`, neueStromAusschreibung(jetzt), kunde)).json();
    const d = (await client.get(`${B}/strom/${id}`, admin)).json();
    expect((await client.send('PUT', `${B}/strom/${id}`, { ...d, angebotsfrist: iso(jetzt + TAG) }, admin)).statusCode).toBe(204);
    const morgen = await gibFrei(client, admin, 'strom', id);
    expect(morgen.statusCode).toBe(400);
    expect(morgen.json().errors).toEqual({
      angebotsfrist: ['Die Angebotsfrist muss den Bietern ab der Freigabe mindestens 3 Tage lassen (Kundentyp Unternehmen: Regel des Portals), also frühestens am 25.11.2026 10:00 Uhr enden.'],
    });
    const d2 = (await client.get(`${B}/strom/${id}`, admin)).json();
    expect((await client.send('PUT', `${B}/strom/${id}`, { ...d2, angebotsfrist: iso(jetzt + 3 * TAG) }, admin)).statusCode).toBe(204);
    expect((await client.send('POST', `${B}/strom/${id}/freigeben`, undefined, admin)).statusCode).toBe(204);

    // A Kommune's get 10 days (§ 16 Abs. 7, § 17 Abs. 8 VgV): not 02.12.2026 09:59, but 10:00.
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const gas = (await client.send('POST', `${K}/gas`, neueGasAusschreibung(jetzt), kunde2)).json();
    const g = (await client.get(`${B}/gas/${gas.id}`, admin)).json();
    expect((await client.send('PUT', `${B}/gas/${gas.id}`, { ...g, angebotsfrist: iso(jetzt + 10 * TAG - 60_000) }, admin)).statusCode).toBe(204);
    const kurz = await gibFrei(client, admin, 'gas', gas.id);
    expect(kurz.statusCode).toBe(400);
    expect(kurz.json().errors).toEqual({
      angebotsfrist: ['Die Angebotsfrist muss den Bietern ab der Freigabe mindestens 10 Tage lassen (Kundentyp Kommune: § 16 Abs. 7, § 17 Abs. 8 VgV), also frühestens am 02.12.2026 10:00 Uhr enden.'],
    });
    const g2 = (await client.get(`${B}/gas/${gas.id}`, admin)).json();
    expect((await client.send('PUT', `${B}/gas/${gas.id}`, { ...g2, angebotsfrist: iso(jetzt + 10 * TAG) }, admin)).statusCode).toBe(204);
    expect((await client.send('POST', `${B}/gas/${gas.id}/freigeben`, undefined, admin)).statusCode).toBe(204);
  });
});
