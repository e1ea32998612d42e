import { describe, expect } from 'vitest';
import { KUNDENTYP_BEGRUENDUNG_FEHLT, KUNDENTYP_FESTGELEGT } from '../../../server/shared/kundentyp';
import { neueGasAusschreibung } from '../hilfen/ausschreibungEingabe';
import { eingabeAus, K as KUNDEN, neuerKunde, registrierterKunde } from '../hilfen/personen';
import { portalTests } from '../hilfen/portalTest';
import type { SmtpPeer } from '../hilfen/smtpPeer';
import type { TestApp, TestClient } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';
const K = '/api/kunde/ausschreibung';
const PROFIL = '/api/kunde/benutzerdaten';
const TAG = 86_400_000;

/**
 * § 134 GWB cannot be sidestepped (issue 41, point 4): whether a Zuschlag waits for the Stillhaltefrist is fixed
 * on the tender at its release, and the Kunde's type, from which it is fixed, is frozen from then on.
 */
describe.each(portalTests({ mails: true }))('Stillhaltefrist als Eigenschaft der Ausschreibung auf $name', ({ it }) => {
  /** A Kunde of the given type that registered itself, activated and signed in, without any tender yet and not yet checked. */
  const neuerAngemeldeterKunde = (t: TestApp, client: TestClient, smtp: SmtpPeer, typ: string, firma: string) => registrierterKunde(t, client, smtp.mails, neuerKunde({ typ, firma }));
  const profil = async (client: TestClient, token: string) => {
    const { emailAusstehend: _, ...daten } = (await client.get(PROFIL, token)).json();
    return daten as Record<string, unknown>;
  };
  const audit = (t: TestApp, aktion: string, entitaetId: number) =>
    t.app.db.selectFrom('audit_event').select(['vorher', 'nachher', 'benutzer_id']).where('aktion', '=', aktion).where('entitaet_id', '=', entitaetId).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('legt die Pflicht bei der Freigabe aus dem Kundentyp fest, zeigt sie und friert danach den Kundentyp ein', async ({ t, client, smtp, admin }) => {
    const { kundeId, token } = await neuerAngemeldeterKunde(t, client, smtp, 'Kommune', 'Gemeinde Testdorf');
    // Without a released tender the Kunde may change its type, and back.
    expect((await profil(client, token)).typFestgelegt).toBe(false);
    const alsUnternehmen = await client.send('PUT', PROFIL, { ...(await profil(client, token)), typ: 'Unternehmen' }, token);
    expect(alsUnternehmen.statusCode).toBe(200);
    expect(alsUnternehmen.json()).toMatchObject({ typ: 'Unternehmen', typFestgelegt: false });
    expect((await client.send('PUT', PROFIL, { ...(await profil(client, token)), typ: 'Kommune' }, token)).statusCode).toBe(200);

    const { id } = (await client.send('POST', `${K}/gas`, neueGasAusschreibung(t.uhr.now(), { bezeichnung: 'Erdgas Rathaus' }), token)).json();
    // A tender in review is not released: its duty is not fixed yet, and neither is the type.
    expect((await client.get(`${K}/${id}`, token)).json().stillhaltefrist).toBeNull();
    expect((await client.get(`${B}/gas/${id}`, admin)).json().stillhaltefrist).toBeNull();
    expect((await profil(client, token)).typFestgelegt).toBe(false);

    const evu = (await client.get(`${B}/evuoptions/${id}`, admin)).json()[0].value;
    expect((await client.send('POST', `${B}/evu/${id}`, { evuIds: [evu] }, admin)).statusCode).toBe(204);
    // A self-registered Kommune is released only after the Kundenprüfung (personen/kundenpruefung.test.ts).
    const { version } = (await client.get(`${KUNDEN}/${kundeId}`, admin)).json();
    expect((await client.send('POST', `${KUNDEN}/${kundeId}/pruefung`, { version }, admin)).statusCode).toBe(204);
    expect((await client.send('POST', `${B}/gas/${id}/freigeben`, undefined, admin)).statusCode).toBe(204);
    expect((await client.get(`${K}/${id}`, token)).json()).toMatchObject({ status: 1, stillhaltefrist: true });
    expect((await client.get(`${B}/gas/${id}`, admin)).json().stillhaltefrist).toBe(true);
    expect(JSON.parse((await audit(t, 'ausschreibung_freigegeben', id)).nachher!)).toEqual({ status: 1, stillhaltefrist: true });

    // The Kunde's own change is refused from now on and changes nothing.
    const vorher = await profil(client, token);
    expect(vorher.typFestgelegt).toBe(true);
    const abgewiesen = await client.send('PUT', PROFIL, { ...vorher, typ: 'Unternehmen', ort: 'Kelheim' }, token);
    expect(abgewiesen.statusCode).toBe(409);
    expect(abgewiesen.json().message).toBe(KUNDENTYP_FESTGELEGT);
    expect(await profil(client, token)).toEqual(vorher);
    // Everything else stays the Kunde's to change.
    expect((await client.send('PUT', PROFIL, { ...vorher, ort: 'Kelheim' }, token)).json()).toMatchObject({ typ: 'Kommune', ort: 'Kelheim' });

    // The administrator changes it only with a reason, which the audit trail keeps.
    const datensatz = (await client.get(`${KUNDEN}/${kundeId}`, admin)).json();
    expect(datensatz.typFestgelegt).toBe(true);
    for (const typBegruendung of [undefined, '   ']) {
      const ohne = await client.send('PUT', `${KUNDEN}/${kundeId}`, { ...eingabeAus(datensatz), typ: 'Unternehmen', ...(typBegruendung === undefined ? {} : { typBegruendung }) }, admin);
      expect(ohne.statusCode).toBe(400);
      expect(ohne.json().errors).toEqual({ typBegruendung: [KUNDENTYP_BEGRUENDUNG_FEHLT] });
    }
    expect((await client.get(`${KUNDEN}/${kundeId}`, admin)).json()).toMatchObject({ typ: 'Kommune', version: datensatz.version });
    const begruendung = 'Die Stadtwerke wurden als GmbH ausgegliedert und schreiben künftig selbst aus.';
    const geaendert = await client.send('PUT', `${KUNDEN}/${kundeId}`, { ...eingabeAus(datensatz), typ: 'Unternehmen', typBegruendung: ` ${begruendung} ` }, admin);
    expect(geaendert.statusCode).toBe(200);
    expect(geaendert.json()).toMatchObject({ typ: 'Unternehmen', typFestgelegt: true });
    const ereignis = await audit(t, 'kundentyp_geaendert', kundeId);
    expect(JSON.parse(ereignis.vorher!)).toEqual({ typ: 'Kommune' });
    expect(JSON.parse(ereignis.nachher!)).toEqual({ typ: 'Unternehmen', begruendung });
    const historie = (await client.get(`${KUNDEN}/${kundeId}/historie`, admin)).json() as { aktion: string; details: string | null }[];
    expect(historie).toContainEqual(expect.objectContaining({ aktion: 'Festgelegten Kundentyp geändert', details: `Kommune → Unternehmen, Begründung: ${begruendung}` }));
    // The released tender keeps its duty.
    expect((await client.get(`${K}/${id}`, token)).json().stillhaltefrist).toBe(true);
  });

  it('wartet beim Zuschlag auf die Stillhaltefrist einer kommunalen Ausschreibung, auch wenn der Kunde inzwischen Unternehmen ist', async ({ t, client, admin }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('bezeichnung', 'like', 'Erdgas kommunale Gebäude%').executeTakeFirstOrThrow();
    await t.app.db.updateTable('ausschreibung').set({ bindefrist: t.uhr.now() + 20 * TAG }).where('id', '=', a.id).execute();
    const datensatz = (await client.get(`${KUNDEN}/${a.kunde_id}`, admin)).json();
    expect(datensatz.typ).toBe('Kommune');
    const umgestellt = await client.send('PUT', `${KUNDEN}/${a.kunde_id}`, { ...eingabeAus(datensatz), typ: 'Unternehmen', typBegruendung: 'Rechtsformwechsel' }, admin);
    expect(umgestellt.statusCode).toBe(200);

    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    expect((await client.get(`${K}/${a.id}`, kunde2)).json().stillhaltefrist).toBe(true);
    const [bestes] = (await client.get(`${K}/${a.id}/angebote`, kunde2)).json();
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: bestes.id }, kunde2)).statusCode).toBe(204);
    const danach = (await client.get(`${K}/${a.id}`, kunde2)).json();
    // Intended only: the tender stays in Bindefrist until the Stillhaltefrist has passed.
    expect(danach.status).toBe(3);
    expect(danach.zuschlagVorgesehen).toMatchObject({ angebotId: bestes.id });
  });

  it('erteilt den Zuschlag einer Ausschreibung ohne Stillhaltefrist sofort, auch wenn der Kunde inzwischen Kommune ist', async ({ t, client, admin }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('bezeichnung', 'like', 'Strom Werk, Lager und Verwaltung%').executeTakeFirstOrThrow();
    const datensatz = (await client.get(`${KUNDEN}/${a.kunde_id}`, admin)).json();
    expect(datensatz.typ).toBe('Unternehmen');
    const umgestellt = await client.send('PUT', `${KUNDEN}/${a.kunde_id}`, { ...eingabeAus(datensatz), typ: 'Kommune', typBegruendung: 'Übernahme durch die Stadt' }, admin);
    expect(umgestellt.statusCode).toBe(200);

    const kunde = (await client.angemeldet('kunde')).access_token;
    expect((await client.get(`${K}/${a.id}`, kunde)).json().stillhaltefrist).toBe(false);
    const [bestes] = (await client.get(`${K}/${a.id}/angebote`, kunde)).json();
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: bestes.id }, kunde)).statusCode).toBe(204);
    const danach = (await client.get(`${K}/${a.id}`, kunde)).json();
    expect(danach.status).toBe(4);
    expect(danach.zuschlagVorgesehen).toBeUndefined();
  });
});
