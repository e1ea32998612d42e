import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FRAGE_LAENGE } from '../domain/api/vergabe';
import { verbinde } from '../server/db/connect';
import { vergabevermerkPdf } from '../server/vergabe/vermerk.pdf';
import { vermerkDaten } from '../server/vergabe/vermerk.queries';
import { HttpClient, starteServerProzess } from '../tests/server/hilfen/serverProzess';
import { perzentil } from './messdatenbank';

/** The cheapest signed-in call: the session check and one tiny query. */
const TRIVIAL = '/framework/api/member/sessions';

/** A question of the full allowed length, different for each number (a PDF compresses repeated text away). */
function langeFrage(nummer: number): string {
  let text = `Frage ${nummer}: `;
  while (text.length < FRAGE_LAENGE) text += `Gilt Abschnitt ${nummer}.${text.length % 97} der Leistungsbeschreibung auch für Lieferstelle ${(nummer * 31 + text.length) % 1000}? `;
  return text.slice(0, FRAGE_LAENGE);
}

/**
 * The flood of issue 41, point 6, as the server meets it: the demo's active Strom tender with `anzahl` answered
 * questions of 4,000 characters (each with its two events in the audit trail, as the portal records them), its
 * Vergabevermerk downloaded `runden` times over HTTP from the real server process; meanwhile a trivial signed-in
 * call is sent again and again, one after the other. Its answer times during the downloads against those at rest
 * are the delay the event loop puts on everyone else. For comparison, the same document laid out in this
 * process's own thread, as every download did before the worker pool.
 */
export async function messeVergabevermerk(anzahl = 300, runden = 3) {
  const ordner = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-vermerk-'));
  const url = `sqlite:${path.join(ordner, 'portal.db')}`;
  const server = await starteServerProzess({ DATABASE_URL: url, SCHEDULER: 'false' });
  const { db, schliesse } = await verbinde(url);
  try {
    const a = await db.selectFrom('ausschreibung').select(['id', 'sparte']).where('status', '=', 1).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const evu = await db.selectFrom('einladung as e').innerJoin('evu as v', 'v.id', 'e.evu_id').select(['v.id', 'v.benutzer_id']).where('e.ausschreibung_id', '=', a.id).executeTakeFirstOrThrow();
    const admin = await db.selectFrom('benutzer').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const jetzt = Date.now();
    await db.transaction().execute(async (trx) => {
      for (let i = 1; i <= anzahl; i++) {
        const { id } = await trx
          .insertInto('bieterfrage')
          .values({ ausschreibung_id: a.id, evu_id: evu.id, frage: langeFrage(i), gestellt_am: jetzt, gestellt_von: evu.benutzer_id, antwort: `Antwort auf Frage ${i}: ja.`, beantwortet_am: jetzt, beantwortet_von: admin.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('audit_event')
          .values([
            { at: jetzt, benutzer_id: evu.benutzer_id, aktion: 'bieterfrage_gestellt', entitaet: 'ausschreibung', entitaet_id: a.id, vorher: null, nachher: JSON.stringify({ frageId: id }), ip_address: '127.0.0.1' },
            { at: jetzt, benutzer_id: admin.id, aktion: 'bieterantwort_veroeffentlicht', entitaet: 'ausschreibung', entitaet_id: a.id, vorher: null, nachher: JSON.stringify({ frageId: id, verspaetet: false }), ip_address: '127.0.0.1' },
          ])
          .execute();
      }
    });

    const client = new HttpClient(server.url);
    const token = (await client.anmelden('admin')).access_token;
    const hole = async (pfad: string) => {
      const start = performance.now();
      const antwort = await client.get(pfad, token);
      const inhalt = Buffer.from(await antwort.arrayBuffer());
      if (antwort.status !== 200) throw new Error(`${pfad}: ${antwort.status} ${inhalt.toString()}`);
      return { ms: performance.now() - start, bytes: inhalt.length };
    };
    const vermerk = `/api/ausschreibungasadmin/strom/${a.id}/vergabevermerk`;
    // The first download starts the worker thread and loads pdfkit and the fonts there.
    await hole(vermerk);
    const ruhe: number[] = [];
    for (let i = 0; i < 50; i++) ruhe.push((await hole(TRIVIAL)).ms);

    const waehrend: number[] = [];
    const downloads: number[] = [];
    let bytes = 0;
    for (let r = 0; r < runden; r++) {
      let fertig = false;
      const download = hole(vermerk).finally(() => (fertig = true));
      while (!fertig) waehrend.push((await hole(TRIVIAL)).ms);
      const d = await download;
      downloads.push(d.ms);
      bytes = d.bytes;
    }

    // Before: the same layout in the thread that serves the requests.
    const daten = await vermerkDaten(db, a.id, 1, Date.now());
    const imEventLoop: number[] = [];
    for (let r = 0; r < runden; r++) {
      const start = performance.now();
      await vergabevermerkPdf(daten, false);
      imEventLoop.push(performance.now() - start);
    }

    const p50Ruhe = perzentil(ruhe, 50);
    return {
      anzahl,
      bytes,
      downloadMs: perzentil(downloads, 50),
      trivialInRuhe: { p50: p50Ruhe, p95: perzentil(ruhe, 95) },
      trivialWaehrend: { anzahl: waehrend.length, p50: perzentil(waehrend, 50), p95: perzentil(waehrend, 95), p99: perzentil(waehrend, 99), max: Math.max(...waehrend) },
      /** the longest wait a trivial call had beyond its usual answer time while the Vermerk was being made */
      verzoegerungMs: Math.max(0, Math.max(...waehrend) - p50Ruhe),
      imEventLoopMs: perzentil(imEventLoop, 50),
    };
  } finally {
    await schliesse();
    await server.beende();
    fs.rmSync(ordner, { recursive: true, force: true });
  }
}
