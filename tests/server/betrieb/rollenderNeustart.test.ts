import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { baueServer } from '../../../scripts/baueServer';
import { verbinde } from '../../../server/db/connect';
import { ausschreibungMitAngeboten, plan } from '../hilfen/auktion';
import { datenbanken } from '../hilfen/datenbanken';
import { nginxProgramm, starteNginx } from '../hilfen/nginx';
import { freierPort, HttpClient, starteServerProzess, type ServerProzess } from '../hilfen/serverProzess';

const postgres = datenbanken().find((d) => d.name === 'PostgreSQL');
const nginx = nginxProgramm();
if (process.env.CI && !nginx) throw new Error('nginx fehlt: der rollierende Neustart muss in CI laufen (.ci/run installiert es).');

const EINHEIT = 'deploy/systemd/energieportal@.service';
const UMGEBUNG = 'deploy/energieportal.env';

/**
 * An instance as its systemd unit starts it: the unit's ExecStart and Environment (with %i, the port) and the
 * settings of its EnvironmentFile, only what names this machine replaced. Each in a process group of its own, which
 * is signalled as a whole, as systemd signals a unit's control group.
 */
function starteInstanz(port: number, eigenes: Record<string, string>): Promise<ServerProzess> {
  const einheit = fs.readFileSync(EINHEIT, 'utf8');
  const wert = (schluessel: string) => [...einheit.matchAll(new RegExp(`^${schluessel}=(.*)$`, 'gm'))].map((m) => m[1]!.replaceAll('%i', String(port)));
  const [programm, ...argumente] = wert('ExecStart')[0]!.split(/\s+/);
  if (programm !== '/usr/bin/node') throw new Error(`${EINHEIT}: ExecStart startet ${programm}, nicht node.`);
  const datei = fs.readFileSync(UMGEBUNG, 'utf8').split('\n').filter((z) => /^[A-Z_]+=/.test(z));
  const paare = [...datei, ...wert('Environment').flatMap((z) => z.split(/\s+/))].map((z) => [z.slice(0, z.indexOf('=')), z.slice(z.indexOf('=') + 1)]);
  return starteServerProzess({ ...Object.fromEntries(paare), ...eigenes }, { befehl: [process.execPath, ...argumente], port, eigeneGruppe: true });
}

/**
 * A viewer of the live auction as the browser's EventSource keeps it: when the stream ends, it connects again
 * with Last-Event-ID. Collects only the events' ids (their content is the stream's own tests' business).
 */
class Betrachter {
  readonly ids: number[] = [];
  readonly arten: string[] = [];
  readonly fehler: string[] = [];
  wiederverbindungen = 0;
  private aus = false;
  private abbruch = new AbortController();
  readonly fertig: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {
    this.fertig = this.laufe();
  }

  private async laufe(): Promise<void> {
    while (!this.aus) {
      const letzte = this.ids.at(-1);
      try {
        const antwort = await fetch(this.url, {
          headers: { authorization: `Bearer ${this.token}`, accept: 'text/event-stream', ...(letzte === undefined ? {} : { 'last-event-id': String(letzte) }) },
          signal: this.abbruch.signal,
        });
        if (antwort.status !== 200) {
          this.fehler.push(`Strom: ${antwort.status} ${await antwort.text()}`);
          return;
        }
        const decoder = new TextDecoder();
        const leser = antwort.body!.getReader();
        let puffer = '';
        for (let teil = await leser.read(); !teil.done; teil = await leser.read()) {
          puffer += decoder.decode(teil.value, { stream: true });
          let ende: number;
          while ((ende = puffer.indexOf('\n\n')) >= 0) {
            const block = puffer.slice(0, ende);
            puffer = puffer.slice(ende + 2);
            const id = /^id: *(\d+)$/m.exec(block)?.[1];
            if (id === undefined) continue;
            this.ids.push(Number(id));
            this.arten.push(/^event: *(\S+)$/m.exec(block)?.[1] ?? '');
          }
        }
      } catch (err) {
        if (!this.aus) this.fehler.push(`Strom abgebrochen: ${String(err)}`);
        return;
      }
      if (!this.aus) this.wiederverbindungen++;
    }
  }

  async beende(): Promise<void> {
    this.aus = true;
    this.abbruch.abort();
    await this.fertig;
  }
}

/** Requests through nginx, each counted, each answer other than the expected one kept as a failure. */
class Last {
  erfolgreich = 0;
  readonly fehler: string[] = [];
  readonly gebote: { benutzerId: number; preisE4: number }[] = [];
  readonly sitzungen: number[] = [];
  private aus = false;
  private readonly schleifen: Promise<void>[] = [];

  /** runs `schritt` again and again until `beende`; a step that throws is a failure */
  laufe(schritt: () => Promise<void>): void {
    this.schleifen.push(
      (async () => {
        while (!this.aus) {
          try {
            await schritt();
            this.erfolgreich++;
          } catch (err) {
            this.fehler.push(String(err));
          }
        }
      })(),
    );
  }

  async beende(): Promise<void> {
    this.aus = true;
    await Promise.all(this.schleifen);
  }
}

async function erwarte(antwort: Response, status: number, was: string): Promise<Response> {
  if (antwort.status !== status) throw new Error(`${was}: ${antwort.status} ${await antwort.text()}`);
  return antwort;
}

describe.skipIf(!postgres || !nginx)('Rollierender Neustart hinter nginx', () => {
  // The unit runs the built server, as `npm run build` leaves it after an update.
  beforeAll(() => baueServer(), 60_000);

  it('verliert keine Anfrage, keinen Schreibvorgang und kein Ereignis der laufenden Auktion', { timeout: 90_000 }, async () => {
    const datenbank = await postgres!.erstelle({ demodaten: true });
    const { db } = await verbinde(datenbank.url);
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-'));
    const ports: number[] = [];
    const instanzen: ServerProzess[] = [];
    /** the instances the restart replaced */
    const beendet: ServerProzess[] = [];
    let lb: Awaited<ReturnType<typeof starteNginx>> | undefined;
    let betrachter: Betrachter | undefined;
    const last = new Last();
    try {
      // What the EnvironmentFile says about this machine is replaced; the rest (TRUST_PROXY, SEED_DEMO …) holds.
      const eigenes = (url: string) => ({ DATABASE_URL: datenbank.url, PUBLIC_URL: url, SMTP_URL: '', MAIL_DIR: mailDir, STATIC_DIR: '/nicht-vorhanden' });
      ports.push(await freierPort());
      while (ports.length < 2) ports.push(...[await freierPort()].filter((p) => p !== ports[0]));
      lb = await starteNginx(ports);
      // Each instance kept as soon as it runs, so that a failing start leaves none behind.
      const [aus] = await Promise.all([ausschreibungMitAngeboten(db), ...ports.map(async (p) => instanzen.push(await starteInstanz(p, eigenes(lb!.url))))]);
      instanzen.sort((x, y) => ports.indexOf(x.port) - ports.indexOf(y.port));

      const admin = new HttpClient(lb.url);
      const adminToken = (await admin.anmelden('admin')).access_token;
      const adminPfad = `/api/ausschreibungasadmin/strom/${aus.id}/auktion`;
      await erwarte(await admin.send('PUT', adminPfad, plan(Date.now() + 1000, { mindestschrittCtKwh: 0.0001 }), adminToken), 204, 'Auktion planen');
      betrachter = new Betrachter(`${lb.url}${adminPfad}/ereignisse`, adminToken);

      // Two bidders, each lowering its own price step by step; a sign-in after another; reads of three roles.
      // Signed in while the auction is about to begin.
      const bieter = await Promise.all(
        ['evu', 'evu2'].map(async (login) => {
          const client = new HttpClient(lb!.url);
          return { login, client, token: (await client.anmelden(login)).access_token };
        }),
      );
      const leser = new HttpClient(lb.url);
      const kundeToken = (await leser.anmelden('kunde2')).access_token;
      await expect.poll(() => betrachter!.arten.includes('begonnen'), { timeout: 10_000 }).toBe(true);
      for (const { login, client, token } of bieter) {
        const pfad = `/api/evu/ausschreibung/${aus.id}/auktion`;
        const stand = (await (await erwarte(await client.get(pfad, token), 200, 'Stand')).json()) as { naechsterHoechstpreisCtKwh: number };
        const { id: benutzerId } = await db.selectFrom('benutzer').select('id').where('login', '=', login).executeTakeFirstOrThrow();
        let preisE4 = Math.round(stand.naechsterHoechstpreisCtKwh * 10_000);
        last.laufe(async () => {
          await erwarte(await client.send('POST', `${pfad}/gebot`, { arbeitspreisCtKwh: preisE4 / 10_000 }, token), 200, `Gebot ${login}`);
          last.gebote.push({ benutzerId, preisE4 });
          preisE4--;
        });
      }
      last.laufe(async () => {
        last.sitzungen.push((await new HttpClient(lb!.url).anmelden('kunde')).sessionId);
      });
      last.laufe(async () => {
        await erwarte(await leser.get('/api/kunde/ausschreibung', kundeToken), 200, 'Liste des Kunden');
        await erwarte(await leser.get(adminPfad, adminToken), 200, 'Auktion des Administrators');
        await erwarte(await leser.get('/health/ready'), 200, 'Bereitschaft');
      });
      await expect.poll(() => last.erfolgreich, { timeout: 10_000 }).toBeGreaterThan(4);

      // systemctl restart, one instance after the other: SIGTERM to the unit's processes, wait for their end, start,
      // and only once it is ready the next.
      for (const [i, port] of ports.entries()) {
        const vorher = last.erfolgreich;
        await instanzen[i]!.beende();
        beendet.push(instanzen[i]!);
        instanzen[i] = await starteInstanz(port, eigenes(lb.url));
        await expect.poll(async () => (await fetch(`${instanzen[i]!.url}/health/ready`)).status, { timeout: 10_000 }).toBe(200);
        // The load went on meanwhile.
        expect(last.erfolgreich).toBeGreaterThan(vorher);
      }
      await last.beende();

      // A failed request names its errorId: the instances' logged errors say where it came from.
      expect(last.fehler, [...beendet, ...instanzen].flatMap((s) => s.fehlerzeilen()).join('\n')).toEqual([]);
      // Requests did reach a stopped instance, and nginx carried them to the other one.
      expect(lb.fehlerausgabe()).toMatch(/connect\(\) failed \(111: Connection refused\) while connecting to upstream/);
      // Every write the load was told of is in the database, once.
      const gebote = await db.selectFrom('auktion_gebot').select(['abgegeben_von', 'arbeitspreis_ct_kwh_e4']).where('ausschreibung_id', '=', aus.id).execute();
      const alsText = (g: { benutzerId: number; preisE4: number }[]) => g.map((x) => `${x.benutzerId}:${x.preisE4}`).sort();
      expect(alsText(gebote.map((g) => ({ benutzerId: g.abgegeben_von, preisE4: g.arbeitspreis_ct_kwh_e4 })))).toEqual(alsText(last.gebote));
      expect(last.gebote.length).toBeGreaterThan(0);
      expect(last.sitzungen.length).toBeGreaterThan(0);
      const sitzungen = await db.selectFrom('sitzung').select('id').where('id', 'in', last.sitzungen).execute();
      expect(sitzungen).toHaveLength(last.sitzungen.length);

      // The viewer got every event of the auction since it connected, in order, none twice, across its reconnects.
      const ereignisse = await db.selectFrom('auktion_ereignis').select('id').where('ausschreibung_id', '=', aus.id).where('id', '>', betrachter.ids[0]!).orderBy('id').execute();
      const alle = ereignisse.map((e) => e.id);
      await expect.poll(() => betrachter!.ids.at(-1), { timeout: 10_000 }).toBe(alle.at(-1));
      expect(betrachter.fehler).toEqual([]);
      expect(betrachter.ids.slice(1)).toEqual(alle);
      expect(betrachter.wiederverbindungen).toBeGreaterThan(0);
    } finally {
      await last.beende();
      await betrachter?.beende();
      await Promise.all(instanzen.map((s) => s.toete()));
      await lb?.beende();
      await db.destroy();
      await datenbank.entferne();
      fs.rmSync(mailDir, { recursive: true, force: true });
    }
  });
});
