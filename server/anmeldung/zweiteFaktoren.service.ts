import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import { SecondFactorType, type SecondFactor } from '../../domain/auth';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { NichtGefunden, Regelverletzung } from '../shared/errors';
import { protokolliere } from '../shared/audit';
import type { MemberTokens } from '../mitglied/memberTokens';
import { zweiteFaktorenVon } from './zweiteFaktoren.queries';

export const AUSSTELLER = 'Energieausschreibungsportal';

export interface NeuerFaktor {
  type: SecondFactorType;
  label: string;
  secret: string;
  otpauthUri: string;
  requestToken: string;
}

/**
 * Adding and removing Google-Authenticator factors. The server issues the secret together with a
 * single-use request token and later accepts only that secret, proven by a current code.
 */
export class ZweiteFaktorVerwaltung {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly tokens: MemberTokens,
  ) {}

  liste(benutzerId: number): Promise<SecondFactor[]> {
    return zweiteFaktorenVon(this.db, benutzerId);
  }

  async neu(benutzer: { id: number; login: string }, type: number): Promise<NeuerFaktor> {
    if (type !== SecondFactorType.GoogleAuthenticator) throw Regelverletzung.feld('type', 'Diese Art des zweiten Faktors wird nicht unterstützt.');
    const secret = generateSecret();
    const requestToken = await this.tokens.erstelle(this.db, 'SecondFactorRequest', benutzer.id, secret);
    return {
      type: SecondFactorType.GoogleAuthenticator,
      label: 'Google Authenticator',
      secret,
      otpauthUri: generateURI({ issuer: AUSSTELLER, label: benutzer.login, secret }),
      requestToken,
    };
  }

  async speichere(benutzerId: number, eingabe: { label: string; requestToken: string; code: string }, ipAddress: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const anfrage = await this.tokens.pruefe(trx, eingabe.requestToken, 'SecondFactorRequest');
      if (!anfrage || anfrage.benutzerId !== benutzerId || !anfrage.daten) {
        throw new Regelverletzung('Die Einrichtung ist abgelaufen. Bitte beginnen Sie neu.');
      }
      const secret = anfrage.daten;
      const ergebnis = await verify({ secret, token: eingabe.code, epoch: Math.floor(this.clock.now() / 1000), epochTolerance: [30, 0] }).catch(
        () => ({ valid: false as const }),
      );
      if (!/^\d{6}$/.test(eingabe.code) || !ergebnis.valid || !('timeStep' in ergebnis)) {
        throw Regelverletzung.feld('code', 'Der Code ist ungültig.');
      }
      if (!(await this.tokens.verbrauche(trx, eingabe.requestToken, 'SecondFactorRequest'))) {
        throw new Regelverletzung('Die Einrichtung ist abgelaufen. Bitte beginnen Sie neu.');
      }
      const { id } = await trx
        .insertInto('second_factor')
        .values({
          benutzer_id: benutzerId,
          type: SecondFactorType.GoogleAuthenticator,
          label: eingabe.label.trim(),
          secret,
          last_used_step: ergebnis.timeStep,
          created_at: this.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await protokolliere(trx, this.clock, { benutzerId, aktion: 'zweiter_faktor_hinzugefuegt', entitaet: 'second_factor', entitaetId: id, nachher: { label: eingabe.label }, ipAddress });
      return id;
    });
  }

  async loesche(benutzerId: number, id: number, ipAddress: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const geloescht = await trx.deleteFrom('second_factor').where('id', '=', id).where('benutzer_id', '=', benutzerId).executeTakeFirst();
      if (Number(geloescht.numDeletedRows) !== 1) throw new NichtGefunden('Der zweite Faktor wurde nicht gefunden.');
      await protokolliere(trx, this.clock, { benutzerId, aktion: 'zweiter_faktor_geloescht', entitaet: 'second_factor', entitaetId: id, ipAddress });
    });
  }
}
