import { describe, expect } from 'vitest';
import { KUNDENPRUEFUNG_AUSSTEHEND } from '../../../domain/freigabe';
import { BEREITS_GEPRUEFT, INZWISCHEN_GEAENDERT } from '../../../server/personen/kundenpruefung.service';
import { KUNDENTYP_BEGRUENDUNG_FEHLT, KUNDENTYP_GEPRUEFT } from '../../../server/shared/kundentyp';
import { neueGasAusschreibung } from '../hilfen/ausschreibungEingabe';
import { eingabeAus, K as KUNDEN, lege, mailAn, neuerKunde, registrierterKunde } from '../hilfen/personen';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';
const K = '/api/kunde/ausschreibung';
const PROFIL = '/api/kunde/benutzerdaten';

/**
 * Kundenprüfung (issue 45): a Kunde that registered itself as Kommune is a public buyer only once an administrator
 * confirmed it; its tenders are released only then, and its type is fixed from then on.
 */
describe.each(portalTests({ mails: true }))('Kundenprüfung auf $name', ({ it }) => {
  const profil = async (client: TestClient, token: string) => {
    const { emailAusstehend: _, ...daten } = (await client.get(PROFIL, token)).json();
    return daten as Record<string, unknown>;
  };
  /** A Gas tender of the Kunde, one EVU invited: ready for release but for the Kunde. */
  const bereiteAusschreibung = async (t: TestApp, client: TestClient, token: string, admin: string) => {
    const { id } = (await client.send('POST', `${K}/gas`, neueGasAusschreibung(t.uhr.now(), { bezeichnung: 'Erdgas Rathaus' }), token)).json();
    const evu = (await client.get(`${B}/evuoptions/${id}`, admin)).json()[0].value;
    expect((await client.send('POST', `${B}/evu/${id}`, { evuIds: [evu] }, admin)).statusCode).toBe(204);
    return id as number;
  };
  const audit = (t: TestApp, aktion: string, kundeId: number) =>
    t.app.db.selectFrom('audit_event').select(['benutzer_id', 'nachher']).where('aktion', '=', aktion).where('entitaet', '=', 'kunde').where('entitaet_id', '=', kundeId).execute();

  it('gibt die Ausschreibung einer selbst registrierten Kommune erst nach der Prüfung frei und legt dann den Kundentyp fest', async ({ t, client, smtp, admin }) => {
    const daten = neuerKunde({ typ: 'Kommune', firma: 'Gemeinde Prüfdorf', strasse: 'Rathausplatz 1', plz: '93047', ort: 'Regensburg' });
    const { token, kundeId } = await registrierterKunde(t, client, smtp.mails, daten);
    expect((await client.get(`${KUNDEN}/${kundeId}`, admin)).json()).toMatchObject({ geprueft: null, typFestgelegt: false });

    // Before the check the Kunde still owns its type.
    expect((await client.send('PUT', PROFIL, { ...(await profil(client, token)), typ: 'Unternehmen' }, token)).statusCode).toBe(200);
    expect((await client.send('PUT', PROFIL, { ...(await profil(client, token)), typ: 'Kommune' }, token)).statusCode).toBe(200);

    const id = await bereiteAusschreibung(t, client, token, admin);
    // Both see why: the record carries it, and the release's obstacles name it.
    expect((await client.get(`${B}/gas/${id}`, admin)).json().kundenpruefungOffen).toBe(true);
    expect((await client.get(`${K}/${id}`, token)).json().kundenpruefungOffen).toBe(true);
    const verweigert = await client.send('POST', `${B}/gas/${id}/freigeben`, undefined, admin);
    expect(verweigert.statusCode).toBe(409);
    expect(verweigert.json().message).toBe(KUNDENPRUEFUNG_AUSSTEHEND);
    expect(KUNDENPRUEFUNG_AUSSTEHEND).toContain('erst nach der Kundenprüfung');
    expect((await client.get(`${K}/${id}`, token)).json().status).toBe(0);

    // The administrator confirms what the dialog showed: a version read before the Kunde's last change is refused.
    const datensatz = (await client.get(`${KUNDEN}/${kundeId}`, admin)).json();
    const veraltet = await client.send('POST', `${KUNDEN}/${kundeId}/pruefung`, { version: datensatz.version - 1 }, admin);
    expect(veraltet.statusCode).toBe(409);
    expect(veraltet.json().message).toBe(INZWISCHEN_GEAENDERT);
    expect((await client.send('POST', `${KUNDEN}/${kundeId}/pruefung`, { version: datensatz.version }, admin)).statusCode).toBe(204);
    const nochmal = await client.send('POST', `${KUNDEN}/${kundeId}/pruefung`, { version: datensatz.version }, admin);
    expect(nochmal.statusCode).toBe(409);
    expect(nochmal.json().message).toBe(BEREITS_GEPRUEFT);

    const geprueft = (await client.get(`${KUNDEN}/${kundeId}`, admin)).json();
    expect(geprueft).toMatchObject({ geprueft: { am: '2026-11-22T09:00:00.000Z', von: 'Anna Verwalter' }, typFestgelegt: true, version: datensatz.version });
    const [eintrag, ...mehr] = await audit(t, 'kunde_geprueft', kundeId);
    expect(mehr).toEqual([]);
    expect(eintrag!.benutzer_id).toBe((await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id);
    expect(JSON.parse(eintrag!.nachher!)).toEqual({ typ: 'Kommune', firma: 'Gemeinde Prüfdorf', vorname: 'Maria', nachname: 'Huber', strasse: 'Rathausplatz 1', plz: '93047', ort: 'Regensburg' });
    const historie = (await client.get(`${KUNDEN}/${kundeId}/historie`, admin)).json() as { aktion: string; details: string | null }[];
    expect(historie).toContainEqual(expect.objectContaining({ aktion: 'Kunde geprüft und bestätigt', details: 'Kundentyp Kommune, Gemeinde Prüfdorf, Maria Huber, Rathausplatz 1, 93047 Regensburg' }));
    const mail = await mailAn(t, smtp.mails, daten.email, 2);
    expect(mail.subject).toBe('Ihre Angaben wurden geprüft');
    expect(mail.text).toContain('Name, Anschrift und Kundentyp „Kommune“');

    // From now on the type is the administrator's: the Kunde is refused and nothing changes.
    const vorher = await profil(client, token);
    expect(vorher.typFestgelegt).toBe(true);
    const abgewiesen = await client.send('PUT', PROFIL, { ...vorher, typ: 'Unternehmen' }, token);
    expect(abgewiesen.statusCode).toBe(409);
    expect(abgewiesen.json().message).toBe(KUNDENTYP_GEPRUEFT);
    expect(await profil(client, token)).toEqual(vorher);

    expect((await client.get(`${K}/${id}`, token)).json().kundenpruefungOffen).toBeUndefined();
    expect((await client.send('POST', `${B}/gas/${id}/freigeben`, undefined, admin)).statusCode).toBe(204);
    expect((await client.get(`${K}/${id}`, token)).json()).toMatchObject({ status: 1, stillhaltefrist: true });
  });

  it('ändert den Typ eines geprüften Kunden nur durch die Administration und nur mit Begründung', async ({ t, client, smtp, admin }) => {
    const { kundeId } = await registrierterKunde(t, client, smtp.mails, neuerKunde({ typ: 'Kommune', firma: 'Markt Beispielheim' }));
    const { version } = (await client.get(`${KUNDEN}/${kundeId}`, admin)).json();
    expect((await client.send('POST', `${KUNDEN}/${kundeId}/pruefung`, { version }, admin)).statusCode).toBe(204);
    const datensatz = (await client.get(`${KUNDEN}/${kundeId}`, admin)).json();
    for (const typBegruendung of [undefined, '  ']) {
      const ohne = await client.send('PUT', `${KUNDEN}/${kundeId}`, { ...eingabeAus(datensatz), typ: 'Unternehmen', ...(typBegruendung === undefined ? {} : { typBegruendung }) }, admin);
      expect(ohne.statusCode).toBe(400);
      expect(ohne.json()).toEqual({ message: KUNDENTYP_BEGRUENDUNG_FEHLT, errors: { typBegruendung: [KUNDENTYP_BEGRUENDUNG_FEHLT] } });
    }
    expect((await client.get(`${KUNDEN}/${kundeId}`, admin)).json()).toMatchObject({ typ: 'Kommune', version: datensatz.version });
    const geaendert = await client.send('PUT', `${KUNDEN}/${kundeId}`, { ...eingabeAus(datensatz), typ: 'Unternehmen', typBegruendung: 'Zweckverband als GmbH ausgegliedert' }, admin);
    expect(geaendert.statusCode).toBe(200);
    expect(JSON.parse((await audit(t, 'kundentyp_geaendert', kundeId))[0]!.nachher!)).toEqual({ typ: 'Unternehmen', begruendung: 'Zweckverband als GmbH ausgegliedert' });
  });

  it('bestätigt einen vom Administrator angelegten Kunden schon beim Anlegen und lässt ein Unternehmen ohne Prüfung freigeben', async ({ t, client, smtp, admin }) => {
    const { id: angelegt } = await lege(client, KUNDEN, neuerKunde({ typ: 'Kommune', firma: 'Stadt Angelegt' }), admin);
    const datensatz = (await client.get(`${KUNDEN}/${angelegt}`, admin)).json();
    expect(datensatz).toMatchObject({ geprueft: { am: '2026-11-22T09:00:00.000Z', von: 'Anna Verwalter' }, typFestgelegt: true });
    expect((await client.send('POST', `${KUNDEN}/${angelegt}/pruefung`, { version: datensatz.version }, admin)).json().message).toBe(BEREITS_GEPRUEFT);

    // A self-registered Unternehmen is no public buyer: nothing waits for a check.
    const { token, kundeId } = await registrierterKunde(t, client, smtp.mails, neuerKunde({ typ: 'Unternehmen', firma: 'Bäckerei Ohneprüfung KG' }));
    const id = await bereiteAusschreibung(t, client, token, admin);
    expect((await client.get(`${B}/gas/${id}`, admin)).json().kundenpruefungOffen).toBeUndefined();
    expect((await client.send('POST', `${B}/gas/${id}/freigeben`, undefined, admin)).statusCode).toBe(204);
    expect((await client.get(`${KUNDEN}/${kundeId}`, admin)).json()).toMatchObject({ geprueft: null, typFestgelegt: true });
  });

  it('weist fremde Rollen, unbekannte Kunden und kaputte Eingaben mit einer deutschen Meldung ab', async ({ t, client, smtp, admin, kunde }) => {
    const { kundeId } = await registrierterKunde(t, client, smtp.mails, neuerKunde({ typ: 'Kommune', firma: 'Gemeinde Fremdversuch' }));
    const { version } = (await client.get(`${KUNDEN}/${kundeId}`, admin)).json();
    expect((await client.send('POST', `${KUNDEN}/${kundeId}/pruefung`, { version }, kunde)).statusCode).toBe(403);
    expect((await client.send('POST', `${KUNDEN}/${kundeId}/pruefung`, { version })).statusCode).toBe(401);
    const unbekannt = await client.send('POST', `${KUNDEN}/99999999/pruefung`, { version: 1 }, admin);
    expect(unbekannt.statusCode).toBe(404);
    expect(unbekannt.json().message).toMatch(/nicht gefunden/);
    for (const koerper of [{}, { version: 'eins' }, { version: 1.5 }, { version, x: 1 }, '{"version":', `{"version":${version},"__proto__":{"geprueft_am":1}}`]) {
      const antwort = await client.send('POST', `${KUNDEN}/${kundeId}/pruefung`, koerper, admin);
      expect(antwort.statusCode, JSON.stringify(koerper)).toBe(400);
      expect(antwort.json().message).toMatch(/[äöüÄÖÜß]|Eingabe|Anfrage|ungültig/);
    }
    expect((await client.get(`${KUNDEN}/${kundeId}`, admin)).json().geprueft).toBeNull();
    expect(await audit(t, 'kunde_geprueft', kundeId)).toEqual([]);
  });
});
