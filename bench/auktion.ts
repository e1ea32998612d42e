import { ausschreibungMitAngeboten, plan } from '../tests/server/hilfen/auktion';
import { datenbanken } from '../tests/server/hilfen/datenbanken';
import { EreignisStrom } from '../tests/server/hilfen/ereignisStrom';
import { HttpClient, zweiInstanzen } from '../tests/server/hilfen/serverProzess';
import { perzentil } from './messdatenbank';

export interface AuktionsMessung {
  bieter: number;
  gebote: number;
  /** ms from a bid's 200 at the bidder to the event at every other viewer */
  p50: number;
  p95: number;
  verloren: number;
  doppelt: number;
}

/**
 * Issue 21's load: `anzahl` bidders on one tender, each bidding every 2 s for `sekunden`, spread over two instances
 * on one PostgreSQL; every bidder also streams (half of them from the other instance than the one they bid on).
 * Measures the time from a bid's 200 to its event at every other viewer, and events lost or sent twice.
 */
export async function messeAuktion(anzahl: number, sekunden: number): Promise<AuktionsMessung | null> {
  const postgres = datenbanken().find((d) => d.name === 'PostgreSQL');
  if (!postgres) return null;
  // Every bidder's connections come from this one address, as from clients behind a proxy: no cap per address.
  const instanzen = await zweiInstanzen(postgres, { CONNECTIONS_PER_IP: '0' });
  const { a, b, db } = instanzen;
  const stroeme: EreignisStrom[] = [];
  try {
    const aus = await ausschreibungMitAngeboten(db);
    // More bidders: copies of the demo EVU (same password) with an offer each, copied from the first sealed one.
    const vorlageEvu = await db.selectFrom('evu as v').innerJoin('benutzer as b', 'b.id', 'v.benutzer_id').selectAll('v').where('b.login', '=', 'evu').executeTakeFirstOrThrow();
    const vorlageBenutzer = await db.selectFrom('benutzer').selectAll().where('id', '=', vorlageEvu.benutzer_id).executeTakeFirstOrThrow();
    const vorlageAngebot = await db.selectFrom('angebot').selectAll().where('ausschreibung_id', '=', aus.id).orderBy('id').executeTakeFirstOrThrow();
    const logins: string[] = [];
    for (let i = 0; i < anzahl; i++) {
      const login = `bench-bieter-${i}`;
      const { id: _b, ...benutzer } = vorlageBenutzer;
      const { id: benutzerId } = await db.insertInto('benutzer').values({ ...benutzer, login, login_key: login, email: `${login}@example.org` }).returning('id').executeTakeFirstOrThrow();
      const { id: _v, ...evu } = vorlageEvu;
      const { id: evuId } = await db.insertInto('evu').values({ ...evu, benutzer_id: benutzerId, firma: `Bieter ${i} GmbH`, email: `${login}@example.org` }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('einladung').values({ ausschreibung_id: aus.id, evu_id: evuId, eingeladen_am: Date.now(), eingeladen_von: null, erinnert_am: null }).execute();
      const { id: _a, ...angebot } = vorlageAngebot;
      await db.insertInto('angebot').values({ ...angebot, evu_id: evuId, arbeitspreis_ct_kwh_e4: 300_000 }).execute();
      logins.push(login);
    }
    const admin = new HttpClient(a.url);
    const adminToken = (await admin.anmelden('admin')).access_token;
    const beginn = Date.now() + 30_000 + anzahl * 200;
    const pfad = `/api/evu/ausschreibung/${aus.id}/auktion`;
    const dauer = Math.min(120, Math.ceil(sekunden / 60) + 2);
    const r = await admin.send('PUT', `/api/ausschreibungasadmin/strom/${aus.id}/auktion`, plan(beginn, { dauerMinuten: dauer, mindestschrittCtKwh: 0.0001, verlaengerungMinuten: 0 }), adminToken);
    if (r.status !== 204) throw new Error(`Planen: ${r.status} ${await r.text()}`);

    const bieter = await Promise.all(
      logins.map(async (login, i) => {
        const client = new HttpClient(i % 2 ? b.url : a.url);
        const { access_token: token, refresh_token: erneuerung } = await client.anmelden(login);
        const strom = await EreignisStrom.oeffne(`${i % 2 ? a.url : b.url}${pfad}/ereignisse`, token);
        const ankunft = new Map<number, number>();
        const doppelt = { n: 0 };
        stroeme.push(strom);
        return { client, token, erneuerung, strom, ankunft, doppelt, gebote: [] as { preisE4: number; bei200: number }[] };
      }),
    );
    // Arrival time of every event at every viewer (EreignisStrom keeps them in order; sampled as they arrive).
    const beobachte = setInterval(() => {
      const jetzt = performance.now();
      for (const x of bieter) for (const e of x.strom.ereignisse.slice(x.ankunft.size + x.doppelt.n)) x.ankunft.has(e.id) ? x.doppelt.n++ : x.ankunft.set(e.id, jetzt);
    }, 2);
    await new Promise((r) => setTimeout(r, beginn - Date.now() + 500));
    const ende = performance.now() + sekunden * 1000;
    await Promise.all(
      bieter.map(async (x, i) => {
        let preisE4 = 300_000;
        await new Promise((r) => setTimeout(r, (i * 2000) / anzahl));
        while (performance.now() < ende) {
          const naechster = performance.now() + 2000;
          preisE4 -= 1 + (i % 7);
          let antwort = await x.client.send('POST', `${pfad}/gebot`, { arbeitspreisCtKwh: preisE4 / 10_000 }, x.token);
          if (antwort.status === 401) {
            // The access token lives 5 minutes, as long as the run: renewed as the browser would.
            const neu = (await (await x.client.erneuern(x.erneuerung)).json()) as { access_token: string; refresh_token: string };
            [x.token, x.erneuerung] = [neu.access_token, neu.refresh_token];
            antwort = await x.client.send('POST', `${pfad}/gebot`, { arbeitspreisCtKwh: preisE4 / 10_000 }, x.token);
          }
          if (antwort.status !== 200) throw new Error(`Gebot: ${antwort.status} ${await antwort.text()}`);
          x.gebote.push({ preisE4, bei200: performance.now() });
          await antwort.arrayBuffer();
          await new Promise((r) => setTimeout(r, Math.max(0, naechster - performance.now())));
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 2000));
    clearInterval(beobachte);

    const evuIds = new Map((await db.selectFrom('evu').select(['id', 'firma']).where('firma', 'like', 'Bieter % GmbH').execute()).map((e) => [e.firma, e.id]));
    const zeilen = await db
      .selectFrom('auktion_ereignis as e')
      .innerJoin('auktion_gebot as g', 'g.id', 'e.gebot_id')
      .select(['e.id', 'g.evu_id', 'g.arbeitspreis_ct_kwh_e4'])
      .where('e.ausschreibung_id', '=', aus.id)
      .where('e.art', '=', 'gebot')
      .execute();
    const ereignisDes = new Map(zeilen.map((z) => [`${z.evu_id}:${z.arbeitspreis_ct_kwh_e4}`, z.id]));
    const verzoegerungen: number[] = [];
    let verloren = 0;
    bieter.forEach((x, i) => {
      const evuId = evuIds.get(`Bieter ${i} GmbH`)!;
      for (const g of x.gebote) {
        const id = ereignisDes.get(`${evuId}:${g.preisE4}`)!;
        for (const anderer of bieter) {
          if (anderer === x) continue;
          const angekommen = anderer.ankunft.get(id);
          if (angekommen === undefined) verloren++;
          // An event may reach a viewer before the bidder has read its own 200: that counts as no delay.
          else verzoegerungen.push(Math.max(0, angekommen - g.bei200));
        }
      }
    });
    return {
      bieter: anzahl,
      gebote: zeilen.length,
      p50: verzoegerungen.length ? perzentil(verzoegerungen, 50) : 0,
      p95: verzoegerungen.length ? perzentil(verzoegerungen, 95) : 0,
      verloren,
      doppelt: bieter.reduce((n, x) => n + x.doppelt.n, 0),
    };
  } finally {
    for (const s of stroeme) s.schliesse();
    await instanzen.beende();
  }
}
