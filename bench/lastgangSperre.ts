import { monitorEventLoopDelay } from 'node:perf_hooks';
import { blattZeile, ladeLastgangHoch, lastgangCsv, lastgangZeilen, xlsxMitBlatt } from '../tests/server/hilfen/lastgangDatei';
import { datenbanken } from '../tests/server/hilfen/datenbanken';
import { starteTestApp, TestClient } from '../tests/server/hilfen/testApp';
import { formatViertelstunde } from '../domain/lastgang/zeit';
import { HOECHSTENS_LIEFERSTELLEN } from '../domain/ausschreibung';
import { mitSuchtextAmEnde } from '../server/ausschreibung/suche';
import { perzentil } from './messdatenbank';

export interface Sperre {
  titel: string;
  /** how long the heavy request took */
  ms: number;
  /** what trivial requests sent meanwhile waited: p50, p99, the longest */
  trivial: { anzahl: number; p50: number; p99: number; max: number };
  /** the event loop's longest delay while the heavy request ran */
  schleifeMaxMs: number;
}

/**
 * Issue 41, findings 1 and 2: what a trivial request (`/health/live`) waits while the heaviest Lastgang work the
 * limits allow runs — the upload of a sheet at the row and column limits (read in a worker) and the tender's export
 * of two full years five years apart (streamed in rounds) — and while an EVU downloads the Lieferstellen workbook of
 * a tender at the Lieferstellen limit (built in a worker). The server runs in this process on SQLite.
 */
export async function messeLastgangSperre(): Promise<Sperre[]> {
  const t = await starteTestApp(datenbanken()[0]!);
  try {
    const client = await new TestClient(t.app).start();
    const kunde = (await client.angemeldet('kunde')).access_token;
    const jetzt = t.uhr.now();
    const rlm = (maloId: string) => ({
      bezeichnung: `Werk ${maloId}`, strasse: 'Industriestraße 20', plz: '44137', ort: 'Dortmund', maloId, zaehlpunkt: null, netzbetreiber: 'Westnetz GmbH',
      messart: 'RLM', jahresverbrauchKwh: 500_000, maxLeistungKw: 140, spannungsebene: 'MS',
    });
    const angelegt = await client.send('POST', '/api/kunde/ausschreibung/strom', {
      bezeichnung: 'Bench Lastgang', lieferbeginn: '2027-01-01', lieferende: '2027-12-31',
      angebotsfrist: new Date(jetzt + 14 * 86_400_000).toISOString(), bindefrist: new Date(jetzt + 21 * 86_400_000).toISOString(),
      preismodell: 'Festpreis', toleranzband: 10, zahlungszielTage: 14, rechnungslegung: 'Monatsrechnung', bemerkung: null, oekostrom: 'keiner',
      lieferstellen: [rlm('41373559241'), rlm('50346512186')],
    }, kunde);
    if (angelegt.statusCode !== 200) throw new Error(`Ausschreibung: ${angelegt.statusCode} ${angelegt.body}`);
    const id = angelegt.json().id as number;
    const [erste, zweite] = (await client.get(`/api/kunde/ausschreibung/${id}`, kunde)).json().lieferstellen.map((l: { id: number }) => l.id) as [number, number];

    for (const [lieferstelle, vonTag] of [[erste, '2022-01-01'], [zweite, '2026-12-31']] as const) {
      const antwort = await ladeLastgangHoch(client, lieferstelle, Buffer.from(lastgangCsv(lastgangZeilen({ vonTag }))), kunde);
      if (antwort.statusCode !== 200) throw new Error(`Lastgang: ${antwort.statusCode} ${antwort.body}`);
    }

    // The largest sheet the limits let through to the reader: 40 000 rows, padded to 50 columns by a cell in AX.
    const zeilen = lastgangZeilen({ vonTag: '2025-01-01', anzahl: 39_999 });
    const blatt = xlsxMitBlatt(
      blattZeile(1, ['Zeitstempel', 'Wert [kW]']) + zeilen.map((z, i) => blattZeile(i + 2, [formatViertelstunde(z.zeitpunkt), z.kw])).join('').replace(/<\/row>$/, '<c r="AX40000"><v>0</v></c></row>'),
    );
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

    // The Lieferstellen workbook an invited EVU downloads, at the most Lieferstellen a tender may have (built in the
    // worker pool): the demo's active Strom tender, filled up to HOECHSTENS_LIEFERSTELLEN.
    const aktiv = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 1).where('sparte', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const vorhanden = Number((await t.app.db.selectFrom('lieferstelle').select((eb) => eb.fn.countAll<number>().as('n')).where('ausschreibung_id', '=', aktiv.id).executeTakeFirstOrThrow()).n);
    await t.app.db.transaction().execute((trx) =>
      mitSuchtextAmEnde(trx, aktiv.id, async () => {
        const zeilen = Array.from({ length: HOECHSTENS_LIEFERSTELLEN - vorhanden }, (_, i) => ({
          ausschreibung_id: aktiv.id, position: 1000 + i, bezeichnung: `Stelle ${i}`, strasse: 'Hauptstraße 1', plz: '10115', ort: 'Berlin',
          malo_id: String(50_000_000_000 + i), zaehlpunkt: null, netzbetreiber: 'Netz', messart: 'SLP', jahresverbrauch_kwh: 1000,
          max_leistung_kw: null, spannungsebene: 'NS', druckstufe: null, slp_profil: 'H0',
        }));
        for (let ab = 0; ab < zeilen.length; ab += 500) await trx.insertInto('lieferstelle').values(zeilen.slice(ab, ab + 500)).execute();
      }),
    );
    const evu = (await client.angemeldet('evu2')).access_token;

    const arbeiten: [string, () => Promise<unknown>][] = [
      [`Upload eines Blatts an den Grenzen (40.000 Zeilen × 50 Spalten, ${Math.round(blatt.length / 1024)} KB)`, () => ladeLastgangHoch(client, erste, blatt, kunde, { name: 'Lastgang.xlsx', typ: xlsx })],
      ['Export der Ausschreibung als CSV (zwei volle Jahre, fünf Jahre auseinander)', () => client.get(`/api/lastgang/ausschreibung/${id}/werte?format=csv`, kunde)],
      ['Export der Ausschreibung als Excel (dieselben Werte)', () => client.get(`/api/lastgang/ausschreibung/${id}/werte?format=xlsx`, kunde)],
      [`Lieferstellen einer Ausschreibung als Excel für das EVU (${HOECHSTENS_LIEFERSTELLEN.toLocaleString('de-DE')} Zeilen, im Arbeiter-Pool)`, () => client.get(`/api/evu/ausschreibung/${aktiv.id}/lieferstellen?format=xlsx`, evu)],
    ];
    const ergebnisse: Sperre[] = [];
    for (const [titel, arbeit] of arbeiten) {
      const schleife = monitorEventLoopDelay({ resolution: 5 });
      schleife.enable();
      const beginn = performance.now();
      let fertig = false;
      const schwer = arbeit().finally(() => {
        fertig = true;
      });
      const wartezeiten: number[] = [];
      while (!fertig) {
        const start = performance.now();
        await t.app.inject({ method: 'GET', url: '/health/live' });
        wartezeiten.push(performance.now() - start);
        await new Promise((r) => setTimeout(r, 5));
      }
      await schwer;
      const ms = performance.now() - beginn;
      schleife.disable();
      ergebnisse.push({
        titel,
        ms,
        trivial: { anzahl: wartezeiten.length, p50: perzentil(wartezeiten, 50), p99: perzentil(wartezeiten, 99), max: Math.max(...wartezeiten) },
        schleifeMaxMs: schleife.max / 1e6,
      });
    }
    return ergebnisse;
  } finally {
    await t.schliesse();
  }
}
