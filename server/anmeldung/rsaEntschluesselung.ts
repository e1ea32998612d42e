import { constants, createPrivateKey, privateDecrypt, type KeyObject } from 'node:crypto';

/**
 * RSA PKCS#1 v1.5 decryption with raw RSA and constant-time unpadding. Node 20 refuses
 * RSA_PKCS1_PADDING in privateDecrypt (CVE-2023-46809, Marvin attack), and node-forge's pure-JS decrypt
 * blocks the event loop for ~30 ms, so the padding is removed here without data-dependent branches.
 * Returns null for any malformed block; the caller answers with one uniform error.
 */
export function entschluesselePkcs1(privateKey: KeyObject, chiffre: Buffer): Buffer | null {
  const k = (privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8;
  if (chiffre.length !== k) return null;
  let block: Buffer;
  try {
    block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, chiffre);
  } catch {
    return null;
  }
  // EM = 0x00 || 0x02 || PS (≥ 8 non-zero bytes) || 0x00 || M
  let gueltig = ctIstGleich(block[0]!, 0x00) & ctIstGleich(block[1]!, 0x02);
  let trennerIndex = 0;
  let gefunden = 0;
  for (let i = 2; i < block.length; i++) {
    const istNull = ctIstGleich(block[i]!, 0x00);
    const erster = istNull & (gefunden ^ 1);
    trennerIndex = ctWaehle(erster, i, trennerIndex);
    gefunden |= istNull;
  }
  gueltig &= gefunden;
  gueltig &= ctGroesserGleich(trennerIndex, 10);
  if (!gueltig) return null;
  return block.subarray(trennerIndex + 1);
}

function ctIstGleich(a: number, b: number): number {
  return (((a ^ b) - 1) >>> 31) & 1;
}

function ctWaehle(bedingung: number, a: number, b: number): number {
  const maske = -bedingung;
  return (a & maske) | (b & ~maske);
}

function ctGroesserGleich(a: number, b: number): number {
  return ((~(a - b)) >>> 31) & 1;
}

export function privaterSchluessel(pem: string): KeyObject {
  return createPrivateKey(pem);
}
