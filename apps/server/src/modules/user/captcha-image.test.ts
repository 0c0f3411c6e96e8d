import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  captchaText,
  hashCaptchaAnswer,
  renderCaptchaSvg,
  svgDataUrl,
} from './captcha-image';

describe('captcha image', () => {
  it('draws every letter of its alphabet as paths, never as text', () => {
    const svg = renderCaptchaSvg(CAPTCHA_ALPHABET);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(CAPTCHA_ALPHABET.slice(0, 4));
    // one glyph path per character, plus the noise curves
    expect(svg.match(/stroke-linecap="round"/g)).toHaveLength(CAPTCHA_ALPHABET.length);
  });

  it('picks 4 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 50; i++) {
      const text = captchaText();
      expect(text).toHaveLength(CAPTCHA_LENGTH);
      for (const char of text) expect(CAPTCHA_ALPHABET).toContain(char);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL25SZ8B]/);
  });

  it('distorts each drawing differently', () => {
    expect(renderCaptchaSvg('AC3K')).not.toBe(renderCaptchaSvg('AC3K'));
  });

  it('hashes answers case-insensitively and per captcha', () => {
    expect(hashCaptchaAnswer('id1', 'ab3k')).toBe(hashCaptchaAnswer('id1', ' AB3K '));
    expect(hashCaptchaAnswer('id1', 'AB3K')).not.toBe(hashCaptchaAnswer('id2', 'AB3K'));
  });

  it('wraps the SVG as a base64 data URL', () => {
    const url = svgDataUrl('<svg/>');
    expect(url).toBe(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`);
  });
});
