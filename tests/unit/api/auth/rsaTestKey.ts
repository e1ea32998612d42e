import { constants, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import type { EncryptionKeyAntwort } from '../../../../domain/auth';

export interface TestKey {
  antwort: EncryptionKeyAntwort;
  privateKey: KeyObject;
  /** modulus length in bytes */
  k: number;
}

/** A real RSA key pair, handed out like GET /framework/api/encryption does (modulus and exponent as hex). */
export function generateTestKey(id = 'test-key-1', modulusLength = 2048): TestKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength });
  const jwk = publicKey.export({ format: 'jwk' });
  const hex = (base64url: string | undefined) => Buffer.from(base64url!, 'base64url').toString('hex');
  return { antwort: { key: id, modulus: hex(jwk.n), exponent: hex(jwk.e) }, privateKey, k: modulusLength / 8 };
}

/**
 * Decrypts and checks the PKCS#1 v1.5 block by hand: Node 20 refuses RSA_PKCS1_PADDING for private
 * decryption (CVE-2023-46809), and checking the block structure ourselves also proves the padding type:
 * EM = 0x00 || 0x02 || PS (≥ 8 non-zero bytes) || 0x00 || M.
 */
export function decryptPkcs1(key: TestKey, base64: string): string {
  const cipher = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
  if (cipher.length !== key.k) throw new Error(`cipher has ${cipher.length} bytes, expected ${key.k}`);
  const block = privateDecrypt({ key: key.privateKey, padding: constants.RSA_NO_PADDING }, cipher);
  if (block[0] !== 0x00 || block[1] !== 0x02) throw new Error('not a PKCS#1 v1.5 encryption block');
  const separator = block.indexOf(0x00, 2);
  if (separator < 10) throw new Error('padding string shorter than 8 bytes');
  return block.subarray(separator + 1).toString('utf8');
}
