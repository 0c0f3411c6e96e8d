import { describe, expect, it } from 'vitest';
import { maskWords } from './word-filter';

describe('maskWords', () => {
  it('masks every listed word, one star per character, in any letter case', () => {
    expect(maskWords('快加微信, SPAM and spam', ['加微信', 'spam'])).toBe('快***, **** and ****');
  });

  it('masks the longer of two overlapping words whole and leaves text without them alone', () => {
    expect(maskWords('赌博网站见', ['赌博', '赌博网站'])).toBe('****见');
    expect(maskWords('好球！', ['赌博'])).toBe('好球！');
    expect(maskWords('a.b', ['.'])).toBe('a*b');
    expect(maskWords('text', [' ', ''])).toBe('text');
  });
});
