import type { MatchPush } from '@sport/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { matchPushKey } from '../../../lib/use-match-push';
import { renderPage } from '../../../testing/render-page';
import { makeHost, makeLiveMatch, makeMatchInfo } from '../testing/fixtures';
import { LiveMatches } from './live-matches';
import { LiveRoom } from './live-room';

vi.mock('../lib/players/attach-player', () => ({ attachPlayer: () => Promise.resolve({ detach: () => undefined, playingAt: () => null }) }));

const kickoff = Date.UTC(2030, 0, 1, 12); // 01月01日 20:00 China time
const host = makeHost(1, { liveStatus: 1 });
const live = makeLiveMatch(1, [host], { statusId: 4, minute: 67, homeScore: 3, awayScore: 2, startDate: kickoff });
const upcoming = makeLiveMatch(2, [host], { startDate: kickoff });
const finished = makeLiveMatch(3, [host], { statusId: 8, homeScore: 1, awayScore: 1, startDate: kickoff });

const pushOf = (matchId: number, minute: number): MatchPush => ({
  matchId,
  statusId: 2,
  minute,
  homeScore: 0,
  awayScore: 0,
  homeHalfScore: 0,
  awayHalfScore: 0,
  homeCorner: 0,
  awayCorner: 0,
  updatedAt: minute,
});

const row = (matchId: number) => {
  const button = screen.getByRole('button', { name: new RegExp(`主队${matchId} .* 客队${matchId}`) });
  return { score: within(button).getByTestId('match-score'), status: within(button).getByTestId('match-status') };
};

describe('the 赛事直播 list', () => {
  it('shows each match’s status, minute and score from the first render, the three states apart', () => {
    renderPage(<LiveMatches matches={[live, upcoming, finished]} />, { path: '/anchor', pattern: '/anchor' });
    expect(row(1).score.textContent).toBe('3 : 2');
    expect(row(1).status.textContent).toBe("下半场 67'");
    expect(row(2).score.textContent).toBe('VS');
    expect(row(2).status.textContent).toBe('01月01日 20:00');
    expect(row(3).score.textContent).toBe('1 : 1');
    expect(row(3).status.textContent).toBe('完场');
  });

  it('reads 待定 for the time of a fixture the record gives only the day of, until it starts', async () => {
    const undated = makeLiveMatch(2, [host], { startDate: kickoff, kickoffTimeTbd: true });
    const { client } = renderPage(<LiveMatches matches={[undated]} />, { path: '/anchor', pattern: '/anchor' });
    expect(row(2).status.textContent).toBe('01月01日 待定');
    act(() => {
      client.setQueryData(matchPushKey(2), pushOf(2, 1));
    });
    await waitFor(() => expect(row(2).status.textContent).toBe("上半场 1'"));
  });

  it('follows the match’s pushes', async () => {
    const { client } = renderPage(<LiveMatches matches={[live]} />, { path: '/anchor', pattern: '/anchor' });
    const push: MatchPush = {
      matchId: 1,
      statusId: 4,
      minute: 71,
      homeScore: 4,
      awayScore: 2,
      homeHalfScore: 1,
      awayHalfScore: 1,
      homeCorner: 0,
      awayCorner: 0,
      updatedAt: 0,
    };
    act(() => {
      client.setQueryData(matchPushKey(1), push);
    });
    await waitFor(() => expect(row(1).score.textContent).toBe('4 : 2'));
    expect(row(1).status.textContent).toBe("下半场 71'");
  });
});

describe('the live room', () => {
  const renderRoom = (overrides: Parameters<typeof makeMatchInfo>[1]) =>
    renderPage(<LiveRoom hostId={1} match={makeMatchInfo(9, { startDate: kickoff, ...overrides })} />, {
      path: '/anchor/detail/1',
      pattern: '/anchor/detail/:id',
    });

  it('shows the live score and minute from the first render', () => {
    renderRoom({ statusId: 2, minute: 38, homeScore: 2, awayScore: 0 });
    expect(screen.getByTestId('match-score').textContent).toBe('2 : 0');
    expect(screen.getByTestId('match-status').textContent).toBe("上半场 38'");
  });

  it('shows the kick-off and VS before the start, the final score after the end', () => {
    const { unmount } = renderRoom({ statusId: 1, minute: null, homeScore: null, awayScore: null });
    expect(screen.getByTestId('match-score').textContent).toBe('VS');
    expect(screen.getByTestId('match-status').textContent).toBe('01月01日 20:00');
    unmount();
    renderRoom({ statusId: 8, minute: 90, homeScore: 2, awayScore: 1 });
    expect(screen.getByTestId('match-score').textContent).toBe('2 : 1');
    expect(screen.getByTestId('match-status').textContent).toBe('完场');
  });

  it('reads an NBA game’s status from the basketball map', () => {
    renderRoom({ matchTypeId: 2, statusId: 6, minute: 5, homeScore: 88, awayScore: 80 });
    expect(screen.getByTestId('match-score').textContent).toBe('88 : 80');
    expect(screen.getByTestId('match-status').textContent).toBe('第三节');
  });
});
