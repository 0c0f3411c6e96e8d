import { CompetitionId } from '@sport/contract';
import { goalDiff, type Tally } from './tally';

export type TieBreakRule =
  | 'premier-league'
  | 'la-liga'
  | 'serie-a'
  | 'bundesliga'
  | 'ligue-1'
  | 'euro'
  | 'world-cup'
  | 'world-cup-2026';

/** A figure of a team's record; more is better. */
export type Criterion = (t: Tally) => number;

const points: Criterion = (t) => t.points;
const goals: Criterion = (t) => t.goalsFor;
const awayGoals: Criterion = (t) => t.awayGoalsFor;

/**
 * One step of a rule. `overall` compares whole-table records; `head-to-head` compares the records of the
 * matches between the teams still level only (a mini-table of that subset).
 */
export type TieBreakStep =
  | { kind: 'overall'; criteria: Criterion[] }
  | {
      kind: 'head-to-head';
      criteria: Criterion[];
      /** UEFA: when the step splits off only some teams, it starts again on each subset still level. */
      reapply: boolean;
      /**
       * Leagues: the step counts only once every pair of the level teams has met home and away. Mid-season
       * a half-played head-to-head would rank a team on one leg; the tables then fall through to the next step.
       */
      bothLegs: boolean;
    };

export interface TieBreakChain {
  steps: TieBreakStep[];
  /** What "level on everything" covered, for the tie note: '积分、净胜球、进球及相互战绩'. */
  label: string;
  /** The same without head-to-head, for teams a league head-to-head could not yet rank. */
  labelWithoutHeadToHead: string;
}

const overall = (...criteria: Criterion[]): TieBreakStep => ({ kind: 'overall', criteria });
const leagueHeadToHead = (...criteria: Criterion[]): TieBreakStep => ({
  kind: 'head-to-head',
  criteria,
  reapply: false,
  bothLegs: true,
});

/** Premier League and Ligue 1 (PL handbook C.17): points, goal difference, goals, then head-to-head points and away goals. */
const pointsGoalsThenHeadToHead: TieBreakChain = {
  steps: [overall(points, goalDiff, goals), leagueHeadToHead(points, awayGoals)],
  label: '积分、净胜球、进球及相互战绩',
  labelWithoutHeadToHead: '积分、净胜球及进球',
};

/** La Liga and Serie A: head-to-head among all the teams level on points comes before goal difference. */
const headToHeadFirst: TieBreakChain = {
  steps: [overall(points), leagueHeadToHead(points, goalDiff), overall(goalDiff, goals)],
  label: '积分、相互战绩、净胜球及进球',
  labelWithoutHeadToHead: '积分、净胜球及进球',
};

export const TIE_BREAK_CHAINS: Readonly<Record<TieBreakRule, TieBreakChain>> = {
  'premier-league': pointsGoalsThenHeadToHead,
  'ligue-1': pointsGoalsThenHeadToHead,
  'la-liga': headToHeadFirst,
  'serie-a': headToHeadFirst,
  // DFL: the aggregate of the two legs, then away goals in them, then away goals over the season.
  bundesliga: {
    steps: [overall(points, goalDiff, goals), leagueHeadToHead(goalDiff, awayGoals), overall(awayGoals)],
    label: '积分、净胜球、进球、相互战绩及客场进球',
    labelWithoutHeadToHead: '积分、净胜球、进球及客场进球',
  },
  // UEFA Euro 2024 art. 20.01: head-to-head (re-applied to a subset still level), then the whole group.
  euro: {
    steps: [
      overall(points),
      { kind: 'head-to-head', criteria: [points, goalDiff, goals], reapply: true, bothLegs: false },
      overall(goalDiff, goals),
    ],
    label: '积分、相互战绩、净胜球及进球',
    labelWithoutHeadToHead: '积分、净胜球及进球',
  },
  // FIFA World Cup 2022 art. 32.5: the whole group first, then head-to-head among the teams still level.
  'world-cup': {
    steps: [
      overall(points, goalDiff, goals),
      { kind: 'head-to-head', criteria: [points, goalDiff, goals], reapply: false, bothLegs: false },
    ],
    label: '积分、净胜球、进球及相互战绩',
    labelWithoutHeadToHead: '积分、净胜球及进球',
  },
  // FIFA World Cup 2026 regulations, group ranking: points; then among the teams level a) head-to-head points,
  // b) head-to-head goal difference, c) head-to-head goals, re-applied to the teams a)–c) leave level; then
  // d) goal difference and e) goals in all group matches; f) fair-play points (yellow −1, indirect red −3,
  // direct red −4, yellow and direct red −5); g) the FIFA ranking. f) and g) are not in our data: teams still
  // level share the place and the tie note says so. (Head-to-head before the whole group: 2022 had it after.)
  'world-cup-2026': {
    steps: [
      overall(points),
      { kind: 'head-to-head', criteria: [points, goalDiff, goals], reapply: true, bothLegs: false },
      overall(goalDiff, goals),
    ],
    label: '积分、相互战绩、净胜球及进球',
    labelWithoutHeadToHead: '积分、净胜球及进球',
  },
};

const RULE_OF_COMPETITION: Readonly<Partial<Record<number, TieBreakRule>>> = {
  [CompetitionId.PremierLeague]: 'premier-league',
  [CompetitionId.LaLiga]: 'la-liga',
  [CompetitionId.SerieA]: 'serie-a',
  [CompetitionId.Bundesliga]: 'bundesliga',
  [CompetitionId.Ligue1]: 'ligue-1',
  [CompetitionId.Euro]: 'euro',
  [CompetitionId.WorldCup]: 'world-cup',
};

/** Editions whose regulations changed the rule: the World Cup from 2026 (48 teams) ranks head-to-head first. */
const RULE_FROM_EDITION: Readonly<Partial<Record<number, { from: number; rule: TieBreakRule }>>> = {
  [CompetitionId.WorldCup]: { from: 2026, rule: 'world-cup-2026' },
};

/**
 * The rule of a competition with a table (SPEC §9 ids), for the edition named `seasonName` ('2026', '2024/25')
 * when its regulations changed; any other id is a caller's mistake, not a table.
 */
export function tieBreakRuleFor(competitionId: number, seasonName?: string): TieBreakRule {
  const changed = RULE_FROM_EDITION[competitionId];
  const year = Number(/^(\d{4})/.exec(seasonName ?? '')?.[1] ?? NaN);
  if (changed && year >= changed.from) return changed.rule;
  const rule = RULE_OF_COMPETITION[competitionId];
  if (rule === undefined) throw new Error(`standings: no tie-break rule for competition ${competitionId}`);
  return rule;
}
