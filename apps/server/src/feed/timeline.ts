import { MINUTE_MS } from '@sport/contract';
import type { MatchEventType, PeriodScores } from '../db/schema';
import { createRng } from './prng';
import { SPORT_BASKETBALL } from '../db/ids';
import { hasHappened, planShots, SHOT_POINTS, type Shot } from './nba-plays/shots';

/**
 * A match's whole course is a pure function of its seed and the two teams' strengths, and its state
 * is a pure function of the minutes since kick-off. The generator uses it for finished matches and
 * the live simulator for running ones, so a match ends the same way whoever plays it out.
 */
export interface PlanInput {
  sportId: number;
  simSeed: number;
  homeStrength: number;
  awayStrength: number;
  /** Football knockout: a draw goes to extra time and penalties. */
  knockout: boolean;
  /** Football: the goals a side scores on average against an equal one; DEFAULT_GOAL_RATES unless a record tells. */
  goalRates?: GoalRates;
}

export interface GoalRates {
  home: number;
  away: number;
}

/** A demo league's rates (La Liga's of 2024/25, about): what a competition without a record to read plays at. */
export const DEFAULT_GOAL_RATES: GoalRates = { home: 1.45, away: 1.15 };
/**
 * Strength points per e-fold of a side's goal rate: 40 fits the five leagues' recorded seasons with the clubs'
 * strengths (feed/data/clubs.ts; maximum likelihood over 1,965 matches: 42).
 */
export const STRENGTH_SCALE = 40;

export interface PlannedEvent {
  seq: number;
  /** Game minute, 1-120. */
  minute: number;
  type: MatchEventType;
  side: 1 | 2;
  /** [0,1): picks the player from the squad when the event is written. */
  pick: number;
  assistPick: number | null;
}

export interface FootballPlan {
  kind: 'football';
  firstStoppage: number;
  secondStoppage: number;
  events: PlannedEvent[];
  corners: { minute: number; side: 1 | 2 }[];
  extraTime: boolean;
  penalties: [number, number] | null;
}

export interface BasketballPlan {
  kind: 'basketball';
  periods: PeriodScores;
  /** Every shot, in game order: a period's score so far is its made shots so far. */
  shots: Shot[];
}

export type MatchPlan = FootballPlan | BasketballPlan;

export interface MatchState {
  statusId: number;
  phase: number | null;
  minute: number | null;
  homeScore: number | null;
  awayScore: number | null;
  homeHalfScore: number | null;
  awayHalfScore: number | null;
  homeCorners: number | null;
  awayCorners: number | null;
  homeYellowCards: number | null;
  awayYellowCards: number | null;
  homeRedCards: number | null;
  awayRedCards: number | null;
  homePenaltyScore: number | null;
  awayPenaltyScore: number | null;
  periodScores: PeriodScores | null;
  /** Basketball: seconds left on the period's game clock while a period is played; null otherwise. */
  clockSeconds: number | null;
  /** Events of the plan that have happened: plan.events.slice(0, eventCount). */
  eventCount: number;
}

/** A team without a strength (an undecided slot) plays as an average one. */
export const DEFAULT_STRENGTH = 70;

export const FOOTBALL_NOT_STARTED = 1;
export const FOOTBALL_FINISHED = 8;
export const BASKETBALL_NOT_STARTED = 1;
export const BASKETBALL_FINISHED = 10;

export function planMatch(input: PlanInput): MatchPlan {
  return input.sportId === SPORT_BASKETBALL ? planBasketball(input) : planFootball(input);
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

function planFootball({ simSeed, homeStrength, awayStrength, knockout, goalRates = DEFAULT_GOAL_RATES }: PlanInput): FootballPlan {
  const rng = createRng(simSeed);
  const diff = homeStrength - awayStrength;
  const goalsHome = Math.min(7, rng.poisson(goalRates.home * Math.exp(diff / STRENGTH_SCALE)));
  const goalsAway = Math.min(7, rng.poisson(goalRates.away * Math.exp(-diff / STRENGTH_SCALE)));
  const raw: Omit<PlannedEvent, 'seq'>[] = [];
  const goal = (side: 1 | 2, minute: number) => {
    const penalty = rng.chance(0.1);
    raw.push({ minute, side, type: penalty ? 'penalty_goal' : 'goal', pick: rng.next(), assistPick: penalty || rng.chance(0.3) ? null : rng.next() });
  };
  for (let i = 0; i < goalsHome; i++) goal(1, rng.int(1, 90));
  for (let i = 0; i < goalsAway; i++) goal(2, rng.int(1, 90));
  for (const side of [1, 2] as const) {
    const yellows = Math.min(5, rng.poisson(1.8));
    for (let i = 0; i < yellows; i++) raw.push({ minute: rng.int(5, 90), side, type: 'yellow', pick: rng.next(), assistPick: null });
    if (rng.chance(0.06)) raw.push({ minute: rng.int(30, 90), side, type: 'red', pick: rng.next(), assistPick: null });
  }
  const corners: FootballPlan['corners'] = [];
  for (const side of [1, 2] as const) {
    const count = Math.min(14, rng.poisson(side === 1 ? 5.2 + diff / 20 : 4.4 - diff / 20));
    for (let i = 0; i < count; i++) corners.push({ minute: rng.int(1, 90), side });
  }
  const firstStoppage = rng.int(1, 4);
  const secondStoppage = rng.int(2, 6);

  let extraTime = false;
  let penalties: [number, number] | null = null;
  if (knockout && goalsHome === goalsAway) {
    extraTime = true;
    const etHome = rng.poisson(0.35);
    const etAway = rng.poisson(0.3);
    for (let i = 0; i < etHome; i++) goal(1, rng.int(91, 120));
    for (let i = 0; i < etAway; i++) goal(2, rng.int(91, 120));
    if (etHome === etAway) {
      const winner = rng.int(3, 5);
      const loser = rng.int(Math.max(0, winner - 3), winner - 1);
      penalties = rng.chance(0.5) ? [winner, loser] : [loser, winner];
    }
  }
  // The plan holds no substitution (the match sheet adds them, feed/match-sheet): its order is only the type's.
  const typeOrder: Record<MatchEventType, number> = { goal: 0, penalty_goal: 0, own_goal: 0, yellow: 1, red: 2, substitution: 3 };
  raw.sort((a, b) => a.minute - b.minute || typeOrder[a.type] - typeOrder[b.type] || a.side - b.side);
  corners.sort((a, b) => a.minute - b.minute || a.side - b.side);
  return {
    kind: 'football',
    firstStoppage,
    secondStoppage,
    events: raw.map((e, i) => ({ ...e, seq: i + 1 })),
    corners,
    extraTime,
    penalties,
  };
}

function planBasketball({ simSeed, homeStrength, awayStrength }: PlanInput): BasketballPlan {
  const rng = createRng(simSeed);
  const diff = homeStrength - awayStrength;
  const spread = () => (rng.next() + rng.next() + rng.next() - 1.5) * 9;
  const periods: PeriodScores = [];
  for (let q = 0; q < 4; q++) {
    periods.push([
      clamp(Math.round(27.5 + diff / 9 + 0.6 + spread()), 14, 44),
      clamp(Math.round(27.5 - diff / 9 + spread()), 14, 44),
    ]);
  }
  const total = () => periods.reduce((acc, [h, a]) => [acc[0] + h, acc[1] + a], [0, 0]);
  for (let ot = 0; ot < 3; ot++) {
    const [h, a] = total();
    if (h !== a) break;
    periods.push([clamp(Math.round(10 + spread() / 2), 2, 20), clamp(Math.round(10 + spread() / 2), 2, 20)]);
  }
  const [h, a] = total();
  const last = periods[periods.length - 1];
  // Three overtimes that all end level are possible but dull: the home side wins the third.
  if (h === a && last) last[0] += 2;
  return { kind: 'basketball', periods, shots: planShots(simSeed, periods) };
}

// ---- state at a moment -------------------------------------------------------------------------

const notStarted = (statusId: number): MatchState => ({
  statusId,
  phase: null,
  minute: null,
  homeScore: null,
  awayScore: null,
  homeHalfScore: null,
  awayHalfScore: null,
  homeCorners: null,
  awayCorners: null,
  homeYellowCards: null,
  awayYellowCards: null,
  homeRedCards: null,
  awayRedCards: null,
  homePenaltyScore: null,
  awayPenaltyScore: null,
  periodScores: null,
  clockSeconds: null,
  eventCount: 0,
});

/** The state `elapsedMs` after kick-off (negative: not started). */
export function stateAt(plan: MatchPlan, elapsedMs: number): MatchState {
  return plan.kind === 'football' ? footballStateAt(plan, elapsedMs) : basketballStateAt(plan, elapsedMs);
}

/** Real minutes from kick-off to the final whistle (or buzzer). */
export function durationMinutes(plan: MatchPlan): number {
  if (plan.kind === 'basketball') return basketballPeriods(plan.periods.length).at(-1)?.end ?? 0;
  const t90 = 105 + plan.firstStoppage + plan.secondStoppage;
  if (!plan.extraTime) return t90;
  return plan.penalties ? t90 + 52 : t90 + 37;
}

/** When, in real minutes after kick-off, a game minute is played. */
function footballRealMinute(plan: FootballPlan, minute: number): number {
  const t90 = 105 + plan.firstStoppage + plan.secondStoppage;
  if (minute <= 45) return minute - 0.5;
  if (minute <= 90) return 60 + plan.firstStoppage + (minute - 45) - 0.5;
  if (minute <= 105) return t90 + 5 + (minute - 90) - 0.5;
  return t90 + 22 + (minute - 105) - 0.5;
}

function footballClock(plan: FootballPlan, t: number): { statusId: number; phase: number; minute: number } {
  const s1 = plan.firstStoppage;
  const t90 = 105 + s1 + plan.secondStoppage;
  if (t < 45 + s1) return { statusId: 2, phase: 1002, minute: Math.min(45, Math.floor(t) + 1) };
  if (t < 60 + s1) return { statusId: 3, phase: 1003, minute: 45 };
  if (t < t90) return { statusId: 4, phase: 1004, minute: Math.min(90, 46 + Math.floor(t - 60 - s1)) };
  if (!plan.extraTime) return { statusId: FOOTBALL_FINISHED, phase: 1011, minute: 90 };
  const e = t - t90;
  if (e < 5) return { statusId: 5, phase: 1012, minute: 90 };
  if (e < 20) return { statusId: 5, phase: 1006, minute: Math.min(105, 91 + Math.floor(e - 5)) };
  if (e < 22) return { statusId: 5, phase: 1007, minute: 105 };
  if (e < 37) return { statusId: 5, phase: 1008, minute: Math.min(120, 106 + Math.floor(e - 22)) };
  if (!plan.penalties) return { statusId: FOOTBALL_FINISHED, phase: 1011, minute: 120 };
  if (e < 40) return { statusId: 7, phase: 1013, minute: 120 };
  if (e < 52) return { statusId: 7, phase: 1010, minute: 120 };
  return { statusId: FOOTBALL_FINISHED, phase: 1011, minute: 120 };
}

/**
 * Whether what happens at a game minute has happened `elapsedMs` after kick-off: the score, the match sheet's
 * statistics and its commentary all move by it, so they never disagree.
 */
export function footballSeen(plan: FootballPlan, elapsedMs: number): (minute: number) => boolean {
  const t = elapsedMs / MINUTE_MS;
  if (elapsedMs < 0) return () => false;
  const finished = footballClock(plan, t).statusId === FOOTBALL_FINISHED;
  return (minute) => finished || footballRealMinute(plan, minute) <= t;
}

function footballStateAt(plan: FootballPlan, elapsedMs: number): MatchState {
  if (elapsedMs < 0) return notStarted(FOOTBALL_NOT_STARTED);
  const t = elapsedMs / MINUTE_MS;
  const clock = footballClock(plan, t);
  const finished = clock.statusId === FOOTBALL_FINISHED;
  const seen = footballSeen(plan, elapsedMs);
  let eventCount = 0;
  while (eventCount < plan.events.length && seen(plan.events[eventCount]?.minute ?? 0)) eventCount++;
  const happened = plan.events.slice(0, eventCount);
  const count = (side: 1 | 2, types: MatchEventType[], maxMinute = 200) =>
    happened.filter((e) => e.side === side && types.includes(e.type) && e.minute <= maxMinute).length;
  const goals: MatchEventType[] = ['goal', 'penalty_goal', 'own_goal'];
  const corners = plan.corners.filter((c) => seen(c.minute));
  return {
    ...clock,
    homeScore: count(1, goals),
    awayScore: count(2, goals),
    homeHalfScore: count(1, goals, 45),
    awayHalfScore: count(2, goals, 45),
    homeCorners: corners.filter((c) => c.side === 1).length,
    awayCorners: corners.filter((c) => c.side === 2).length,
    homeYellowCards: count(1, ['yellow']),
    awayYellowCards: count(2, ['yellow']),
    homeRedCards: count(1, ['red']),
    awayRedCards: count(2, ['red']),
    homePenaltyScore: finished && plan.penalties ? plan.penalties[0] : null,
    awayPenaltyScore: finished && plan.penalties ? plan.penalties[1] : null,
    periodScores: null,
    clockSeconds: null,
    eventCount,
  };
}

interface PeriodWindow {
  start: number;
  end: number;
  gameMinutes: number;
  status: number;
  phase: number;
  /** Status and phase of the break after it (or before it, for an overtime). */
  breakStatus: number;
  breakPhase: number;
}

/** Real-time layout: 30-minute quarters, 3-minute breaks, a 15-minute half-time, 5-minute gaps before 20-minute overtimes. */
function basketballPeriods(count: number): PeriodWindow[] {
  const quarters: PeriodWindow[] = [
    { start: 0, end: 30, gameMinutes: 12, status: 2, phase: 3005, breakStatus: 3, breakPhase: 3006 },
    { start: 33, end: 63, gameMinutes: 12, status: 4, phase: 3007, breakStatus: 5, breakPhase: 3008 },
    { start: 78, end: 108, gameMinutes: 12, status: 6, phase: 3009, breakStatus: 7, breakPhase: 3010 },
    { start: 111, end: 141, gameMinutes: 12, status: 8, phase: 3011, breakStatus: 9, breakPhase: 3015 },
  ];
  for (let i = 4; i < count; i++) {
    const start = (quarters[i - 1]?.end ?? 141) + 5;
    quarters.push({ start, end: start + 20, gameMinutes: 5, status: 9, phase: 3012, breakStatus: 9, breakPhase: 3015 });
  }
  return quarters.slice(0, Math.max(4, count));
}

function basketballStateAt(plan: BasketballPlan, elapsedMs: number): MatchState {
  if (elapsedMs < 0) return notStarted(BASKETBALL_NOT_STARTED);
  const t = elapsedMs / MINUTE_MS;
  const windows = basketballPeriods(plan.periods.length);
  const periodScores: PeriodScores = [];
  let statusId = BASKETBALL_FINISHED;
  let phase = 3014;
  let minute = windows.at(-1)?.gameMinutes ?? 12;
  let clockSeconds: number | null = null;
  for (let i = 0; i < windows.length; i++) {
    const w = windows[i];
    const points = plan.periods[i];
    if (!w || !points) break;
    if (t < w.start) {
      // In the break before this period.
      const prev = windows[i - 1];
      statusId = prev?.breakStatus ?? w.status;
      phase = prev?.breakPhase ?? w.phase;
      minute = prev?.gameMinutes ?? 0;
      break;
    }
    if (t < w.end) {
      const frac = (t - w.start) / (w.end - w.start);
      statusId = w.status;
      phase = w.phase;
      minute = Math.min(w.gameMinutes, Math.floor(frac * w.gameMinutes));
      // the clock counts down the period's game time (第四节 03:21)
      // (in whole milliseconds, so a period's end is exact: 30 s of real time left is 12 s on the clock, not 13)
      const clock = Math.ceil(((w.end * MINUTE_MS - elapsedMs) * w.gameMinutes * 60) / ((w.end - w.start) * MINUTE_MS));
      clockSeconds = clock;
      // the score so far is the baskets made by this reading of the clock, so it moves by 1, 2 or 3 as they fall
      const made = (side: 1 | 2) =>
        plan.shots.reduce((sum, s) => (s.period === i && s.side === side && s.made && hasHappened(s, { period: i, clock }) ? sum + SHOT_POINTS[s.kind] : sum), 0);
      periodScores.push([made(1), made(2)]);
      break;
    }
    periodScores.push([points[0], points[1]]);
  }
  const sum = (list: PeriodScores, side: 0 | 1) => list.reduce((acc, p) => acc + p[side], 0);
  const firstHalf = periodScores.slice(0, 2);
  return {
    ...notStarted(statusId),
    phase,
    minute,
    homeScore: sum(periodScores, 0),
    awayScore: sum(periodScores, 1),
    homeHalfScore: sum(firstHalf, 0),
    awayHalfScore: sum(firstHalf, 1),
    periodScores,
    clockSeconds,
  };
}

/** The state's columns of a matches row (everything but the event count). */
export function stateColumns(state: MatchState): Omit<MatchState, 'eventCount'> {
  return {
    statusId: state.statusId,
    phase: state.phase,
    minute: state.minute,
    homeScore: state.homeScore,
    awayScore: state.awayScore,
    homeHalfScore: state.homeHalfScore,
    awayHalfScore: state.awayHalfScore,
    homeCorners: state.homeCorners,
    awayCorners: state.awayCorners,
    homeYellowCards: state.homeYellowCards,
    awayYellowCards: state.awayYellowCards,
    homeRedCards: state.homeRedCards,
    awayRedCards: state.awayRedCards,
    homePenaltyScore: state.homePenaltyScore,
    awayPenaltyScore: state.awayPenaltyScore,
    periodScores: state.periodScores,
    clockSeconds: state.clockSeconds,
  };
}

/** Who goes through a knockout tie (1 home, 2 away); for a drawn league match it says 1. */
export function winnerSide(plan: MatchPlan): 1 | 2 {
  const final = stateAt(plan, Number.MAX_SAFE_INTEGER);
  const home = (final.homeScore ?? 0) * 100 + (final.homePenaltyScore ?? 0);
  const away = (final.awayScore ?? 0) * 100 + (final.awayPenaltyScore ?? 0);
  return home >= away ? 1 : 2;
}
