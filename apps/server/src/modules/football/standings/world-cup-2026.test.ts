import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CompetitionId } from '@sport/contract';
import { rankThirdPlaced } from './best-thirds';
import { computeTable } from './compute-table';
import { tieBreakRuleFor } from './tie-breakers';
import { ARSENAL, BRENTFORD, CHELSEA, CITY, game, order, TEAMS } from './table.test-helper';
import type { TableResult, TableRow, TableTeam } from './types';

const RULE = 'world-cup-2026';

describe('World Cup 2026 group ranking, one criterion at a time', () => {
  it('applies from the 2026 edition; 2022 keeps its own rule', () => {
    expect(tieBreakRuleFor(CompetitionId.WorldCup, '2026')).toBe('world-cup-2026');
    expect(tieBreakRuleFor(CompetitionId.WorldCup, '2022')).toBe('world-cup');
    expect(tieBreakRuleFor(CompetitionId.WorldCup)).toBe('world-cup');
  });

  it('points first', () => {
    const table = computeTable(TEAMS, [game(CITY, 1, 0, ARSENAL), game(CHELSEA, 0, 0, BRENTFORD)], RULE);
    expect(order(table)[0]).toBe(CITY);
  });

  it('a) head-to-head points before the goal difference of all group matches', () => {
    // Chelsea and Arsenal on 6; Arsenal won their match, Chelsea has the better goal difference over the group.
    const results = [
      game(ARSENAL, 1, 0, CHELSEA),
      game(CHELSEA, 5, 0, CITY),
      game(CHELSEA, 5, 0, BRENTFORD),
      game(ARSENAL, 1, 0, CITY),
      game(BRENTFORD, 1, 0, ARSENAL),
    ];
    expect(order(computeTable(TEAMS, results, RULE)).slice(0, 2)).toEqual([ARSENAL, CHELSEA]);
    // The 2022 rule took the whole group first.
    expect(order(computeTable(TEAMS, results, 'world-cup')).slice(0, 2)).toEqual([CHELSEA, ARSENAL]);
  });

  it('b) head-to-head goal difference among three level on points and head-to-head points', () => {
    // A ring: each of the three won once against the others. Among them City +2, Arsenal 0, Chelsea −2; over
    // the whole group Arsenal (+4) is ahead of City (+3) and Chelsea (+2).
    const results = [
      game(CHELSEA, 1, 0, ARSENAL),
      game(ARSENAL, 1, 0, CITY),
      game(CITY, 3, 0, CHELSEA),
      game(BRENTFORD, 0, 4, ARSENAL),
      game(BRENTFORD, 0, 4, CHELSEA),
      game(BRENTFORD, 0, 1, CITY),
    ];
    expect(order(computeTable(TEAMS, results, RULE))).toEqual([CITY, ARSENAL, CHELSEA, BRENTFORD]);
    expect(order(computeTable(TEAMS, results, 'world-cup'))).toEqual([ARSENAL, CITY, CHELSEA, BRENTFORD]);
  });

  it('c) head-to-head goals when head-to-head points and goal difference are level', () => {
    // A ring with goal difference 0 each among the three: Chelsea scored 4 in it, Arsenal 3, City 2. Over the
    // whole group City (+5) is ahead of Arsenal (+3) and Chelsea (+1).
    const results = [
      game(CHELSEA, 3, 2, ARSENAL),
      game(ARSENAL, 1, 0, CITY),
      game(CITY, 2, 1, CHELSEA),
      game(CITY, 5, 0, BRENTFORD),
      game(ARSENAL, 3, 0, BRENTFORD),
      game(CHELSEA, 1, 0, BRENTFORD),
    ];
    const table = computeTable(TEAMS, results, RULE);
    expect(table.rows.slice(0, 3).map((r) => r.points)).toEqual([6, 6, 6]);
    expect(order(table)).toEqual([CHELSEA, ARSENAL, CITY, BRENTFORD]);
  });

  it('head-to-head re-applied to the two a three-way tie leaves level', () => {
    // City splits off on head-to-head goal difference; Chelsea and Arsenal are level among the three, so only
    // their own match (Chelsea 3–1) decides, not the whole group where Arsenal is better.
    const results = [
      game(CHELSEA, 3, 1, ARSENAL),
      game(CITY, 3, 0, CHELSEA),
      game(ARSENAL, 2, 1, CITY),
      game(CHELSEA, 1, 0, BRENTFORD),
      game(BRENTFORD, 0, 5, ARSENAL),
      game(CITY, 1, 0, BRENTFORD),
    ];
    expect(order(computeTable(TEAMS, results, RULE))).toEqual([CITY, CHELSEA, ARSENAL, BRENTFORD]);
  });

  it('d) goal difference of all group matches when their match was drawn', () => {
    const results = [game(CHELSEA, 1, 1, ARSENAL), game(CHELSEA, 3, 0, CITY), game(ARSENAL, 1, 0, BRENTFORD)];
    expect(order(computeTable(TEAMS, results, RULE)).slice(0, 2)).toEqual([CHELSEA, ARSENAL]);
  });

  it('e) goals of all group matches when goal difference is level too', () => {
    const results = [game(CHELSEA, 1, 1, ARSENAL), game(ARSENAL, 3, 2, CITY), game(CHELSEA, 1, 0, BRENTFORD)];
    expect(order(computeTable(TEAMS, results, RULE)).slice(0, 2)).toEqual([ARSENAL, CHELSEA]);
  });

  it('f) g) fair play and the FIFA ranking are not in our data: the teams share the place, and the note says so', () => {
    const results = [
      game(CHELSEA, 1, 1, ARSENAL),
      game(ARSENAL, 1, 0, CITY),
      game(CHELSEA, 1, 0, BRENTFORD),
      game(CITY, 1, 0, BRENTFORD),
    ];
    const table = computeTable(TEAMS, results, RULE);
    expect(table.rows[0]?.tiedWith).toEqual([CHELSEA]);
    expect(table.tieNote).toBe('积分、相互战绩、净胜球及进球均相同，按队名排序：阿森纳、切尔西');
  });
});

const row = (teamId: number, points: number, goalDiff: number, goalsFor: number): TableRow => ({
  rank: 3,
  teamId,
  played: 3,
  won: 0,
  draw: 0,
  loss: 0,
  goalsFor,
  goalsAgainst: goalsFor - goalDiff,
  goalDiff,
  points,
  homeWon: 0,
  homeDraw: 0,
  homeLoss: 0,
  homeTotal: 0,
  homePoints: 0,
  awayWon: 0,
  awayDraw: 0,
  awayLoss: 0,
  awayTotal: 0,
  awayPoints: 0,
  tiedWith: [],
});

describe('the best third-placed teams', () => {
  const ranked = (rows: TableRow[], advance = 1) =>
    rankThirdPlaced(rows, advance).map((t) => [t.teamId, t.advances]);

  it('points first', () => {
    expect(ranked([row(1, 3, 5, 6), row(2, 4, -1, 2)])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('then goal difference', () => {
    expect(ranked([row(1, 4, 0, 6), row(2, 4, 1, 2)])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('then goals scored', () => {
    expect(ranked([row(1, 4, 1, 2), row(2, 4, 1, 3)])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('level on all three: fair play and the FIFA ranking are not in our data, so the place is shared', () => {
    const result = rankThirdPlaced([row(1, 4, 1, 2), row(2, 4, 1, 2), row(3, 1, -3, 1)], 2);
    expect(result.map((t) => [t.teamId, t.advances, t.tiedWith])).toEqual([
      [1, true, [2]],
      [2, true, [1]],
      [3, false, []],
    ]);
  });
});

interface WcMatch {
  round: string;
  team1: string;
  team2: string;
  group?: string;
  score: { ft: [number, number] };
}

describe('the twelve real groups of 2026', () => {
  const dir = join(import.meta.dirname, '../../../feed/openfootball/data');
  const file = JSON.parse(readFileSync(join(dir, 'worldcup-2026.json'), 'utf8')) as { matches: WcMatch[] };
  const groups = JSON.parse(readFileSync(join(dir, 'worldcup-2026.groups.json'), 'utf8')) as {
    groups: { name: string; teams: string[] }[];
  };
  const names = groups.groups.flatMap((g) => g.teams);
  const idOf = (name: string): number => names.indexOf(name) + 1;

  const tables = groups.groups.map((g) => {
    const teams: TableTeam[] = g.teams.map((name) => ({ id: idOf(name), name }));
    const results: TableResult[] = file.matches
      .filter((m) => m.group === g.name)
      .map((m) => ({ homeId: idOf(m.team1), awayId: idOf(m.team2), homeScore: m.score.ft[0], awayScore: m.score.ft[1] }));
    return computeTable(teams, results, tieBreakRuleFor(CompetitionId.WorldCup, '2026'));
  });

  it('the top two of each group and the eight best thirds are exactly the 32 teams of the real round of 32', () => {
    expect(tables.every((t) => t.rows.length === 4 && t.rows.every((r) => r.played === 3))).toBe(true);
    const topTwo = tables.flatMap((t) => t.rows.slice(0, 2).map((r) => r.teamId));
    const thirds = rankThirdPlaced(
      tables.flatMap((t) => t.rows.slice(2, 3)),
      8,
    );
    // No place the source would decide by fair play or ranking is left open at the line.
    expect(thirds.filter((t) => t.tiedWith.length > 0 && t.rank >= 8 && t.rank <= 9)).toEqual([]);
    const advanced = [...topTwo, ...thirds.filter((t) => t.advances).map((t) => t.teamId)].map((id) => names[id - 1]);

    const roundOf32 = file.matches.filter((m) => m.round === 'Round of 32').flatMap((m) => [m.team1, m.team2]);
    expect(roundOf32).toHaveLength(32);
    expect([...advanced].sort()).toEqual([...roundOf32].sort());
  });

  it('each group winner meets a runner-up or a third in the round of 32, never its own group', () => {
    const groupOf = (name: string) => groups.groups.findIndex((g) => g.teams.includes(name));
    for (const m of file.matches.filter((x) => x.round === 'Round of 32')) {
      expect(groupOf(m.team1)).not.toBe(groupOf(m.team2));
    }
  });
});
