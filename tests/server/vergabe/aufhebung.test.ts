import { describe, expect } from 'vitest';
import { AusschreibungStatus } from '../../../domain/ausschreibung';
import { ausschreibungMitAngeboten, plan } from '../hilfen/auktion';
import { kopierteAusschreibung } from '../hilfen/eigeneAusschreibung';
import { pdfText } from '../hilfen/pdfText';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp } from '../hilfen/testApp';

const K = '/api/kunde/ausschreibung';
const B = '/api/ausschreibungasadmin';
const E = '/api/evu/ausschreibung';
const TAG = 86_400_000;
const GRUND = 'Der Gemeinderat hat die Sanierung des Hallenbads beschlossen; der Bedarf ändert sich wesentlich.';

/**
 * The Aufhebung (issue 42, point 6; § 63 VgV): from the release until a Zuschlag takes effect the Kunde, or the
 * administrator for it, cancels the procedure with its reasons; the tender is Aufgehoben (status 5) and every invited
 * EVU is mailed.
 */
describe.each(portalTests({ mails: true }))('Aufhebung einer Ausschreibung auf $name', ({ it }) => {
  const eingeladene = (t: TestApp, id: number) =>
    t.app.db.selectFrom('einladung as e').innerJoin('evu as v', 'v.id', 'e.evu_id').select(['v.email', 'v.benutzer_id']).where('e.ausschreibung_id', '=', id).execute();

  it('hebt eine aktive Ausschreibung auf, schreibt jedem eingeladenen EVU und hält es in der Historie fest', async ({ t, client, smtp, admin }) => {
    const a = await kopierteAusschreibung(t.app.db, 'Erdgas Liegenschaften Würzburg');
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    expect((await client.get(`${K}/${a.id}`, kunde2)).json().status).toBe(AusschreibungStatus.Aktiv);
    const antwort = await client.send('POST', `${K}/${a.id}/aufheben`, { begruendung: GRUND }, kunde2);
    expect(antwort.statusCode).toBe(204);

    expect((await client.get(`${K}/${a.id}`, kunde2)).json()).toMatchObject({ status: 5, aufhebung: { am: new Date(t.uhr.now()).toISOString(), begruendung: GRUND } });
    // A run already under way when the change was committed does not see its mails: the second one does.
    await t.app.outbox.zustellen();
    await t.app.outbox.zustellen();
    const mails = smtp.mails.filter((m) => m.subject === `Aufhebung der Ausschreibung ${a.nummer}`);
    const evus = await eingeladene(t, a.id);
    expect(evus.length).toBeGreaterThan(0);
    expect(mails.map((m) => (Array.isArray(m.to) ? '' : m.to?.text)).sort()).toEqual(evus.map((e) => e.email).sort());
    expect(mails[0]!.text).toContain(`Begründung: ${GRUND}`);
    expect(mails[0]!.text).toContain('ein Zuschlag wird nicht erteilt');

    const [eintrag] = (await client.get(`${B}/${a.id}/historie`, admin)).json() as { aktion: string; details: string; wer: string }[];
    expect(eintrag).toMatchObject({ aktion: 'Ausschreibung aufgehoben', details: `Begründung: ${GRUND}`, wer: 'Petra Amtmann (Kunde)' });

    // The final Vergabevermerk records the Aufhebung; the Kunde, to whom no offer was released, does not get it.
    const vermerk = await client.get(`${B}/gas/${a.id}/vergabevermerk`, admin);
    expect(vermerk.statusCode).toBe(200);
    const text = pdfText(vermerk.rawPayload).replace(/\s*\n/g, ' ');
    expect(text).toContain('Endgültige Fassung');
    expect(text).toContain(`aufgehoben (§ 63 VgV); ein Zuschlag wurde nicht erteilt. Begründung der Aufhebung: ${GRUND}`);
    const versiegelt = await client.get(`${K}/${a.id}/vergabevermerk`, kunde2);
    expect(versiegelt.statusCode).toBe(400);
    expect(versiegelt.json().message).toMatch(/^Die Ausschreibung wurde aufgehoben, bevor Ihnen die Angebote freigegeben waren/);

    // The invited EVU sees the cancelled tender and its reasons, and can no longer offer.
    const evuLogin = await t.app.db.selectFrom('benutzer').select('login').where('id', '=', evus[0]!.benutzer_id).executeTakeFirstOrThrow();
    const evu = (await client.angemeldet(evuLogin.login)).access_token;
    expect((await client.get(`${E}/${a.id}`, evu)).json()).toMatchObject({ status: 5, aufhebung: { begruendung: GRUND } });
    expect((await client.get(`${E}/${a.id}`, evu)).json().offeneRuegen).toBeUndefined();

    // Nothing more happens to it: no second Aufhebung, no Rüge, no Zuschlag.
    const nochmal = await client.send('POST', `${K}/${a.id}/aufheben`, { begruendung: GRUND }, kunde2);
    expect(nochmal.statusCode).toBe(409);
    expect(nochmal.json().message).toBe('Die Ausschreibung ist bereits aufgehoben.');
    expect((await client.send('POST', `${K}/${a.id}/ruege`, { eingegangenAm: new Date(t.uhr.now()).toISOString(), text: 'Zu spät.' }, kunde2)).statusCode).toBe(409);
  });

  it('hebt für den Kunden über den Pfad des Administrators auf, auch nach der Freigabe der Angebote', async ({ t, client, admin, kunde, smtp }) => {
    const a = await kopierteAusschreibung(t.app.db, 'Strom Werk, Lager und Verwaltung', { bindefrist: t.uhr.now() + 20 * TAG });
    expect((await client.send('POST', `${B}/gas/${a.id}/aufheben`, { begruendung: GRUND }, admin)).statusCode).toBe(404);
    expect((await client.send('POST', `${B}/strom/${a.id}/aufheben`, { begruendung: GRUND }, admin)).statusCode).toBe(204);
    expect((await client.get(`${B}/strom/${a.id}`, admin)).json()).toMatchObject({ status: 5, aufhebung: { begruendung: GRUND } });
    // A run already under way when the change was committed does not see its mails: the second one does.
    await t.app.outbox.zustellen();
    await t.app.outbox.zustellen();
    expect(smtp.mails.filter((m) => m.subject === `Aufhebung der Ausschreibung ${a.nummer}`)).toHaveLength((await eingeladene(t, a.id)).length);
    // The Kunde's Zuschlag on a cancelled tender is a conflict with its state.
    const [bestes] = await t.app.db.selectFrom('angebot').select('id').where('ausschreibung_id', '=', a.id).execute();
    const zuschlag = await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: bestes!.id }, kunde);
    expect(zuschlag.statusCode).toBe(409);
    expect(zuschlag.json().message).toBe('Die Ausschreibung ist aufgehoben; ein Zuschlag ist nicht mehr möglich.');
    // The list filters by the new status.
    const liste = (await client.get(`${B}?request.filter.status=5&request.paging.size=100`, admin)).json() as { items: { id: number; status: number }[] };
    expect(liste.items.map((z) => z.id)).toContain(a.id);
    expect(new Set(liste.items.map((z) => z.status))).toEqual(new Set([5]));
  });

  it('hebt nicht auf: vor der Freigabe, nach dem wirksamen Zuschlag, bei geplanter Online-Auktion, ohne Begründung, für einen anderen Kunden', async ({ t, client, admin, kunde }) => {
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const verweigert = async (id: number, token: string, erwartet: number, begruendung: unknown = GRUND) => {
      const antwort = await client.send('POST', `${K}/${id}/aufheben`, { begruendung }, token);
      expect(antwort.statusCode).toBe(erwartet);
      expect((await t.app.db.selectFrom('ausschreibung').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).not.toBe(5);
      return antwort.json().message as string;
    };
    const inPruefung = await kopierteAusschreibung(t.app.db, 'Strom kommunale Liegenschaften');
    expect(await verweigert(inPruefung.id, kunde2, 409)).toBe('Die Ausschreibung ist noch nicht freigegeben; bis dahin kann sie geändert oder gelöscht werden.');
    const abgeschlossen = await kopierteAusschreibung(t.app.db, 'Strom Rathaus, Schule, Hallenbad und Bauhof');
    expect(await verweigert(abgeschlossen.id, kunde2, 409)).toBe('Die Ausschreibung ist abgeschlossen; sie kann nicht mehr aufgehoben werden.');

    // A copy of the Gemeinde's Strom tender in Prüfung Angebote, with an auction planned for tomorrow.
    const mitAuktion = await ausschreibungMitAngeboten(t.app.db);
    expect((await client.send('PUT', `${B}/strom/${mitAuktion.id}/auktion`, plan(t.uhr.now() + TAG), admin)).statusCode).toBe(204);
    expect(await verweigert(mitAuktion.id, kunde2, 409)).toBe('Für die Ausschreibung ist eine Online-Auktion geplant. Bitte lassen Sie sie zuerst absagen; dann kann die Ausschreibung aufgehoben werden.');

    const aktiv = await kopierteAusschreibung(t.app.db, 'Erdgas Liegenschaften Würzburg');
    expect(await verweigert(aktiv.id, kunde, 404)).toBe('Die Ausschreibung wurde nicht gefunden.');
    await verweigert(aktiv.id, kunde2, 400, '');
    await verweigert(aktiv.id, kunde2, 400, 'x'.repeat(4001));
    expect((await t.app.db.selectFrom('mail_outbox').select('id').where('betreff', '=', `Aufhebung der Ausschreibung ${aktiv.nummer}`).execute())).toEqual([]);
  });
});
