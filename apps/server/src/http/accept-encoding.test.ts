import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './accept-encoding';

describe('acceptedEncoding', () => {
  it('answers identity without the header or with only unknown codings', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding('deflate, compress')).toBeNull();
  });

  it("prefers br, as browsers send it ('gzip, deflate, br, zstd')", () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('x-gzip')).toBe('gzip');
  });

  it('follows q-values, and q=0 refuses a coding', () => {
    expect(acceptedEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('BR ; Q=1')).toBe('br');
  });

  it('reads * as every coding not named', () => {
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('br;q=0, *')).toBe('gzip');
    expect(acceptedEncoding('*;q=0')).toBeNull();
  });

  it('treats a malformed q as a refusal rather than guessing', () => {
    expect(acceptedEncoding('br;q=abc, gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=2')).toBeNull();
  });

  it('joins repeated headers', () => {
    expect(acceptedEncoding(['gzip;q=0.1', 'br'])).toBe('br');
  });
});
