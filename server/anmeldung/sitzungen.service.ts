import type { AngemeldeterBenutzer } from '../plugins/authentication';
import type { Kysely } from 'kysely';
import type { SessionInfo } from '../../domain/auth';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { NichtGefunden } from '../shared/errors';
import { protokolliere } from '../shared/audit';
import { newSecret, sha256 } from '../shared/hashes';

/** DESIGN.md section 8. */
export const ACCESS_TOKEN_SEKUNDEN = 300;
export const SESSION_TIMEOUT_IDLE_SEKUNDEN = 1800;
export const SESSION_ABSOLUT_MS = 12 * 60 * 60 * 1000;
/** last_activity_at is written at most this often per session, so reads stay reads. */
const AKTIVITAET_SCHREIBEN_MS = 30_000;

export interface TokenPaar {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export type RefreshErgebnis =
  | { ok: true; sitzungId: number; benutzerId: number; tokens: TokenPaar }
  | { ok: false; fehler: 'invalid_grant' | 'session_expired'; wiederverwendet?: boolean; sitzungId?: number };

type Db = Kysely<Database>;

/** A token with its session and user, found by the token's hash; `art` keeps an access token from serving as a refresh token. */
const tokenMitSitzung = (db: Db, token: string, art: 'access' | 'refresh') =>
  db
    .selectFrom('sitzung_token as t')
    .innerJoin('sitzung as s', 's.id', 't.sitzung_id')
    .innerJoin('benutzer as b', 'b.id', 's.benutzer_id')
    .where('t.token_hash', '=', sha256(token))
    .where('t.art', '=', art);

export class SitzungenService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async erstelle(
    trx: Db,
    benutzerId: number,
    herkunft: { ipAddress: string; userAgent: string },
  ): Promise<{ sitzungId: number; tokens: TokenPaar }> {
    const jetzt = this.clock.now();
    const { id } = await trx
      .insertInto('sitzung')
      .values({
        benutzer_id: benutzerId,
        created_at: jetzt,
        last_activity_at: jetzt,
        absolute_expires_at: jetzt + SESSION_ABSOLUT_MS,
        revoked_at: null,
        revoked_reason: null,
        ip_address: herkunft.ipAddress.slice(0, 64),
        user_agent: herkunft.userAgent.slice(0, 512),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { sitzungId: id, tokens: await this.gibTokensAus(trx, id, jetzt + SESSION_ABSOLUT_MS) };
  }

  /** The signed-in user behind an access token, or null when the token or its session is no longer valid. */
  async pruefeAccessToken(accessToken: string): Promise<AngemeldeterBenutzer | null> {
    const jetzt = this.clock.now();
    const row = await tokenMitSitzung(this.db, accessToken, 'access')
      .select(['s.id as sitzungId', 's.last_activity_at', 's.absolute_expires_at', 's.revoked_at', 'b.id', 'b.login', 'b.roles', 'b.active', 'b.gesperrt', 't.expires_at'])
      .executeTakeFirst();
    // Locking ends the sessions; the flag also stops one a sign-in was creating at that very moment.
    if (!row || row.revoked_at !== null || !row.active || row.gesperrt) return null;
    if (row.expires_at <= jetzt || !this.istLebendig(row, jetzt)) return null;
    if (jetzt - row.last_activity_at > AKTIVITAET_SCHREIBEN_MS) {
      await this.db.updateTable('sitzung').set({ last_activity_at: jetzt }).where('id', '=', row.sitzungId).execute();
    }
    return { id: row.id, login: row.login, roles: row.roles.split(',').filter(Boolean), sitzungId: row.sitzungId };
  }

  /**
   * Which of these sessions are still valid (not ended, not expired, the account neither locked nor deactivated):
   * for connections authorised once when they opened, such as event streams.
   */
  async gueltige(sitzungIds: number[]): Promise<Set<number>> {
    if (!sitzungIds.length) return new Set();
    const jetzt = this.clock.now();
    const rows = await this.db
      .selectFrom('sitzung as s')
      .innerJoin('benutzer as b', 'b.id', 's.benutzer_id')
      .select(['s.id', 's.last_activity_at', 's.absolute_expires_at'])
      .where('s.id', 'in', sitzungIds)
      .where('s.revoked_at', 'is', null)
      .where('b.active', '=', 1)
      .where('b.gesperrt', '=', 0)
      .execute();
    return new Set(rows.filter((s) => this.istLebendig(s, jetzt)).map((s) => s.id));
  }

  /**
   * Exchanges a refresh token for a new pair. Refresh tokens rotate: the old one is marked used by a
   * conditional update, so of two racing requests exactly one wins; a second use of a used token means it
   * was stolen, and the whole session is revoked.
   */
  async erneuere(refreshToken: string): Promise<RefreshErgebnis> {
    return this.db.transaction().execute(async (trx) => {
      const jetzt = this.clock.now();
      const row = await tokenMitSitzung(trx, refreshToken, 'refresh')
        .select(['t.token_hash', 't.expires_at', 't.used_at', 's.id as sitzungId', 's.benutzer_id', 's.last_activity_at', 's.absolute_expires_at', 's.revoked_at', 'b.active', 'b.gesperrt'])
        .executeTakeFirst();
      if (!row || !row.active || row.gesperrt) return { ok: false, fehler: 'invalid_grant' };
      if (row.revoked_at !== null) return { ok: false, fehler: 'session_expired', sitzungId: row.sitzungId };
      if (row.used_at !== null) {
        await this.widerrufe(trx, row.sitzungId, 'refresh_reuse');
        return { ok: false, fehler: 'invalid_grant', wiederverwendet: true, sitzungId: row.sitzungId };
      }
      if (row.expires_at <= jetzt || !this.istLebendig(row, jetzt)) {
        return { ok: false, fehler: 'session_expired', sitzungId: row.sitzungId };
      }
      const verbraucht = await trx
        .updateTable('sitzung_token')
        .set({ used_at: jetzt })
        .where('token_hash', '=', row.token_hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(verbraucht.numUpdatedRows) !== 1) {
        await this.widerrufe(trx, row.sitzungId, 'refresh_reuse');
        return { ok: false, fehler: 'invalid_grant', wiederverwendet: true, sitzungId: row.sitzungId };
      }
      await trx.updateTable('sitzung').set({ last_activity_at: jetzt }).where('id', '=', row.sitzungId).execute();
      const tokens = await this.gibTokensAus(trx, row.sitzungId, row.absolute_expires_at);
      return { ok: true, sitzungId: row.sitzungId, benutzerId: row.benutzer_id, tokens };
    });
  }

  async liste(benutzerId: number, aktuelleSitzungId: number): Promise<SessionInfo[]> {
    const jetzt = this.clock.now();
    const rows = await this.db
      .selectFrom('sitzung')
      .selectAll()
      .where('benutzer_id', '=', benutzerId)
      .where('revoked_at', 'is', null)
      .where('absolute_expires_at', '>', jetzt)
      .where('last_activity_at', '>', jetzt - SESSION_TIMEOUT_IDLE_SEKUNDEN * 1000)
      .orderBy('last_activity_at', 'desc')
      .execute();
    return rows.map((s) => ({
      id: s.id,
      createdAt: new Date(s.created_at).toISOString(),
      lastActivityAt: new Date(s.last_activity_at).toISOString(),
      ipAddress: s.ip_address,
      userAgent: s.user_agent,
      current: s.id === aktuelleSitzungId,
    }));
  }

  /** Ends one of the user's own sessions; another user's session id is answered like an unknown one. */
  async beendeEigene(benutzerId: number, sitzungId: number, ipAddress: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const ergebnis = await trx
        .updateTable('sitzung')
        .set({ revoked_at: this.clock.now(), revoked_reason: 'abgemeldet' })
        .where('id', '=', sitzungId)
        .where('benutzer_id', '=', benutzerId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(ergebnis.numUpdatedRows) !== 1) throw new NichtGefunden('Die Sitzung wurde nicht gefunden.');
      await protokolliere(trx, this.clock, { benutzerId, aktion: 'sitzung_beendet', entitaet: 'sitzung', entitaetId: sitzungId, ipAddress });
    });
  }

  /** Used on re-login from the same tab (currentSessionId), when a password changes and by the administrator; returns how many ended. */
  async beendeAlle(trx: Db, benutzerId: number, grund: string, ausser?: number): Promise<number> {
    let q = trx
      .updateTable('sitzung')
      .set({ revoked_at: this.clock.now(), revoked_reason: grund })
      .where('benutzer_id', '=', benutzerId)
      .where('revoked_at', 'is', null);
    if (ausser !== undefined) q = q.where('id', '!=', ausser);
    return Number((await q.executeTakeFirst()).numUpdatedRows);
  }

  async widerrufe(trx: Db, sitzungId: number, grund: string): Promise<void> {
    await trx
      .updateTable('sitzung')
      .set({ revoked_at: this.clock.now(), revoked_reason: grund })
      .where('id', '=', sitzungId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  private istLebendig(s: { last_activity_at: number; absolute_expires_at: number }, jetzt: number): boolean {
    return s.absolute_expires_at > jetzt && jetzt - s.last_activity_at <= SESSION_TIMEOUT_IDLE_SEKUNDEN * 1000;
  }

  private async gibTokensAus(trx: Db, sitzungId: number, absolutBis: number): Promise<TokenPaar> {
    const jetzt = this.clock.now();
    const accessToken = newSecret();
    const refreshToken = newSecret();
    await trx
      .insertInto('sitzung_token')
      .values([
        { token_hash: sha256(accessToken), sitzung_id: sitzungId, art: 'access', expires_at: jetzt + ACCESS_TOKEN_SEKUNDEN * 1000, used_at: null },
        {
          token_hash: sha256(refreshToken),
          sitzung_id: sitzungId,
          art: 'refresh',
          expires_at: Math.min(absolutBis, jetzt + SESSION_TIMEOUT_IDLE_SEKUNDEN * 1000),
          used_at: null,
        },
      ])
      .execute();
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SEKUNDEN };
  }
}
