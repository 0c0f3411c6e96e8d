import { describe, expect, it } from 'vitest';
import { tipHash, verifyChain, type ChainContent, type ChainedTip } from '../../src/modules/news/chain';

const content = (n: number): ChainContent => ({
  expertId: 7,
  title: `推荐 ${n}`,
  sportsInfo: `分析 ${n}`,
  sportsPlay: `主队 -0.25 @1.9${n}`,
  price: 18,
  openBackGold: false,
  returnGoldPercentage: 0,
  sportsType: 1,
  bettingType: 1,
  isTripartite: false,
  stake: 1,
  legs: [{ matchId: 100 + n, play: 'handicap', pick: 'home', line: -0.25, odds: 1.9 }],
});

function chainOf(count: number): ChainedTip[] {
  const out: ChainedTip[] = [];
  let prev: string | null = null;
  for (let i = 1; i <= count; i += 1) {
    const publishedAt = 1_700_000_000_000 + i * 60_000;
    const hash = tipHash(content(i), publishedAt, prev);
    out.push({ ...content(i), id: i, chainSeq: i, publishedAt, hash, prevHash: prev });
    prev = hash;
  }
  return out;
}

describe('the tip chain', () => {
  it('holds for tips as published, and names the head', () => {
    const tips = chainOf(5);
    expect(verifyChain(tips)).toEqual({ holds: true, length: 5, headHash: tips[4]!.hash, brokenAt: null });
    expect(verifyChain([])).toEqual({ holds: true, length: 0, headHash: null, brokenAt: null });
  });

  it('breaks at an edited pick, analysis, price, leg or publish time', () => {
    const edits: ((tip: ChainedTip) => ChainedTip)[] = [
      (tip) => ({ ...tip, sportsPlay: '客队 +0.25' }),
      (tip) => ({ ...tip, sportsInfo: tip.sportsInfo + '。' }),
      (tip) => ({ ...tip, price: 0 }),
      (tip) => ({ ...tip, legs: [{ ...tip.legs[0]!, pick: 'away' }] }),
      (tip) => ({ ...tip, legs: [{ ...tip.legs[0]!, line: 0.25 }] }),
      (tip) => ({ ...tip, publishedAt: tip.publishedAt - 1 }),
    ];
    for (const edit of edits) {
      const tips = chainOf(5);
      tips[2] = edit(tips[2]!);
      expect(verifyChain(tips).brokenAt).toEqual({ messageId: 3, position: 3, reason: 'content' });
    }
  });

  it('breaks at a tip re-hashed after an edit (the next one no longer links) and at a removed tip', () => {
    const tips = chainOf(5);
    const edited = { ...tips[2]!, sportsPlay: '客队 +0.25' };
    tips[2] = { ...edited, hash: tipHash(edited, edited.publishedAt, edited.prevHash) };
    expect(verifyChain(tips).brokenAt).toEqual({ messageId: 4, position: 4, reason: 'link' });
    const gap = chainOf(5).filter((tip) => tip.id !== 2);
    expect(verifyChain(gap).brokenAt).toMatchObject({ messageId: 3, reason: 'gap' });
  });

  it('does not change with float noise of a stored line or odds', () => {
    const tips = chainOf(2);
    tips[1] = { ...tips[1]!, legs: [{ ...tips[1]!.legs[0]!, odds: 1.9000000476837158, line: -0.25000000001 }] };
    expect(verifyChain(tips).holds).toBe(true);
  });
});
