import { describe, expect, it } from 'vitest';
import { sniffPhotoType } from './photo-type';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('reading a photo type from its bytes', () => {
  it('knows JPEG, PNG, GIF and WebP by their magic numbers', () => {
    expect(sniffPhotoType(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'))).toBe('image/jpeg');
    expect(sniffPhotoType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('image/png');
    expect(sniffPhotoType(bytes('GIF87a', [1, 0]))).toBe('image/gif');
    expect(sniffPhotoType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffPhotoType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8L'))).toBe('image/webp');
  });

  it('refuses everything else, including look-alikes and truncated headers', () => {
    for (const other of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '),
      bytes('GIF90a'),
      bytes([0xff, 0xd8]),
      bytes([0x89], 'PNG'),
      bytes('BM'),
      Buffer.alloc(0),
    ]) {
      expect(sniffPhotoType(other)).toBeNull();
    }
  });
});
