import { describe, expect, it } from 'vitest';
import { splitBanners } from './banner';

describe('splitBanners', () => {
  it('makes one banner per comma-separated image, keeping the entry fields', () => {
    const out = splitBanners([
      { id: 1, categoryId: 20301, title: 'a', images: 'f1,f2 , f3', url: '/x', sort: 1 },
      { id: 2, categoryId: 20302, title: 'b', images: 'g1', url: '', sort: 2 },
    ]);
    expect(out.map((b) => [b.key, b.image, b.title])).toEqual([
      ['1-0', 'f1', 'a'],
      ['1-1', 'f2', 'a'],
      ['1-2', 'f3', 'a'],
      ['2-0', 'g1', 'b'],
    ]);
    expect(out[0]).not.toHaveProperty('images');
  });

  it('drops empty images and entries without any', () => {
    expect(splitBanners([{ id: 3, images: ' , ,' }])).toEqual([]);
    expect(splitBanners([{ id: 4, images: 'a,,b' }]).map((b) => b.image)).toEqual(['a', 'b']);
  });
});
