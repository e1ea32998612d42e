import { threadId } from 'node:worker_threads';
import { describe, expect } from 'vitest';
import { formatPreis } from '../../../domain/format';
import { pdfArbeit } from '../../../server/shared/arbeiter/pdf';
import { ausschreibungMitAngeboten, plan } from '../hilfen/auktion';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const MINUTE = 60_000;

describe.each(portalTests())('Online-Auktion auf $name', ({ it }) => {
  const admin = (id: number) => `/api/ausschreibungasadmin/strom/${id}/auktion`;
  const evu = (id: number) => `/api/evu/ausschreibung/${id}/auktion`;
  const anmelden = async (client: TestClient, login: string) => (await client.angemeldet(login)).access_token;
  /** A tender with two bidders (evu, evu2) and an auction planned to begin in a minute. */
  const geplant = async (t: TestApp, client: TestClient, adminToken: string, extra: Record<string, unknown> = {}) => {
    const a = await ausschreibungMitAngeboten(t.app.db);
    const beginn = t.uhr.now() + MINUTE;
    expect((await client.send('PUT', admin(a.id), plan(beginn, extra), adminToken)).statusCode).toBe(204);
    return { ...a, beginn, ende: beginn + 10 * MINUTE };
  };
  const biete = (client: TestClient, id: number, token: string, arbeitspreisCtKwh: number) => client.send('POST', `${evu(id)}/gebot`, { arbeitspreisCtKwh }, token);

  it('plant die Auktion, mailt jedem Bieter den Plan und lässt sie vor Beginn absagen', async ({ t, client, admin: adminToken }) => {
    const a = await geplant(t, client, adminToken);
    const stand = (await client.get(admin(a.id), adminToken)).json();
    expect(stand).toMatchObject({ status: 'geplant', beginn: new Date(a.beginn).toISOString(), ende: new Date(a.ende).toISOString(), dauerMinuten: 10, mindestschrittCtKwh: 0.01, verlaengerungMinuten: 2, maxVerlaengerungen: 10, bestpreisSichtbar: false });
    expect(stand.rangliste.map((e: { evu: string }) => e.evu).sort()).toEqual(['Nordwind Strom AG', 'Stadtwerke Süd Energie GmbH']);
    const mails = await t.app.db.selectFrom('mail_outbox').select(['empfaenger', 'text']).where('betreff', '=', `Online-Auktion zur Ausschreibung ${a.nummer}`).execute();
    const bieterMails = await t.app.db.selectFrom('evu').select('email').where('id', 'in', a.evuIds).execute();
    expect(mails.map((m) => m.empfaenger).sort()).toEqual(bieterMails.map((e) => e.email).sort());
    expect(mails[0]!.text).toContain('Mindestschritt: 0,01 ct/kWh');

    const freigabe = await client.send('POST', `/api/ausschreibungasadmin/strom/${a.id}/angebot/freigeben`, undefined, adminToken);
    expect(freigabe.statusCode).toBe(400);
    expect(freigabe.json().errors.auktion).toEqual(['Solange eine Online-Auktion geplant ist oder läuft, können die Angebote nicht freigegeben werden.']);

    expect((await client.send('PUT', admin(a.id), plan(a.beginn + MINUTE, { dauerMinuten: 30 }), adminToken)).statusCode).toBe(204);
    expect((await client.get(admin(a.id), adminToken)).json().dauerMinuten).toBe(30);
    expect((await client.delete(admin(a.id), adminToken)).statusCode).toBe(204);
    expect((await client.get(admin(a.id), adminToken)).statusCode).toBe(404);
    expect((await client.delete(admin(a.id), adminToken)).statusCode).toBe(404);
    expect((await client.send('POST', `/api/ausschreibungasadmin/strom/${a.id}/angebot/freigeben`, undefined, adminToken)).statusCode).toBe(204);
  });

  it('weist Pläne in der Vergangenheit, außerhalb von Prüfung Angebote und nach Beginn ab', async ({ t, client, admin: adminToken }) => {
    const a = await ausschreibungMitAngeboten(t.app.db);
    const vergangen = await client.send('PUT', admin(a.id), plan(t.uhr.now() - 1000, { mindestschrittCtKwh: 0.00015 }), adminToken);
    expect(vergangen.statusCode).toBe(400);
    expect(vergangen.json().errors).toEqual({ beginn: ['Der Beginn muss in der Zukunft liegen.'], mindestschrittCtKwh: ['Höchstens 4 Nachkommastellen sind erlaubt.'] });
    expect((await client.send('PUT', admin(a.id), plan(t.uhr.now() + MINUTE, { dauerMinuten: 121 }), adminToken)).statusCode).toBe(400);
    const aktiv = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 1).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const falscherStatus = await client.send('PUT', admin(aktiv.id), plan(t.uhr.now() + MINUTE), adminToken);
    expect(falscherStatus.statusCode).toBe(400);
    expect(falscherStatus.json().errors.status).toEqual(['Eine Online-Auktion kann nur im Status „Prüfung Angebote“ geplant werden.']);
    expect((await client.send('PUT', `/api/ausschreibungasadmin/gas/${a.id}/auktion`, plan(t.uhr.now() + MINUTE), adminToken)).statusCode).toBe(404);

    const b = await geplant(t, client, adminToken);
    t.uhr.set(b.beginn);
    expect((await client.get(admin(b.id), adminToken)).json().status).toBe('laeuft');
    expect((await client.send('PUT', admin(b.id), plan(t.uhr.now() + MINUTE), adminToken)).statusCode).toBe(409);
    expect((await client.delete(admin(b.id), adminToken)).statusCode).toBe(409);
  });

  it('nimmt nur Gebote mindestens einen Mindestschritt unter dem eigenen Preis an, und jedes Gebot gilt', async ({ t, client, admin: adminToken }) => {
    const a = await geplant(t, client, adminToken);
    const token = await anmelden(client, 'evu2');
    const start = (await client.get(evu(a.id), token)).json();
    expect(start).toMatchObject({ status: 'geplant', anzahlBieter: 2, gebote: [] });
    expect(start.naechsterHoechstpreisCtKwh).toBeCloseTo(start.arbeitspreisCtKwh - 0.01, 4);
    const zuFrueh = await biete(client, a.id, token, start.naechsterHoechstpreisCtKwh);
    expect(zuFrueh.statusCode).toBe(400);
    expect(zuFrueh.json().message).toBe('Die Online-Auktion hat noch nicht begonnen.');

    t.uhr.set(a.beginn + MINUTE);
    adminToken = await anmelden(client, 'admin');
    const neu = await anmelden(client, 'evu2');
    const zuKlein = await biete(client, a.id, neu, start.arbeitspreisCtKwh - 0.005);
    expect(zuKlein.statusCode).toBe(400);
    expect(zuKlein.json().errors.arbeitspreisCtKwh[0]).toMatch(/^Das Gebot muss mindestens 0,01 ct\/kWh unter Ihrem aktuellen Arbeitspreis liegen/);
    expect((await biete(client, a.id, neu, start.arbeitspreisCtKwh)).json().errors.arbeitspreisCtKwh).toEqual(['Das Gebot muss unter Ihrem aktuellen Arbeitspreis liegen.']);

    const erstes = await biete(client, a.id, neu, start.naechsterHoechstpreisCtKwh);
    expect(erstes.statusCode).toBe(200);
    // The answer: the standing after the bid and the bid as recorded, not the bids so far.
    expect(erstes.json()).toMatchObject({ status: 'laeuft', arbeitspreisCtKwh: start.naechsterHoechstpreisCtKwh, gebot: { arbeitspreisCtKwh: start.naechsterHoechstpreisCtKwh, zeit: new Date(t.uhr.now()).toISOString() } });
    expect(erstes.json()).not.toHaveProperty('gebote');
    expect(erstes.json().jahreskostenEuro).toBeLessThan(start.jahreskostenEuro);
    // Final: no way back up to the earlier price.
    expect((await biete(client, a.id, neu, start.arbeitspreisCtKwh - 0.005)).statusCode).toBe(400);
    const { gebot, ...stand } = erstes.json();
    expect((await client.get(evu(a.id), neu)).json()).toEqual({ ...stand, gebote: [gebot] });
    // Only the Arbeitspreis moved; the other parts of the sealed offer stay.
    const adminSicht = (await client.get(admin(a.id), adminToken)).json();
    expect(adminSicht.rangliste.find((e: { evu: string }) => e.evu === 'Nordwind Strom AG')).toMatchObject({ arbeitspreisCtKwh: start.naechsterHoechstpreisCtKwh, gebote: 1 });
  });

  it('zeigt Bietern nur ihren Rang, dem Kunden anonyme Bieter und dem Administrator alles', async ({ t, client, admin: adminToken }) => {
    const a = await geplant(t, client, adminToken, { bestpreisSichtbar: true });
    t.uhr.set(a.beginn);
    adminToken = await anmelden(client, 'admin');
    const evuToken = await anmelden(client, 'evu');
    const evu2Token = await anmelden(client, 'evu2');
    const sued = (await client.get(evu(a.id), evuToken)).json();
    const nord = (await client.get(evu(a.id), evu2Token)).json();
    expect([sued.rang, nord.rang].sort()).toEqual([1, 2]);
    const vorne = sued.rang === 1 ? sued : nord;
    const hinten = sued.rang === 1 ? { token: evu2Token, stand: nord } : { token: evuToken, stand: sued };
    expect(hinten.stand.bestpreisJahreskostenEuro).toBe(vorne.jahreskostenEuro);
    for (const sicht of [sued, nord]) {
      expect(Object.keys(sicht).sort()).toEqual(
        ['anzahlBieter', 'arbeitspreisCtKwh', 'beginn', 'bestpreisJahreskostenEuro', 'bestpreisSichtbar', 'ende', 'gebote', 'jahreskostenEuro', 'mindestschrittCtKwh', 'naechsterHoechstpreisCtKwh', 'rang', 'stand', 'status'].sort(),
      );
    }
    expect(JSON.stringify(sued)).not.toContain('Nordwind');
    expect(JSON.stringify(sued)).not.toContain(String(nord.arbeitspreisCtKwh));

    // The one behind undercuts the leader by far enough to lead: more than 10 % below its own price, so confirmed.
    const unterbieten = Math.floor((hinten.stand.arbeitspreisCtKwh - 3) * 100) / 100;
    expect((await client.send('POST', `${evu(a.id)}/gebot`, { arbeitspreisCtKwh: unterbieten, bestaetigt: true }, hinten.token)).json().rang).toBe(1);

    const kunde2 = await anmelden(client, 'kunde2');
    const kundenSicht = (await client.get(`/api/kunde/ausschreibung/${a.id}/auktion`, kunde2)).json();
    expect(kundenSicht.rangliste).toHaveLength(2);
    for (const e of kundenSicht.rangliste) expect(Object.keys(e).sort()).toEqual(['bieter', 'jahreskostenEuro', 'rang']);
    expect(kundenSicht.rangliste.map((e: { bieter: string }) => e.bieter).sort()).toEqual(['Bieter A', 'Bieter B']);
    const kunde = await anmelden(client, 'kunde');
    expect((await client.get(`/api/kunde/ausschreibung/${a.id}/auktion`, kunde)).statusCode).toBe(404);
    expect((await client.get(evu(a.id), await anmelden(client, 'evu3'))).statusCode).toBe(404);
    expect((await client.get(evu(a.id), adminToken)).statusCode).toBe(403);

    const adminSicht = (await client.get(admin(a.id), adminToken)).json();
    expect(adminSicht.rangliste.map((e: { rang: number; evuId: number }) => e.rang)).toEqual([1, 2]);
    expect(adminSicht.rangliste[0].jahreskostenEuro).toBe(kundenSicht.rangliste[0].jahreskostenEuro);

    // Names for the Kunde only once the offers are released to it.
    t.uhr.set(a.ende);
    adminToken = await anmelden(client, 'admin');
    await client.get(admin(a.id), adminToken);
    expect((await client.send('POST', `/api/ausschreibungasadmin/strom/${a.id}/angebot/freigeben`, undefined, adminToken)).statusCode).toBe(204);
    const danach = (await client.get(`/api/kunde/ausschreibung/${a.id}/auktion`, await anmelden(client, 'kunde2'))).json();
    expect(danach.status).toBe('beendet');
    expect(danach.rangliste[0].evu).toBe(adminSicht.rangliste[0].evu);
  });

  it('verlängert bei Geboten in den letzten Minuten, höchstens so oft wie erlaubt', async ({ t, client, admin: adminToken }) => {
    const a = await geplant(t, client, adminToken, { maxVerlaengerungen: 2 });
    t.uhr.set(a.beginn + MINUTE);
    let token = await anmelden(client, 'evu2');
    let preis = (await client.get(evu(a.id), token)).json().naechsterHoechstpreisCtKwh as number;
    const bieteWeiter = async () => {
      const r = await biete(client, a.id, token, preis);
      expect(r.statusCode).toBe(200);
      preis = r.json().naechsterHoechstpreisCtKwh;
      return r.json();
    };
    expect((await bieteWeiter()).ende).toBe(new Date(a.ende).toISOString());
    t.uhr.set(a.ende - MINUTE);
    token = await anmelden(client, 'evu2');
    expect((await bieteWeiter()).ende).toBe(new Date(a.ende + MINUTE).toISOString());
    t.uhr.set(a.ende + 30_000);
    expect((await bieteWeiter()).ende).toBe(new Date(a.ende + 30_000 + 2 * MINUTE).toISOString());
    t.uhr.advance(MINUTE);
    const ohne = await bieteWeiter();
    expect(ohne.ende).toBe(new Date(a.ende + 30_000 + 2 * MINUTE).toISOString());
    const adminNeu = await anmelden(client, 'admin');
    expect((await client.get(admin(a.id), adminNeu)).json()).toMatchObject({ verlaengerungen: 2, maxVerlaengerungen: 2 });
    const historie = (await client.get(`/api/ausschreibungasadmin/${a.id}/historie`, adminNeu)).json();
    expect(historie.filter((h: { aktion: string }) => h.aktion === 'Online-Auktion verlängert')).toHaveLength(2);
  });

  it('endet genau einmal, macht die letzten Gebote zu neuen Angebotsversionen und weist späte Gebote ab', async ({ t, client, admin: adminToken }) => {
    const a = await geplant(t, client, adminToken, { verlaengerungMinuten: 0 });
    t.uhr.set(a.beginn);
    let token = await anmelden(client, 'evu2');
    const start = (await client.get(evu(a.id), token)).json();
    const zweites = Math.round((start.naechsterHoechstpreisCtKwh - 0.05) * 10_000) / 10_000;
    expect((await biete(client, a.id, token, start.naechsterHoechstpreisCtKwh)).statusCode).toBe(200);
    expect((await biete(client, a.id, token, zweites)).statusCode).toBe(200);
    const angeboteVorher = await t.app.db.selectFrom('angebot').selectAll().where('ausschreibung_id', '=', a.id).orderBy('id').execute();

    t.uhr.set(a.ende);
    token = await anmelden(client, 'evu2');
    const [adminNeu, kunde2] = [await anmelden(client, 'admin'), await anmelden(client, 'kunde2')];
    // Three readers at once each apply the due end: it happens once.
    const lesen = await Promise.all([client.get(admin(a.id), adminNeu), client.get(evu(a.id), token), client.get(`/api/kunde/ausschreibung/${a.id}/auktion`, kunde2)]);
    expect(lesen.map((r) => r.json().status)).toEqual(['beendet', 'beendet', 'beendet']);
    const beendet = await t.app.db.selectFrom('audit_event').select('id').where('aktion', '=', 'auktion_beendet').where('entitaet_id', '=', a.id).execute();
    expect(beendet).toHaveLength(1);

    const angebote = await t.app.db.selectFrom('angebot').selectAll().where('ausschreibung_id', '=', a.id).orderBy('id').execute();
    const nordwind = await t.app.db.selectFrom('evu').select('id').where('firma', '=', 'Nordwind Strom AG').executeTakeFirstOrThrow();
    for (const [i, o] of angebote.entries()) {
      const vorher = angeboteVorher[i]!;
      if (o.evu_id === nordwind.id) {
        expect(o).toMatchObject({ arbeitspreis_ct_kwh_e4: Math.round(zweites * 10_000), version: vorher.version + 1, grundpreis_eur_monat_e4: vorher.grundpreis_eur_monat_e4 });
        const versionen = await t.app.db.selectFrom('angebot_version').select(['version', 'daten']).where('angebot_id', '=', o.id).execute();
        expect(JSON.parse(versionen.find((v) => v.version === o.version)!.daten).arbeitspreis_ct_kwh_e4).toBe(Math.round(zweites * 10_000));
      } else {
        expect(o).toEqual(vorher);
      }
    }
    const eigenes = (await client.get(`/api/evu/ausschreibung/${a.id}/angebot`, token)).json();
    expect(eigenes.arbeitspreisCtKwh).toBe(zweites);

    const spaet = await biete(client, a.id, token, zweites - 0.05);
    expect(spaet.statusCode).toBe(400);
    expect(spaet.json().message).toBe('Die Online-Auktion ist beendet. Ihr Gebot wurde nicht angenommen.');
    const historie = (await client.get(`/api/ausschreibungasadmin/${a.id}/historie`, adminNeu)).json();
    expect(historie.map((h: { aktion: string }) => h.aktion)).toEqual(
      expect.arrayContaining(['Verspätetes Gebot abgewiesen', 'Online-Auktion beendet', 'Angebot aus der Online-Auktion', 'Online-Auktion begonnen', 'Online-Auktion geplant']),
    );
    const protokoll = (format: string, token: string, basis = admin(a.id)) => client.get(`${basis}/protokoll?format=${format}`, token);
    const kundePfad = `/api/kunde/ausschreibung/${a.id}/auktion`;
    expect((await protokoll('csv', kunde2, kundePfad)).json().message).toBe('Das Auktionsprotokoll steht Ihnen ab der Freigabe der Angebote zur Verfügung.');
    const csv = await protokoll('csv', adminNeu);
    expect(csv.headers['content-disposition']).toContain(`Auktionsprotokoll_${a.nummer}.csv`);
    const zeilen = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(zeilen[0]).toBe('Zeit (deutsche Zeit);Ereignis;Bieter;Arbeitspreis (ct/kWh);Jahreskosten (€);Ende der Auktion;Hinweis');
    expect(zeilen.slice(1).map((z) => z.split(';')[1])).toEqual(['Geplant', 'Beginn', 'Gebot', 'Gebot', 'Ende']);
    expect(zeilen[4]!.split(';').slice(2, 4)).toEqual(['Nordwind Strom AG', formatPreis(zweites)]);
    const vorher = pdfArbeit('auktionsprotokoll').anzahl;
    const pdf = await protokoll('pdf', adminNeu);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Laid out by a thread of the worker pool, not in the event loop of the request.
    expect(pdfArbeit('auktionsprotokoll').anzahl).toBe(vorher + 1);
    expect(pdfArbeit('auktionsprotokoll').faden).not.toBe(threadId);

    expect((await client.send('POST', `/api/ausschreibungasadmin/strom/${a.id}/angebot/freigeben`, undefined, adminNeu)).statusCode).toBe(204);
    expect((await protokoll('csv', kunde2, kundePfad)).body).toBe(csv.body);
  });

  it('beurteilt gleichzeitige Gebote am festgeschriebenen Stand: kein Gebot und keine Verlängerung doppelt', async ({ t, client, admin: adminToken }) => {
    const a = await geplant(t, client, adminToken);
    t.uhr.set(a.ende - MINUTE);
    const tokens = [await anmelden(client, 'evu'), await anmelden(client, 'evu2')];
    adminToken = await anmelden(client, 'admin');
    const preise = await Promise.all(tokens.map(async (tk) => (await client.get(evu(a.id), tk)).json().naechsterHoechstpreisCtKwh as number));
    // Each bidder sends the same bid twice at once: the second is judged against the first and is too high.
    const antworten = await Promise.all(tokens.flatMap((tk, i) => [biete(client, a.id, tk, preise[i]!), biete(client, a.id, tk, preise[i]!)]));
    expect(antworten.map((r) => r.statusCode).sort()).toEqual([200, 200, 400, 400]);
    const stand = (await client.get(admin(a.id), adminToken)).json();
    expect(stand.verlaengerungen).toBe(1);
    expect(stand.ende).toBe(new Date(a.ende + MINUTE).toISOString());
    expect(stand.rangliste.map((e: { gebote: number }) => e.gebote)).toEqual([1, 1]);
    const verlaengert = await t.app.db.selectFrom('auktion_ereignis').select('id').where('ausschreibung_id', '=', a.id).where('art', '=', 'verlaengert').execute();
    expect(verlaengert).toHaveLength(1);
  });
});
