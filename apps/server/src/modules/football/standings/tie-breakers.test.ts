import { describe, expect, it } from 'vitest';
import { CompetitionId } from '@sport/contract';
import { computeTable } from './compute-table';
import { tieBreakRuleFor, type TieBreakRule } from './tie-breakers';
import { ARSENAL, BRENTFORD, CHELSEA, CITY, game, order, TEAMS } from './table.test-helper';

describe('one set of results, each competition’s order', () => {
  // Chelsea and Arsenal both end on 4 points: Chelsea has the better goal difference, Arsenal the head-to-head.
  const results = [game(CHELSEA, 0, 0, ARSENAL), game(ARSENAL, 1, 0, CHELSEA), game(CHELSEA, 5, 0, CITY)];
  const goalDifferenceFirst = [CHELSEA, ARSENAL, BRENTFORD, CITY];
  const headToHeadFirst = [ARSENAL, CHELSEA, BRENTFORD, CITY];
  const expected: Record<TieBreakRule, number[]> = {
    'premier-league': goalDifferenceFirst,
    bundesliga: goalDifferenceFirst,
    'ligue-1': goalDifferenceFirst,
    'world-cup': goalDifferenceFirst,
    'la-liga': headToHeadFirst,
    'serie-a': headToHeadFirst,
    euro: headToHeadFirst,
    'world-cup-2026': headToHeadFirst,
  };

  for (const [rule, ids] of Object.entries(expected) as [TieBreakRule, number[]][]) {
    it(`${rule}: ${ids === headToHeadFirst ? 'head-to-head' : 'goal difference'} decides`, () => {
      const table = computeTable(TEAMS, results, rule);
      expect(order(table)).toEqual(ids);
      expect(table.tieNote).toBeNull();
    });
  }
});

describe('Premier League, Ligue 1 and Bundesliga past points, goal difference and goals', () => {
  it('Premier League / Ligue 1: head-to-head points, then head-to-head away goals', () => {
    // Level on 6 points, +2, 6 goals; a win each against the other; Arsenal scored 2 away in it, Chelsea none.
    const results = [
      game(CHELSEA, 4, 2, ARSENAL),
      game(ARSENAL, 1, 0, CHELSEA),
      game(CITY, 1, 2, CHELSEA),
      game(ARSENAL, 3, 0, BRENTFORD),
    ];
    for (const rule of ['premier-league', 'ligue-1'] as const) {
      const table = computeTable(TEAMS, results, rule);
      expect(table.rows.slice(0, 2).map((r) => [r.teamId, r.points, r.goalDiff, r.goalsFor])).toEqual([
        [ARSENAL, 6, 2, 6],
        [CHELSEA, 6, 2, 6],
      ]);
      expect(table.tieNote).toBeNull();
    }
    // The Bundesliga counts the aggregate of the two legs first: Chelsea 4–3.
    expect(order(computeTable(TEAMS, results, 'bundesliga')).slice(0, 2)).toEqual([CHELSEA, ARSENAL]);
  });

  it('Bundesliga: away goals over the season when the two legs cannot tell; the Premier League shares the place', () => {
    // 1–0 home wins each; Chelsea's 3 goals at City are away goals, Arsenal's 3 against Brentford are at home.
    const results = [
      game(CHELSEA, 1, 0, ARSENAL),
      game(ARSENAL, 1, 0, CHELSEA),
      game(CITY, 1, 3, CHELSEA),
      game(ARSENAL, 3, 1, BRENTFORD),
      game(CITY, 1, 0, BRENTFORD),
    ];
    expect(order(computeTable(TEAMS, results, 'bundesliga')).slice(0, 2)).toEqual([CHELSEA, ARSENAL]);
    const premier = computeTable(TEAMS, results, 'premier-league');
    expect(order(premier).slice(0, 2)).toEqual([ARSENAL, CHELSEA]);
    expect(premier.rows[0]?.tiedWith).toEqual([CHELSEA]);
    expect(premier.tieNote).toBe('积分、净胜球、进球及相互战绩均相同，按队名排序：阿森纳、切尔西');
  });

  it('a head-to-head with one leg still to play does not count yet: the teams share the place', () => {
    const results = [
      game(CHELSEA, 1, 1, ARSENAL),
      game(CITY, 0, 1, CHELSEA),
      game(ARSENAL, 1, 0, BRENTFORD),
      game(CITY, 1, 0, BRENTFORD),
    ];
    const table = computeTable(TEAMS, results, 'premier-league');
    expect(order(table).slice(0, 2)).toEqual([ARSENAL, CHELSEA]);
    expect(table.tieNote).toBe('积分、净胜球及进球均相同（交锋未全部赛完，相互战绩不计），按队名排序：阿森纳、切尔西');
  });
});

describe('La Liga and Serie A: head-to-head among all the teams level on points', () => {
  // Chelsea, Arsenal and City all end on 8 points. Among the three (both legs played): Chelsea 8, Arsenal 5,
  // City 2. Over the season City has the best goal difference (+8), then Arsenal (+4), then Chelsea (+2).
  const results = [
    game(CHELSEA, 1, 0, ARSENAL),
    game(ARSENAL, 0, 0, CHELSEA),
    game(CHELSEA, 1, 0, CITY),
    game(CITY, 0, 0, CHELSEA),
    game(ARSENAL, 1, 0, CITY),
    game(CITY, 0, 0, ARSENAL),
    game(CITY, 5, 0, BRENTFORD),
    game(BRENTFORD, 0, 5, CITY),
    game(ARSENAL, 4, 0, BRENTFORD),
  ];

  for (const rule of ['la-liga', 'serie-a'] as const) {
    it(`${rule}: a three-way tie settled by the mini-table of the three, not by goal difference`, () => {
      const table = computeTable(TEAMS, results, rule);
      expect(table.rows.map((r) => [r.teamId, r.points, r.goalDiff])).toEqual([
        [CHELSEA, 8, 2],
        [ARSENAL, 8, 4],
        [CITY, 8, 8],
        [BRENTFORD, 0, -14],
      ]);
      expect(table.tieNote).toBeNull();
    });
  }

  it('the Premier League orders the same three by goal difference', () => {
    expect(order(computeTable(TEAMS, results, 'premier-league'))).toEqual([CITY, ARSENAL, CHELSEA, BRENTFORD]);
  });

  it('until the three have all met home and away, goal difference decides', () => {
    // City v Arsenal's second leg (0–0) not played yet; both take that point from Brentford instead.
    const oneLegShort = [
      ...results.filter((r) => !(r.homeId === CITY && r.awayId === ARSENAL)),
      game(BRENTFORD, 0, 0, CITY),
      game(BRENTFORD, 0, 0, ARSENAL),
    ];
    const table = computeTable(TEAMS, oneLegShort, 'la-liga');
    expect(table.rows.map((r) => [r.teamId, r.points])).toEqual([
      [CITY, 8],
      [ARSENAL, 8],
      [CHELSEA, 8],
      [BRENTFORD, 2],
    ]);
    expect(table.tieNote).toBeNull();
  });
});

describe('Euro: head-to-head re-applied to the teams it leaves level', () => {
  // Chelsea, Arsenal and City beat each other in a ring (3 head-to-head points each). Among the three City has
  // +2; Chelsea and Arsenal both −1 with 3 goals, so only their own match (Chelsea 3–1) separates them.
  // Over the whole group Arsenal has the better goal difference (+4 against Chelsea's 0).
  const results = [
    game(CHELSEA, 3, 1, ARSENAL),
    game(CITY, 3, 0, CHELSEA),
    game(ARSENAL, 2, 1, CITY),
    game(CHELSEA, 1, 0, BRENTFORD),
    game(BRENTFORD, 0, 5, ARSENAL),
    game(CITY, 1, 0, BRENTFORD),
  ];

  it('splits City off, then re-applies head-to-head to Chelsea and Arsenal', () => {
    const table = computeTable(TEAMS, results, 'euro');
    expect(table.rows.map((r) => [r.teamId, r.points, r.goalDiff])).toEqual([
      [CITY, 6, 3],
      [CHELSEA, 6, 0],
      [ARSENAL, 6, 4],
      [BRENTFORD, 0, -7],
    ]);
    expect(table.tieNote).toBeNull();
  });

  it('the World Cup takes goal difference over the whole group first', () => {
    expect(order(computeTable(TEAMS, results, 'world-cup'))).toEqual([ARSENAL, CITY, CHELSEA, BRENTFORD]);
  });
});

describe('World Cup: head-to-head after the whole group', () => {
  it('settles two teams level on points, goal difference and goals by their match', () => {
    const results = [game(ARSENAL, 2, 1, CHELSEA), game(CITY, 1, 0, ARSENAL), game(CHELSEA, 1, 0, BRENTFORD)];
    const table = computeTable(TEAMS, results, 'world-cup');
    expect(order(table)).toEqual([CITY, ARSENAL, CHELSEA, BRENTFORD]);
    expect(table.rows[1]?.tiedWith).toEqual([]);
  });

  it('shares the place by name when a ring of results leaves three level on everything', () => {
    const results = [
      game(CHELSEA, 1, 0, ARSENAL),
      game(ARSENAL, 1, 0, CITY),
      game(CITY, 1, 0, CHELSEA),
      game(CHELSEA, 2, 0, BRENTFORD),
      game(ARSENAL, 2, 0, BRENTFORD),
      game(CITY, 2, 0, BRENTFORD),
    ];
    const table = computeTable(TEAMS, results, 'world-cup');
    expect(table.rows.map((r) => [r.rank, r.teamId, r.tiedWith])).toEqual([
      [1, ARSENAL, [CITY, CHELSEA]],
      [2, CITY, [ARSENAL, CHELSEA]],
      [3, CHELSEA, [ARSENAL, CITY]],
      [4, BRENTFORD, []],
    ]);
    expect(table.tieNote).toBe('积分、净胜球、进球及相互战绩均相同，按队名排序：阿森纳、曼城、切尔西');
  });
});

describe('the rule of each competition', () => {
  it('maps the SPEC §9 ids', () => {
    expect(tieBreakRuleFor(CompetitionId.PremierLeague)).toBe('premier-league');
    expect(tieBreakRuleFor(CompetitionId.LaLiga)).toBe('la-liga');
    expect(tieBreakRuleFor(CompetitionId.SerieA)).toBe('serie-a');
    expect(tieBreakRuleFor(CompetitionId.Bundesliga)).toBe('bundesliga');
    expect(tieBreakRuleFor(CompetitionId.Ligue1)).toBe('ligue-1');
    expect(tieBreakRuleFor(CompetitionId.Euro)).toBe('euro');
    expect(tieBreakRuleFor(CompetitionId.WorldCup)).toBe('world-cup');
  });

  it('refuses a competition without a table', () => {
    expect(() => tieBreakRuleFor(CompetitionId.Friendlies)).toThrow(/no tie-break rule/);
  });
});
