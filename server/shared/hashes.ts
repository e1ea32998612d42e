import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer values (≥ 128 bit) are stored only as their SHA-256. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(wert: string): string {
  return createHash('sha256').update(wert).digest('hex');
}
