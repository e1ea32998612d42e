import type { EncryptionKeyAntwort } from '../../../domain/auth';
import { errorFromResponse } from '../http/errors';
import { fetchApi } from '../http/fetchApi';

/** PKCS#1 v1.5 needs at least 11 bytes of padding (0x00 0x02, ≥ 8 random bytes, 0x00). */
const PADDING_OVERHEAD = 11;
/** Anything smaller cannot be a real RSA key; the server owns the key strength, this only catches garbage. */
const MIN_MODULUS_BITS = 512;
const HEX = /^[0-9a-f]+$/i;

/** GET /framework/api/encryption: the server's current public key and its id. */
export async function fetchEncryptionKey(): Promise<EncryptionKeyAntwort> {
  const response = await fetchApi('/framework/api/encryption', { headers: { accept: 'application/json' } });
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as EncryptionKeyAntwort;
}

/**
 * Encrypts a password for the token and member endpoints: UTF-8 bytes, RSA PKCS#1 v1.5, base64 wrapped at
 * 64 characters per line. node-forge is loaded on first use so it stays out of the login page's first bundle.
 */
export async function encryptPassword(plain: string, key: EncryptionKeyAntwort): Promise<string> {
  const forge = await loadForge();
  const modulus = key.modulus?.trim() ?? '';
  const exponent = key.exponent?.trim() ?? '';
  if (!HEX.test(modulus) || !HEX.test(exponent)) throw new Error('Invalid RSA public key');
  // jsbn silently skips characters it cannot read, hence the hex check above.
  const n = new forge.jsbn.BigInteger(modulus, 16);
  const e = new forge.jsbn.BigInteger(exponent, 16);
  const valid =
    n.bitLength() >= MIN_MODULUS_BITS && n.testBit(0) && e.testBit(0) && e.compareTo(forge.jsbn.BigInteger.ONE) > 0 && e.compareTo(n) < 0;
  if (!valid) throw new Error('Invalid RSA public key');

  const bytes = forge.util.encodeUtf8(plain);
  const k = Math.ceil(n.bitLength() / 8);
  if (bytes.length > k - PADDING_OVERHEAD) throw new Error('Message too long for RSA');
  const publicKey = forge.pki.setRsaPublicKey(n, e);
  return forge.util.encode64(publicKey.encrypt(bytes, 'RSAES-PKCS1-V1_5'), 64);
}

type Forge = typeof import('node-forge');

async function loadForge(): Promise<Forge> {
  // node-forge is CommonJS: bundlers hand it over as the default export, Node may expose it directly.
  const module = (await import('node-forge')) as Forge & { default?: Forge };
  return module.default ?? module;
}
