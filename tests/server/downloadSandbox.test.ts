import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { DOWNLOAD_CSP } from '../../server/plugins/downloadSandbox';
import { ausschreibungMitAngeboten, plan } from './hilfen/auktion';
import { neueStromAusschreibung } from './hilfen/ausschreibungEingabe';
import { ladeLastgangHoch, lastgangCsv, lastgangZeilen } from './hilfen/lastgangDatei';
import { portalTests } from './hilfen/portalTest';

const B = '/api/ausschreibungasadmin';
const K = '/api/kunde/ausschreibung';

/** The app's own policy, which its pages need and a file to save must not get. */
const APP_CSP = "default-src 'self'";

/** A file the portal built: saved, with the sandbox policy of an uploaded document instead of the app's. */
function istSandboxDownload(antwort: LightMyRequestResponse, was: string) {
  expect(antwort.statusCode, `${was}: ${antwort.body.slice(0, 200)}`).toBe(200);
  expect(antwort.headers['content-disposition'], was).toMatch(/^attachment; filename=/);
  expect(antwort.headers['content-security-policy'], was).toBe(DOWNLOAD_CSP);
  expect(antwort.headers['x-content-type-options'], was).toBe('nosniff');
}

/**
 * Generated downloads get the sandbox CSP of uploaded documents (issue 41, point 11): a PDF or CSV the browser opens
 * in place runs nothing with the portal's origin, whatever text a user put into it.
 */
describe.each(portalTests())('Sandbox für erzeugte Downloads auf $name', ({ it }) => {
  it('gibt Vergabevermerk und Auktionsprotokoll in der Sandbox aus', async ({ t, client, admin }) => {
    const a = await ausschreibungMitAngeboten(t.app.db);
    expect((await client.send('PUT', `${B}/strom/${a.id}/auktion`, plan(t.uhr.now() + 60_000), admin)).statusCode).toBe(204);
    istSandboxDownload(await client.get(`${B}/strom/${a.id}/vergabevermerk`, admin), 'Vergabevermerk (Administrator)');
    istSandboxDownload(await client.get(`${B}/strom/${a.id}/auktion/protokoll?format=csv`, admin), 'Auktionsprotokoll CSV');
    istSandboxDownload(await client.get(`${B}/strom/${a.id}/auktion/protokoll?format=pdf`, admin), 'Auktionsprotokoll PDF');

    const bindefrist = await t.app.db.selectFrom('ausschreibung as a').innerJoin('kunde as k', 'k.id', 'a.kunde_id').innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
      .select('a.id').where('a.status', '=', 3).where('b.login', '=', 'kunde').executeTakeFirstOrThrow();
    istSandboxDownload(await client.get(`${K}/${bindefrist.id}/vergabevermerk`, (await client.angemeldet('kunde')).access_token), 'Vergabevermerk (Kunde)');
  });

  it('gibt die Listen- und Lieferstellen-Exporte in der Sandbox aus', async ({ t, client, admin }) => {
    istSandboxDownload(await client.send('POST', `${B}/export`, { filter: {}, ordering: { key: 'nummer', direction: 1 } }, admin), 'Ausschreibungsliste');
    istSandboxDownload(await client.get(`${B}/CSV`, admin), 'Lieferstellen (Administrator)');
    const eingeladen = await t.app.db.selectFrom('einladung as e').innerJoin('evu', 'evu.id', 'e.evu_id').innerJoin('benutzer as b', 'b.id', 'evu.benutzer_id')
      .innerJoin('ausschreibung as a', 'a.id', 'e.ausschreibung_id').select('a.id').where('b.login', '=', 'evu').where('a.status', '=', 1).executeTakeFirstOrThrow();
    const evu = (await client.angemeldet('evu')).access_token;
    for (const format of ['csv', 'xlsx']) {
      istSandboxDownload(await client.get(`/api/evu/ausschreibung/${eingeladen.id}/lieferstellen?format=${format}`, evu), `Lieferstellen (EVU, ${format})`);
    }
  });

  it('gibt Lastgänge einer Lieferstelle und einer Ausschreibung in der Sandbox aus', async ({ t, client, kunde }) => {
    const angelegt = await client.send('POST', `${K}/strom`, neueStromAusschreibung(t.uhr.now()), kunde);
    expect(angelegt.statusCode, angelegt.body).toBe(200);
    const { id, lieferstellen } = (await client.get(`${K}/${angelegt.json().id}`, kunde)).json();
    const hoch = await ladeLastgangHoch(client, lieferstellen[0].id, Buffer.from(lastgangCsv(lastgangZeilen({ vonTag: '2027-01-01', anzahl: 960 }))), kunde);
    expect(hoch.statusCode, hoch.body).toBe(200);
    for (const format of ['csv', 'xlsx']) {
      istSandboxDownload(await client.get(`/api/lastgang/lieferstelle/${lieferstellen[0].id}/werte?format=${format}`, kunde), `Lastgang (${format})`);
      istSandboxDownload(await client.get(`/api/lastgang/ausschreibung/${id}/werte?format=${format}`, kunde), `Lastgänge der Ausschreibung (${format})`);
    }
    // What the charts read is no file: it keeps the app's policy.
    const json = await client.get(`/api/lastgang/lieferstelle/${lieferstellen[0].id}/werte?format=json`, kunde);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-security-policy']).toContain(APP_CSP);
  });
});
