import { generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { EncryptionKeyAntwort } from '../../domain/auth';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { entschluesselePkcs1, privaterSchluessel } from './rsaEntschluesselung';

const erzeugeSchluesselpaar = promisify(generateKeyPair);

export type Entschluesselt = { ok: true; text: string } | { ok: false; grund: 'schluessel' | 'format' | 'padding' };

/** A key is handed out for a day and still accepted for an hour after it was replaced. */
export const SCHLUESSEL_LAUFZEIT_MS = 24 * 60 * 60 * 1000;
export const SCHLUESSEL_KULANZ_MS = 60 * 60 * 1000;

/**
 * The RSA key pairs that protect passwords on their way to the server. Keys live in the database so every
 * instance hands out and accepts the same ones; private keys are cached per instance.
 */
export class VerschluesselungsSchluesselService {
  private readonly cache = new Map<string, { key: KeyObject; expiresAt: number }>();
  private erzeugung: Promise<EncryptionKeyAntwort> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async aktueller(): Promise<EncryptionKeyAntwort> {
    const jetzt = this.clock.now();
    const row = await this.db
      .selectFrom('encryption_key')
      .select(['id', 'modulus_hex', 'exponent_hex'])
      .where('rotate_at', '>', jetzt)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row) return { key: row.id, modulus: row.modulus_hex, exponent: row.exponent_hex };
    // One generation at a time per instance; two instances racing both insert a valid key, which is harmless.
    this.erzeugung ??= this.erzeuge().finally(() => (this.erzeugung = undefined));
    return this.erzeugung;
  }

  /**
   * The plain text, or why there is none. `schluessel` (unknown or expired key id) and `format` (not base64,
   * wrong length) are public facts; `padding` must be answered exactly like a wrong password, otherwise the
   * answer would be a padding oracle (Bleichenbacher).
   */
  async entschluessele(keyId: string | undefined, base64: string | undefined): Promise<Entschluesselt> {
    if (!keyId) return { ok: false, grund: 'schluessel' };
    const privat = await this.privaterSchluessel(keyId);
    if (!privat) return { ok: false, grund: 'schluessel' };
    const kompakt = (base64 ?? '').replace(/\s+/g, '');
    const laenge = (privat.asymmetricKeyDetails?.modulusLength ?? 0) / 8;
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(kompakt) || Buffer.from(kompakt, 'base64').length !== laenge) {
      return { ok: false, grund: 'format' };
    }
    const klartext = entschluesselePkcs1(privat, Buffer.from(kompakt, 'base64'));
    if (!klartext) return { ok: false, grund: 'padding' };
    return { ok: true, text: klartext.toString('utf8') };
  }

  private async privaterSchluessel(keyId: string): Promise<KeyObject | null> {
    const jetzt = this.clock.now();
    const gecacht = this.cache.get(keyId);
    if (gecacht) return gecacht.expiresAt > jetzt ? gecacht.key : null;
    const row = await this.db
      .selectFrom('encryption_key')
      .select(['private_key_pem', 'expires_at'])
      .where('id', '=', keyId.slice(0, 40))
      .executeTakeFirst();
    if (!row) return null;
    const key = privaterSchluessel(row.private_key_pem);
    this.cache.set(keyId, { key, expiresAt: row.expires_at });
    return row.expires_at > jetzt ? key : null;
  }

  private async erzeuge(): Promise<EncryptionKeyAntwort> {
    return this.hinterlege(await erzeugeSchluesselpaar('rsa', { modulusLength: 2048 }));
  }

  /** Hands out `paar` from now on, for a day, as if it had just been made (tests share one pair: making it takes 0.2 s of processor time). */
  async hinterlege({ publicKey, privateKey }: { publicKey: KeyObject; privateKey: KeyObject }): Promise<EncryptionKeyAntwort> {
    const jwk = publicKey.export({ format: 'jwk' });
    const modulus = Buffer.from(jwk.n!, 'base64url').toString('hex');
    const exponent = Buffer.from(jwk.e!, 'base64url').toString('hex');
    const id = randomBytes(12).toString('hex');
    const jetzt = this.clock.now();
    await this.db
      .insertInto('encryption_key')
      .values({
        id,
        public_key_pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        private_key_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        modulus_hex: modulus,
        exponent_hex: exponent,
        created_at: jetzt,
        rotate_at: jetzt + SCHLUESSEL_LAUFZEIT_MS,
        expires_at: jetzt + SCHLUESSEL_LAUFZEIT_MS + SCHLUESSEL_KULANZ_MS,
      })
      .execute();
    return { key: id, modulus, exponent };
  }
}
