import { describe, expect } from 'vitest';
import type { EinladbaresEvu } from '../../../domain/api/ausschreibung';
import type { NichtZugelassenesEvu } from '../../../domain/api/zulassungAdmin';
import { neueStromAusschreibung } from '../hilfen/ausschreibungEingabe';
import { E, lege, neuesEvu } from '../hilfen/personen';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';
const GRUND = 'Wunsch des Kunden: langjähriger Lieferant, die Zulassung ist beantragt.';

/**
 * Invitations and the supplier register (issue 45): a tender offers only EVUs admitted for its Sparte; inviting
 * another needs the administrator's Begründung, which is kept with the invitation and in the tender's history.
 */
describe.each(portalTests())('Einladung nur zugelassener EVUs auf $name', ({ it }) => {
  const neueStromausschreibung = async (t: TestApp, client: TestClient) => {
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const antwort = await client.send('POST', '/api/kunde/ausschreibung/strom', neueStromAusschreibung(t.uhr.now()), kunde2);
    expect(antwort.statusCode, antwort.body).toBe(200);
    return antwort.json().id as number;
  };
  const firmen = (o: { label: string }[]) => o.map((e) => e.label);

  it('bietet nur die für die Sparte zugelassenen EVUs an, die anderen mit ihrem Stand getrennt', async ({ t, client, admin }) => {
    const id = await neueStromausschreibung(t, client);
    const registriert = await lege(client, E, neuesEvu({ sparten: 1, firma: 'Ostsee Energie GmbH' }), admin, { zulassen: false });
    const zugelassen = (await client.get(`${B}/evuoptions/${id}`, admin)).json() as EinladbaresEvu[];
    expect(firmen(zugelassen)).toEqual(['Nordwind Strom AG', 'Stadtwerke Süd Energie GmbH']);
    const andere = await client.get(`${B}/evuoptions/${id}/nichtzugelassen`, admin);
    expect(andere.statusCode).toBe(200);
    expect(andere.json()).toEqual([
      { label: 'Alpenstrom Energie GmbH', value: expect.any(Number), plz: '87435', ort: 'Kempten', status: 'in_pruefung', statusLabel: 'in Prüfung' },
      { label: 'Ostsee Energie GmbH', value: registriert.id, plz: '18055', ort: 'Rostock', status: 'registriert', statusLabel: 'registriert' },
    ]);
    expect((await client.get(`${B}/evuoptions/999999/nichtzugelassen`, admin)).statusCode).toBe(404);
    expect((await client.get(`${B}/evuoptions/${id}/nichtzugelassen`, (await client.angemeldet('evu')).access_token)).statusCode).toBe(403);
  });

  it('lädt ein nicht zugelassenes EVU nur mit Begründung ein, speichert und protokolliert sie', async ({ t, client, admin }) => {
    const id = await neueStromausschreibung(t, client);
    const andere = (await client.get(`${B}/evuoptions/${id}/nichtzugelassen`, admin)).json() as NichtZugelassenesEvu[];
    const alpen = andere.find((e) => e.label === 'Alpenstrom Energie GmbH')!.value;
    const [sued] = ((await client.get(`${B}/evuoptions/${id}`, admin)).json() as EinladbaresEvu[]).filter((e) => e.label === 'Stadtwerke Süd Energie GmbH').map((e) => e.value);

    for (const begruendung of [undefined, null, '', '   ']) {
      const ohne = await client.send('POST', `${B}/evu/${id}`, begruendung === undefined ? { evuIds: [sued, alpen] } : { evuIds: [sued, alpen], begruendung }, admin);
      expect(ohne.statusCode, String(begruendung)).toBe(400);
      expect(ohne.json().errors).toEqual({ begruendung: ['Das EVU „Alpenstrom Energie GmbH“ (in Prüfung) ist für die Sparte Strom nicht zugelassen. Bitte begründen Sie die Einladung.'] });
    }
    expect((await client.get(`${B}/evu/${id}`, admin)).json()).toEqual([]);

    expect((await client.send('POST', `${B}/evu/${id}`, { evuIds: [sued, alpen], begruendung: ` ${GRUND} ` }, admin)).statusCode).toBe(204);
    expect((await client.get(`${B}/evu/${id}`, admin)).json()).toEqual([sued, alpen].sort((a, b) => a! - b!));
    const gespeichert = await t.app.db.selectFrom('einladung').select(['evu_id', 'begruendung']).where('ausschreibung_id', '=', id).orderBy('evu_id').execute();
    expect(Object.fromEntries(gespeichert.map((e) => [e.evu_id, e.begruendung]))).toEqual({ [sued!]: null, [alpen]: GRUND });
    const protokoll = await t.app.db.selectFrom('audit_event').selectAll().where('aktion', '=', 'evus_eingeladen').where('entitaet_id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(protokoll.nachher!)).toEqual({ evuIds: [sued, alpen], ohneZulassung: [{ evuId: alpen, firma: 'Alpenstrom Energie GmbH', status: 'in_pruefung' }], begruendung: GRUND });
    expect((await client.get(`${B}/${id}/historie`, admin)).json()[0]).toMatchObject({
      aktion: 'EVU-Einladungen geändert',
      details: `Eingeladene EVUs: 0 → 2 · ohne Zulassung eingeladen: Alpenstrom Energie GmbH · Begründung: ${GRUND}`,
    });

    // Saved again as it is, the EVU invited before needs no new Begründung; its first one stays.
    expect((await client.send('POST', `${B}/evu/${id}`, { evuIds: [sued, alpen] }, admin)).statusCode).toBe(204);
    expect((await t.app.db.selectFrom('einladung').select('begruendung').where('ausschreibung_id', '=', id).where('evu_id', '=', alpen).executeTakeFirstOrThrow()).begruendung).toBe(GRUND);
    const zweites = await t.app.db.selectFrom('audit_event').selectAll().where('aktion', '=', 'evus_eingeladen').where('entitaet_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(zweites.nachher!)).toEqual({ evuIds: [sued, alpen] });
  });

  it('nimmt ein gesperrtes EVU aus dem Angebot; nennt mehrere ohne Zulassung zusammen', async ({ t, client, admin }) => {
    const id = await neueStromausschreibung(t, client);
    const nordwind = (await t.app.db.selectFrom('evu').select('id').where('firma', '=', 'Nordwind Strom AG').executeTakeFirstOrThrow()).id;
    const sperre = await client.send('POST', `${E}/${nordwind}/zulassung/strom/entscheidung`, { status: 'gesperrt', begruendung: 'Zahlungsverzug gegenüber dem Netzbetreiber.' }, admin);
    expect(sperre.statusCode, sperre.body).toBe(204);
    expect(firmen((await client.get(`${B}/evuoptions/${id}`, admin)).json())).toEqual(['Stadtwerke Süd Energie GmbH']);
    const andere = (await client.get(`${B}/evuoptions/${id}/nichtzugelassen`, admin)).json() as NichtZugelassenesEvu[];
    expect(andere.find((e) => e.value === nordwind)).toMatchObject({ status: 'gesperrt', statusLabel: 'gesperrt' });
    const alpen = andere.find((e) => e.label === 'Alpenstrom Energie GmbH')!.value;
    expect((await client.send('POST', `${B}/evu/${id}`, { evuIds: [nordwind, alpen] }, admin)).json().errors).toEqual({
      begruendung: ['Die EVUs „Nordwind Strom AG“ (gesperrt), „Alpenstrom Energie GmbH“ (in Prüfung) sind für die Sparte Strom nicht zugelassen. Bitte begründen Sie die Einladung.'],
    });
    // A Gas-only EVU is no choice at all, Begründung or not.
    const rheingas = (await t.app.db.selectFrom('evu').select('id').where('firma', '=', 'Rheingas Versorgung GmbH').executeTakeFirstOrThrow()).id;
    expect((await client.send('POST', `${B}/evu/${id}`, { evuIds: [rheingas], begruendung: GRUND }, admin)).json().errors).toEqual({ evuIds: ['Nicht jedes gewählte EVU beliefert die Sparte Strom.'] });
    // An id nobody has: named as not found, not as the wrong Sparte.
    const unbekannt = await client.send('POST', `${B}/evu/${id}`, { evuIds: [rheingas, 999_999], begruendung: GRUND }, admin);
    expect([unbekannt.statusCode, unbekannt.json().errors]).toEqual([400, { evuIds: ['Das gewählte EVU wurde nicht gefunden (Nummer 999999).'] }]);
    // Admitted again: its demo proofs and Eigenerklärung are complete.
    const wieder = await client.send('POST', `${E}/${nordwind}/zulassung/strom/entscheidung`, { status: 'zugelassen', begruendung: 'Zahlungen nachgewiesen.' }, admin);
    expect(wieder.statusCode, wieder.body).toBe(204);
    expect(firmen((await client.get(`${B}/evuoptions/${id}`, admin)).json())).toEqual(['Nordwind Strom AG', 'Stadtwerke Süd Energie GmbH']);
  });

  it('filtert die EVU-Liste nach der Zulassung und zeigt sie je Sparte; das Dashboard zählt die wartenden Anträge', async ({ client, admin }) => {
    const liste = (await client.get(`${E}?request.filter.zulassung=in_pruefung`, admin)).json();
    expect(liste.items.map((e: { login: string }) => e.login)).toEqual(['evu4']);
    expect(liste.items[0].zulassung).toEqual([{ sparte: 1, status: 'in_pruefung' }]);
    const alle = (await client.get(`${E}?request.filter.suche=Stadtwerke`, admin)).json();
    expect(alle.items[0].zulassung).toEqual([{ sparte: 1, status: 'zugelassen' }, { sparte: 2, status: 'zugelassen' }]);
    expect((await client.get(`${E}?request.filter.zulassung=gesperrt&request.filter.zulassung=abgelehnt`, admin)).json().total).toBe(0);
    expect((await client.get(`${E}?request.filter.zulassung=unbekannt`, admin)).statusCode).toBe(400);
    expect((await client.get('/api/dashboard', admin)).json().zulassungenInPruefung).toBe(1);
    expect((await client.get(`${E}/options`, admin)).json().zulassung).toEqual([
      { label: 'registriert', value: 'registriert' },
      { label: 'in Prüfung', value: 'in_pruefung' },
      { label: 'zugelassen', value: 'zugelassen' },
      { label: 'abgelehnt', value: 'abgelehnt' },
      { label: 'abgelaufen', value: 'abgelaufen' },
      { label: 'gesperrt', value: 'gesperrt' },
    ]);
  });
});
