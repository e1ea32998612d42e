import { describe, expect } from 'vitest';
import { AusschreibungStatus } from '../../../domain/ausschreibung';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp } from '../hilfen/testApp';

const K = '/api/kunde/ausschreibung';

/** What a stranger tries against the offer comparison and the Zuschlag: a German 400/403/404/409, nothing half-written. */
describe.each(portalTests({ mails: true }))('Zuschlag von außen geprüft auf $name', ({ it }) => {
  // The Unternehmen's (not a Kommune's) tender in Bindefrist: its Zuschlag takes effect at once.
  const inBindefrist = async (t: TestApp) => {
    const eigene = await t.app.db.selectFrom('kunde').select('id').where('firma', '=', 'Musterstadt Metallbau GmbH').executeTakeFirstOrThrow();
    return t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', AusschreibungStatus.Bindefrist).where('kunde_id', '=', eigene.id).executeTakeFirstOrThrow();
  };
  const angebotsStatus = (t: TestApp, id: number) => t.app.db.selectFrom('angebot').select(['id', 'status']).where('ausschreibung_id', '=', id).orderBy('id').execute();

  // The tests share one portal per database: the Zuschlag that closes the tender comes last.
  it('weist falsch getippte, kaputte und fremde Eingaben mit einer deutschen Meldung ab und ändert nichts', async ({ t, client, kunde }) => {
    const a = await inBindefrist(t);
    const vorher = await angebotsStatus(t, a.id);
    const [erstes] = vorher;
    for (const koerper of [
      { angebotId: '1; DROP TABLE angebot' },
      { angebotId: 1.5 },
      { angebotId: -1 },
      { angebotId: 2 ** 40 },
      {},
      `{"angebotId":${erstes!.id},"__proto__":{"status":"zuschlag"}}`,
      `{"angebotId":${erstes!.id},"constructor":{"prototype":{}}}`,
      '{"angebotId": 1',
      '[]',
      { angebotId: erstes!.id, x: 'y'.repeat(9 * 1024 * 1024) },
    ]) {
      const antwort = await client.send('POST', `${K}/${a.id}/zuschlag`, koerper, kunde);
      expect([400, 413], JSON.stringify(koerper).slice(0, 60)).toContain(antwort.statusCode);
      expect(antwort.json().message).toMatch(/[äöüÄÖÜß]|Eingabe|Anfrage|ungültig|groß/);
    }
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: 2_000_000_000 }, kunde)).json().errors.angebotId).toEqual(['Dieses Angebot gehört nicht zu der Ausschreibung.']);
    expect((await client.send('POST', `${K}/%39%399999999/zuschlag`, { angebotId: erstes!.id }, kunde)).statusCode).toBe(404);
    expect((await client.send('POST', `${K}/abc/zuschlag`, { angebotId: erstes!.id }, kunde)).statusCode).toBe(400);
    expect((await client.send('POST', `${K}/99999999/zuschlag`, { angebotId: erstes!.id }, kunde)).statusCode).toBe(404);
    expect(await angebotsStatus(t, a.id)).toEqual(vorher);
    expect((await inBindefrist(t)).version).toBe(a.version);
  });

  it('zeigt einem anderen Kunden, einem EVU und ohne Anmeldung weder die Angebote noch einen Zuschlag', async ({ t, client }) => {
    const a = await inBindefrist(t);
    const [erstes] = await angebotsStatus(t, a.id);
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    for (const [pfad, koerper] of [[`${K}/${a.id}/angebote`, undefined], [`${K}/${a.id}/zuschlag`, { angebotId: erstes!.id }]] as const) {
      const fremd = koerper ? await client.send('POST', pfad, koerper, kunde2) : await client.get(pfad, kunde2);
      expect(fremd.statusCode).toBe(404);
      expect(fremd.json().message).toBe('Die Ausschreibung wurde nicht gefunden.');
      const evu = (await client.angemeldet('evu')).access_token;
      expect((koerper ? await client.send('POST', pfad, koerper, evu) : await client.get(pfad, evu)).statusCode).toBe(403);
      expect((koerper ? await client.send('POST', pfad, koerper) : await client.get(pfad)).statusCode).toBe(401);
    }
    expect((await angebotsStatus(t, a.id)).every((s) => s.status === 'freigegeben')).toBe(true);
  });

  it('erteilt den Zuschlag bei 20 gleichzeitigen Anfragen auf verschiedene Angebote genau einmal', async ({ t, client, smtp, kunde }) => {
    const a = await inBindefrist(t);
    const angebote = (await client.get(`${K}/${a.id}/angebote`, kunde)).json() as { id: number }[];
    // Every warning confirmed (Vorbehalt, credit rating): the race is the award's.
    const koerper = (i: number) => ({ angebotId: angebote[i % angebote.length]!.id, vorbehaltBestaetigt: true, bonitaetBestaetigt: true });
    const antworten = await Promise.all(Array.from({ length: 20 }, (_, i) => client.send('POST', `${K}/${a.id}/zuschlag`, koerper(i), kunde)));
    expect(antworten.map((r) => r.statusCode).sort()).toEqual([204, ...Array(19).fill(409)]);
    for (const r of antworten.filter((r) => r.statusCode === 409)) expect(r.json().message).toMatch(/abgeschlossen/);
    const status = await angebotsStatus(t, a.id);
    expect(status.filter((s) => s.status === 'zuschlag')).toHaveLength(1);
    expect(status.filter((s) => s.status === 'abgelehnt')).toHaveLength(status.length - 1);
    await t.app.outbox.zustellen();
    expect(smtp.mails.filter((m) => m.subject === `Zuschlag für Ausschreibung ${a.nummer}`)).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.subject === `Ergebnis der Ausschreibung ${a.nummer}`)).toHaveLength(status.length - 1);
  });
});
