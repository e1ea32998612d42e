import { describe, expect } from 'vitest';
import { formatDatumZeit } from '../../../domain/format';
import { FRIST_GRUND_FEHLT } from '../../../domain/vergabe/mindestfrist';
import { neueGasAusschreibung, neueStromAusschreibung } from '../hilfen/ausschreibungEingabe';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';
const K = '/api/kunde/ausschreibung';
const TAG = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(portalTests())('Fristen einer Ausschreibung auf $name', ({ it }) => {
  /** The demo's active Strom tender of the Kunde 'kunde', with its Kunde's address and type. */
  const aktive = async (t: TestApp) =>
    t.app.db
      .selectFrom('ausschreibung as a')
      .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
      .select(['a.id', 'a.nummer', 'a.angebotsfrist', 'a.bindefrist', 'a.kunde_id', 'k.typ', 'k.email'])
      .where('a.status', '=', 1)
      .where('a.sparte', '=', 1)
      .executeTakeFirstOrThrow();

  it('weist einen Lieferbeginn vor der Angebotsfrist und eine Bindefrist nach dem Lieferbeginn deutsch ab, beim Anlegen und beim Ändern', async ({ t, client, kunde, admin }) => {
    const jetzt = t.uhr.now();
    // Angebotsfrist 06.12.2026, Bindefrist 20.12.2026: delivery from 01.12.2026 breaks both rules.
    const frueh = await client.send('POST', `${K}/strom`, neueStromAusschreibung(jetzt, { lieferbeginn: '2026-12-01' }), kunde);
    expect(frueh.statusCode).toBe(400);
    expect(frueh.json().errors).toEqual({
      lieferbeginn: ['Der Lieferbeginn (0:00 Uhr deutscher Zeit) muss nach der Angebotsfrist liegen.'],
      bindefrist: ['Die Bindefrist darf nicht nach dem Lieferbeginn (01.12.2026, 0:00 Uhr deutscher Zeit) enden.'],
    });

    // Gas is delivered from 06:00 German time (UTC+1 in December): a Bindefrist at 05:30 is in time, one at 06:30 is not.
    const gas = (bindefrist: string) => neueGasAusschreibung(jetzt, { lieferbeginn: '2026-12-13', lieferende: '2027-12-31', bindefrist });
    const spaet = await client.send('POST', `${K}/gas`, gas('2026-12-13T05:30:00.000Z'), kunde);
    expect(spaet.statusCode).toBe(400);
    expect(spaet.json().errors).toEqual({ bindefrist: ['Die Bindefrist darf nicht nach dem Lieferbeginn (13.12.2026, 6:00 Uhr deutscher Zeit, Beginn des Gastags) enden.'] });
    const rechtzeitig = await client.send('POST', `${K}/gas`, gas('2026-12-13T04:30:00.000Z'), kunde);
    expect(rechtzeitig.statusCode, rechtzeitig.body).toBe(200);

    // The administrator's save of a tender in review applies the same rules.
    const { id } = rechtzeitig.json();
    const d = (await client.get(`${B}/gas/${id}`, admin)).json();
    const geaendert = await client.send('PUT', `${B}/gas/${id}`, { ...d, bindefrist: '2026-12-14T12:00:00.000Z' }, admin);
    expect(geaendert.statusCode).toBe(400);
    expect(geaendert.json().errors).toEqual({ bindefrist: ['Die Bindefrist darf nicht nach dem Lieferbeginn (13.12.2026, 6:00 Uhr deutscher Zeit, Beginn des Gastags) enden.'] });
    const kundeAendert = await client.send('PUT', `${K}/gas/${id}`, { ...d, lieferbeginn: '2026-12-05' }, kunde);
    expect(kundeAendert.statusCode).toBe(400);
    expect(kundeAendert.json().errors.lieferbeginn).toEqual(['Der Lieferbeginn (6:00 Uhr deutscher Zeit, Beginn des Gastags) muss nach der Angebotsfrist liegen.']);
    expect((await client.send('DELETE', `${K}/${id}`, undefined, kunde)).statusCode).toBe(204);
  });

  it('lässt den Administrator die Fristen einer aktiven Ausschreibung ändern: eine Verkürzung nur mit Grund und Mindestfrist, mit E-Mail an alle und im Protokoll', async ({ t, client, admin, kunde }) => {
    const a = await aktive(t);
    const jetzt = t.uhr.now();
    const lies = async () => (await client.get(`${B}/strom/${a.id}`, admin)).json();
    await t.app.db.updateTable('kunde').set({ typ: 'Kommune' }).where('id', '=', a.kunde_id).execute();
    try {
      const d = await lies();
      const anders = await client.send('PUT', `${B}/strom/${a.id}`, { ...d, bezeichnung: 'Anderer Name' }, admin);
      expect(anders.statusCode).toBe(400);
      expect(anders.json().message).toBe('Nach der Freigabe können nur die Angebotsfrist und die Bindefrist geändert werden.');
      // The Kunde cannot move the deadlines of its released tender.
      expect((await client.send('PUT', `${K}/strom/${a.id}`, { ...d, angebotsfrist: iso(jetzt + 20 * TAG) }, kunde)).statusCode).toBe(400);

      // Later needs no reason: 12.12.2026 10:00 and 17.12.2026 10:00 German time.
      const verlaengert = await client.send('PUT', `${B}/strom/${a.id}`, { ...d, angebotsfrist: iso(jetzt + 20 * TAG), bindefrist: iso(jetzt + 25 * TAG) }, admin);
      expect(verlaengert.statusCode, verlaengert.body).toBe(204);

      const d2 = await lies();
      const ohneGrund = await client.send('PUT', `${B}/strom/${a.id}`, { ...d2, angebotsfrist: iso(jetzt + 12 * TAG) }, admin);
      expect(ohneGrund.statusCode).toBe(400);
      expect(ohneGrund.json().errors).toEqual({ fristAenderungGrund: [FRIST_GRUND_FEHLT] });
      const vorbei = await client.send('PUT', `${B}/strom/${a.id}`, { ...d2, angebotsfrist: iso(jetzt - 3_600_000), fristAenderungGrund: 'Versehen' }, admin);
      expect(vorbei.json().errors).toEqual({ angebotsfrist: ['Die Angebotsfrist muss in der Zukunft liegen.'] });
      // A Kommune's bidders keep at least 10 days from the change (22.11.2026 10:00 → 02.12.2026 10:00).
      const zuKurz = await client.send('PUT', `${B}/strom/${a.id}`, { ...d2, angebotsfrist: iso(jetzt + 9 * TAG), fristAenderungGrund: 'Haushaltsbeschluss vorgezogen' }, admin);
      expect(zuKurz.statusCode).toBe(400);
      expect(zuKurz.json().errors).toEqual({
        angebotsfrist: ['Eine verkürzte Angebotsfrist muss den Bietern noch mindestens 10 Tage lassen (Kundentyp Kommune: § 16 Abs. 7, § 17 Abs. 8 VgV), also frühestens am 02.12.2026 10:00 Uhr enden.'],
      });
      expect(Number((await aktive(t)).angebotsfrist)).toBe(jetzt + 20 * TAG);

      const verkuerzt = await client.send('PUT', `${B}/strom/${a.id}`, { ...d2, angebotsfrist: iso(jetzt + 12 * TAG), fristAenderungGrund: ' Haushaltsbeschluss vorgezogen ' }, admin);
      expect(verkuerzt.statusCode, verkuerzt.body).toBe(204);
      expect(Number((await aktive(t)).angebotsfrist)).toBe(jetzt + 12 * TAG);

      const [ereignis] = await t.app.db.selectFrom('audit_event').selectAll().where('entitaet_id', '=', a.id).where('aktion', '=', 'ausschreibung_geaendert').orderBy('id', 'desc').limit(1).execute();
      expect(ereignis!.benutzer_id).not.toBeNull();
      expect(JSON.parse(ereignis!.vorher!)).toMatchObject({ angebotsfrist: iso(jetzt + 20 * TAG), bindefrist: iso(jetzt + 25 * TAG) });
      expect(JSON.parse(ereignis!.nachher!)).toMatchObject({ angebotsfrist: iso(jetzt + 12 * TAG), bindefrist: iso(jetzt + 25 * TAG), fristAenderungGrund: 'Haushaltsbeschluss vorgezogen' });

      const mails = await t.app.db.selectFrom('mail_outbox').select(['empfaenger', 'text', 'anhaenge']).where('betreff', '=', `Angebotsfrist der Ausschreibung ${a.nummer} verkürzt`).execute();
      const evus = await t.app.db.selectFrom('einladung as e').innerJoin('evu as v', 'v.id', 'e.evu_id').select('v.email').where('e.ausschreibung_id', '=', a.id).execute();
      expect(evus.length).toBeGreaterThan(0);
      expect(mails.map((m) => m.empfaenger).sort()).toEqual([...evus.map((e) => e.email), a.email].sort());
      for (const m of mails) {
        expect(m.text).toContain(`Angebotsfrist: bisher ${formatDatumZeit(jetzt + 20 * TAG)} Uhr, neu 04.12.2026 10:00 Uhr`);
        expect(m.text).toContain('Bindefrist: unverändert 17.12.2026 10:00 Uhr');
        expect(m.text).toContain('Begründung der Vergabestelle: Haushaltsbeschluss vorgezogen');
        // The bidders' calendar entry moves with the deadline; the Kunde was sent none.
        expect(m.anhaenge === null).toBe(m.empfaenger === a.email);
      }
      expect(await t.app.db.selectFrom('mail_outbox').select('id').where('betreff', '=', `Angebotsfrist der Ausschreibung ${a.nummer} verlängert`).execute()).toHaveLength(evus.length + 1);

      // An Unternehmen's bidders keep the portal's 3 days.
      await t.app.db.updateTable('kunde').set({ typ: 'Unternehmen' }).where('id', '=', a.kunde_id).execute();
      const d3 = await lies();
      const unternehmen = await client.send('PUT', `${B}/strom/${a.id}`, { ...d3, angebotsfrist: iso(jetzt + 2 * TAG), fristAenderungGrund: 'Marktlage' }, admin);
      expect(unternehmen.json().errors.angebotsfrist[0]).toContain('mindestens 3 Tage lassen (Kundentyp Unternehmen: Regel des Portals), also frühestens am 25.11.2026 10:00 Uhr');
      expect((await client.send('PUT', `${B}/strom/${a.id}`, { ...d3, angebotsfrist: iso(jetzt + 4 * TAG), fristAenderungGrund: 'Marktlage' }, admin)).statusCode).toBe(204);
      // A stale version changes nothing.
      expect((await client.send('PUT', `${B}/strom/${a.id}`, { ...d3, angebotsfrist: iso(jetzt + 5 * TAG) }, admin)).statusCode).toBe(409);
    } finally {
      await t.app.db.updateTable('kunde').set({ typ: a.typ }).where('id', '=', a.kunde_id).execute();
      await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: a.angebotsfrist, bindefrist: a.bindefrist }).where('id', '=', a.id).execute();
    }
  });

  it('hält bei einer mit Stillhaltefrist freigegebenen Ausschreibung die Bindefrist über die Stillhaltefrist hinaus, auch beim Verschieben', async ({ t, client, admin }) => {
    const a = await aktive(t);
    const jetzt = t.uhr.now();
    const { stillhaltefrist_pflicht: bisher } = await t.app.db.selectFrom('ausschreibung').select('stillhaltefrist_pflicht').where('id', '=', a.id).executeTakeFirstOrThrow();
    await t.app.db.updateTable('ausschreibung').set({ stillhaltefrist_pflicht: 1 }).where('id', '=', a.id).execute();
    try {
      const d = (await client.get(`${B}/strom/${a.id}`, admin)).json();
      // Angebotsfrist 12.12.2026 10:00: a Zuschlag right then takes effect after ten days, from 23.12.2026 0:00 German time.
      const zuFrueh = await client.send('PUT', `${B}/strom/${a.id}`, { ...d, angebotsfrist: iso(jetzt + 20 * TAG), bindefrist: iso(jetzt + 25 * TAG) }, admin);
      expect(zuFrueh.statusCode).toBe(400);
      expect(zuFrueh.json().errors.bindefrist[0]).toMatch(/^Der Zuschlag einer Kommune wird erst nach der Stillhaltefrist nach § 134 GWB wirksam, .* frühestens am 23\.12\.2026 0?0:00 Uhr\. Die Bindefrist muss daher frühestens am 23\.12\.2026 0?0:00 Uhr enden\.$/);
      expect(Number((await aktive(t)).angebotsfrist)).toBe(Number(a.angebotsfrist));
      const lang = await client.send('PUT', `${B}/strom/${a.id}`, { ...d, angebotsfrist: iso(jetzt + 20 * TAG), bindefrist: iso(Date.UTC(2026, 11, 23, 9)) }, admin);
      expect(lang.statusCode, lang.body).toBe(204);
    } finally {
      await t.app.db.updateTable('ausschreibung').set({ stillhaltefrist_pflicht: bisher, angebotsfrist: a.angebotsfrist, bindefrist: a.bindefrist }).where('id', '=', a.id).execute();
    }
  });

  it('lässt nach dem Ende der Angebotsfrist keine Änderung mehr zu', async ({ t, client, admin }) => {
    const a = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 2).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const d = (await client.get(`${B}/strom/${a.id}`, admin)).json();
    const antwort = await client.send('PUT', `${B}/strom/${a.id}`, { ...d, bindefrist: iso(Date.parse(d.bindefrist) + TAG), fristAenderungGrund: 'Mehr Zeit' }, admin);
    expect(antwort.statusCode).toBe(400);
    expect(antwort.json().message).toBe('Eine Ausschreibung im Status „Prüfung Angebote“ kann nicht mehr bearbeitet werden.');
  });
});
