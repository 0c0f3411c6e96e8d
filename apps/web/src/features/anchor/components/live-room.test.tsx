import type { MatchPush } from '@sport/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchPushKey } from '../../../lib/use-match-push';
import { renderPage } from '../../../testing/render-page';
import { makeMatchInfo } from '../testing/fixtures';
import { LiveRoom } from './live-room';

// The stream's picture is this far behind the match (its own timestamps say so), as hls.js reports it.
const stream = vi.hoisted(() => ({ behindMs: 8_000 }));
vi.mock('../lib/players/attach-player', () => ({
  attachPlayer: () => Promise.resolve({ detach: () => undefined, playingAt: () => Date.now() - stream.behindMs }),
}));

const goal = (homeScore: number, minute: number): MatchPush => ({
  matchId: 9,
  statusId: 4,
  minute,
  homeScore,
  awayScore: 0,
  homeHalfScore: 0,
  awayHalfScore: 0,
  homeCorner: 0,
  awayCorner: 0,
  updatedAt: 0,
});

beforeEach(() => {
  vi.useFakeTimers();
  // hls.js plays over Media Source Extensions; jsdom has none
  vi.stubGlobal('MediaSource', class {});
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openRoom() {
  const page = renderPage(<LiveRoom hostId={1} match={makeMatchInfo(9, { statusId: 4, minute: 60, homeScore: 0, awayScore: 0 })} />, {
    path: '/anchor/detail/1',
    pattern: '/anchor/detail/:id',
  });
  // the player loads, then reads how far behind its picture is
  await act(() => vi.advanceTimersByTimeAsync(2_000));
  return page;
}
const score = () => screen.getByTestId('match-score').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('a live room’s score and its stream', () => {
  it('shows a goal pushed at t when the picture shows it: at t + the stream’s delay', async () => {
    const { client } = await openRoom();
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: /比分与画面同步（晚约 8 秒/ });
    expect(toggle.checked).toBe(true);

    act(() => {
      client.setQueryData(matchPushKey(9), goal(1, 61));
    });
    await advance(7_900);
    expect(score()).toBe('0 : 0');
    await advance(100);
    expect(score()).toBe('1 : 0');
  });

  it('keeps every push in order, none skipped by the next', async () => {
    const { client } = await openRoom();
    act(() => {
      client.setQueryData(matchPushKey(9), goal(1, 61));
    });
    await advance(3_000);
    act(() => {
      client.setQueryData(matchPushKey(9), goal(2, 62));
    });
    await advance(5_000);
    expect(score()).toBe('1 : 0');
    await advance(3_000);
    expect(score()).toBe('2 : 0');
  });

  it('shows pushes at once with the switch off, and remembers the choice', async () => {
    const { client, unmount } = await openRoom();
    act(() => {
      client.setQueryData(matchPushKey(9), goal(1, 61));
    });
    expect(score()).toBe('0 : 0');
    fireEvent.click(screen.getByRole('switch', { name: /比分与画面同步/ }));
    // what was held shows at once
    expect(score()).toBe('1 : 0');
    act(() => {
      client.setQueryData(matchPushKey(9), goal(2, 63));
    });
    await advance(0); // the query cache tells its readers on the next tick
    expect(score()).toBe('2 : 0');
    unmount();

    await openRoom();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /比分与画面同步/ }).checked).toBe(false);
  });
});
