import { createRng, deriveSeed, type Rng } from '../prng';
import type { FootballPlan, PlannedEvent } from '../timeline';
import { pickLineup, positionOf, standingOf, type KickoffLineup, type SheetPlayer } from './lineup';

/**
 * A football match's sheet (issue 24): the line-ups, substitutions, who did each planned goal and card, and the
 * ordinary play (shots, fouls, offsides) the statistics and the commentary count. Like the plan it is a pure
 * function of the seed (and the squads): whoever writes the match at whatever moment writes the same players.
 * It draws from its own seeds, so the plan's score, minutes and cards stay what they were before sheets existed.
 */
export interface SheetInput {
  plan: FootballPlan;
  simSeed: number;
  homeStrength: number;
  awayStrength: number;
  squads: { home: readonly SheetPlayer[]; away: readonly SheetPlayer[] };
}

export type Side = 1 | 2;

export interface Substitution {
  seq: number;
  minute: number;
  side: Side;
  on: SheetPlayer;
  off: SheetPlayer;
}

/** A planned goal or card with its players (an own goal's player is from the other side). */
export interface CreditedEvent {
  event: PlannedEvent;
  player: SheetPlayer | null;
  assist: SheetPlayer | null;
}

export type PlayKind = 'shot_off' | 'shot_saved' | 'foul' | 'offside';

export interface Play {
  minute: number;
  side: Side;
  kind: PlayKind;
  player: SheetPlayer | null;
  /** Picks the commentary wording. */
  variant: number;
  /** Whether the commentary tells it (every shot and offside, some fouls). */
  told: boolean;
}

export interface SheetPlan {
  lineups: { home: KickoffLineup; away: KickoffLineup };
  events: CreditedEvent[];
  substitutions: Substitution[];
  plays: Play[];
  /** The home side's share of the ball per 15 minutes of play (the away side has the rest). */
  possessionBlocks: number[];
}

const GOAL_WEIGHT: Record<string, number> = { F: 5, M: 3, D: 1 };
const ASSIST_WEIGHT: Record<string, number> = { F: 2, M: 3, D: 1 };
const CARD_WEIGHT: Record<string, number> = { D: 4, M: 3, F: 2, G: 0.2 };
const SHOT_WEIGHT: Record<string, number> = { F: 5, M: 3, D: 1 };
const FOUL_WEIGHT: Record<string, number> = { D: 4, M: 3, F: 2 };
const OFFSIDE_WEIGHT: Record<string, number> = { F: 6, M: 2 };

/**
 * A player's finishing, the same every match: his standing (lineup.ts) cubed, 0.5 to 3, so most score now and then
 * and a few often. By position alone a team's goals spread over everyone who played: a season's top scorer had an
 * eighth of his team's goals, where the leagues' have a quarter to a half. A real player who scored at the World Cup
 * 2026 finishes at least as that says (one goal 1.9, five or more 3): the record's scorers lead the simulated present.
 */
function finishing(player: SheetPlayer): number {
  const own = 0.5 + 2.5 * standingOf(player) ** 3;
  return player.recordGoals ? Math.max(own, Math.min(3, 1.68 + 0.22 * player.recordGoals)) : own;
}

/**
 * How often a player shoots: the finishers most, but less than they score, since they convert better. Weighted by
 * finishing itself, a side's busiest shooter took up to a third of its shots and a star ~2.6 on target a game; the
 * leagues' take a fifth (18–22 %) and ~1.6.
 */
function shooting(player: SheetPlayer): number {
  return Math.sqrt(finishing(player));
}

function weightedPick(
  pool: readonly SheetPlayer[],
  pick: number,
  weights: Record<string, number>,
  exclude?: number,
  own: (player: SheetPlayer) => number = () => 1,
): SheetPlayer | null {
  const weightOf = (p: SheetPlayer) => (weights[positionOf(p)] ?? 0) * own(p);
  const candidates = pool.filter((p) => p.id !== exclude && weightOf(p) > 0);
  const total = candidates.reduce((acc, p) => acc + weightOf(p), 0);
  let target = pick * total;
  for (const p of candidates) {
    target -= weightOf(p);
    if (target < 0) return p;
  }
  return candidates.at(-1) ?? null;
}

const GOALS = new Set(['goal', 'penalty_goal', 'own_goal']);

/** The last minute of play: 120 with extra time. */
const lastMinute = (plan: FootballPlan) => (plan.extraTime ? 120 : 90);

function plannedPlays(plan: FootballPlan, rng: Rng, diff: number): Omit<Play, 'player'>[] {
  const plays: Omit<Play, 'player'>[] = [];
  const end = lastMinute(plan);
  const scale = end / 90;
  for (const side of [1, 2] as const) {
    const edge = side === 1 ? diff : -diff;
    // Capped like the plan's corners, so a rare draw never reads as an odd match.
    const counts: [PlayKind, number][] = [
      ['shot_off', Math.min(16, rng.poisson(Math.max(2, 6 + edge / 10) * scale))],
      ['shot_saved', Math.min(9, rng.poisson(Math.max(1, 3 + edge / 20) * scale))],
      ['foul', Math.min(20, rng.poisson(10 * scale))],
      ['offside', Math.min(6, rng.poisson(2 * scale))],
    ];
    for (const [kind, count] of counts) {
      for (let i = 0; i < count; i++) {
        plays.push({ minute: rng.int(1, end), side, kind, variant: rng.int(0, 5), told: kind !== 'foul' || rng.chance(0.3) });
      }
    }
  }
  return plays.sort((a, b) => a.minute - b.minute || a.side - b.side);
}

/** Substitution minutes per side: three to five, mostly after 55', now and then one at the break. */
function plannedSubstitutionMinutes(plan: FootballPlan, rng: Rng): { minute: number; side: Side }[] {
  const out: { minute: number; side: Side }[] = [];
  for (const side of [1, 2] as const) {
    const count = rng.int(3, 5);
    for (let i = 0; i < count; i++) {
      const minute = i === 0 && rng.chance(0.2) ? 46 : plan.extraTime && i === count - 1 && rng.chance(0.5) ? rng.int(91, 110) : rng.int(56, 88);
      out.push({ minute, side });
    }
  }
  return out.sort((a, b) => a.minute - b.minute || a.side - b.side);
}

export function planSheet({ plan, simSeed, homeStrength, awayStrength, squads }: SheetInput): SheetPlan {
  const diff = homeStrength - awayStrength;
  const lineups = {
    home: pickLineup(squads.home, createRng(deriveSeed(simSeed, 'lineup', 1))),
    away: pickLineup(squads.away, createRng(deriveSeed(simSeed, 'lineup', 2))),
  };
  const rng = createRng(deriveSeed(simSeed, 'sheet'));
  const subMinutes = plannedSubstitutionMinutes(plan, rng);
  const rawPlays = plannedPlays(plan, rng, diff);
  const base = Math.max(35, Math.min(65, 50 + diff * 0.35 + rng.int(-4, 4)));
  const possessionBlocks = Array.from({ length: lastMinute(plan) / 15 }, () => Math.max(25, Math.min(75, base + rng.int(-8, 8))));

  // Who is on the pitch, who is still on the bench, who is booked: walked through the match minute by minute, the
  // planned events of a minute first, then its play, then its substitutions.
  const pitch = { 1: lineups.home.starters.map((s) => s.player), 2: lineups.away.starters.map((s) => s.player) };
  const bench = { 1: [...lineups.home.bench], 2: [...lineups.away.bench] };
  const booked = new Set<number>();
  const cameOn = new Set<number>();
  const events: CreditedEvent[] = [];
  const plays: Play[] = [];
  const substitutions: Substitution[] = [];
  let seq = plan.events.length;
  const minutes = [...new Set([...plan.events.map((e) => e.minute), ...rawPlays.map((p) => p.minute), ...subMinutes.map((s) => s.minute)])].sort(
    (a, b) => a - b,
  );
  for (const minute of minutes) {
    for (const event of plan.events.filter((e) => e.minute === minute)) {
      const other: Side = event.side === 1 ? 2 : 1;
      if (GOALS.has(event.type)) {
        const own = event.type === 'own_goal';
        // an own goal is anyone's misfortune; a goal, most often a finisher's
        const player = weightedPick(pitch[own ? other : event.side], event.pick, GOAL_WEIGHT, undefined, own ? undefined : finishing);
        const assist = !own && event.assistPick !== null ? weightedPick(pitch[event.side], event.assistPick, ASSIST_WEIGHT, player?.id) : null;
        events.push({ event, player, assist });
      } else {
        // A second yellow would be a red the plan does not hold: the booked are not booked again.
        const pool = pitch[event.side].filter((p) => event.type === 'red' || !booked.has(p.id));
        const player = weightedPick(pool.length > 0 ? pool : pitch[event.side], event.pick, CARD_WEIGHT);
        events.push({ event, player, assist: null });
        if (player && event.type === 'yellow') booked.add(player.id);
        if (player && event.type === 'red') pitch[event.side] = pitch[event.side].filter((p) => p.id !== player.id);
      }
    }
    for (const play of rawPlays.filter((p) => p.minute === minute)) {
      const weights = play.kind === 'foul' ? FOUL_WEIGHT : play.kind === 'offside' ? OFFSIDE_WEIGHT : SHOT_WEIGHT;
      const own = weights === SHOT_WEIGHT ? shooting : undefined;
      plays.push({ ...play, player: weightedPick(pitch[play.side], rng.next(), weights, undefined, own) });
    }
    for (const { side } of subMinutes.filter((s) => s.minute === minute)) {
      // Who goes off started the match: a substitute taken off again is a manager's admission of a mistake.
      const outfield = pitch[side].filter((p) => positionOf(p) !== 'G' && !cameOn.has(p.id));
      const fresh = bench[side].filter((p) => positionOf(p) !== 'G');
      if (outfield.length === 0 || fresh.length === 0) continue;
      // The booked go off first: a manager saves a player from a second yellow.
      const tired = outfield.filter((p) => booked.has(p.id));
      const off = rng.pick(tired.length > 0 ? tired : outfield);
      const same = fresh.filter((p) => positionOf(p) === positionOf(off));
      const on = rng.pick(same.length > 0 ? same : fresh);
      pitch[side] = pitch[side].map((p) => (p.id === off.id ? on : p));
      bench[side] = bench[side].filter((p) => p.id !== on.id);
      cameOn.add(on.id);
      substitutions.push({ seq: ++seq, minute, side, on, off });
    }
  }
  return { lineups, events, substitutions, plays, possessionBlocks };
}
