import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { API_VERSION, API_VERSION_HEADER } from '../../domain/apiVersion';
import type { EigenesGebot } from '../../domain/api/auktion';
import { adminSicht, evuSicht, kundeSicht, type AuktionsStand } from '../../domain/auktion/sicht';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import type { Sitzungen } from '../anmeldung/sitzungen.service';
import type { Database } from '../db/schema';
import { NichtGefunden } from '../shared/errors';
import type { AuktionsHinweise } from './push';
import type { AuktionsDienst } from './service';
import { alsEigenesGebot, eigeneGebote } from './queries';

export type Betrachter = ({ rolle: 'Administrator' } | { rolle: 'EVU'; evuId: number } | { rolle: 'Kunde' }) & { benutzerId: number; sitzungId: number };

interface Zuschauer {
  betrachter: Betrachter;
  reply: FastifyReply;
  /** id of the last event this viewer was sent */
  letzte: number;
  /** a bidder's own bids so far, for its view (with the bid's id, which is never sent) */
  eigene: (EigenesGebot & { id: number })[];
  /** `eigene` as JSON, written once per own bid rather than once per event: the list grows with every bid */
  eigeneJson?: string;
}

interface Zeile {
  id: number;
  art: string;
  stand: string;
  ausschreibungStatus: number;
  gebot_id: number | null;
  evu_id: number | null;
  arbeitspreis_ct_kwh_e4: number | null;
  jahreskosten_euro: number | null;
  abgegeben_am: number | null;
}

const HERZSCHLAG_MS = 15_000;
/**
 * How often the sessions behind open streams are looked up again. A stream is authorised when it opens; a logout on
 * any instance, an expired session or a locked account lives only in the database, so this is how a stream learns
 * that its viewer may no longer see the auction (one query per instance, whatever the number of streams).
 */
const SITZUNGEN_PRUEFEN_MS = 1000;
/**
 * Open streams one user may hold (tabs, devices). Beyond it the oldest is closed: a forgotten tab reconnects, but
 * no one can pin the server's sockets and memory by opening streams by the hundred.
 */
export const MAX_STROEME_JE_BENUTZER = 20;

/**
 * The Server-Sent Events of this instance: one stream per viewer. On a hint (push.ts) the new events of that
 * tender are read once from the database and each viewer is sent them as it may see them, with the event's id, so
 * a reconnect with Last-Event-ID continues where it stopped. Reads of one tender are serialized to keep order.
 */
export class AuktionsStroeme {
  private readonly zuschauer = new Map<number, Set<Zuschauer>>();
  /** each user's open streams, oldest first */
  private readonly jeBenutzer = new Map<number, Set<Zuschauer>>();
  private readonly warteschlange = new Map<number, Promise<void>>();
  private readonly abbestellen: () => void;
  private readonly herzschlag: NodeJS.Timeout;
  private readonly sitzungsPruefung: NodeJS.Timeout;
  private pruefeGerade = false;

  constructor(
    private readonly db: Kysely<Database>,
    hinweise: AuktionsHinweise,
    private readonly dienst: Pick<AuktionsDienst, 'standJetzt'>,
    private readonly sitzungen: Pick<Sitzungen, 'gueltige'>,
    private readonly log: { error(obj: object, msg: string): void },
  ) {
    this.abbestellen = hinweise.abonniere((id) => {
      for (const a of id === undefined ? [...this.zuschauer.keys()] : [id]) this.lies(a);
    });
    this.herzschlag = setInterval(() => {
      for (const menge of this.zuschauer.values()) for (const z of menge) if (!z.reply.raw.destroyed) z.reply.raw.write(': ping\n\n');
    }, HERZSCHLAG_MS);
    this.herzschlag.unref();
    this.sitzungsPruefung = setInterval(() => void this.schliesseOhneSitzung(), SITZUNGEN_PRUEFEN_MS);
    this.sitzungsPruefung.unref();
  }

  /**
   * Opens a stream. Without Last-Event-ID the viewer first gets its view now (event `stand`, the JSON of its GET),
   * (404 when no auction is planned); with it, every event it missed.
   */
  async oeffne(id: number, betrachter: Betrachter, reply: FastifyReply, angegebeneEventId: number | undefined): Promise<void> {
    const z: Zuschauer = { betrachter, reply, letzte: 0, eigene: [] };
    const juengste = await this.letzteId(id);
    // An id beyond this tender's events (another tender's, a made-up one) has missed nothing: it starts afresh.
    const letzteEventId = angegebeneEventId !== undefined && angegebeneEventId <= juengste ? angegebeneEventId : undefined;
    if (letzteEventId !== undefined) {
      z.letzte = letzteEventId;
      if (betrachter.rolle === 'EVU') z.eigene = await eigeneGebote(this.db, id, betrachter.evuId, await this.letztesGebotBis(id, letzteEventId));
    } else {
      z.letzte = juengste;
      if (betrachter.rolle === 'EVU') z.eigene = await eigeneGebote(this.db, id, betrachter.evuId);
    }
    const jetzt = letzteEventId === undefined ? await this.dienst.standJetzt(id) : null;
    if (letzteEventId === undefined && !jetzt) throw new NichtGefunden('Zu dieser Ausschreibung ist keine Online-Auktion geplant.');
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold events back.
      'x-accel-buffering': 'no',
      [API_VERSION_HEADER]: API_VERSION,
    });
    reply.raw.write('retry: 1000\n\n');
    if (jetzt) this.sende(z, z.letzte, 'stand', this.json(z, jetzt.stand, jetzt.ausschreibungStatus, new Map()));
    let menge = this.zuschauer.get(id);
    if (!menge) this.zuschauer.set(id, (menge = new Set()));
    menge.add(z);
    let eigene = this.jeBenutzer.get(betrachter.benutzerId);
    if (!eigene) this.jeBenutzer.set(betrachter.benutzerId, (eigene = new Set()));
    eigene.add(z);
    reply.raw.on('close', () => {
      menge.delete(z);
      if (!menge.size && this.zuschauer.get(id) === menge) this.zuschauer.delete(id);
      eigene.delete(z);
      if (!eigene.size && this.jeBenutzer.get(betrachter.benutzerId) === eigene) this.jeBenutzer.delete(betrachter.benutzerId);
    });
    for (const aeltester of eigene) {
      if (eigene.size <= MAX_STROEME_JE_BENUTZER) break;
      eigene.delete(aeltester);
      aeltester.reply.raw.end();
    }
    // Events written between this viewer's starting point and its registration.
    this.lies(id);
  }

  beende(): void {
    this.abbestellen();
    clearInterval(this.herzschlag);
    clearInterval(this.sitzungsPruefung);
    for (const menge of this.zuschauer.values()) for (const z of menge) z.reply.raw.end();
    this.zuschauer.clear();
    this.jeBenutzer.clear();
  }

  /** Ends the streams whose session has ended; the client's reconnect then gets 401. */
  private async schliesseOhneSitzung(): Promise<void> {
    if (this.pruefeGerade) return;
    const alle = [...this.jeBenutzer.values()].flatMap((menge) => [...menge]);
    if (!alle.length) return;
    this.pruefeGerade = true;
    try {
      const gueltig = await this.sitzungen.gueltige([...new Set(alle.map((z) => z.betrachter.sitzungId))]);
      for (const z of alle) if (!gueltig.has(z.betrachter.sitzungId)) z.reply.raw.end();
    } catch (err) {
      this.log.error({ err }, 'Sitzungen der Auktionsereignisse');
    } finally {
      this.pruefeGerade = false;
    }
  }

  private lies(id: number): void {
    if (!this.zuschauer.has(id)) return;
    const vorher = this.warteschlange.get(id) ?? Promise.resolve();
    const jetzt = vorher
      .then(() => this.verteile(id))
      .catch((err) => this.log.error({ err }, 'Auktionsereignisse'))
      .finally(() => {
        if (this.warteschlange.get(id) === jetzt) this.warteschlange.delete(id);
      });
    this.warteschlange.set(id, jetzt);
  }

  private async verteile(id: number): Promise<void> {
    const menge = this.zuschauer.get(id);
    if (!menge?.size) return;
    const ab = Math.min(...[...menge].map((z) => z.letzte));
    const zeilen: Zeile[] = await this.db
      .selectFrom('auktion_ereignis as e')
      .innerJoin('ausschreibung as s', 's.id', 'e.ausschreibung_id')
      .leftJoin('auktion_gebot as g', 'g.id', 'e.gebot_id')
      .select(['e.id', 'e.art', 'e.stand', 's.status as ausschreibungStatus', 'e.gebot_id', 'g.evu_id', 'g.arbeitspreis_ct_kwh_e4', 'g.jahreskosten_euro', 'g.abgegeben_am'])
      .where('e.ausschreibung_id', '=', id)
      .where('e.id', '>', ab)
      .orderBy('e.id')
      .execute();
    for (const zeile of zeilen) {
      const stand = JSON.parse(zeile.stand) as AuktionsStand | null;
      // The administrators' and the Kunde's views are the same for every such viewer: written once per event.
      const geteilt = new Map<string, string>();
      for (const z of menge) {
        if (zeile.id <= z.letzte) continue;
        if (z.betrachter.rolle === 'EVU' && zeile.evu_id === z.betrachter.evuId && zeile.gebot_id !== null && !z.eigene.some((g) => g.id === zeile.gebot_id)) {
          z.eigene.push(alsEigenesGebot({ id: zeile.gebot_id, arbeitspreis_ct_kwh_e4: zeile.arbeitspreis_ct_kwh_e4!, jahreskosten_euro: zeile.jahreskosten_euro!, abgegeben_am: zeile.abgegeben_am! }));
          z.eigeneJson = undefined;
        }
        this.sende(z, zeile.id, zeile.art, stand ? this.json(z, stand, zeile.ausschreibungStatus, geteilt) : 'null');
      }
    }
  }

  /** The viewer's view of a state as JSON: the same as its GET. */
  private json(z: Zuschauer, stand: AuktionsStand, ausschreibungStatus: number, geteilt: Map<string, string>): string {
    const b = z.betrachter;
    if (b.rolle === 'EVU') {
      const sicht = evuSicht(stand, b.evuId, []);
      if (!sicht) return 'null';
      z.eigeneJson ??= JSON.stringify(z.eigene.map(({ id: _id, ...g }) => g));
      // `gebote` is the view's last key, so its empty list ends the object: the own bids go in its place.
      return `${JSON.stringify(sicht).slice(0, -'[]}'.length)}${z.eigeneJson}}`;
    }
    const mitNamen = ausschreibungStatus >= AusschreibungStatus.Bindefrist;
    const schluessel = b.rolle === 'Administrator' ? b.rolle : `${b.rolle}:${mitNamen}`;
    let json = geteilt.get(schluessel);
    if (json === undefined) geteilt.set(schluessel, (json = JSON.stringify(b.rolle === 'Administrator' ? adminSicht(stand) : kundeSicht(stand, mitNamen))));
    return json;
  }

  private sende(z: Zuschauer, id: number, art: string, json: string): void {
    z.letzte = Math.max(z.letzte, id);
    if (z.reply.raw.destroyed || z.reply.raw.writableEnded) return;
    z.reply.raw.write(`id: ${id}\nevent: ${art}\ndata: ${json}\n\n`);
  }

  private async letzteId(id: number): Promise<number> {
    const r = await this.db.selectFrom('auktion_ereignis').select((eb) => eb.fn.max('id').as('id')).where('ausschreibung_id', '=', id).executeTakeFirst();
    return Number(r?.id ?? 0);
  }

  private async letztesGebotBis(id: number, ereignis: number): Promise<number> {
    const r = await this.db
      .selectFrom('auktion_ereignis')
      .select((eb) => eb.fn.max('gebot_id').as('gebot'))
      .where('ausschreibung_id', '=', id)
      .where('id', '<=', ereignis)
      .executeTakeFirst();
    return Number(r?.gebot ?? 0);
  }
}
