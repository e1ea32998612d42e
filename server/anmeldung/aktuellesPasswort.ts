import type { Kysely } from 'kysely';
import { PASSWORT_FALSCH, PASSWORT_FEHLT, PASSWORT_UNLESBAR, ZU_VIELE_VERSUCHE } from '../../domain/auth';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { protokolliere } from '../shared/audit';
import { KeineBerechtigung } from '../shared/errors';
import { verifyPassword } from '../shared/passwords';
import { gibVersuchFrei, reserviereVersuch } from './anmeldeVersuche.queries';
import type { VerschluesselungsSchluesselService } from './verschluesselung.service';

export interface VerschluesseltesPasswort {
  /** the header's value: base64, its line breaks removed (a header cannot carry them) */
  verschluesselt: string | undefined;
  keyId: string | undefined;
}

/**
 * Changes that must not follow from a stolen access token alone (removing a second factor, new recovery codes) ask
 * for the current password again. A guess counts like a failed sign-in, in the same back-off
 * (anmeldeVersuche.queries.ts): a token does not buy more guesses than the login allows. Every refusal is a 403.
 */
export class PasswortBestaetigung {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly schluessel: VerschluesselungsSchluesselService,
  ) {}

  async pruefe(benutzerId: number, eingabe: VerschluesseltesPasswort, ipAddress: string): Promise<void> {
    if (!eingabe.verschluesselt) throw new KeineBerechtigung(PASSWORT_FEHLT);
    const passwort = await this.schluessel.entschluessele(eingabe.keyId, eingabe.verschluesselt);
    // A padding error is answered like a wrong password (no padding oracle); a key or format error is no guess.
    if (!passwort.ok && passwort.grund !== 'padding') throw new KeineBerechtigung(PASSWORT_UNLESBAR);
    const { login_key } = await this.db.selectFrom('benutzer').select('login_key').where('id', '=', benutzerId).executeTakeFirstOrThrow();
    const versuch = await reserviereVersuch(this.db, login_key, this.clock.now());
    if (!versuch) throw new KeineBerechtigung(ZU_VIELE_VERSUCHE);
    // Verified also when the padding was wrong, so that case takes as long as a wrong password.
    const richtig = await verifyPassword(versuch.benutzer.password_hash, passwort.ok ? passwort.text : '\u0000');
    if (richtig && passwort.ok) {
      // Right: only this attempt is taken back, as for a right password that does not sign in.
      await gibVersuchFrei(this.db, versuch);
      return;
    }
    await protokolliere(this.db, this.clock, {
      benutzerId,
      aktion: 'passwort_bestaetigung_fehlgeschlagen',
      entitaet: 'benutzer',
      entitaetId: benutzerId,
      nachher: { fehlversuche: versuch.fehlversuche, ...(versuch.sperreBis !== null ? { gesperrtBis: new Date(versuch.sperreBis).toISOString() } : {}) },
      ipAddress,
    });
    throw new KeineBerechtigung(PASSWORT_FALSCH);
  }
}
