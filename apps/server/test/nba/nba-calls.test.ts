import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, between, eq } from 'drizzle-orm';
import { hostSchedules, hosts, matches } from '../../src/db/schema';
import { ANCHOR_CHANGES, chinaMidnight, NbaKind, nbaCupRounds, nbaRoutes, NbaSeason, type Match } from '@sport/contract';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import type { WorldRows } from '../../src/feed/world/types';
import { buildTestApp, type TestApp } from '../helpers/app';

// The demo NBA on the US night of 2026-11-21 (21:30 Eastern, 10:30 on the 22nd in China): 2022-23 (no game
// shipped), the real 2024 Finals (2023-24), the real 2024 Cup knockout (2024-25) and the running season. Other
// sports are left out to keep the seed small.
const NOW = new Date('2026-11-22T02:30:00Z');
const KEPT = new Set<number>([NbaSeason.S2022, NbaSeason.S2023, NbaSeason.S2024, NbaSeason.Current]);

let t: TestApp;
let world: WorldRows;
const nameEn = (id: number) => world.teams.find((team) => team.id === id)?.nameEn;

beforeAll(async () => {
  t = await buildTestApp();
  world = generateWorld({ now: NOW });
  const matches = world.matches.filter((m) => KEPT.has(m.seasonId));
  await insertWorld(t.app.db, {
    ...world,
    competitions: world.competitions.filter((c) => c.id === 1),
    seasons: world.seasons.filter((s) => KEPT.has(s.id)),
    stages: world.stages.filter((s) => KEPT.has(s.seasonId)),
    teams: world.teams.filter((team) => team.sportId === 2),
    players: world.players.filter((p) => world.teams.some((team) => team.id === p.teamId && team.sportId === 2)),
    matches,
    events: [],
  });
}, 120_000);
afterAll(() => t.close());

const finalsOf = (list: Match[]) => list.map((m) => [nameEn(m.homeId), m.homeScore, m.awayScore, nameEn(m.awayId)]);

describe('NBA schedule calls', () => {
  it('the season list says which seasons are simulated: the running one from its first tip-off, the record’s seasons not', async () => {
    const { status, body } = await t.call(nbaRoutes.seasons, {});
    expect(status).toBe(200);
    const firstTipOff = Math.min(...world.matches.filter((m) => m.seasonId === NbaSeason.Current).map((m) => m.kickoffAt.getTime()));
    expect(body.data).toEqual([
      { seasonId: NbaSeason.Current, name: '本赛季', simulatedFrom: firstTipOff },
      { seasonId: NbaSeason.S2024, name: '24/25' },
      { seasonId: NbaSeason.S2023, name: '23/24' },
      { seasonId: NbaSeason.S2022, name: '22/23' },
    ]);
  });

  it('the Finals kind of 2023-24 is the real 2024 Finals: five days inside 06-06..06-19, Celtics 4–1', async () => {
    const { status, body } = await t.call(nbaRoutes.matchDate, { seasonId: NbaSeason.S2023, kind: NbaKind.Finals });
    expect(status).toBe(200);
    // 20:30 ET is the next morning in China.
    expect(body.data).toEqual([7, 10, 13, 15, 18].map((day) => ({ matchDate: chinaMidnight(2024, 6, day), count: 1 })));
    const games: Match[] = [];
    for (const { matchDate } of body.data) {
      const list = await t.call(nbaRoutes.list, { seasonId: NbaSeason.S2023, kind: NbaKind.Finals, matchDate });
      games.push(...list.body.data);
    }
    expect(finalsOf(games)).toEqual([
      ['Boston Celtics', 107, 89, 'Dallas Mavericks'],
      ['Boston Celtics', 105, 98, 'Dallas Mavericks'],
      ['Dallas Mavericks', 99, 106, 'Boston Celtics'],
      ['Dallas Mavericks', 122, 84, 'Boston Celtics'],
      ['Boston Celtics', 106, 88, 'Dallas Mavericks'],
    ]);
    expect(games.every((m) => m.statusId === 10 && m.kind === 5 && m.periodScores === undefined)).toBe(true);
  });

  it('the playoffs kind holds the Finals too: 2023-24’s are the Finals alone, its earlier rounds are not shipped', async () => {
    const playoffs = await t.call(nbaRoutes.matchDate, { seasonId: NbaSeason.S2023, kind: NbaKind.Playoffs });
    expect(playoffs.body.data).toEqual([7, 10, 13, 15, 18].map((day) => ({ matchDate: chinaMidnight(2024, 6, day), count: 1 })));
    const all = await t.call(nbaRoutes.matchDate, { seasonId: NbaSeason.S2023 });
    expect(all.body.data.every((d) => d.matchDate > chinaMidnight(2023, 10, 6))).toBe(true);
  });

  it('a past season offers the record’s days alone: 2022-23 none, 2024-25 the Cup knockout’s, no regular season or Finals', async () => {
    for (const kind of [undefined, NbaKind.Regular, NbaKind.Playoffs, NbaKind.Finals]) {
      expect((await t.call(nbaRoutes.matchDate, { seasonId: NbaSeason.S2022, kind })).body.data, `2022-23 kind ${kind}`).toEqual([]);
    }
    for (const kind of [NbaKind.Regular, NbaKind.Playoffs, NbaKind.Finals, 6]) {
      expect((await t.call(nbaRoutes.matchDate, { seasonId: NbaSeason.S2024, kind })).body.data, `2024-25 kind ${kind}`).toEqual([]);
    }
    const cup = (await t.call(nbaRoutes.matchDate, { seasonId: NbaSeason.S2024, kind: 7 })).body.data;
    expect(cup.map((d) => [d.matchDate, d.count])).toEqual([
      [chinaMidnight(2024, 12, 11), 2],
      [chinaMidnight(2024, 12, 12), 2],
      [chinaMidnight(2024, 12, 15), 2],
      [chinaMidnight(2024, 12, 18), 1],
    ]);
  });

  it('the Cup knockout of 2024-25 is the real one, the final Bucks 97–81 Thunder, isReverse by the contract rule', async () => {
    const stages = await Promise.all(
      [10492, 10493, 10494].map((stageId) => t.call(nbaRoutes.list, { seasonId: NbaSeason.S2024, stageId })),
    );
    const all = stages.flatMap((s) => s.body.data);
    expect(all.map((m) => m.stageId)).toEqual([10492, 10492, 10492, 10492, 10493, 10493, 10494]);
    expect(finalsOf(stages[2]?.body.data ?? [])).toEqual([['Milwaukee Bucks', 97, 81, 'Oklahoma City Thunder']]);
    const [first = [], semis = [], final = []] = stages.map((s) => s.body.data);
    const bracket = nbaCupRounds(first, semis, final);
    // Quarter-final 1 was won by the Hawks (away), 2 by the Bucks: the Bucks hosting semi-final 1 is reversed.
    expect(bracket.winners.map((id) => nameEn(id ?? 0))).toEqual(['Atlanta Hawks', 'Milwaukee Bucks', 'Oklahoma City Thunder', 'Houston Rockets']);
    expect(bracket.second.map((m) => m.isReverse)).toEqual([true, false]);
  });

  it('without a day, the playoffs kind lists every playoff game: 2023-24’s five, the Finals (round 4)', async () => {
    const { body } = await t.call(nbaRoutes.list, { seasonId: NbaSeason.S2023, kind: NbaKind.Playoffs });
    expect(body.data.map((m) => [m.roundNum, m.kind])).toEqual(Array(5).fill([4, NbaKind.Finals]));
  });

  it('the contract’s cup stage ids name the running season’s own cup rounds', async () => {
    const semis = await t.call(nbaRoutes.list, { stageId: 10493 });
    const own = world.stages.find((s) => s.seasonId === NbaSeason.Current && s.nameEn === 'Cup semi-finals')?.id;
    expect(semis.body.data.map((m) => m.stageId)).toEqual([own, own]);
  });

  it('lists a day of the running season with quarter scores for simulated games', async () => {
    const days = await t.call(nbaRoutes.matchDate, { kind: NbaKind.Regular });
    const played = days.body.data.find((d) => d.matchDate < chinaMidnight(2026, 11, 20));
    expect(played).toBeDefined();
    const list = await t.call(nbaRoutes.list, { kind: NbaKind.Regular, matchDate: played?.matchDate });
    expect(list.body.data).toHaveLength(played?.count ?? -1);
    const game = list.body.data[0];
    expect(game?.periodScores?.length).toBeGreaterThanOrEqual(4);
    expect(game?.periodScores?.reduce((a, [h]) => a + h, 0)).toBe(game?.homeScore);
  });

  it('a team’s games by kind and season, its roster', async () => {
    const celtics = world.teams.find((team) => team.nameEn === 'Boston Celtics')?.id ?? 0;
    const finals = await t.call(nbaRoutes.teamMatch, { teamId: celtics, kind: NbaKind.Finals, seasonId: NbaSeason.S2023 });
    expect(finals.body.data).toHaveLength(5);
    // 2023-24's regular season is not shipped; the running one is, 82 games
    const past = await t.call(nbaRoutes.teamMatch, { teamId: celtics, kind: NbaKind.Regular, seasonId: NbaSeason.S2023 });
    expect(past.body.data).toEqual([]);
    const regular = await t.call(nbaRoutes.teamMatch, { teamId: celtics, kind: NbaKind.Regular });
    expect(regular.body.data).toHaveLength(82);
    const lineUp = await t.call(nbaRoutes.teamLineUp, { id: celtics });
    expect(lineUp.body.data.team).toMatchObject({ name: '波士顿凯尔特人', shortName: '凯尔特人', city: '波士顿', conference: 1 });
    expect(lineUp.body.data.players.length).toBe(15);
    // the NBA record we ship has no rosters: the answer says each player is the generator's
    expect(lineUp.body.data.players.every((p) => p.generated)).toBe(true);
  });
});

describe('NBA statistics calls', () => {
  it('standings of the running season in late November: 东部排名 and 西部排名, 15 teams each, games played within two of each other', async () => {
    const { body } = await t.call(nbaRoutes.ranking, {});
    expect(body.data.map((g) => g.divisionName)).toEqual(['东部排名', '西部排名']);
    const played = body.data.flatMap((g) => g.rankingItem.map((r) => r.won + r.lost));
    expect(played).toHaveLength(30);
    // about a month in: some 18 games each, no team more than two ahead of another
    expect(Math.min(...played)).toBeGreaterThanOrEqual(14);
    expect(Math.max(...played) - Math.min(...played)).toBeLessThanOrEqual(2);
    for (const group of body.data) {
      expect(group.rankingItem).toHaveLength(15);
      expect(group.rankingItem[0]?.gamesBehind).toBe(0);
      const rates = group.rankingItem.map((r) => r.winRate);
      expect([...rates].sort((a, b) => b - a)).toEqual(rates);
      const [homeW, homeL] = (group.rankingItem[0]?.homeRecord ?? '').split('-').map(Number);
      const [awayW, awayL] = (group.rankingItem[0]?.awayRecord ?? '').split('-').map(Number);
      expect((homeW ?? 0) + (awayW ?? 0)).toBe(group.rankingItem[0]?.won);
      expect((homeL ?? 0) + (awayL ?? 0)).toBe(group.rankingItem[0]?.lost);
    }
    const west = await t.call(nbaRoutes.ranking, { division: 2 });
    expect(west.body.data.map((g) => g.divisionName)).toEqual(['西部排名']);
  });

  it('no invented standings for a past season: its regular season is not shipped, the ranking and home/away answers are empty', async () => {
    for (const seasonId of [NbaSeason.S2022, NbaSeason.S2023, NbaSeason.S2024]) {
      const ranking = await t.call(nbaRoutes.ranking, { seasonId });
      expect([ranking.status, ranking.body.data]).toEqual([200, []]);
      expect((await t.call(nbaRoutes.ranking, { seasonId, scope: 6 })).body.data).toEqual([]);
      expect((await t.call(nbaRoutes.homeAway, { seasonId })).body.data).toEqual([]);
      expect((await t.call(nbaRoutes.playerList, { seasonId, order: 'points' })).body.data).toEqual([]);
    }
  });

  it('player list: the top 10 by points per game, descending', async () => {
    const { body } = await t.call(nbaRoutes.playerList, { order: 'points' });
    expect(body.data.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const values = body.data.map((r) => r.value);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(values[0]).toBeGreaterThan(15);
    // the record has no rosters: the list says each of them is the generator's
    expect(body.data.every((r) => r.generated)).toBe(true);
  });

  it('home/away: every team of the conference, no draws, its games played so far', async () => {
    const { body } = await t.call(nbaRoutes.homeAway, { division: 1 });
    expect(body.data).toHaveLength(15);
    const east = (await t.call(nbaRoutes.ranking, { division: 1 })).body.data[0]?.rankingItem ?? [];
    const playedOf = (teamId: number) => east.filter((l) => l.teamId === teamId).reduce((n, l) => n + l.won + l.lost, 0);
    for (const r of body.data) expect(r.homeTotal + r.awayTotal).toBe(playedOf(r.teamId));
    expect(body.data.every((r) => r.homeDraw === 0 && r.groupName === '东部排名')).toBe(true);
    expect(body.data.every((r) => r.homeWon + r.homeLoss === r.homeTotal && r.homePoints > 80 * r.homeTotal)).toBe(true);
  });

  it('team data, team players and player detail agree on the box scores', async () => {
    const celtics = world.teams.find((team) => team.nameEn === 'Boston Celtics')?.id ?? 0;
    const data = await t.call(nbaRoutes.teamData, { teamId: celtics });
    const line = (await t.call(nbaRoutes.ranking, {})).body.data.flatMap((g) => g.rankingItem).find((r) => r.teamId === celtics);
    expect(data.body.data.won + data.body.data.lost).toBe((line?.won ?? -1) + (line?.lost ?? -1));
    expect(data.body.data.averages.points).toBeGreaterThan(90);
    expect(data.body.data.ranks?.points).toBeGreaterThanOrEqual(1);
    expect(data.body.data.leaders.map((l) => l.stat)).toEqual(['points', 'rebounds', 'assists', 'steals', 'blocks']);
    // the rosters are the generator's (the record has none), so are their leaders
    expect(data.body.data.leaders.every((l) => l.generated)).toBe(true);
    const squad = await t.call(nbaRoutes.teamPlayer, { teamId: celtics });
    expect(squad.body.data).toHaveLength(15);
    const regular = squad.body.data.find((p) => p.games > 0);
    expect(regular).toBeDefined();
    const detail = await t.call(nbaRoutes.playerDetail, { id: regular?.player.id ?? 0 });
    expect(detail.body.data.info.averages).toEqual(regular?.averages);
    expect(detail.body.data.info.teamId).toBe(celtics);
    expect(detail.body.data.match.length).toBeGreaterThan(0);
  });
});

describe('NBA season figures while games are on', () => {
  it('count finished games only: a team playing now averages a whole game’s 240 minutes, its players no more games than it finished', async () => {
    const [live] = await t.app.db
      .select()
      .from(matches)
      .where(and(eq(matches.sportId, 2), eq(matches.seasonId, NbaSeason.Current), between(matches.statusId, 2, 8)))
      .limit(1);
    if (!live) throw new Error('no game on at NOW');
    const teamId = live.homeTeamId ?? 0;
    const data = (await t.call(nbaRoutes.teamData, { teamId })).body.data;
    expect(data.averages.minutes).toBeGreaterThanOrEqual(240);
    const squad = (await t.call(nbaRoutes.teamPlayer, { teamId })).body.data;
    expect(Math.max(...squad.map((p) => p.games))).toBe(data.won + data.lost);
    const starter = squad.find((p) => p.games > 0)?.player.id ?? 0;
    const log = (await t.call(nbaRoutes.playerDetail, { id: starter })).body.data.match;
    expect(log.map((g) => g.matchId)).not.toContain(live.id);
  });
});

describe('the NBA Cup group stage through the calls', () => {
  const idOf = (name: string) => world.teams.find((team) => team.nameEn === name)?.id ?? 0;

  it('the team cup kind (6) of the running season has the seven group nights, each listing its group games only, kind 6 with their group', async () => {
    const days = await t.call(nbaRoutes.matchDate, { kind: 6 });
    // US nights Nov 10 … Dec 1 (Tuesdays and Fridays) are the next mornings in China
    expect(days.body.data.map((d) => d.matchDate)).toEqual(
      [
        [11, 11],
        [11, 14],
        [11, 18],
        [11, 21],
        [11, 25],
        [11, 28],
        [12, 2],
      ].map(([m, d]) => chinaMidnight(2026, m ?? 0, d ?? 0)),
    );
    expect(days.body.data.reduce((n, d) => n + d.count, 0)).toBe(60);
    const night = await t.call(nbaRoutes.list, { kind: 6, matchDate: days.body.data[0]?.matchDate });
    expect(night.body.data).toHaveLength(days.body.data[0]?.count ?? -1);
    expect(night.body.data.every((m) => m.kind === 6 && /^[东西]部[ABC]组$/.test(m.groupName ?? '') && m.statusId === 10)).toBe(true);
    // the same night in the regular season holds those games too: they count in the regular season
    const regular = await t.call(nbaRoutes.list, { kind: NbaKind.Regular, matchDate: days.body.data[0]?.matchDate });
    expect(regular.body.data.map((m) => m.matchId)).toEqual(expect.arrayContaining(night.body.data.map((m) => m.matchId)));
  });

  it('the running season’s groups are half played on 2026-11-21: six groups of five, their tables so far, no seeds yet', async () => {
    const { body } = await t.call(nbaRoutes.ranking, { scope: 6 });
    expect(body.data.map((g) => [g.division, g.divisionName])).toEqual([
      [1, '东部A组'],
      [1, '东部B组'],
      [1, '东部C组'],
      [2, '西部A组'],
      [2, '西部B组'],
      [2, '西部C组'],
    ]);
    for (const group of body.data) expect(group.rankingItem).toHaveLength(5);
    const rows = body.data.flatMap((g) => g.rankingItem);
    const played = rows.reduce((n, r) => n + r.won + r.lost, 0);
    expect(played).toBeGreaterThan(0);
    expect(played).toBeLessThan(120);
    expect(rows.some((r) => r.cupSeed !== undefined)).toBe(false);
  });

  it('the group games count in the regular season: 82 games a team, four of them in its group', async () => {
    const bucks = idOf('Milwaukee Bucks');
    expect((await t.call(nbaRoutes.teamMatch, { teamId: bucks, kind: NbaKind.Regular })).body.data).toHaveLength(82);
    const cup = (await t.call(nbaRoutes.teamMatch, { teamId: bucks, kind: 6 })).body.data;
    expect(cup).toHaveLength(4);
    expect(new Set(cup.map((m) => m.groupName)).size).toBe(1);
  });
});

describe('team and player pages read the season and kind asked for', () => {
  const celtics = () => world.teams.find((team) => team.nameEn === 'Boston Celtics')?.id ?? 0;

  it('team/player and player/detail: the Cup group games’ averages, the log of those games only', async () => {
    const input = { teamId: celtics(), kind: 6 };
    const cup = (await t.call(nbaRoutes.teamPlayer, input)).body.data;
    const regular = (await t.call(nbaRoutes.teamPlayer, { teamId: celtics() })).body.data;
    const starter = cup.find((p) => p.games > 0);
    if (!starter) throw new Error('no Celtic played a Cup group game');
    const sameRegular = regular.find((p) => p.player.id === starter.player.id);
    expect(sameRegular?.games).toBeGreaterThan(starter.games);
    expect(starter.games).toBeLessThanOrEqual(4);
    expect(sameRegular?.averages).not.toEqual(starter.averages);

    const detail = (await t.call(nbaRoutes.playerDetail, { id: starter.player.id, kind: 6 })).body.data;
    expect(detail.info.averages).toEqual(starter.averages);
    const teamGames = (await t.call(nbaRoutes.teamMatch, input)).body.data.map((m) => m.matchId);
    expect(detail.match.length).toBe(starter.games);
    expect(detail.match.every((g) => teamGames.includes(g.matchId))).toBe(true);
    // 2023-24 ships the Finals' scores, no box score: no averages are invented for it
    const past = (await t.call(nbaRoutes.teamPlayer, { teamId: celtics(), seasonId: NbaSeason.S2023, kind: NbaKind.Playoffs })).body.data;
    expect(past.every((p) => p.games === 0)).toBe(true);
  });

  it('team/lineUp names the 2024-25 head coach and arena', async () => {
    const { body } = await t.call(nbaRoutes.teamLineUp, { id: celtics() });
    expect(body.data.team).toMatchObject({ coachName: '乔·马祖拉', venueName: 'TD花园' });
    const lakers = world.teams.find((team) => team.nameEn === 'Los Angeles Lakers')?.id ?? 0;
    expect((await t.call(nbaRoutes.teamLineUp, { id: lakers })).body.data.team).toMatchObject({ coachName: 'JJ·雷迪克', venueName: 'Crypto.com球馆' });
  });
});

describe('NBA calls refuse what they do not know', () => {
  it('unknown season, team, player or stage: 404', async () => {
    const calls = [
      t.call(nbaRoutes.matchDate, { seasonId: 999 }),
      t.call(nbaRoutes.list, { seasonId: 999, matchDate: NOW.getTime() }),
      t.call(nbaRoutes.list, { seasonId: NbaSeason.S2023, stageId: 123 }),
      t.call(nbaRoutes.teamLineUp, { id: 999 }),
      t.call(nbaRoutes.teamMatch, { teamId: 999 }),
      t.call(nbaRoutes.teamPlayer, { teamId: 999 }),
      t.call(nbaRoutes.playerDetail, { id: 1 }),
      t.call(nbaRoutes.ranking, { seasonId: 999 }),
      t.call(nbaRoutes.playerList, { seasonId: 999, order: 'points' }),
      t.call(nbaRoutes.homeAway, { seasonId: 999 }),
      t.call(nbaRoutes.teamData, { teamId: 999 }),
      t.call(nbaRoutes.teamPlayer, { teamId: world.teams.find((team) => team.sportId === 2)?.id, seasonId: 999 }),
      t.call(nbaRoutes.playerDetail, { id: world.players.find((p) => p.teamId === 3001)?.id, seasonId: 999 }),
    ];
    for (const { status, body } of await Promise.all(calls)) expect([status, body.code]).toEqual([404, 404]);
  });

  it('bad input: 422 naming the field', async () => {
    const cases: [Promise<{ status: number; body: { msg: string } }>, string][] = [
      [t.call(nbaRoutes.matchDate, { kind: 9 }), 'kind'],
      [t.call(nbaRoutes.list, { matchDate: 'today' }), 'matchDate'],
      [t.call(nbaRoutes.teamLineUp, {}), 'id'],
      [t.call(nbaRoutes.teamMatch, { teamId: 'x' }), 'teamId'],
      [t.call(nbaRoutes.ranking, { division: 3 }), 'division'],
      [t.call(nbaRoutes.playerList, { order: 'dunks' }), 'order'],
      [t.call(nbaRoutes.homeAway, { scope: 0 }), 'scope'],
      [t.call(nbaRoutes.teamData, { teamId: 1, seasonId: -1 }), 'seasonId'],
      [t.call(nbaRoutes.teamPlayer, { teamId: 3001, kind: 9 }), 'kind'],
      [t.call(nbaRoutes.playerDetail, { id: 100_001, seasonId: 'last' }), 'seasonId'],
      [t.call(nbaRoutes.ranking, { scope: 8 }), 'scope'],
    ];
    for (const [call, field] of cases) {
      const { status, body } = await call;
      expect(status).toBe(422);
      expect(body.msg).toContain(field);
    }
  });
});

describe('NBA answers follow match.<id>', () => {
  it('a live score moves in the day’s list, a changed result in the standings', async () => {
    const live = world.matches.find((m) => m.seasonId === NbaSeason.Current && m.statusId >= 2 && m.statusId <= 9);
    expect(live).toBeDefined();
    if (!live) return;
    const input = { matchDate: live.kickoffAt.getTime() };
    const before = (await t.call(nbaRoutes.list, input)).body.data.find((m) => m.matchId === live.id);
    await t.app.db.update(matches).set({ homeScore: (before?.homeScore ?? 0) + 3 }).where(eq(matches.id, live.id));
    await t.app.bus.publish(`match.${live.id}`, { matchId: live.id });
    const after = (await t.call(nbaRoutes.list, input)).body.data.find((m) => m.matchId === live.id);
    expect(after?.homeScore).toBe((before?.homeScore ?? 0) + 3);

    const game = world.matches.find((m) => m.seasonId === NbaSeason.Current && m.kind === 'regular' && m.statusId === 10);
    if (!game) throw new Error('no finished game');
    const wonOf = async (teamId: number) =>
      (await t.call(nbaRoutes.ranking, {})).body.data.flatMap((g) => g.rankingItem).find((r) => r.teamId === teamId)?.won;
    const homeWonBefore = await wonOf(game.homeTeamId ?? 0);
    const homeWins = (game.homeScore ?? 0) > (game.awayScore ?? 0);
    await t.app.db.update(matches).set({ homeScore: game.awayScore, awayScore: game.homeScore }).where(eq(matches.id, game.id));
    await t.app.bus.publish(`match.${game.id}`, { matchId: game.id });
    expect(await wonOf(game.homeTeamId ?? 0)).toBe((homeWonBefore ?? 0) + (homeWins ? -1 : 1));
  });
});

describe('anchors on the NBA list', () => {
  it('attaches the host streaming a game, as the football lists do (the anchor module’s source)', async () => {
    const game = world.matches.find((m) => m.seasonId === NbaSeason.Current && m.statusId === 1 && m.homeTeamId !== null);
    if (!game) throw new Error('no game to come');
    // Moved to now: the anchor module reads the schedules around the clock.
    const kickoff = Date.now() + 10 * 60_000;
    await t.app.db.update(matches).set({ kickoffAt: new Date(kickoff) }).where(eq(matches.id, game.id));
    await t.app.bus.publish(`match.${game.id}`, { matchId: game.id });
    await t.app.db.insert(hosts).values({ id: 7_101, nickName: '篮球主播', pictureId: '1', tags: [], popularity: 10, liveRoomId: 771_001 });
    await t.app.db.insert(hostSchedules).values({ hostId: 7_101, matchId: game.id, matchSource: 100 });
    await t.app.bus.publish(ANCHOR_CHANGES, { kind: 'moved' });
    const { body } = await t.call(nbaRoutes.list, { matchDate: kickoff, seasonId: NbaSeason.Current });
    const listed = body.data.find((m) => m.matchId === game.id);
    expect(listed?.anchorInfo.map((a) => [a.hostId, a.nickName])).toEqual([[7_101, '篮球主播']]);
    expect(body.data.filter((m) => m.matchId !== game.id).every((m) => m.anchorInfo.length === 0)).toBe(true);
  });
});
