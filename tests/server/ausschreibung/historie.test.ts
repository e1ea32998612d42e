import { describe, expect } from 'vitest';
import { formatDatumZeit } from '../../../domain/format';
import { portalTests } from '../hilfen/portalTest';
import { verfahrenMitAuktion } from '../hilfen/vergabeVerlauf';

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
    const angebot = await t.app.db.selectFrom('angebot as o').innerJoin('evu as v', 'v.id', 'o.evu_id').select(['o.id', 'v.firma']).where('o.ausschreibung_id', '=', a.id).executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('audit_event')
      .values({ at: t.uhr.now(), benutzer_id: null, aktion: 'angebot_abgegeben', entitaet: 'angebot', entitaet_id: angebot.id, vorher: null, nachher: JSON.stringify({ version: 2 }), ip_address: null })
      .execute();
    const historie = (await client.get(`${B}/${a.id}/historie`, admin)).json();
    // Written after the Angebotsfrist (no request could do that today), the entry says so.
    expect(historie[0]).toMatchObject({ aktion: 'Angebot abgegeben', details: `${angebot.firma} · Version 2 · nach Ablauf der Angebotsfrist eingegangen` });
  });

  it('zeigt die fristgerechte Abgabe der Angebote, die Gebote der Auktion je Bieter und jede Friständerung mit alt → neu und Grund', async ({ t, client }) => {
    const v = await verfahrenMitAuktion(t, client);
    const uhr = (ms: number) => `${formatDatumZeit(ms)} Uhr`;
    const iso = (ms: number) => new Date(ms).toISOString();
    const historie = (await client.get(`${B}/${v.id}/historie`, v.admin)).json() as { zeit: string; wer: string; aktion: string; details: string | null }[];
    const eintrag = (aktion: string, details: string) => historie.find((e) => e.aktion === aktion && e.details === details);

    expect(eintrag('Angebot abgegeben', `${v.erstes.firma} · Version 1 · fristgerecht eingegangen`)).toMatchObject({ zeit: iso(v.erstes.eingereicht), wer: expect.stringMatching(/\(EVU\)$/) });
    expect(eintrag('Angebot abgegeben', `${v.zweites.firma} · Version 1 · fristgerecht eingegangen`)).toMatchObject({ zeit: iso(v.zweites.eingereicht) });
    expect(eintrag('Angebot geändert', `${v.zweites.firma} · Version 2 · fristgerecht eingegangen`)).toMatchObject({ zeit: iso(v.zweites.geaendert) });

    // One entry per bidder at its last bid (100 000 kWh: Jahreskosten = Arbeitspreis × 1 000 € + 120 € Grundpreis).
    const [g1, g2] = v.auktion.gebote.evu;
    const bieterEvu = eintrag(
      'Gebote in der Online-Auktion',
      `${v.erstes.firma}: 2 Gebote; erstes Gebot am ${uhr(g1)}: 7,90 ct/kWh (Jahreskosten 8.020,00 €); letztes Gebot am ${uhr(g2)}: 7,75 ct/kWh (Jahreskosten 7.870,00 €)`,
    );
    expect(bieterEvu).toMatchObject({ zeit: iso(g2), wer: expect.stringMatching(/\(EVU\)$/) });
    const bieterEvu2 = eintrag('Gebote in der Online-Auktion', `${v.zweites.firma}: 1 Gebot am ${uhr(v.auktion.gebote.evu2)}: 7,95 ct/kWh (Jahreskosten 8.070,00 €)`);
    expect(bieterEvu2).toMatchObject({ zeit: iso(v.auktion.gebote.evu2) });
    expect(historie.filter((e) => e.aktion === 'Gebote in der Online-Auktion')).toHaveLength(2);
    // In time order among the audit events: after the auction began, before it ended.
    const stelle = (e: unknown) => historie.indexOf(e as (typeof historie)[number]);
    expect(stelle(historie.find((e) => e.aktion === 'Online-Auktion beendet'))).toBeLessThan(stelle(bieterEvu2));
    expect(stelle(bieterEvu2)).toBeLessThan(stelle(bieterEvu));
    expect(stelle(bieterEvu)).toBeLessThan(stelle(historie.find((e) => e.aktion === 'Online-Auktion begonnen')));
    expect(eintrag('Angebot aus der Online-Auktion', `${v.erstes.firma} · Version 2 · Arbeitspreis 8,00 ct/kWh → 7,75 ct/kWh (letztes Gebot)`)).toMatchObject({ zeit: iso(v.auktion.ende) });
    expect(eintrag('Angebot aus der Online-Auktion', `${v.zweites.firma} · Version 3 · Arbeitspreis 8,10 ct/kWh → 7,95 ct/kWh (letztes Gebot)`)).toBeDefined();

    expect(
      eintrag(
        'Ausschreibung geändert',
        `Angebotsfrist: ${uhr(v.angebotsfrist.anfangs)} → ${uhr(v.angebotsfrist.bearbeitet)} · Bindefrist: ${uhr(v.bindefrist.anfangs)} → ${uhr(v.bindefrist.bearbeitet)} · Grund: ohne Angabe · 1 Lieferstelle`,
      ),
    ).toMatchObject({ zeit: iso(v.bearbeitetAm), wer: v.adminName });
    expect(eintrag('Angebotsfrist verlängert', `Angebotsfrist: ${uhr(v.angebotsfrist.bearbeitet)} → ${uhr(v.angebotsfrist.verlaengert)} · Grund: Antwort auf eine Bieterfrage nach der Frist für Antworten (§ 20 Abs. 3 VgV)`)).toMatchObject({
      zeit: iso(v.verlaengertAm),
      wer: v.adminName,
    });
  });

  it('nennt den angegebenen Grund einer Friständerung und vergleicht Zeitpunkte, nicht ihre Schreibweise', async ({ t, client, admin }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('sparte', '=', 2).orderBy('id').executeTakeFirstOrThrow();
    const frist = Date.UTC(2027, 0, 15, 11, 0);
    const ereignis = (vorher: object, nachher: object) => ({
      at: t.uhr.now(),
      benutzer_id: null,
      aktion: 'ausschreibung_geaendert',
      entitaet: 'ausschreibung',
      entitaet_id: a.id,
      vorher: JSON.stringify(vorher),
      nachher: JSON.stringify(nachher),
      ip_address: null,
    });
    await t.app.db
      .insertInto('audit_event')
      .values([
        // The same instant written with the German offset: no change of the deadline.
        ereignis({ angebotsfrist: new Date(frist).toISOString() }, { angebotsfrist: '2027-01-15T12:00:00+01:00', bemerkung: 'neu' }),
        ereignis({ angebotsfrist: new Date(frist).toISOString() }, { angebotsfrist: new Date(frist - 2 * TAG).toISOString(), fristAenderungGrund: '  Beschluss des Gemeinderats vorgezogen ' }),
      ])
      .execute();
    const historie = (await client.get(`${B}/${a.id}/historie`, admin)).json() as { details: string | null }[];
    expect(historie[0]!.details).toBe(`Angebotsfrist: 15.01.2027 12:00 Uhr → 13.01.2027 12:00 Uhr · Grund: Beschluss des Gemeinderats vorgezogen`);
    expect(historie[1]!.details).toBeNull();
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
