import type { Kysely } from 'kysely';
import { generateSecret, generateURI } from 'otplib';
import { adressatDesKontos } from '../mail/recipients.queries';
import { SecondFactorType, type SecondFactor } from '../../domain/auth';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Outbox } from '../mail/outbox';
import { zweiterFaktorEntferntMail } from '../mail/templates';
import { aufPostgres } from '../db/dialect';
import { Konflikt, NichtGefunden, Regelverletzung } from '../shared/errors';
import { protokolliere } from '../shared/audit';
import type { MemberTokens } from '../mitglied/memberTokens';
import type { PasswortBestaetigung, VerschluesseltesPasswort } from './aktuellesPasswort';
import type { SitzungenService } from './sitzungen.service';
import {
  loescheWiederherstellungscodes,
  neueWiederherstellungscodes,
  speichereWiederherstellungscodes,
  verbleibendeWiederherstellungscodes,
} from './wiederherstellungscodes.queries';
import { schrittDesCodes, zweiteFaktorenVon } from './zweiteFaktoren.queries';

export const AUSSTELLER = 'Energieausschreibungsportal';

const EINRICHTUNG_ABGELAUFEN = 'Die Einrichtung ist abgelaufen. Bitte beginnen Sie neu.';
export const ANDERER_ERSTER_FAKTOR =
  'Inzwischen wurde ein anderer zweiter Faktor mit eigenen Wiederherstellungscodes eingerichtet. Bitte beginnen Sie die Einrichtung neu.';

export interface NeuerFaktor {
  type: SecondFactorType;
  label: string;
  secret: string;
  otpauthUri: string;
  requestToken: string;
  /** only for the first factor: the recovery codes that become valid with it, shown this once */
  recoveryCodes?: string[];
}

/** What the request token of a factor being set up carries: the secret, and the hashes of its recovery codes. */
interface Einrichtung {
  secret: string;
  wiederherstellungscodes?: string[];
}

/** The signed-in user as the member routes know them. */
interface Angemeldet {
  id: number;
  sitzungId: number;
}

/**
 * Adding and removing Google-Authenticator factors, and the recovery codes that stand in for a factor's code. The
 * server issues the secret together with a single-use request token and later accepts only that secret, proven by a
 * current code. The first factor brings ten recovery codes; adding a factor, new codes and removing a factor need the
 * current password, because a stolen access token alone must neither take the second factor away nor put one of the
 * thief's own in place (issue 41, point 7).
 */
export class ZweiteFaktorVerwaltungService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly tokens: MemberTokens,
    private readonly sitzungen: SitzungenService,
    private readonly passwort: PasswortBestaetigung,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  liste(benutzerId: number): Promise<SecondFactor[]> {
    return zweiteFaktorenVon(this.db, benutzerId);
  }

  async neu(benutzer: { id: number; login: string }, type: number): Promise<NeuerFaktor> {
    if (type !== SecondFactorType.GoogleAuthenticator) throw Regelverletzung.feld('type', 'Diese Art des zweiten Faktors wird nicht unterstützt.');
    const secret = generateSecret();
    // Handed out now, valid only once the factor is confirmed: the page shows them after the confirmation.
    const codes = (await zweiteFaktorenVon(this.db, benutzer.id)).length === 0 ? neueWiederherstellungscodes() : undefined;
    const einrichtung: Einrichtung = { secret, ...(codes ? { wiederherstellungscodes: codes.hashes } : {}) };
    const requestToken = await this.tokens.erstelle(this.db, 'SecondFactorRequest', benutzer.id, JSON.stringify(einrichtung));
    return {
      type: SecondFactorType.GoogleAuthenticator,
      label: 'Google Authenticator',
      secret,
      otpauthUri: generateURI({ issuer: AUSSTELLER, label: benutzer.login, secret }),
      requestToken,
      ...(codes ? { recoveryCodes: codes.codes } : {}),
    };
  }

  /**
   * Confirms a factor being set up, with the current password (asked once, in the set-up dialog, where the factor
   * takes effect). Recovery codes come with the first factor only: a set-up that was begun as a first one while
   * another first one was confirmed meanwhile is refused (409) instead of replacing the codes the user already has;
   * new codes are their own action (`neueWiederherstellungscodes`).
   */
  async speichere(
    benutzerId: number,
    eingabe: { label: string; requestToken: string; code: string },
    passwort: VerschluesseltesPasswort,
    ipAddress: string,
  ): Promise<number> {
    // Outside the transaction: the check writes its own attempt, which stays counted whatever follows.
    await this.passwort.pruefe(benutzerId, passwort, ipAddress);
    return this.db.transaction().execute(async (trx) => {
      // On PostgreSQL two confirmations of one user wait for each other here, so only one of them finds no factor.
      if (aufPostgres(trx)) await trx.selectFrom('benutzer').select('id').where('id', '=', benutzerId).forUpdate().execute();
      const anfrage = await this.tokens.pruefe(trx, eingabe.requestToken, 'SecondFactorRequest');
      const einrichtung = anfrage?.benutzerId === benutzerId ? einrichtungAus(anfrage.daten) : undefined;
      if (!einrichtung) throw new Regelverletzung(EINRICHTUNG_ABGELAUFEN);
      const { secret } = einrichtung;
      const schritt = await schrittDesCodes(secret, eingabe.code, this.clock);
      if (schritt === undefined) throw Regelverletzung.feld('code', 'Der Code ist ungültig.');
      if (einrichtung.wiederherstellungscodes && (await zweiteFaktorenVon(trx, benutzerId)).length > 0) throw new Konflikt(ANDERER_ERSTER_FAKTOR);
      if (!(await this.tokens.verbrauche(trx, eingabe.requestToken, 'SecondFactorRequest'))) throw new Regelverletzung(EINRICHTUNG_ABGELAUFEN);
      const { id } = await trx
        .insertInto('second_factor')
        .values({
          benutzer_id: benutzerId,
          type: SecondFactorType.GoogleAuthenticator,
          label: eingabe.label.trim(),
          secret,
          last_used_step: schritt,
          created_at: this.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await protokolliere(trx, this.clock, { benutzerId, aktion: 'zweiter_faktor_hinzugefuegt', entitaet: 'second_factor', entitaetId: id, nachher: { label: eingabe.label }, ipAddress });
      if (einrichtung.wiederherstellungscodes) {
        await speichereWiederherstellungscodes(trx, benutzerId, einrichtung.wiederherstellungscodes, this.clock.now());
        await protokolliere(trx, this.clock, { benutzerId, aktion: 'wiederherstellungscodes_ausgegeben', entitaet: 'benutzer', entitaetId: benutzerId, ipAddress });
      }
      return id;
    });
  }

  /**
   * Removes one of the user's factors, with the current password: then mails the user and ends their other
   * sessions. The last factor takes the recovery codes with it; a factor added later is a first one again.
   */
  async loesche(benutzer: Angemeldet, id: number, passwort: VerschluesseltesPasswort, ipAddress: string): Promise<void> {
    const faktor = await this.db.selectFrom('second_factor').select('label').where('id', '=', id).where('benutzer_id', '=', benutzer.id).executeTakeFirst();
    if (!faktor) throw new NichtGefunden('Der zweite Faktor wurde nicht gefunden.');
    await this.passwort.pruefe(benutzer.id, passwort, ipAddress);
    await this.db.transaction().execute(async (trx) => {
      const geloescht = await trx.deleteFrom('second_factor').where('id', '=', id).where('benutzer_id', '=', benutzer.id).executeTakeFirst();
      if (Number(geloescht.numDeletedRows) !== 1) throw new NichtGefunden('Der zweite Faktor wurde nicht gefunden.');
      if ((await zweiteFaktorenVon(trx, benutzer.id)).length === 0) await loescheWiederherstellungscodes(trx, benutzer.id);
      const beendet = await this.sitzungen.beendeAlle(trx, benutzer.id, 'zweiter_faktor_geloescht', benutzer.sitzungId);
      await protokolliere(trx, this.clock, {
        benutzerId: benutzer.id,
        aktion: 'zweiter_faktor_geloescht',
        entitaet: 'second_factor',
        entitaetId: id,
        vorher: { label: faktor.label },
        nachher: { andereSitzungenBeendet: beendet },
        ipAddress,
      });
      await this.outbox.reiheEin(trx, zweiterFaktorEntferntMail(await adressatDesKontos(trx, benutzer.id), faktor.label, `${this.publicUrl}/`));
    });
    this.outbox.anstossen();
  }

  /** How many unused recovery codes the user has left. */
  async wiederherstellungscodeStand(benutzerId: number): Promise<{ remaining: number }> {
    return { remaining: await verbleibendeWiederherstellungscodes(this.db, benutzerId) };
  }

  /** Ten new recovery codes for the current password; the old ones stop working. Shown in this answer only. */
  async neueWiederherstellungscodes(benutzerId: number, passwort: VerschluesseltesPasswort, ipAddress: string): Promise<{ recoveryCodes: string[] }> {
    await this.passwort.pruefe(benutzerId, passwort, ipAddress);
    const { codes, hashes } = neueWiederherstellungscodes();
    await this.db.transaction().execute(async (trx) => {
      if ((await zweiteFaktorenVon(trx, benutzerId)).length === 0) {
        throw new Regelverletzung('Wiederherstellungscodes gibt es nur zu einem zweiten Faktor. Bitte richten Sie zuerst einen ein.');
      }
      await speichereWiederherstellungscodes(trx, benutzerId, hashes, this.clock.now());
      await protokolliere(trx, this.clock, { benutzerId, aktion: 'wiederherstellungscodes_erneuert', entitaet: 'benutzer', entitaetId: benutzerId, ipAddress });
    });
    return { recoveryCodes: codes };
  }
}

/** The request token's data as `neu` wrote it; undefined for anything else. */
function einrichtungAus(daten: string | null): Einrichtung | undefined {
  try {
    const wert = JSON.parse(daten ?? '') as Partial<Einrichtung>;
    if (typeof wert.secret !== 'string') return undefined;
    const codes = wert.wiederherstellungscodes;
    return { secret: wert.secret, ...(Array.isArray(codes) && codes.every((c) => typeof c === 'string') ? { wiederherstellungscodes: codes } : {}) };
  } catch {
    return undefined;
  }
}
