import { describe, expect, it } from 'vitest';
import { crestEtag, crestSvg } from './crest';

describe('generated crests', () => {
  it('draws the same crest for the same key and different ones for different keys', () => {
    expect(crestSvg('team:42')).toBe(crestSvg('team:42'));
    const distinct = new Set(Array.from({ length: 20 }, (_, i) => crestSvg(`team:${i}`)));
    expect(distinct.size).toBeGreaterThan(10);
  });

  it('wears a team’s own colours when it has them, and a readable emblem on a light shield', () => {
    const napoli = crestSvg('team:7', ['#12a0d7', '#ffffff']);
    expect(napoli).toContain('<rect width="64" height="64" fill="#12a0d7"/>');
    expect(napoli).toContain('fill="#ffffff"');
    // a white shield gets a dark emblem, a second colour equal to the first a contrasting one
    expect(crestSvg('team:8', ['#ffffff', '#ffffff'])).toContain('fill="#1d1d1b"');
    // only #rrggbb reaches the SVG: anything else is the key's colours
    expect(crestSvg('team:9', ['red"/><script>', '#ffffff'])).toBe(crestSvg('team:9'));
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
