import type { Kysely } from 'kysely';
import type { TokenAntwort, TokenFehler } from '../../domain/auth';
import type { Clock } from '../clock';
import type { Benutzer, Database } from '../db/schema';
import { gibVersuchFrei, nachAnmeldung, reserviereVersuch, type Versuch } from './anmeldeVersuche.queries';
import { protokolliere } from '../shared/audit';
import { hashPassword, passwordRuleErrors, verifyPassword } from '../shared/passwords';
import { savePassword } from '../mitglied/savePassword';
import { SESSION_TIMEOUT_IDLE_SEKUNDEN, type SitzungenService, type TokenPaar } from './sitzungen.service';
import type { VerschluesselungsSchluesselService } from './verschluesselung.service';
import { loeseWiederherstellungscodeEin, unbenutzterWiederherstellungscode } from './wiederherstellungscodes.queries';
import { gueltigerSchritt, merkeSchritt, zweiteFaktorenVon } from './zweiteFaktoren.queries';

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

/** One identical answer for wrong name, wrong password, locked and inactive: nothing to enumerate. */
const FALSCHE_ANMELDUNG: TokenFehler = { error: 'invalid_grant', error_description: 'Anmeldename oder Passwort ist falsch.' };

const modelState = (message: string, errors: Record<string, string[]> = {}): TokenFehler => ({
  error: 'error',
  error_description: JSON.stringify({ message, errors }),
});

const WIEDERHERSTELLUNGSCODE_UNGUELTIG = 'Der Wiederherstellungscode ist ungültig.';

const CODE_UNGUELTIG = {
  faktor: modelState('Der Code ist ungültig.', { 'secondFactor.code': ['Der Code ist ungültig.'] }),
  wiederherstellungscode: modelState(WIEDERHERSTELLUNGSCODE_UNGUELTIG, { 'secondFactor.recoveryCode': [WIEDERHERSTELLUNGSCODE_UNGUELTIG] }),
};

const APP_CODE_VERWENDET = 'Dieser Code wurde bereits verwendet. Bitte geben Sie den nächsten Code Ihrer App ein.';
const WIEDERHERSTELLUNGSCODE_VERWENDET = 'Dieser Wiederherstellungscode wurde bereits verwendet. Bitte nehmen Sie einen anderen.';

/**
 * A right code that was spent already, by an earlier sign-in or by one racing this one (two tabs, a double click):
 * said as such, since "ungültig" would send the user looking for a typing error. Told only after the password was
 * proven, so it tells nobody else anything.
 */
const CODE_VERWENDET = {
  faktor: modelState(APP_CODE_VERWENDET, { 'secondFactor.code': [APP_CODE_VERWENDET] }),
  wiederherstellungscode: modelState(WIEDERHERSTELLUNGSCODE_VERWENDET, { 'secondFactor.recoveryCode': [WIEDERHERSTELLUNGSCODE_VERWENDET] }),
};

/** The proven second factor, used up only by the sign-in's transaction: a factor's time step or a recovery code. */
type Einloesung = { art: 'faktor'; faktorId: number; schritt: number } | { art: 'wiederherstellungscode'; hash: string };

/** Thrown inside the sign-in's transaction to roll it back when a racing sign-in used the same code first. */
class SchonEingeloest extends Error {
  constructor(readonly einloesung: Einloesung) {
    super('second factor already used by a racing sign-in');
  }
}

const NEU_LADEN = 'Die Anmeldedaten konnten nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.';

/** The token endpoint's rules (DESIGN.md sections 7 and 8): password grant and refresh grant. */
export class AnmeldungService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly schluessel: VerschluesselungsSchluesselService,
    private readonly sitzungen: SitzungenService,
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

    const loginKey = g.username!.trim().toLowerCase();
    const versuch = await reserviereVersuch(this.db, loginKey, this.clock.now());
    // Verify even for unknown names, running waits and unreadable passwords so every failure takes equally long.
    const passwortRichtig = await verifyPassword(versuch?.benutzer.password_hash, passwort.ok ? passwort.text : '\u0000');
    if (!versuch) {
      // An unknown name writes its audit event too: a failure costs the same on every path (no timing oracle).
      const wartend = await this.db.selectFrom('benutzer').select('id').where('login_key', '=', loginKey).executeTakeFirst();
      await this.protokolliereFehlversuch(wartend?.id ?? null, g, wartend ? 'gesperrt' : 'unbekannter_anmeldename');
      return fehler(FALSCHE_ANMELDUNG);
    }
    const benutzer = versuch.benutzer;
    if (!passwortRichtig || !passwort.ok) {
      await this.protokolliereGezaehltenFehlversuch(versuch, g);
      return fehler(FALSCHE_ANMELDUNG);
    }
    if (!benutzer.active) {
      await this.gibFrei(versuch, g, 'inaktiv');
      return fehler(FALSCHE_ANMELDUNG);
    }
    // SPEC.md's error catalogue has no text for a locked account, and DESIGN.md section 7 lists "locked" among
    // the causes of the one identical invalid_grant answer: a locked account answers byte-identically to a wrong
    // password, so nobody learns from the token endpoint that the name exists or was locked.
    if (benutzer.gesperrt) {
      await this.gibFrei(versuch, g, 'gesperrt_durch_administrator');
      return fehler(FALSCHE_ANMELDUNG);
    }

    const faktoren = await zweiteFaktorenVon(this.db, benutzer.id);
    /** the proven second factor: checked here, used up only in the transaction that signs in */
    let einloesung: Einloesung | undefined;
    if (faktoren.length > 0) {
      const zweiterFaktor = parseJson<ZweiterFaktorEingabe>(g.secondFactor);
      if (!zweiterFaktor) {
        await gibVersuchFrei(this.db, versuch);
        return fehler({ error: 'second_factor_required', error_description: JSON.stringify(faktoren) });
      }
      const bewiesen = await bewiesenerFaktor(this.db, this.clock, benutzer.id, zweiterFaktor);
      if (bewiesen === undefined || bewiesen === 'verwendet') {
        // A spent code counts like a wrong one: whoever replays a code seen over a shoulder is still counted.
        await this.protokolliereGezaehltenFehlversuch(versuch, g);
        return fehler((bewiesen ? CODE_VERWENDET : CODE_UNGUELTIG)[gemeinteArt(zweiterFaktor)]);
      }
      einloesung = bewiesen;
    }

    const neuesPasswort = await this.neuesPasswort(g, benutzer);
    if (neuesPasswort && 'error' in neuesPasswort) {
      await gibVersuchFrei(this.db, versuch);
      return fehler(neuesPasswort);
    }
    if (!neuesPasswort && benutzer.password_change_required) {
      await gibVersuchFrei(this.db, versuch);
      return fehler({ error: 'password_change_required', error_description: 'Bitte vergeben Sie ein neues Passwort.' });
    }

    try {
      return await this.meldeAn(versuch, g, neuesPasswort, einloesung);
    } catch (e) {
      if (!(e instanceof SchonEingeloest)) throw e;
      // A racing sign-in used the code first: counted as the spent code it now is, and said so.
      await this.protokolliereGezaehltenFehlversuch(versuch, g);
      return fehler(CODE_VERWENDET[e.einloesung.art]);
    }
  }

  /**
   * The sign-in itself, in one transaction: uses up the second factor's code (if one was proven) first, so a code goes
   * only with a session issued, and a code a racing sign-in used meanwhile rolls everything back.
   */
  private meldeAn(versuch: Versuch, g: PasswortGrant, neuesPasswort: { hash: string } | undefined, einloesung: Einloesung | undefined): Promise<TokenErgebnis> {
    const benutzer = versuch.benutzer;
    return this.db.transaction().execute(async (trx) => {
      if (einloesung && !(await this.loeseEin(trx, benutzer.id, einloesung))) throw new SchonEingeloest(einloesung);
      if (neuesPasswort) {
        await savePassword(trx, this.clock, benutzer.id, neuesPasswort.hash, { ...nachAnmeldung(versuch), password_change_required: 0 });
      } else {
        await trx.updateTable('benutzer').set(nachAnmeldung(versuch)).where('id', '=', benutzer.id).execute();
      }
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
        ...(einloesung?.art === 'wiederherstellungscode' ? { nachher: { wiederherstellungscode: true } } : {}),
        ipAddress: g.ipAddress,
      });
      return { ok: true as const, antwort: tokenAntwort(benutzer, sitzungId, tokens) };
    });
  }

  private loeseEin(trx: Kysely<Database>, benutzerId: number, e: Einloesung): Promise<boolean> {
    return e.art === 'faktor' ? merkeSchritt(trx, e.faktorId, e.schritt) : loeseWiederherstellungscodeEin(trx, this.clock, benutzerId, e.hash);
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
    const regeln = passwordRuleErrors(neu.text, benutzer.login);
    if (regeln.length) return modelState(regeln[0]!, { 'passwordChange.password': regeln });
    if (await verifyPassword(benutzer.password_hash, neu.text)) {
      const meldung = 'Das neue Passwort muss sich vom bisherigen unterscheiden.';
      return modelState(meldung, { 'passwordChange.password': [meldung] });
    }
    return { hash: await hashPassword(neu.text) };
  }

  /** The reservation stays as this failure's count; the wait it started, if any, is audited with it. */
  private async protokolliereGezaehltenFehlversuch(v: Versuch, g: PasswortGrant): Promise<void> {
    // Without a new wait one insert, as for an unknown name, so both failures cost the same.
    if (v.sperreBis === null) return this.protokolliereFehlversuch(v.benutzer.id, g, 'falsches_passwort');
    await this.db.transaction().execute(async (trx) => {
      await this.protokolliereFehlversuch(v.benutzer.id, g, 'falsches_passwort', trx);
      await protokolliere(trx, this.clock, {
        benutzerId: v.benutzer.id,
        aktion: 'konto_voruebergehend_gesperrt',
        entitaet: 'benutzer',
        entitaetId: v.benutzer.id,
        nachher: { bis: new Date(v.sperreBis!).toISOString(), fehlversuche: v.fehlversuche },
        ipAddress: g.ipAddress,
      });
    });
  }

  private async gibFrei(v: Versuch, g: PasswortGrant, grund: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await gibVersuchFrei(trx, v);
      await this.protokolliereFehlversuch(v.benutzer.id, g, grund, trx);
    });
  }

  private async protokolliereFehlversuch(benutzerId: number | null, g: PasswortGrant, grund: string, db = this.db): Promise<void> {
    await protokolliere(db, this.clock, {
      benutzerId,
      aktion: 'anmeldung_fehlgeschlagen',
      entitaet: 'benutzer',
      entitaetId: benutzerId,
      nachher: { grund },
      ipAddress: g.ipAddress,
    });
  }
}

type ZweiterFaktorEingabe = { id?: unknown; code?: unknown; recoveryCode?: unknown };

/** A recovery code stands in for a factor's code, as in Keycloak's account console: `{"recoveryCode":"…"}`. */
const gemeinteArt = (eingabe: ZweiterFaktorEingabe): Einloesung['art'] => (typeof eingabe.recoveryCode === 'string' ? 'wiederherstellungscode' : 'faktor');

/** What the sign-in's `secondFactor` proves, still unspent; `'verwendet'` for a right but spent code; undefined for a wrong or malformed one. */
async function bewiesenerFaktor(db: Kysely<Database>, clock: Clock, benutzerId: number, eingabe: ZweiterFaktorEingabe): Promise<Einloesung | 'verwendet' | undefined> {
  if (gemeinteArt(eingabe) === 'wiederherstellungscode') {
    const hash = await unbenutzterWiederherstellungscode(db, benutzerId, eingabe.recoveryCode as string);
    return hash === undefined || hash === 'verwendet' ? hash : { art: 'wiederherstellungscode', hash };
  }
  if (typeof eingabe.id !== 'number' || typeof eingabe.code !== 'string') return undefined;
  const gueltig = await gueltigerSchritt(db, clock, benutzerId, { id: eingabe.id, code: eingabe.code });
  return gueltig === undefined || gueltig === 'verwendet' ? gueltig : { art: 'faktor', ...gueltig };
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
