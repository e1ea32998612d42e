import { createHash } from 'node:crypto';
import { threadId } from 'node:worker_threads';
import { describe, expect } from 'vitest';
import { formatDatumZeit } from '../../../domain/format';
import { wendeFristenAn } from '../../../server/ausschreibung/fristen';
import { pdfArbeit } from '../../../server/shared/arbeiter/pdf';
import { portalTests } from '../hilfen/portalTest';
import { pdfText } from '../hilfen/pdfText';
import type { TestApp } from '../hilfen/testApp';

const K = '/api/kunde/ausschreibung';
const TAG = 86_400_000;

describe.each(portalTests({ mails: true }))('Informationsschreiben und Stillhaltefrist auf $name', ({ it }) => {
  /** The demo's Gas tender in Bindefrist belongs to the Kommune 'kunde2'; 'evu' and 'evu3' offered. */
  const kommunaleAusschreibung = (t: TestApp) =>
    t.app.db.selectFrom('ausschreibung').selectAll().where('bezeichnung', 'like', 'Erdgas kommunale Gebäude%').executeTakeFirstOrThrow();

  it('verweigert den Zuschlag, wenn die Bindefrist vor dem Ende der Stillhaltefrist endet', async ({ t, client }) => {
    // The Bindefrist six days ahead: the Stillhaltefrist would end after it.
    await t.app.db.updateTable('ausschreibung').set({ bindefrist: t.uhr.now() + 6 * TAG }).where('bezeichnung', 'like', 'Erdgas kommunale Gebäude%').execute();
    const a = await kommunaleAusschreibung(t);
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const [bestes] = (await client.get(`${K}/${a.id}/angebote`, kunde2)).json();
    const antwort = await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: bestes.id }, kunde2);
    expect(antwort.statusCode).toBe(409);
    // Notice today (22.11.2026) → Stillhaltefrist ends at 00:00 on 03.12.2026; the Bindefrist ends on 28.11.
    expect(antwort.json().message).toBe(
      `Der Zuschlag ist nicht möglich: Die Bindefrist endet am ${formatDatumZeit(a.bindefrist)} Uhr, die Stillhaltefrist nach § 134 GWB aber erst am 03.12.2026 00:00 Uhr. Der Vertrag könnte erst nach dem Ende der Bindefrist geschlossen werden.`,
    );
    expect((await kommunaleAusschreibung(t)).zuschlag_angebot_id).toBeNull();
  });

  it('sieht den Zuschlag vor, schreibt den übrigen Bietern mit PDF und schließt nach der Stillhaltefrist genau einmal ab', async ({ t, client, smtp }) => {
    const a = await kommunaleAusschreibung(t);
    await t.app.db.updateTable('ausschreibung').set({ bindefrist: t.uhr.now() + 20 * TAG }).where('id', '=', a.id).execute();
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const angebote = (await client.get(`${K}/${a.id}/angebote`, kunde2)).json() as { id: number; evu: string; rang: number; jahreskostenEuro: number }[];
    expect(angebote.length).toBeGreaterThan(1);
    const [gewinner, zweiter] = angebote;

    const vorher = pdfArbeit('informationsschreiben').anzahl;
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: gewinner!.id }, kunde2)).statusCode).toBe(204);
    // Each letter was laid out by a thread of the worker pool, not in the event loop of the request.
    expect(pdfArbeit('informationsschreiben').anzahl).toBe(vorher + angebote.length - 1);
    expect(pdfArbeit('informationsschreiben').faden).not.toBe(threadId);
    const wirksamAb = Date.parse('2026-12-02T23:00:00Z'); // 03.12.2026 00:00 in Germany
    expect((await client.get(`${K}/${a.id}`, kunde2)).json()).toMatchObject({
      status: 3,
      zuschlagVorgesehen: { angebotId: gewinner!.id, am: new Date(t.uhr.now()).toISOString(), wirksamAb: new Date(wirksamAb).toISOString() },
    });
    const nochmal = await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: zweiter!.id }, kunde2);
    expect(nochmal.statusCode).toBe(409);
    expect(nochmal.json().message).toBe('Der Zuschlag ist bereits vorgesehen und wird am 03.12.2026 00:00 Uhr wirksam.');

    await t.app.outbox.zustellen();
    await t.app.outbox.zustellen();
    const briefe = smtp.mails.filter((m) => m.subject === `Informationsschreiben nach § 134 GWB zur Ausschreibung ${a.nummer}`);
    expect(briefe).toHaveLength(angebote.length - 1);
    expect(briefe[0]!.text).toContain(`den Zuschlag auf das Angebot von ${gewinner!.evu} zu erteilen`);
    expect(briefe[0]!.text).toContain('frühestens am 03.12.2026 00:00 Uhr geschlossen');
    const [anhang] = briefe[0]!.attachments;
    expect(anhang).toMatchObject({ contentType: 'application/pdf', filename: `Informationsschreiben_${a.nummer}.pdf` });
    const text = pdfText(anhang!.content);
    expect(text.replace(/\s*\n/g, ' ')).toContain(`auf das Angebot von ${gewinner!.evu} zu erteilen`);
    expect(text).toContain(`${zweiter!.rang} von ${angebote.length}`);
    const differenz = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(zweiter!.jahreskostenEuro - gewinner!.jahreskostenEuro);
    expect(text).toContain(`${differenz} € pro Jahr`);
    expect(text).toContain('03.12.2026 00:00 Uhr');
    expect(smtp.mails.filter((m) => m.subject === `Zuschlag vorgesehen für Ausschreibung ${a.nummer}`)).toHaveLength(1);

    // One millisecond before the end nothing happens; at the end two concurrent runs close it once.
    t.uhr.set(wirksamAb - 1);
    await wendeFristenAn(t.app.db, t.uhr, a.id);
    expect((await kommunaleAusschreibung(t)).status).toBe(3);
    t.uhr.set(wirksamAb);
    const laeufe = await Promise.all([wendeFristenAn(t.app.db, t.uhr, a.id), wendeFristenAn(t.app.db, t.uhr, a.id)]);
    expect(laeufe.reduce((x, y) => x + y, 0)).toBe(1);
    expect((await kommunaleAusschreibung(t)).status).toBe(4);
    const status = await t.app.db.selectFrom('angebot').select(['id', 'status']).where('ausschreibung_id', '=', a.id).execute();
    expect(status.find((o) => o.id === gewinner!.id)?.status).toBe('zuschlag');
    expect(status.filter((o) => o.status === 'abgelehnt')).toHaveLength(angebote.length - 1);
    const ereignisse = await t.app.db.selectFrom('audit_event').select('aktion').where('entitaet_id', '=', a.id).where('aktion', 'in', ['zuschlag_vorgesehen', 'zuschlag_wirksam', 'bindefrist_abgelaufen']).execute();
    expect(ereignisse.map((e) => e.aktion).sort()).toEqual(['zuschlag_vorgesehen', 'zuschlag_wirksam']);

    // The final Vergabevermerk is stored once; its SHA-256 is in the audit trail and every download is that file.
    const erster = await client.get(`${K}/${a.id}/vergabevermerk`, (await client.angemeldet('kunde2')).access_token);
    expect(erster.statusCode).toBe(200);
    t.uhr.advance(TAG);
    const zweiterAbruf = await client.get(`${K}/${a.id}/vergabevermerk`, (await client.angemeldet('kunde2')).access_token);
    expect(zweiterAbruf.rawPayload.equals(erster.rawPayload)).toBe(true);
    const sha = await t.app.db.selectFrom('audit_event').select('nachher').where('entitaet_id', '=', a.id).where('aktion', '=', 'vergabevermerk_abgeschlossen').execute();
    expect(sha).toHaveLength(1);
    expect(JSON.parse(sha[0]!.nachher!).sha256).toBe(createHash('sha256').update(erster.rawPayload).digest('hex'));
    const vermerk = pdfText(erster.rawPayload).replace(/\s*\n/g, ' ');
    expect(vermerk).toContain('Endgültige Fassung');
    expect(vermerk).toContain('Informationsschreiben an die übrigen Bieter (§ 134 GWB)');
    expect(vermerk).toContain('Zuschlag wirksam ab (Ende der Stillhaltefrist): 03.12.2026 00:00 Uhr');
    await expect(t.app.db.updateTable('vergabevermerk').set({ sha256: 'x' }).where('ausschreibung_id', '=', a.id).execute()).rejects.toThrow();
  });
});
