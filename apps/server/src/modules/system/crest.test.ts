import { describe, expect, it } from 'vitest';
import { crestEtag, crestSvg } from './crest';

describe('generated crests', () => {
  it('draws the same crest for the same key and different ones for different keys', () => {
    expect(crestSvg('team:42')).toBe(crestSvg('team:42'));
    const distinct = new Set(Array.from({ length: 20 }, (_, i) => crestSvg(`team:${i}`)));
    expect(distinct.size).toBeGreaterThan(10);
  });

  it('is a plain SVG with no script or external reference', () => {
    const svg = crestSvg('icon:https://example.com/<script>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/script|href|example\.com/);
  });

  it('has a quoted strong ETag that follows the content', () => {
    expect(crestEtag(crestSvg('a'))).toMatch(/^"[0-9a-f]{32}"$/);
    expect(crestEtag(crestSvg('a'))).toBe(crestEtag(crestSvg('a')));
  });
});
