import { sha256Hex } from '@sport/contract';

/**
 * Each expert's tips form a hash chain: a tip's hash covers its content, its publish time and the hash of
 * the expert's tip before it. Rewriting any stored tip (or dropping one) changes a hash the next tip
 * covers, so `verifyChain` finds where history was edited. Settlement columns and counters are not
 * covered: they are written after publishing, by design.
 */
export interface ChainLeg {
  matchId: number;
  play: string;
  pick: string;
  /** The home side's handicap or the total; null for a result pick. */
  line: number | null;
  odds: number;
}

export interface ChainContent {
  expertId: number;
  title: string;
  sportsInfo: string;
  sportsPlay: string;
  price: number;
  openBackGold: boolean;
  returnGoldPercentage: number;
  sportsType: number;
  bettingType: number;
  isTripartite: boolean;
  stake: number;
  legs: readonly ChainLeg[];
}

/**
 * One fixed serialisation: a JSON array in a fixed order (no object keys whose order could vary), with
 * lines in quarters and odds and stakes in hundredths as integers, so a float column's rounding on the way
 * back from the database never changes the hash.
 */
export function canonicalTip(content: ChainContent, publishedAt: number, prevHash: string | null): string {
  const legs = [...content.legs]
    .map((leg) => [
      leg.matchId,
      leg.play,
      leg.pick,
      leg.line === null ? null : Math.round(leg.line * 4),
      Math.round(leg.odds * 100),
    ])
    .sort((a, b) => Number(a[0]) - Number(b[0]));
  return JSON.stringify([
    'tip/v1',
    content.expertId,
    content.title,
    content.sportsInfo,
    content.sportsPlay,
    content.price,
    content.openBackGold,
    content.returnGoldPercentage,
    content.sportsType,
    content.bettingType,
    content.isTripartite,
    Math.round(content.stake * 100),
    legs,
    publishedAt,
    prevHash,
  ]);
}

export const tipHash = (content: ChainContent, publishedAt: number, prevHash: string | null): string =>
  sha256Hex(canonicalTip(content, publishedAt, prevHash));

export interface ChainedTip extends ChainContent {
  id: number;
  chainSeq: number;
  publishedAt: number;
  hash: string;
  prevHash: string | null;
}

export type ChainBreak = { messageId: number; position: number; reason: 'content' | 'link' | 'gap' };

export interface ChainCheck {
  holds: boolean;
  length: number;
  headHash: string | null;
  brokenAt: ChainBreak | null;
}

/** Walks an expert's tips in chain order and reports the first break. */
export function verifyChain(tips: readonly ChainedTip[]): ChainCheck {
  const ordered = [...tips].sort((a, b) => a.chainSeq - b.chainSeq);
  let prev: string | null = null;
  for (const [index, tip] of ordered.entries()) {
    const position = index + 1;
    const at = (reason: ChainBreak['reason']): ChainCheck => ({
      holds: false,
      length: ordered.length,
      headHash: ordered.at(-1)?.hash ?? null,
      brokenAt: { messageId: tip.id, position, reason },
    });
    if (tip.chainSeq !== position) return at('gap');
    if (tip.prevHash !== prev) return at('link');
    if (tipHash(tip, tip.publishedAt, tip.prevHash) !== tip.hash) return at('content');
    prev = tip.hash;
  }
  return { holds: true, length: ordered.length, headHash: prev, brokenAt: null };
}
