import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';

const PFAD = '/framework/api/member/benachrichtigungen';

describe.each(portalTests())('Benachrichtigungen eines Kontos auf $name', ({ it }) => {
  it('listet je Rolle ihre E-Mails, alle zunächst an, die vorgeschriebenen als Pflicht', async ({ client, kunde, admin }) => {
    const evu = (await client.angemeldet('evu')).access_token;
    expect((await client.get(PFAD, kunde)).json()).toEqual([
      { art: 'ausschreibungFreigegeben', mail: true, pflicht: false },
      { art: 'bieterantwortKunde', mail: true, pflicht: false },
      { art: 'auktionGeplantKunde', mail: true, pflicht: false },
      { art: 'angeboteFreigegeben', mail: true, pflicht: true },
      { art: 'informationsschreibenKopie', mail: true, pflicht: true },
    ]);
    expect((await client.get(PFAD, admin)).json()).toEqual([
      { art: 'bieterfrageNeu', mail: true, pflicht: false },
      { art: 'zulassungsantrag', mail: true, pflicht: false },
      { art: 'nachweisAblaufAdmin', mail: true, pflicht: false },
    ]);
    expect((await client.get(PFAD, evu)).json()).toEqual([
      { art: 'einladung', mail: true, pflicht: true },
      { art: 'fristaenderung', mail: true, pflicht: true },
      { art: 'bieterantwortEvu', mail: true, pflicht: true },
      { art: 'auktionGeplantEvu', mail: true, pflicht: true },
      { art: 'erinnerung', mail: true, pflicht: false },
      { art: 'ergebnis', mail: true, pflicht: true },
      { art: 'nachweisAblauf', mail: true, pflicht: true },
      { art: 'zulassung', mail: true, pflicht: true },
    ]);
    expect((await client.get(PFAD)).statusCode).toBe(401);
  });

  it('bestellt wählbare E-Mails ab und wieder an, nimmt die gelesene Liste zurück und protokolliert die Änderung', async ({ t, client, admin }) => {
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const gelesen = (await client.get(PFAD, kunde2)).json() as { art: string; mail: boolean; pflicht: boolean }[];
    const aus = gelesen.map((b) => (b.art === 'ausschreibungFreigegeben' || b.art === 'auktionGeplantKunde' ? { ...b, mail: false } : b));
    const antwort = await client.send('PUT', PFAD, aus, kunde2);
    expect(antwort.statusCode).toBe(200);
    expect(antwort.json()).toEqual(aus);
    expect((await client.get(PFAD, kunde2)).json()).toEqual(aus);
    // The same list again changes nothing and writes no second audit event.
    expect((await client.send('PUT', PFAD, aus, kunde2)).json()).toEqual(aus);
    const benutzerId = (await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'kunde2').executeTakeFirstOrThrow()).id;
    const ereignisse = await t.app.db.selectFrom('audit_event').select(['vorher', 'nachher']).where('aktion', '=', 'benachrichtigungen_geaendert').where('benutzer_id', '=', benutzerId).execute();
    expect(ereignisse.map((e) => [JSON.parse(e.vorher!), JSON.parse(e.nachher!)])).toEqual([[{ abbestellt: [] }, { abbestellt: ['auktionGeplantKunde', 'ausschreibungFreigegeben'] }]]);
    // The administrator reads it in the account's history.
    const kundeId = (await t.app.db.selectFrom('kunde').select('id').where('benutzer_id', '=', benutzerId).executeTakeFirstOrThrow()).id;
    const historie = (await client.get(`/api/kundeasadmin/${kundeId}/historie`, admin)).json() as { aktion: string; details: string | null }[];
    expect(historie.find((h) => h.aktion === 'Benachrichtigungen geändert')?.details).toBe('Keine E-Mail mehr zu: Online-Auktion geplant, Ausschreibung freigegeben');

    // A part of the list is enough; what it leaves out stays as it is.
    const wieder = await client.send('PUT', PFAD, [{ art: 'auktionGeplantKunde', mail: true }], kunde2);
    expect(wieder.json()).toEqual(gelesen.map((b) => (b.art === 'ausschreibungFreigegeben' ? { ...b, mail: false } : b)));
  });

  it('weist das Abbestellen einer vorgeschriebenen E-Mail mit deutscher Meldung ab und ändert dann nichts', async ({ client }) => {
    const evu2 = (await client.angemeldet('evu2')).access_token;
    const vorher = (await client.get(PFAD, evu2)).json();
    const antwort = await client.send('PUT', PFAD, [{ art: 'erinnerung', mail: false }, { art: 'einladung', mail: false }], evu2);
    expect(antwort.statusCode).toBe(400);
    expect(antwort.json()).toEqual({
      message: 'Die E-Mail „Einladungen“ ist vorgeschrieben und kann nicht abbestellt werden.',
      errors: { '[1].mail': ['Die E-Mail „Einladungen“ ist vorgeschrieben und kann nicht abbestellt werden.'] },
    });
    expect((await client.get(PFAD, evu2)).json()).toEqual(vorher);
  });

  it('weist E-Mails einer anderen Rolle, doppelte und unbekannte Arten ab', async ({ client, admin }) => {
    const fremd = await client.send('PUT', PFAD, [{ art: 'erinnerung', mail: false }], admin);
    expect(fremd.statusCode).toBe(400);
    expect(fremd.json().message).toBe('Diese Benachrichtigung gibt es für Ihr Konto nicht.');
    const doppelt = await client.send('PUT', PFAD, [{ art: 'bieterfrageNeu', mail: false }, { art: 'bieterfrageNeu', mail: true }], admin);
    expect(doppelt.statusCode).toBe(400);
    expect(doppelt.json().message).toBe('Jede Benachrichtigung darf nur einmal vorkommen.');
    const unbekannt = await client.send('PUT', PFAD, [{ art: 'werbung', mail: true }], admin);
    expect(unbekannt.statusCode).toBe(400);
    expect((await client.get(PFAD, admin)).json()).toEqual([
      { art: 'bieterfrageNeu', mail: true, pflicht: false },
      { art: 'zulassungsantrag', mail: true, pflicht: false },
      { art: 'nachweisAblaufAdmin', mail: true, pflicht: false },
    ]);
  });
});
