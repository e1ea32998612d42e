import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { API_VERSION, API_VERSION_HEADER } from '../../domain/apiVersion';
import type { EigenesGebot } from '../../domain/api/auktion';
import { adminSicht, evuStandSicht, kundeSicht, type AuktionsStand } from '../../domain/auktion/sicht';
import { angeboteFuerKundeSichtbar } from '../../domain/ausschreibung';
import type { SitzungenService } from '../anmeldung/sitzungen.service';
import type { Database } from '../db/schema';
import { NichtGefunden } from '../shared/errors';
import type { AuktionsHinweise } from './push';
import { alsEigenesGebot, ladeAuktion } from './queries';
import { KEINE_AUKTION, type AuktionService } from './service';
import type { StromRegister } from './stromRegister';

export type Betrachter = ({ rolle: 'Administrator' } | { rolle: 'EVU'; evuId: number } | { rolle: 'Kunde' }) & { benutzerId: number; sitzungId: number };

/** Why the server ended a stream: its reader fell behind, a newer stream of its user displaced it, its session ended. */
export type SchliessGrund = 'puffer' | 'verdraengt' | 'sitzung';

interface Zuschauer {
  betrachter: Betrachter;
  reply: FastifyReply;
  /** id of the last event this viewer was sent */
  letzte: number;
  /** its row in the register of open streams (stromRegister.ts) */
  registrierung: number;
}

interface Zeile {
  id: number;
  art: string;
  stand: string;
  ausschreibungStatus: number;
  evu_id: number | null;
  arbeitspreis_ct_kwh_e4: number | null;
  jahreskosten_euro: number | null;
  abgegeben_am: number | null;
}

const HERZSCHLAG_MS = 15_000;
/**
 * How often the sessions behind open streams are looked up again, and the instance's streams renewed in the
 * register. A stream is authorised when it opens; a logout on any instance, an expired session or a locked account
 * lives only in the database, as does a newer stream of the same user on another instance that displaced this one:
 * this is how a stream learns that it must end (two queries per instance, whatever the number of streams).
 */
const PRUEFEN_MS = 1000;
/**
 * Open streams one user may hold (tabs, devices), counted across all instances. Beyond it the oldest is closed: a
 * forgotten tab reconnects, but no one can pin the server's sockets and memory by opening streams by the hundred.
 */
export const MAX_STROEME_JE_BENUTZER = 20;
/** Events read from the database at a time: a viewer far behind never brings a tender's whole history into memory. */
const STAPEL = 50;
/**
 * How long a stream the server ends (displaced, its session over, the instance shutting down) has to hand its client
 * what it still holds. A client that reads gets it and the stream's end; one that stopped reading would keep those
 * bytes (up to the send buffer, or a replayed gap) in this process for as long as it kept the connection open.
 */
const ABGABE_MS = 5_000;

export interface StromOptionen {
  /**
   * Bytes a stream may hold that its socket has not taken yet. A reader slower than the events (or one that stopped
   * reading) is closed once it is that far behind; it reconnects with Last-Event-ID. A gap of more than twice this
   * is not replayed: the reconnect starts afresh with the state now (event `stand`).
   */
  pufferBytes: number;
  /** counts each stream the server ends, by reason (metrics) */
  geschlossen(grund: SchliessGrund): void;
}

/**
 * The Server-Sent Events of this instance: one stream per viewer. On a hint (push.ts) the new events of that
 * tender are read once from the database and each viewer is sent them as it may see them, with the event's id, so
 * a reconnect with Last-Event-ID continues where it stopped. Reads of one tender are serialized to keep order.
 * Every event has a bounded size: the administrator's and the Kunde's the ranking, a bidder's its standing and, on
 * its own bid's event, that bid (never all its bids so far, which its GET returns).
 */
export class AuktionsStroeme {
  private readonly zuschauer = new Map<number, Set<Zuschauer>>();
  /** every open stream of this instance by its row in the register */
  private readonly registriert = new Map<number, Zuschauer>();
  private readonly warteschlange = new Map<number, Promise<void>>();
  private readonly abbestellen: () => void;
  private readonly herzschlag: NodeJS.Timeout;
  private readonly pruefung: NodeJS.Timeout;
  private pruefeGerade = false;
  /** the instance shuts down: the register drops all its rows at once */
  private beendet = false;

  constructor(
    private readonly db: Kysely<Database>,
    hinweise: AuktionsHinweise,
    private readonly dienst: Pick<AuktionService, 'standJetzt'>,
    private readonly sitzungen: Pick<SitzungenService, 'gueltige'>,
    private readonly register: StromRegister,
    private readonly optionen: StromOptionen,
    private readonly log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  ) {
    this.abbestellen = hinweise.abonniere((id) => {
      for (const a of id === undefined ? [...this.zuschauer.keys()] : [id]) this.lies(a);
    });
    this.herzschlag = setInterval(() => {
      for (const z of this.registriert.values()) this.schreibe(z, ': ping\n\n');
    }, HERZSCHLAG_MS);
    this.herzschlag.unref();
    this.pruefung = setInterval(() => void this.pruefe(), PRUEFEN_MS);
    this.pruefung.unref();
  }

  /** Open streams of this instance. */
  get anzahl(): number {
    return this.registriert.size;
  }

  /**
   * Opens a stream (404 while no auction is planned, whatever Last-Event-ID says). With a Last-Event-ID of this
   * tender whose gap fits the send buffer, the viewer gets every event it missed; otherwise it starts afresh with its
   * view now (event `stand`: the JSON of its GET, for a bidder without its bids).
   */
  async oeffne(id: number, betrachter: Betrachter, reply: FastifyReply, angegebeneEventId: number | undefined): Promise<void> {
    if (!(await ladeAuktion(this.db, id))) throw new NichtGefunden(KEINE_AUKTION);
    const juengste = await this.letzteId(id);
    const z: Zuschauer = { betrachter, reply, letzte: juengste, registrierung: 0 };
    // An id beyond this tender's events (another tender's, a made-up one) has missed nothing: it starts afresh.
    const verpasst = angegebeneEventId !== undefined && angegebeneEventId <= juengste ? await this.verpasst(z, id, angegebeneEventId) : null;
    if (!verpasst) z.letzte = juengste;
    const jetzt = verpasst ? null : await this.dienst.standJetzt(id);
    if (!verpasst && !jetzt) throw new NichtGefunden(KEINE_AUKTION);
    const { id: registrierung, verdraengt } = await this.register.melde(betrachter.benutzerId);
    z.registrierung = registrierung;
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
    let menge = this.zuschauer.get(id);
    if (!menge) this.zuschauer.set(id, (menge = new Set()));
    menge.add(z);
    this.registriert.set(registrierung, z);
    const abmelden = () => {
      menge.delete(z);
      if (!menge.size && this.zuschauer.get(id) === menge) this.zuschauer.delete(id);
      if (this.registriert.get(registrierung) === z) this.registriert.delete(registrierung);
      if (!this.beendet) this.register.entferne(registrierung).catch((err: unknown) => this.log.error({ err }, 'Auktionsstrom abmelden'));
    };
    reply.raw.on('close', abmelden);
    // The client may have gone while the stream was being set up: 'close' came before anyone listened.
    if (reply.raw.socket?.destroyed !== false) abmelden();
    if (jetzt) this.sende(z, juengste, 'stand', this.json(z, { stand: jetzt.stand, ausschreibungStatus: jetzt.ausschreibungStatus }, new Map()), true);
    else for (const ereignis of verpasst!) this.sende(z, ereignis.id, ereignis.art, ereignis.json, true);
    for (const r of verdraengt) {
      const alt = this.registriert.get(r);
      if (alt) this.schliesse(alt, 'verdraengt');
    }
    // Events written between this viewer's starting point and its registration.
    this.lies(id);
  }

  async beende(): Promise<void> {
    this.beendet = true;
    this.abbestellen();
    clearInterval(this.herzschlag);
    clearInterval(this.pruefung);
    for (const z of this.registriert.values()) beendeStrom(z.reply.raw);
    this.zuschauer.clear();
    this.registriert.clear();
    await this.register.beende();
  }

  /**
   * The events of tender `id` after `ab` as this viewer sees them, or null when they would take more than twice the
   * send buffer (reading stops there): what a stream held when it was cut (at most the send buffer) and as much
   * again that came until its client reconnected. Sets the viewer's last event.
   */
  private async verpasst(z: Zuschauer, id: number, ab: number): Promise<{ id: number; art: string; json: string }[] | null> {
    const ereignisse: { id: number; art: string; json: string }[] = [];
    let bytes = 0;
    z.letzte = ab;
    for (;;) {
      const zeilen = await this.ereignisseNach(id, z.letzte);
      for (const zeile of zeilen) {
        const json = this.json(z, this.daten(zeile), new Map());
        bytes += Buffer.byteLength(json) + zeile.art.length + 32;
        if (bytes > 2 * this.optionen.pufferBytes) return null;
        ereignisse.push({ id: zeile.id, art: zeile.art, json });
        z.letzte = zeile.id;
      }
      if (zeilen.length < STAPEL) return ereignisse;
    }
  }

  /** Ends the streams whose session has ended (the client's reconnect then gets 401) or that were displaced. */
  private async pruefe(): Promise<void> {
    if (this.pruefeGerade) return;
    const alle = [...this.registriert.values()];
    if (!alle.length) return;
    this.pruefeGerade = true;
    try {
      const [gueltig, bestehend] = await Promise.all([this.sitzungen.gueltige([...new Set(alle.map((z) => z.betrachter.sitzungId))]), this.register.bestaetige()]);
      for (const z of alle) {
        if (!gueltig.has(z.betrachter.sitzungId)) this.schliesse(z, 'sitzung');
        else if (!bestehend.has(z.registrierung)) this.schliesse(z, 'verdraengt');
      }
    } catch (err) {
      this.log.error({ err }, 'Prüfung der Auktionsströme');
    } finally {
      this.pruefeGerade = false;
    }
  }

  private schliesse(z: Zuschauer, grund: SchliessGrund): void {
    const res = z.reply.raw;
    if (this.registriert.get(z.registrierung) !== z || res.destroyed || res.writableEnded) return;
    this.optionen.geschlossen(grund);
    beendeStrom(res);
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
    for (;;) {
      const menge = this.zuschauer.get(id);
      if (!menge?.size) return;
      const zeilen = await this.ereignisseNach(id, Math.min(...[...menge].map((z) => z.letzte)));
      for (const zeile of zeilen) {
        const daten = this.daten(zeile);
        // The administrators' and the Kunde's views are the same for every such viewer: written once per event.
        const geteilt = new Map<string, string>();
        for (const z of menge) if (zeile.id > z.letzte) this.sende(z, zeile.id, zeile.art, this.json(z, daten, geteilt));
      }
      if (zeilen.length < STAPEL) return;
    }
  }

  private ereignisseNach(id: number, ab: number): Promise<Zeile[]> {
    return this.db
      .selectFrom('auktion_ereignis as e')
      .innerJoin('ausschreibung as s', 's.id', 'e.ausschreibung_id')
      .leftJoin('auktion_gebot as g', 'g.id', 'e.gebot_id')
      .select(['e.id', 'e.art', 'e.stand', 's.status as ausschreibungStatus', 'g.evu_id', 'g.arbeitspreis_ct_kwh_e4', 'g.jahreskosten_euro', 'g.abgegeben_am'])
      .where('e.ausschreibung_id', '=', id)
      .where('e.id', '>', ab)
      .orderBy('e.id')
      .limit(STAPEL)
      .execute();
  }

  private daten(zeile: Zeile): Daten {
    const stand = JSON.parse(zeile.stand) as AuktionsStand | null;
    if (!stand) return null;
    const gebot =
      zeile.art === 'gebot' && zeile.evu_id !== null
        ? { evuId: zeile.evu_id, gebot: alsEigenesGebot({ arbeitspreis_ct_kwh_e4: zeile.arbeitspreis_ct_kwh_e4!, jahreskosten_euro: zeile.jahreskosten_euro!, abgegeben_am: zeile.abgegeben_am! }) }
        : undefined;
    return { stand, ausschreibungStatus: zeile.ausschreibungStatus, gebot };
  }

  /** The viewer's view of a state as JSON: its GET's, for a bidder its standing and its own bid of this event. */
  private json(z: Zuschauer, daten: Daten, geteilt: Map<string, string>): string {
    if (!daten) return 'null';
    const b = z.betrachter;
    if (b.rolle === 'EVU') {
      const sicht = evuStandSicht(daten.stand, b.evuId);
      if (!sicht) return 'null';
      return JSON.stringify(daten.gebot?.evuId === b.evuId ? { ...sicht, gebot: daten.gebot.gebot } : sicht);
    }
    const mitNamen = angeboteFuerKundeSichtbar(daten.ausschreibungStatus);
    const schluessel = b.rolle === 'Administrator' ? b.rolle : `${b.rolle}:${mitNamen}`;
    let json = geteilt.get(schluessel);
    if (json === undefined) geteilt.set(schluessel, (json = JSON.stringify(b.rolle === 'Administrator' ? adminSicht(daten.stand) : kundeSicht(daten.stand, mitNamen))));
    return json;
  }

  private sende(z: Zuschauer, id: number, art: string, json: string, nachgeholt = false): void {
    z.letzte = Math.max(z.letzte, id);
    this.schreibe(z, `id: ${id}\nevent: ${art}\ndata: ${json}\n\n`, nachgeholt);
  }

  /**
   * Writes to a stream. What the socket has not taken yet stays in this process: when a new event would make that
   * more than the send buffer, the reader is slower than the events (or stopped reading) and the stream is cut,
   * dropping what it holds; one event alone always fits. The gap replayed when a stream opens is bounded by itself
   * (see verpasst) and written whole.
   */
  private schreibe(z: Zuschauer, text: string, nachgeholt = false): void {
    const res = z.reply.raw;
    if (res.destroyed || res.writableEnded) return;
    const gehalten = res.writableLength;
    if (!nachgeholt && gehalten > 0 && gehalten + Buffer.byteLength(text) > this.optionen.pufferBytes) {
      this.log.warn({ benutzerId: z.betrachter.benutzerId, letzte: z.letzte, bytes: gehalten }, 'Auktionsstrom geschlossen: der Client liest langsamer, als Ereignisse kommen');
      this.optionen.geschlossen('puffer');
      res.destroy();
      return;
    }
    res.write(text);
  }

  private async letzteId(id: number): Promise<number> {
    const r = await this.db.selectFrom('auktion_ereignis').select((eb) => eb.fn.max('id').as('id')).where('ausschreibung_id', '=', id).executeTakeFirst();
    return Number(r?.id ?? 0);
  }
}

/** Ends a stream; its connection is cut if the client has not taken what the stream still holds within ABGABE_MS. */
function beendeStrom(res: ServerResponse): void {
  res.end();
  const frist = setTimeout(() => res.destroy(), ABGABE_MS);
  frist.unref();
  res.once('close', () => clearTimeout(frist));
}

/** An event's state (null after abgesagt), the tender's status (the Kunde sees names from status 3) and the bid that caused it. */
type Daten = { stand: AuktionsStand; ausschreibungStatus: number; gebot?: { evuId: number; gebot: EigenesGebot } } | null;
