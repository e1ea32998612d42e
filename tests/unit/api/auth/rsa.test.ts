import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword, fetchEncryptionKey } from '../../../../src/api/auth/rsa';
import { setApiBaseUrl } from '../../../../src/api/http/apiBase';
import { entschluesselePkcs1 } from '../../../../server/anmeldung/rsaEntschluesselung';
import { decryptPkcs1, generateTestKey, type TestKey } from './rsaTestKey';
import { sendJson, startTestServer, type TestServer } from '../testServer';

let key: TestKey;
beforeAll(() => {
  key = generateTestKey();
});

describe('encryptPassword', () => {
  it('encrypts UTF-8 so that the private key gives back the password, umlauts included', async () => {
    const encrypted = await encryptPassword('Prüfung#2026ä', key.antwort);
    expect(decryptPkcs1(key, encrypted)).toBe('Prüfung#2026ä');
  });

  it('is readable by the server’s own decryptor', async () => {
    const encrypted = await encryptPassword('Grüße €uro', key.antwort);
    const plain = entschluesselePkcs1(key.privateKey, Buffer.from(encrypted, 'base64'));
    expect(plain?.toString('utf8')).toBe('Grüße €uro');
  });

  it('wraps the base64 output at 64 characters per line', async () => {
    const encrypted = await encryptPassword('Demo#2026', key.antwort);
    const lines = encrypted.split(/\r?\n/);
    // 256 bytes of cipher text = 344 base64 characters = 5 full lines and one of 24.
    expect(lines.map((line) => line.length)).toEqual([64, 64, 64, 64, 64, 24]);
    expect(lines.every((line) => /^[A-Za-z0-9+/=]+$/.test(line))).toBe(true);
  });

  it('uses random padding: the same password never encrypts to the same text twice', async () => {
    const [a, b] = await Promise.all([encryptPassword('gleich', key.antwort), encryptPassword('gleich', key.antwort)]);
    expect(a).not.toBe(b);
  });

  it.each([
    ['a modulus that is not hex', { modulus: 'xyz-not-hex', exponent: '010001' }],
    ['an empty modulus', { modulus: '', exponent: '010001' }],
    ['an exponent that is not hex', { exponent: '01 00 01' }],
    ['an even exponent', { exponent: '010000' }],
    ['a modulus too small for a real key', { modulus: 'c3', exponent: '03' }],
  ])('rejects %s with "Invalid RSA public key"', async (_, change) => {
    await expect(encryptPassword('geheim', { ...key.antwort, ...change })).rejects.toThrow(/^Invalid RSA public key$/);
  });

  it('accepts exactly k − 11 bytes and rejects one more with "Message too long for RSA"', async () => {
    const longest = 'a'.repeat(key.k - 11);
    expect(decryptPkcs1(key, await encryptPassword(longest, key.antwort))).toBe(longest);
    await expect(encryptPassword(`${longest}a`, key.antwort)).rejects.toThrow(/^Message too long for RSA$/);
  });

  it('counts UTF-8 bytes, not characters, against the limit', async () => {
    // 123 'ä' are 123 characters but 246 bytes > 245.
    await expect(encryptPassword('ä'.repeat(123), key.antwort)).rejects.toThrow('Message too long for RSA');
  });
});

describe('fetchEncryptionKey', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    setApiBaseUrl(server.url);
  });
  afterAll(() => server.close());

  it('reads key id, modulus and exponent from GET /framework/api/encryption', async () => {
    server.handle((request, response) =>
      request.method === 'GET' && request.path === '/framework/api/encryption'
        ? sendJson(response, 200, key.antwort)
        : sendJson(response, 404, {}),
    );
    await expect(fetchEncryptionKey()).resolves.toEqual(key.antwort);
  });

  it('fails with "status statusText" when the server cannot hand out a key', async () => {
    server.handle((_request, response) => sendJson(response, 500, { message: 'Ein Fehler ist aufgetreten.', errorId: 'e1' }));
    await expect(fetchEncryptionKey()).rejects.toThrow('500 Internal Server Error');
  });
});
