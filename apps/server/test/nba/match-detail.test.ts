import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, between, eq } from 'drizzle-orm';
import { isBasketballLive, matchRoutes, NbaSeason, type MatchDetail, type NbaBoxLine } from '@sport/contract';
import { matches, teams } from '../../src/db/schema';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import { buildTestApp, type TestApp } from '../helpers/app';
import { nbaWorld } from '../helpers/nba-world';

// The NBA on the US night of 2026-11-21 (21:30 Eastern): the running season (the simulator's games, finished and
// live, with their lines) and 2023-24, whose shipped games are the real 2024 Finals (final scores alone).
const NOW = new Date('2026-11-22T02:30:00Z');

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await insertWorld(t.app.db, { ...nbaWorld(generateWorld({ now: NOW }), [NbaSeason.Current, NbaSeason.S2023]), events: [] });
}, 120_000);
afterAll(() => t.close());

const detail = async (matchId: number): Promise<MatchDetail> => {
  const { status, body } = await t.call(matchRoutes.detail, { matchId });
  expect(status).toBe(200);
  return body.data;
};

const points = (lines: readonly NbaBoxLine[] = []) => lines.reduce((sum, line) => sum + line.points, 0);
/** A side's points told by the play-by-play, in one period or all of them. */
const told = (page: MatchDetail, side: 1 | 2, period?: number) =>
  (page.plays ?? []).filter((p) => p.side === side && (period === undefined || p.period === period)).reduce((sum, p) => sum + p.points, 0);
const quarters = (page: MatchDetail, side: 0 | 1) => (page.periodScores ?? []).reduce((sum, period) => sum + period[side], 0);

async function gameWhere(seasonId: number, statusFrom: number, statusTo: number) {
  const [row] = await t.app.db
    .select()
    .from(matches)
    .where(and(eq(matches.seasonId, seasonId), between(matches.statusId, statusFrom, statusTo)))
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(1);
  if (!row) throw new Error(`no game of season ${seasonId} in status ${statusFrom}–${statusTo}`);
  return row;
}

describe('the match page of an NBA game', () => {
  it('a game the simulator finished: quarters and both box scores add up to the score, no football parts', async () => {
    const game = await gameWhere(NbaSeason.Current, 10, 10);
    const page = await detail(game.id);
    expect(page.header).toMatchObject({ sportId: 2, statusId: 10, statusName: '完场', homeScore: game.homeScore, awayScore: game.awayScore });
    expect(page.resultSource).toBe('simulation');
    expect([quarters(page, 0), quarters(page, 1)]).toEqual([page.header.homeScore, page.header.awayScore]);
    expect(page.periodScores?.length).toBeGreaterThanOrEqual(4);
    expect([points(page.boxScore?.home), points(page.boxScore?.away)]).toEqual([page.header.homeScore, page.header.awayScore]);
    const lines = [...(page.boxScore?.home ?? []), ...(page.boxScore?.away ?? [])];
    expect(lines.every((line) => line.playerName !== '' && line.fieldGoalsMade <= line.fieldGoalsAttempted)).toBe(true);
    const minutes = page.boxScore?.home.map((line) => line.minutes) ?? [];
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    expect(page).toMatchObject({ events: [], eventsHeld: { goals: false, cards: false }, statistics: null, lineups: null, commentary: null });
  });

  it('a finished game’s play-by-play adds up to each period’s score and to each player’s baskets in the box score', async () => {
    const page = await detail((await gameWhere(NbaSeason.Current, 10, 10)).id);
    const plays = page.plays ?? [];
    (page.periodScores ?? []).forEach(([home, away], i) => expect([told(page, 1, i + 1), told(page, 2, i + 1)]).toEqual([home, away]));
    expect(plays.at(-1)).toMatchObject({ side: null, homeScore: page.header.homeScore, awayScore: page.header.awayScore });
    expect(plays.at(-1)?.text).toMatch(/^全场比赛结束/);
    const ends = plays.filter((p) => p.side === null);
    expect(ends).toHaveLength(page.periodScores?.length ?? 0);
    expect(ends[0]?.text).toMatch(/^第一节结束/);
    for (const line of [...(page.boxScore?.home ?? []), ...(page.boxScore?.away ?? [])]) {
      const own = plays.filter((p) => p.side !== null && p.text.startsWith(line.playerName));
      const made = (points: number) => own.filter((p) => p.points === points).length;
      expect({ threes: made(3), twos: made(2), freeThrows: made(1) }).toEqual({
        threes: line.threesMade,
        twos: line.fieldGoalsMade - line.threesMade,
        freeThrows: line.freeThrowsMade,
      });
    }
  });

  it('a live game: its quarter so far and the lines as they stand', async () => {
    const game = await gameWhere(NbaSeason.Current, 2, 9);
    const page = await detail(game.id);
    expect(isBasketballLive(page.header.statusId)).toBe(true);
    expect(page.header.statusName).toMatch(/^第.节|^加时/);
    expect([points(page.boxScore?.home), points(page.boxScore?.away)]).toEqual([page.header.homeScore, page.header.awayScore]);
    expect([told(page, 1), told(page, 2)]).toEqual([page.header.homeScore, page.header.awayScore]);
    expect(page.plays?.at(-1)?.text).not.toMatch(/^全场比赛结束/);
  });

  it('a game in a quarter shows its game clock (seconds left); the quarter is over, no clock', async () => {
    const running = await gameWhere(NbaSeason.Current, 2, 2);
    const { header } = await detail(running.id);
    expect(header.clock).toBe(running.clockSeconds);
    expect(header.clock).toBeGreaterThan(0);
    expect(header.clock).toBeLessThanOrEqual(720);
    const finished = await gameWhere(NbaSeason.Current, 10, 10);
    expect((await detail(finished.id)).header.clock).toBeNull();
  });

  it('a real game, the 2024 Finals opener Celtics 107–89 Mavericks: the record’s score, no quarters or lines invented', async () => {
    const game = await gameWhere(NbaSeason.S2023, 10, 10);
    const [home] = await t.app.db.select({ nameEn: teams.nameEn }).from(teams).where(eq(teams.id, game.homeTeamId ?? 0));
    expect(home?.nameEn).toBe('Boston Celtics');
    const page = await detail(game.id);
    expect(page.header).toMatchObject({ homeScore: 107, awayScore: 89, statusName: '完场' });
    expect(page).toMatchObject({ resultSource: 'record', periodScores: null, boxScore: null, plays: null, statistics: null });
  });
});
