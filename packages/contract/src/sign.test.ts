import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';
import { computeSign, DEFAULT_SIGN_WORD, signBase } from './sign';

// The oracle is WebCrypto (OpenSSL underneath in Node): an independent implementation, present in
// browsers and Node alike. Typed locally because this package compiles without DOM or Node typings.
interface WebCryptoGlobals {
  crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(text: string): Uint8Array };
}
const web = globalThis as unknown as WebCryptoGlobals;
async function oracleSha256(text: string): Promise<string> {
  const digest = await web.crypto.subtle.digest('SHA-256', new web.TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

describe('sha256Hex', () => {
  it('matches the known digests of the empty string and "abc"', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  // 300 texts of up to 300 code units, each hashed twice: a second or so on an idle machine, but it took 8.4 s on a
  // loaded 2-core one and failed the default 5 s. The runs are what it checks, so it gets the time, not fewer runs.
  it('agrees with WebCrypto on any text, including multi-byte and block-boundary lengths', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (text) => {
        expect(sha256Hex(text)).toBe(await oracleSha256(text));
      }),
      { numRuns: 300 },
    );
    for (const n of [55, 56, 63, 64, 65, 119, 120, 128]) {
      expect(sha256Hex('x'.repeat(n))).toBe(await oracleSha256('x'.repeat(n)));
    }
  }, 60_000);
});

describe('computeSign', () => {
  it('hashes the present fields sorted by name, then the word', async () => {
    const fields = { version: '1.0', timestamp: 1700000000000, 'os-type': 1, 'device-id': 'd1', token: 't', uid: '7' };
    expect(signBase(fields, 'w')).toBe('device-id=d1&os-type=1&timestamp=1700000000000&token=t&uid=7&version=1.0&w');
    expect(computeSign(fields, 'w')).toBe(
      await oracleSha256('device-id=d1&os-type=1&timestamp=1700000000000&token=t&uid=7&version=1.0&w'),
    );
  });

  it('leaves out empty, null and undefined fields (visitors sign without token and uid)', () => {
    expect(signBase({ 'device-id': 'd', token: '', uid: null, version: undefined }, 'w')).toBe('device-id=d&w');
  });

  it('equals sha256 of the base for any header values, and changes with the word', async () => {
    const value = fc.option(fc.string({ maxLength: 40 }), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(
        fc.record({ 'device-id': value, 'os-type': value, timestamp: value, version: value, token: value, uid: value }),
        async (fields) => {
          expect(computeSign(fields)).toBe(await oracleSha256(signBase(fields, DEFAULT_SIGN_WORD)));
          expect(computeSign(fields, 'other')).not.toBe(computeSign(fields));
        },
      ),
    );
  });
});
