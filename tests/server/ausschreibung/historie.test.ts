import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';

const B = '/api/ausschreibungasadmin';
const TAG = 24 * 60 * 60 * 1000;

describe.each(portalTests())('Historie einer Ausschreibung auf $name', ({ it }) => {
  it('zeigt Bearbeitung, Einladung, Freigabe und Fristablauf in umgekehrter Reihenfolge mit deutschen Bezeichnungen', async ({ t, client, admin }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 0).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const detail = (await client.get(`${B}/strom/${a.id}`, admin)).json();
    const { id: _i, nummer: _n, typ: _t, status: _s, kundeId: _k, kunde: _ku, anzahlAngebote: _a, eingeladeneEvus: _e, warnungen: _w, ...eingabe } = detail;
    expect((await client.send('PUT', `${B}/strom/${a.id}`, { ...eingabe, bezeichnung: 'Neu benannt' }, admin)).statusCode).toBe(204);
    const evu = (await client.get(`${B}/evuoptions/${a.id}`, admin)).json()[0].value;
    expect((await client.send('POST', `${B}/evu/${a.id}`, { evuIds: [evu] }, admin)).statusCode).toBe(204);
    expect((await client.send('POST', `${B}/strom/${a.id}/freigeben`, undefined, admin)).statusCode).toBe(204);
    t.uhr.advance(40 * TAG);
    // The sessions have expired meanwhile.
    admin = (await client.angemeldet('admin')).access_token;
    // Reading applies the overdue deadline; the scheduler has no user and shows as 'System'.
    await client.get(`${B}/strom/${a.id}`, admin);

    const historie = (await client.get(`${B}/${a.id}/historie`, admin)).json() as { zeit: string; wer: string; aktion: string; details: string | null }[];
    const neuesteZuerst = historie.map((e) => e.aktion).filter((x) => x !== 'Ausschreibung angelegt');
    expect(neuesteZuerst.slice(0, 4)).toEqual(['Angebotsfrist abgelaufen', 'Ausschreibung freigegeben', 'EVU-Einladungen geändert', 'Ausschreibung geändert']);
    expect(historie[0]!.wer).toBe('System');
    expect(historie[1]!.wer).toMatch(/\(Administrator\)$/);
    expect(historie[2]!.details).toBe('Eingeladene EVUs: 0 → 1');
    expect(historie[3]!.details).toBe(`${detail.lieferstellen.length} Lieferstellen`);
    expect(Date.parse(historie[0]!.zeit)).toBeGreaterThan(Date.parse(historie[1]!.zeit));
  });

  it('zeigt die Angebote einer Ausschreibung in ihrer Historie', async ({ t, client, admin }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 2).where('sparte', '=', 2).executeTakeFirstOrThrow();
    const angebot = await t.app.db.selectFrom('angebot').select('id').where('ausschreibung_id', '=', a.id).executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('audit_event')
      .values({ at: t.uhr.now(), benutzer_id: null, aktion: 'angebot_abgegeben', entitaet: 'angebot', entitaet_id: angebot.id, vorher: null, nachher: JSON.stringify({ version: 2 }), ip_address: null })
      .execute();
    const historie = (await client.get(`${B}/${a.id}/historie`, admin)).json();
    expect(historie[0]).toMatchObject({ aktion: 'Angebot abgegeben', details: 'Version 2' });
  });

  it('antwortet auf eine unbekannte Ausschreibung mit 404 und anderen Rollen mit 403', async ({ client, admin }) => {
    const unbekannt = await client.get(`${B}/999999/historie`, admin);
    expect(unbekannt.statusCode).toBe(404);
    expect(unbekannt.json().message).toBe('Die Ausschreibung wurde nicht gefunden.');
    expect((await client.get(`${B}/abc/historie`, admin)).statusCode).toBe(400);
    const kunde = (await client.angemeldet('kunde')).access_token;
    expect((await client.get(`${B}/1/historie`, kunde)).statusCode).toBe(403);
    expect((await client.get(`${B}/1/historie`)).statusCode).toBe(401);
  });
});
