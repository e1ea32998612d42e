import type { Kysely } from 'kysely';
import type { TokenAntwort, TokenFehler } from '../../src/domain/auth';
import type { Clock } from '../clock';
import type { Benutzer, Database } from '../db/schema';
import { protokolliere } from './audit';
import { hashePasswort, passwortRegelFehler, pruefePasswort } from './passwoerter';
import { SESSION_TIMEOUT_IDLE_SEKUNDEN, type Sitzungen, type TokenPaar } from './sitzungen';
import type { VerschluesselungsSchluessel } from './verschluesselungsSchluessel';
import { pruefeZweitenFaktor, zweiteFaktorenVon } from './zweiteFaktoren';

export type TokenErgebnis = { ok: true; antwort: TokenAntwort } | { ok: false; fehler: TokenFehler };

export interface PasswortGrant {
  username?: string;
  password?: string;
  passwordChange?: string;
  secondFactor?: string;
  currentSessionId?: string;
  keyId?: string;
  ipAddress: string;
  userAgent: string;
}

/** Keycloak-style back-off: after 5 failures wait 60 s, +60 s per further failure, at most 15 min. */
export const SPERRE_AB_FEHLVERSUCH = 5;
export function sperrdauerMs(fehlversuche: number): number {
  if (fehlversuche < SPERRE_AB_FEHLVERSUCH) return 0;
  return Math.min((fehlversuche - SPERRE_AB_FEHLVERSUCH + 1) * 60_000, 15 * 60_000);
}

/** One identical answer for wrong name, wrong password, locked and inactive: nothing to enumerate. */
const FALSCHE_ANMELDUNG: TokenFehler = { error: 'invalid_grant', error_description: 'Anmeldename oder Passwort ist falsch.' };

const modelState = (message: string, errors: Record<string, string[]> = {}): TokenFehler => ({
  error: 'error',
  error_description: JSON.stringify({ message, errors }),
});

const NEU_LADEN = 'Die Anmeldedaten konnten nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.';

/** The token endpoint's rules (DESIGN.md sections 7 and 8): password grant and refresh grant. */
export class Anmeldung {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly schluessel: VerschluesselungsSchluessel,
    private readonly sitzungen: Sitzungen,
  ) {}

  async passwortGrant(g: PasswortGrant): Promise<TokenErgebnis> {
    const fehlend: Record<string, string[]> = {};
    if (!g.username?.trim()) fehlend.username = ['Eine Eingabe wird erwartet'];
    if (!g.password) fehlend.password = ['Eine Eingabe wird erwartet'];
    if (Object.keys(fehlend).length) return fehler(modelState('Die Eingaben sind unvollständig.', fehlend));

    const passwort = await this.schluessel.entschluessele(g.keyId, g.password);
    if (!passwort.ok && passwort.grund !== 'padding') {
      return fehler(modelState(NEU_LADEN, { password: [NEU_LADEN] }));
    }

    const benutzer = await this.db
      .selectFrom('benutzer')
      .selectAll()
      .where('login_key', '=', g.username!.trim().toLowerCase())
      .executeTakeFirst();
    // Verify even for unknown users and unreadable passwords so every failure takes equally long.
    const passwortRichtig = await pruefePasswort(benutzer?.password_hash, passwort.ok ? passwort.text : '\u0000');
    const jetzt = this.clock.now();
    if (!benutzer) return fehler(FALSCHE_ANMELDUNG);
    if (benutzer.locked_until !== null && benutzer.locked_until > jetzt) {
      await this.protokolliereFehlversuch(benutzer, g, 'gesperrt');
      return fehler(FALSCHE_ANMELDUNG);
    }
    if (!passwortRichtig || !passwort.ok) {
      await this.zaehleFehlversuch(benutzer, g);
      return fehler(FALSCHE_ANMELDUNG);
    }
    if (!benutzer.active) {
      await this.protokolliereFehlversuch(benutzer, g, 'inaktiv');
      return fehler(FALSCHE_ANMELDUNG);
    }
    // SPEC.md's error catalogue has no text for a locked account, and DESIGN.md section 7 lists "locked" among
    // the causes of the one identical invalid_grant answer: a locked account answers byte-identically to a wrong
    // password, so nobody learns from the token endpoint that the name exists or was locked.
    if (benutzer.gesperrt) {
      await this.protokolliereFehlversuch(benutzer, g, 'gesperrt_durch_administrator');
      return fehler(FALSCHE_ANMELDUNG);
    }

    const faktoren = await zweiteFaktorenVon(this.db, benutzer.id);
    if (faktoren.length > 0) {
      const zweiterFaktor = parseJson<{ id?: unknown; code?: unknown }>(g.secondFactor);
      if (!zweiterFaktor) return fehler({ error: 'second_factor_required', error_description: JSON.stringify(faktoren) });
      const ok =
        typeof zweiterFaktor.id === 'number' &&
        typeof zweiterFaktor.code === 'string' &&
        (await pruefeZweitenFaktor(this.db, this.clock, benutzer.id, { id: zweiterFaktor.id, code: zweiterFaktor.code }));
      if (!ok) {
        await this.zaehleFehlversuch(benutzer, g);
        return fehler(modelState('Der Code ist ungültig.', { 'secondFactor.code': ['Der Code ist ungültig.'] }));
      }
    }

    const neuesPasswort = await this.neuesPasswort(g, benutzer);
    if (neuesPasswort && 'error' in neuesPasswort) return fehler(neuesPasswort);
    if (!neuesPasswort && benutzer.password_change_required) {
      return fehler({ error: 'password_change_required', error_description: 'Bitte vergeben Sie ein neues Passwort.' });
    }

    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('benutzer')
        .set({
          failed_logins: 0,
          locked_until: null,
          ...(neuesPasswort ? { password_hash: neuesPasswort.hash, password_change_required: 0 } : {}),
        })
        .where('id', '=', benutzer.id)
        .execute();
      const vorherige = Number(g.currentSessionId);
      if (neuesPasswort) await this.sitzungen.beendeAlle(trx, benutzer.id, 'passwort_geaendert');
      else if (Number.isInteger(vorherige) && vorherige > 0) {
        // A new sign-in from the same tab replaces its old session instead of piling them up.
        await trx
          .updateTable('sitzung')
          .set({ revoked_at: this.clock.now(), revoked_reason: 'neu_angemeldet' })
          .where('id', '=', vorherige)
          .where('benutzer_id', '=', benutzer.id)
          .where('revoked_at', 'is', null)
          .execute();
      }
      const { sitzungId, tokens } = await this.sitzungen.erstelle(trx, benutzer.id, g);
      await protokolliere(trx, this.clock, {
        benutzerId: benutzer.id,
        aktion: neuesPasswort ? 'anmeldung_passwort_geaendert' : 'anmeldung',
        entitaet: 'sitzung',
        entitaetId: sitzungId,
        ipAddress: g.ipAddress,
      });
      return { ok: true as const, antwort: tokenAntwort(benutzer, sitzungId, tokens) };
    });
  }

  async refreshGrant(refreshToken: string | undefined, ipAddress: string): Promise<TokenErgebnis> {
    if (!refreshToken) return fehler(modelState('Die Eingaben sind unvollständig.', { refresh_token: ['Eine Eingabe wird erwartet'] }));
    const ergebnis = await this.sitzungen.erneuere(refreshToken);
    if (!ergebnis.ok) {
      if (ergebnis.wiederverwendet) {
        await protokolliere(this.db, this.clock, {
          benutzerId: null,
          aktion: 'refresh_token_wiederverwendet',
          entitaet: 'sitzung',
          entitaetId: ergebnis.sitzungId,
          ipAddress,
        });
      }
      return fehler(
        ergebnis.fehler === 'session_expired'
          ? { error: 'session_expired', error_description: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.' }
          : { error: 'invalid_grant', error_description: 'Die Sitzung ist nicht mehr gültig. Bitte melden Sie sich erneut an.' },
      );
    }
    const benutzer = await this.db.selectFrom('benutzer').selectAll().where('id', '=', ergebnis.benutzerId).executeTakeFirstOrThrow();
    return { ok: true, antwort: tokenAntwort(benutzer, ergebnis.sitzungId, ergebnis.tokens) };
  }

  /** The new password of a password-change login, its model-state error, or undefined when none was sent. */
  private async neuesPasswort(g: PasswortGrant, benutzer: Benutzer): Promise<{ hash: string } | TokenFehler | undefined> {
    if (!g.passwordChange) return undefined;
    const aenderung = parseJson<{ password?: unknown; passwordConfirmation?: unknown }>(g.passwordChange);
    if (!aenderung || typeof aenderung.password !== 'string' || typeof aenderung.passwordConfirmation !== 'string') {
      return modelState('Die Eingaben sind unvollständig.', { 'passwordChange.password': ['Eine Eingabe wird erwartet'] });
    }
    const [neu, bestaetigung] = await Promise.all([
      this.schluessel.entschluessele(g.keyId, aenderung.password),
      this.schluessel.entschluessele(g.keyId, aenderung.passwordConfirmation),
    ]);
    if (!neu.ok || !bestaetigung.ok) return modelState(NEU_LADEN, { 'passwordChange.password': [NEU_LADEN] });
    if (neu.text !== bestaetigung.text) {
      return modelState('Die Passwörter stimmen nicht überein.', {
        'passwordChange.passwordConfirmation': ['Die Passwörter stimmen nicht überein.'],
      });
    }
    const regeln = passwortRegelFehler(neu.text, benutzer.login);
    if (regeln.length) return modelState(regeln[0]!, { 'passwordChange.password': regeln });
    if (await pruefePasswort(benutzer.password_hash, neu.text)) {
      const meldung = 'Das neue Passwort muss sich vom bisherigen unterscheiden.';
      return modelState(meldung, { 'passwordChange.password': [meldung] });
    }
    return { hash: await hashePasswort(neu.text) };
  }

  private async zaehleFehlversuch(benutzer: Benutzer, g: PasswortGrant): Promise<void> {
    const jetzt = this.clock.now();
    // Counted in SQL so parallel wrong guesses cannot overwrite each other's increment.
    const row = await this.db
      .updateTable('benutzer')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('id', '=', benutzer.id)
      .returning('failed_logins')
      .executeTakeFirstOrThrow();
    const dauer = sperrdauerMs(row.failed_logins);
    await this.protokolliereFehlversuch(benutzer, g, 'falsches_passwort');
    if (dauer > 0) {
      await this.db.updateTable('benutzer').set({ locked_until: jetzt + dauer }).where('id', '=', benutzer.id).execute();
      await protokolliere(this.db, this.clock, {
        benutzerId: benutzer.id,
        aktion: 'konto_voruebergehend_gesperrt',
        entitaet: 'benutzer',
        entitaetId: benutzer.id,
        nachher: { bis: new Date(jetzt + dauer).toISOString(), fehlversuche: row.failed_logins },
        ipAddress: g.ipAddress,
      });
    }
  }

  private async protokolliereFehlversuch(benutzer: Benutzer, g: PasswortGrant, grund: string): Promise<void> {
    await protokolliere(this.db, this.clock, {
      benutzerId: benutzer.id,
      aktion: 'anmeldung_fehlgeschlagen',
      entitaet: 'benutzer',
      entitaetId: benutzer.id,
      nachher: { grund },
      ipAddress: g.ipAddress,
    });
  }
}

function tokenAntwort(b: Benutzer, sitzungId: number, tokens: TokenPaar): TokenAntwort {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'bearer',
    expires_in: tokens.expiresIn,
    login: b.login,
    vorname: b.vorname,
    nachname: b.nachname,
    roles: b.roles,
    sessionId: sitzungId,
    sessionTimeoutIdle: SESSION_TIMEOUT_IDLE_SEKUNDEN,
  };
}

function fehler(f: TokenFehler): TokenErgebnis {
  return { ok: false, fehler: f };
}

function parseJson<T>(text: string | undefined): T | undefined {
  if (!text) return undefined;
  try {
    const wert = JSON.parse(text) as unknown;
    return wert && typeof wert === 'object' ? (wert as T) : undefined;
  } catch {
    return undefined;
  }
}
