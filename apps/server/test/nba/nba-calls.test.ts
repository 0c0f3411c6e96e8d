import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hostSchedules, hosts, matches } from '../../src/db/schema';
import { ANCHOR_CHANGES, chinaMidnight, NbaKind, nbaCupKnockout, nbaRoutes, NbaSeason, type Match } from '@sport/contract';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import type { WorldRows } from '../../src/feed/world/types';
import { buildTestApp, type TestApp } from '../helpers/app';

// The demo NBA as of 2026-11-21: 2022-23, the real 2024 Finals (2023-24), the real 2024 Cup knockout (2024-25)
// and the running season. Other sports are left out to keep the seed small.
const NOW = new Date('2026-11-21T14:20:00Z');
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

  it('the playoffs kind holds the Finals too, and 2023-24 starts after 2023-10-06 (SPEC’s floor is that season’s)', async () => {
    const playoffs = await t.call(nbaRoutes.matchDate, { seasonId: NbaSeason.S2023, kind: NbaKind.Playoffs });
    expect(playoffs.body.data.length).toBeGreaterThan(20);
    expect(playoffs.body.data.at(-1)?.matchDate).toBe(chinaMidnight(2024, 6, 18));
    const all = await t.call(nbaRoutes.matchDate, { seasonId: NbaSeason.S2023 });
    expect(all.body.data.every((d) => d.matchDate > chinaMidnight(2023, 10, 6))).toBe(true);
  });

  it('every past season offers its own days and Finals: 2022-23 from its October, 2024-25 its June 2025 Finals', async () => {
    const early = await t.call(nbaRoutes.matchDate, { seasonId: NbaSeason.S2022, kind: NbaKind.Regular });
    expect(early.body.data.length).toBeGreaterThan(100);
    expect(early.body.data[0]!.matchDate).toBeLessThan(chinaMidnight(2022, 11, 1));
    for (const seasonId of [NbaSeason.S2022, NbaSeason.S2024]) {
      const days = (await t.call(nbaRoutes.matchDate, { seasonId, kind: NbaKind.Finals })).body.data;
      expect(days.length, `Finals days of ${seasonId}`).toBeGreaterThanOrEqual(4);
      const year = seasonId === NbaSeason.S2022 ? 2023 : 2025;
      expect(days.every((d) => new Date(d.matchDate + 8 * 3600_000).getUTCFullYear() === year)).toBe(true);
      // without a day the kind lists its whole series, the Finals alone
      const games = (await t.call(nbaRoutes.list, { seasonId, kind: NbaKind.Finals })).body.data;
      expect(games.length).toBe(days.reduce((n, d) => n + d.count, 0));
      expect(games.every((m) => m.kind === NbaKind.Finals)).toBe(true);
    }
  });

  it('the Cup knockout of 2024-25 is the real one, the final Bucks 97–81 Thunder, isReverse by the contract rule', async () => {
    const stages = await Promise.all(
      [10492, 10493, 10494].map((stageId) => t.call(nbaRoutes.list, { seasonId: NbaSeason.S2024, stageId })),
    );
    const all = stages.flatMap((s) => s.body.data);
    expect(all.map((m) => m.stageId)).toEqual([10492, 10492, 10492, 10492, 10493, 10493, 10494]);
    expect(finalsOf(stages[2]?.body.data ?? [])).toEqual([['Milwaukee Bucks', 97, 81, 'Oklahoma City Thunder']]);
    const bracket = nbaCupKnockout(all.map((m) => ({ ...m, homeScore: m.homeScore, awayScore: m.awayScore })));
    // Quarter-final 1 was won by the Hawks (away), 2 by the Bucks: the Bucks hosting semi-final 1 is reversed.
    expect(bracket.winners.map((id) => nameEn(id ?? 0))).toEqual(['Atlanta Hawks', 'Milwaukee Bucks', 'Oklahoma City Thunder', 'Houston Rockets']);
    expect(bracket.second.map((m) => m.isReverse)).toEqual([true, false]);
  });

  it('without a day, the playoffs kind lists every playoff game: play-in (round 0), four rounds, series to four wins', async () => {
    const { body } = await t.call(nbaRoutes.list, { seasonId: NbaSeason.S2023, kind: NbaKind.Playoffs });
    expect(new Set(body.data.map((m) => m.roundNum))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(body.data.filter((m) => m.roundNum === 0)).toHaveLength(6);
    const wins = new Map<string, number>();
    for (const m of body.data.filter((g) => (g.roundNum ?? 0) > 0)) {
      const winner = (m.homeScore ?? 0) > (m.awayScore ?? 0) ? m.homeId : m.awayId;
      const key = `${m.roundNum}:${[m.homeId, m.awayId].sort((a, b) => a - b).join('-')}:${winner}`;
      wins.set(key, (wins.get(key) ?? 0) + 1);
    }
    // 8 + 4 + 2 + 1 series, each won by exactly one team with four wins.
    expect([...wins.values()].filter((n) => n === 4)).toHaveLength(15);
    expect([...wins.values()].every((n) => n <= 4)).toBe(true);
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
    const regular = await t.call(nbaRoutes.teamMatch, { teamId: celtics, kind: NbaKind.Regular, seasonId: NbaSeason.S2023 });
    expect(regular.body.data).toHaveLength(82);
    const lineUp = await t.call(nbaRoutes.teamLineUp, { id: celtics });
    expect(lineUp.body.data.team).toMatchObject({ name: '波士顿凯尔特人', shortName: '凯尔特人', city: '波士顿', conference: 1 });
    expect(lineUp.body.data.players.length).toBe(15);
  });
});

describe('NBA statistics calls', () => {
  it('standings: 东部排名 and 西部排名, 15 teams each, 82 games each, games behind from the first', async () => {
    const { body } = await t.call(nbaRoutes.ranking, { seasonId: NbaSeason.S2023 });
    expect(body.data.map((g) => g.divisionName)).toEqual(['东部排名', '西部排名']);
    for (const group of body.data) {
      expect(group.rankingItem).toHaveLength(15);
      expect(group.rankingItem.every((r) => r.won + r.lost === 82)).toBe(true);
      expect(group.rankingItem[0]?.gamesBehind).toBe(0);
      const rates = group.rankingItem.map((r) => r.winRate);
      expect([...rates].sort((a, b) => b - a)).toEqual(rates);
      const [homeW, homeL] = (group.rankingItem[0]?.homeRecord ?? '').split('-').map(Number);
      const [awayW, awayL] = (group.rankingItem[0]?.awayRecord ?? '').split('-').map(Number);
      expect((homeW ?? 0) + (awayW ?? 0)).toBe(group.rankingItem[0]?.won);
      expect((homeL ?? 0) + (awayL ?? 0)).toBe(group.rankingItem[0]?.lost);
    }
    const west = await t.call(nbaRoutes.ranking, { seasonId: NbaSeason.S2023, division: 2 });
    expect(west.body.data.map((g) => g.divisionName)).toEqual(['西部排名']);
  });

  it('player list: the top 10 by points per game, descending', async () => {
    const { body } = await t.call(nbaRoutes.playerList, { seasonId: NbaSeason.S2023, order: 'points' });
    expect(body.data.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const values = body.data.map((r) => r.value);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(values[0]).toBeGreaterThan(15);
  });

  it('home/away: every team of the conference, no draws, 82 regular-season games each', async () => {
    const { body } = await t.call(nbaRoutes.homeAway, { seasonId: NbaSeason.S2023, division: 1 });
    expect(body.data).toHaveLength(15);
    expect(body.data.every((r) => r.homeTotal + r.awayTotal === 82 && r.homeDraw === 0 && r.groupName === '东部排名')).toBe(true);
    expect(body.data.every((r) => r.homeWon + r.homeLoss === r.homeTotal && r.homePoints > 80 * r.homeTotal)).toBe(true);
  });

  it('team data, team players and player detail agree on the box scores', async () => {
    const celtics = world.teams.find((team) => team.nameEn === 'Boston Celtics')?.id ?? 0;
    const data = await t.call(nbaRoutes.teamData, { teamId: celtics, seasonId: NbaSeason.S2023 });
    expect(data.body.data.won + data.body.data.lost).toBe(82);
    expect(data.body.data.averages.points).toBeGreaterThan(90);
    expect(data.body.data.ranks?.points).toBeGreaterThanOrEqual(1);
    expect(data.body.data.leaders.map((l) => l.stat)).toEqual(['points', 'rebounds', 'assists', 'steals', 'blocks']);
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

describe('the NBA Cup group stage through the calls', () => {
  const idOf = (name: string) => world.teams.find((team) => team.nameEn === name)?.id ?? 0;

  it('the team cup kind (6) of 2024-25 has the seven group nights, each listing its group games only, kind 6 with their group', async () => {
    const days = await t.call(nbaRoutes.matchDate, { seasonId: NbaSeason.S2024, kind: 6 });
    // US nights Nov 12 … Dec 3 are the next mornings in China
    expect(days.body.data.map((d) => d.matchDate)).toEqual(
      [
        [11, 13],
        [11, 16],
        [11, 20],
        [11, 23],
        [11, 27],
        [11, 30],
        [12, 4],
      ].map(([m, d]) => chinaMidnight(2024, m ?? 0, d ?? 0)),
    );
    expect(days.body.data.reduce((n, d) => n + d.count, 0)).toBe(60);
    const night = await t.call(nbaRoutes.list, { seasonId: NbaSeason.S2024, kind: 6, matchDate: days.body.data[0]?.matchDate });
    expect(night.body.data).toHaveLength(days.body.data[0]?.count ?? -1);
    expect(night.body.data.every((m) => m.kind === 6 && /^[东西]部[ABC]组$/.test(m.groupName ?? '') && m.statusId === 10)).toBe(true);
    // the same night in the regular season holds those games too: they count in the regular season
    const regular = await t.call(nbaRoutes.list, { seasonId: NbaSeason.S2024, kind: NbaKind.Regular, matchDate: days.body.data[0]?.matchDate });
    expect(regular.body.data.map((m) => m.matchId)).toEqual(expect.arrayContaining(night.body.data.map((m) => m.matchId)));
  });

  it('ranking scope 6: six groups of five; the record’s eight carry their seeds, and each quarter-final’s host is the higher seed', async () => {
    const { status, body } = await t.call(nbaRoutes.ranking, { seasonId: NbaSeason.S2024, scope: 6 });
    expect(status).toBe(200);
    expect(body.data.map((g) => [g.division, g.divisionName])).toEqual([
      [1, '东部A组'],
      [1, '东部B组'],
      [1, '东部C组'],
      [2, '西部A组'],
      [2, '西部B组'],
      [2, '西部C组'],
    ]);
    for (const group of body.data) {
      expect(group.rankingItem).toHaveLength(5);
      expect(group.rankingItem.every((r) => r.won + r.lost === 4)).toBe(true);
      expect(group.rankingItem.reduce((n, r) => n + (r.pointDiff ?? 0), 0)).toBe(0);
    }
    const rows = body.data.flatMap((g) => g.rankingItem);
    const seeds = Object.fromEntries(rows.filter((r) => r.cupSeed !== undefined).map((r): [string, number | undefined] => [nameEn(r.teamId) ?? '', r.cupSeed]));
    expect(seeds).toEqual({
      'Milwaukee Bucks': 1,
      'New York Knicks': 2,
      'Atlanta Hawks': 3,
      'Orlando Magic': 4,
      'Oklahoma City Thunder': 1,
      'Houston Rockets': 2,
      'Golden State Warriors': 3,
      'Dallas Mavericks': 4,
    });
    // group winners first in their groups; the wild cards second in theirs
    for (const group of body.data) expect([1, 2, 3].includes(group.rankingItem[0]?.cupSeed ?? 0)).toBe(true);
    const quarterFinals = (await t.call(nbaRoutes.list, { seasonId: NbaSeason.S2024, stageId: 10492 })).body.data;
    expect(quarterFinals).toHaveLength(4);
    const seedOf = (id: number) => rows.find((r) => r.teamId === id)?.cupSeed ?? 0;
    for (const qf of quarterFinals) {
      expect(seedOf(qf.homeId)).toBeLessThan(seedOf(qf.awayId));
      expect(seedOf(qf.homeId) + seedOf(qf.awayId)).toBe(5);
    }
    const west = await t.call(nbaRoutes.ranking, { seasonId: NbaSeason.S2024, scope: 6, division: 2 });
    expect(west.body.data.map((g) => g.divisionName)).toEqual(['西部A组', '西部B组', '西部C组']);
  });

  it('the running season’s groups are half played on 2026-11-21: their tables so far, no seeds yet', async () => {
    const { body } = await t.call(nbaRoutes.ranking, { scope: 6 });
    expect(body.data).toHaveLength(6);
    const rows = body.data.flatMap((g) => g.rankingItem);
    const played = rows.reduce((n, r) => n + r.won + r.lost, 0);
    expect(played).toBeGreaterThan(0);
    expect(played).toBeLessThan(120);
    expect(rows.some((r) => r.cupSeed !== undefined)).toBe(false);
  });

  it('the group games count in 2024-25’s regular season: 82 games a team', async () => {
    const { body } = await t.call(nbaRoutes.ranking, { seasonId: NbaSeason.S2024 });
    expect(body.data.flatMap((g) => g.rankingItem).every((r) => r.won + r.lost === 82)).toBe(true);
    const bucks = await t.call(nbaRoutes.teamMatch, { teamId: idOf('Milwaukee Bucks'), seasonId: NbaSeason.S2024, kind: 6 });
    expect(bucks.body.data).toHaveLength(4);
    expect(bucks.body.data.every((m) => m.groupName === '东部B组')).toBe(true);
  });
});

describe('the 2023-24 season leads to the real Finals', () => {
  it('standings: Boston 64-18 first in the East, Dallas 50-32 fifth in the West', async () => {
    const { body } = await t.call(nbaRoutes.ranking, { seasonId: NbaSeason.S2023 });
    const [east, west] = body.data;
    expect(east?.rankingItem[0]).toMatchObject({ rank: 1, won: 64, lost: 18 });
    expect(nameEn(east?.rankingItem[0]?.teamId ?? 0)).toBe('Boston Celtics');
    expect(west?.rankingItem[4]).toMatchObject({ rank: 5, won: 50, lost: 32 });
    expect(nameEn(west?.rankingItem[4]?.teamId ?? 0)).toBe('Dallas Mavericks');
  });

  it('the bracket follows those seeds: Dallas opens at the 4th seed, Boston at home to the 8th', async () => {
    const standings = (await t.call(nbaRoutes.ranking, { seasonId: NbaSeason.S2023 })).body.data;
    const [east, west] = standings.map((g) => g.rankingItem.map((r) => r.teamId));
    const games = (await t.call(nbaRoutes.list, { seasonId: NbaSeason.S2023, kind: NbaKind.Playoffs })).body.data;
    const firstRound = games.filter((m) => m.roundNum === 1);
    const dallas = firstRound.find((m) => nameEn(m.awayId) === 'Dallas Mavericks' || nameEn(m.homeId) === 'Dallas Mavericks');
    expect(dallas?.homeId).toBe(west?.[3]);
    const boston = firstRound.find((m) => nameEn(m.homeId) === 'Boston Celtics');
    const playInForEighth = games.filter((m) => m.roundNum === 0 && east?.includes(m.homeId)).at(-1);
    const winnerOf = (m: Match | undefined) => ((m?.homeScore ?? 0) > (m?.awayScore ?? 0) ? m?.homeId : m?.awayId);
    expect(boston?.awayId).toBe(winnerOf(playInForEighth));
  });
});

describe('team and player pages read the season and kind asked for', () => {
  const celtics = () => world.teams.find((team) => team.nameEn === 'Boston Celtics')?.id ?? 0;

  it('team/player and player/detail: 2023-24 playoff averages, the log of those games only', async () => {
    const input = { teamId: celtics(), seasonId: NbaSeason.S2023, kind: NbaKind.Playoffs };
    const playoffs = (await t.call(nbaRoutes.teamPlayer, input)).body.data;
    const regular = (await t.call(nbaRoutes.teamPlayer, { ...input, kind: NbaKind.Regular })).body.data;
    const current = (await t.call(nbaRoutes.teamPlayer, { teamId: celtics() })).body.data;
    const starter = playoffs.find((p) => p.games > 0);
    if (!starter) throw new Error('no Celtic played the 2023-24 playoffs');
    const sameRegular = regular.find((p) => p.player.id === starter.player.id);
    // 82 games less the rest; the playoffs are a few series (the Finals are the record's, without lines)
    expect(sameRegular?.games).toBeGreaterThan(starter.games);
    expect(starter.games).toBeLessThanOrEqual(21);
    expect(sameRegular?.averages).not.toEqual(starter.averages);
    expect(current.find((p) => p.player.id === starter.player.id)?.averages).not.toEqual(sameRegular?.averages);

    const detail = (await t.call(nbaRoutes.playerDetail, { id: starter.player.id, seasonId: NbaSeason.S2023, kind: NbaKind.Playoffs })).body.data;
    expect(detail.info.averages).toEqual(starter.averages);
    const teamGames = (await t.call(nbaRoutes.teamMatch, input)).body.data.map((m) => m.matchId);
    expect(detail.match.length).toBe(Math.min(20, starter.games));
    expect(detail.match.every((g) => teamGames.includes(g.matchId))).toBe(true);
    const regularDetail = (await t.call(nbaRoutes.playerDetail, { id: starter.player.id, seasonId: NbaSeason.S2023 })).body.data;
    expect(regularDetail.info.averages).toEqual(sameRegular?.averages);
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

    const game = world.matches.find((m) => m.seasonId === NbaSeason.S2023 && m.kind === 'regular' && m.statusId === 10);
    if (!game) throw new Error('no finished game');
    const wonOf = async (teamId: number) =>
      (await t.call(nbaRoutes.ranking, { seasonId: NbaSeason.S2023 })).body.data.flatMap((g) => g.rankingItem).find((r) => r.teamId === teamId)?.won;
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
