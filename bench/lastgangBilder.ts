import { angemeldeteSitzung, demoRlmLieferstelle } from '../tests/e2e/hilfen/portal';
import { ladeLastgangHoch, lastgangCsv, lastgangZeilen } from '../tests/server/hilfen/lastgangDatei';
import { TestClient } from '../tests/server/hilfen/testApp';
import { perzentil } from './messdatenbank';

/**
 * A year of quarter hours through the whole server (sign-in check, reading, checking, one transaction on SQLite),
 * and the pictures of that year drawn in Chromium: from the moment the values have arrived until the heat map,
 * the Jahresdauerlinie and the average week stand on the page. Median of `runden` runs each.
 */
export async function messeLastgangImUndBild(runden = 5) {
  const sitzung = await angemeldeteSitzung('kunde', '/kunde/ausschreibung');
  try {
    const { app, url } = sitzung.portal;
    const ziel = await demoRlmLieferstelle(app.db);

    const client = await new TestClient(app).start();
    const token = (await client.angemeldet('kunde')).access_token;
    const datei = Buffer.from(lastgangCsv(lastgangZeilen({ vonTag: '2025-01-01' })));
    const import_: number[] = [];
    for (let r = 0; r < runden; r++) {
      const start = performance.now();
      const antwort = await ladeLastgangHoch(client, ziel.lieferstelleId, datei, token);
      import_.push(performance.now() - start);
      if (antwort.statusCode !== 200) throw new Error(`Import: ${antwort.statusCode} ${antwort.body}`);
    }

    const { seite } = sitzung;
    const bild: number[] = [];
    for (let r = 0; r < runden; r++) {
      // A fresh page each time: no values cached in the client.
      await seite.goto(`${url}/kunde/ausschreibung/${ziel.id}/show`);
      await seite.getByRole('button', { name: `Lastgang ${ziel.bezeichnung}` }).click();
      // As text: the bundler's helpers of a function would not exist in the page.
      const ms = await seite.evaluate<number>(`new Promise((fertig) => {
        const da = () =>
          document.querySelector('[role=img][aria-label^="Wärmebild"] canvas') &&
          document.querySelector('[aria-label="Jahresdauerlinie"] svg path[d]') &&
          document.querySelector('[aria-label="Durchschnittliche Woche"] svg path[d]');
        const schau = () => {
          const werte = performance.getEntriesByType('resource').find((e) => e.name.includes('/werte?format=json'));
          // The first frame after everything is in the DOM: the canvas has then been painted too.
          if (werte && da()) requestAnimationFrame(() => fertig(performance.now() - werte.responseEnd));
          else requestAnimationFrame(schau);
        };
        schau();
      })`);
      bild.push(ms);
    }
    return { werte: 35_040, importMs: perzentil(import_, 50), bildMs: perzentil(bild, 50) };
  } finally {
    await sitzung.stop();
  }
}
