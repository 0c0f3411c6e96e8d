import type { ChatMessage } from '@sport/contract';
import { describe, expect, it } from 'vitest';
import { BULLET_DRIFT_MS, BULLET_GAP_MS, BULLET_LANES, NO_BULLETS, placeBullets } from './bullet-lanes';

const lines = (n: number): ChatMessage[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    hostId: 1,
    userId: 1,
    nickName: 'n',
    level: 0,
    content: `第${i}句`,
    createDate: 0,
  }));

describe('placing bullet comments', () => {
  it('spreads a burst over the lanes, then queues each lane a gap apart so two lines in a lane never overlap', () => {
    const placed = placeBullets(NO_BULLETS, lines(BULLET_LANES + 2), 100, 10_000).bullets;
    expect(placed.slice(0, BULLET_LANES).map((b) => [b.lane, b.delayMs])).toEqual(
      Array.from({ length: BULLET_LANES }, (_, lane) => [lane, 0]),
    );
    expect(placed.slice(BULLET_LANES).map((b) => [b.lane, b.delayMs])).toEqual([
      [0, BULLET_GAP_MS],
      [1, BULLET_GAP_MS],
    ]);
    expect(placed.every((b) => b.endsAt === 10_000 + b.delayMs + BULLET_DRIFT_MS)).toBe(true);
  });

  it('drops a line that would wait longer than a crossing for its lane: a stale bullet is no bullet', () => {
    const placed = placeBullets(NO_BULLETS, lines(200), 1_000, 0).bullets;
    expect(Math.max(...placed.map((b) => b.delayMs))).toBeLessThanOrEqual(BULLET_DRIFT_MS);
    expect(placed.length).toBeLessThan(200);
  });
});
