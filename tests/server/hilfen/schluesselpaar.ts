import { generateKeyPairSync, type KeyPairKeyObjectResult } from 'node:crypto';

let paar: KeyPairKeyObjectResult | undefined;

/**
 * The RSA key pair the apps of one test worker hand out first (`app.schluessel.hinterlege`), as the instances of one
 * portal share theirs: making one took 0.2 s of processor time for each of some 250 apps. An app still makes a pair
 * of its own once this one is due to be replaced.
 */
export const schluesselpaar = () => (paar ??= generateKeyPairSync('rsa', { modulusLength: 2048 }));
