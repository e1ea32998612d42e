import { describe, expect } from 'vitest';
import { AusschreibungStatus } from '../../../domain/ausschreibung';
import { DATEI_MELDUNG } from '../../../domain/dokumente';
import { kleinesPdf, ladeDokumentHoch } from '../hilfen/dateien';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp } from '../hilfen/testApp';

const TAG = 86_400_000;

describe.each(portalTests())('Fristen vor dem Lesen über Dokumente auf $name', ({ it }) => {
  const status = async (t: TestApp, id: number) => (await t.app.db.selectFrom('ausschreibung').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const mitStatus = async (t: TestApp, s: number) => (await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', s).orderBy('id').execute()).map((a) => a.id);

  it('bewegt die Ausschreibung eines Dokuments weiter, bevor es gelesen, gelistet oder hochgeladen wird', async ({ t, client }) => {
    // The demo data: Aktiv tenders with their Angebotsfrist in 10 days, Bindefrist tenders ending in 14 days.
    const [download, liste] = await mitStatus(t, AusschreibungStatus.Aktiv);
    const [gebunden] = await mitStatus(t, AusschreibungStatus.Bindefrist);
    const pdf = kleinesPdf();
    const { id: adminId } = await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const { id: blobId } = await t.app.db
      .insertInto('dokument')
      .values({ ausschreibung_id: download!, name: 'Leistungsverzeichnis.pdf', content_type: 'application/pdf', size: pdf.length, data: pdf, uploaded_by: adminId, uploaded_at: t.uhr.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.uhr.advance(15 * TAG);
    const token = (await client.angemeldet('admin')).access_token;

    expect((await client.send('POST', `/api/Download?blobId=${blobId}`, undefined, token)).statusCode).toBe(200);
    expect(await status(t, download!)).toBe(AusschreibungStatus.PruefungAngebote);
    // Only the tender the request is about: the others wait for their own reader or the scheduler.
    expect(await status(t, liste!)).toBe(AusschreibungStatus.Aktiv);

    expect((await client.get(`/api/ausschreibung/${liste}/dokumente`, token)).statusCode).toBe(200);
    expect(await status(t, liste!)).toBe(AusschreibungStatus.PruefungAngebote);

    // The Bindefrist has passed: the tender is closed before the upload's check reads it, nothing is stored.
    const hochladen = await ladeDokumentHoch(client, gebunden!, pdf, token, { 'content-type': 'application/pdf', 'x-file-name': 'Nachtrag.pdf', 'x-file-size': String(pdf.length) });
    expect(hochladen.statusCode, hochladen.body).toBe(400);
    expect(hochladen.json().message).toBe(DATEI_MELDUNG.nichtMehr);
    expect(await status(t, gebunden!)).toBe(AusschreibungStatus.Abgeschlossen);
  });
});
