import { createRng, deriveSeed, type Rng } from '../prng';
import type { PeriodScores } from '../../db/schema';
import type { BasketballPlan } from '../timeline';
import { hasHappened, momentOf, type Shot } from './shots';

/** A rotation player as the plays need one: who, and where he plays (PG, SG, SF, PF, C). */
export interface RotationPlayer {
  id: number;
  position: string;
}

/** The ten who play (the five starters first): the squad's first ten, as the live simulator reads it (by id). */
export const ROTATION_SIZE = 10;
/** Each rotation place's share of the play, before noise. */
const ROTATION_WEIGHTS = [1, 0.9, 0.85, 0.8, 0.7, 0.45, 0.4, 0.35, 0.3, 0.2];

/** Who shoots, passes and rebounds, by position. */
const BIAS: Record<string, { three: number; two: number; assist: number; rebound: number }> = {
  PG: { three: 1.3, two: 0.8, assist: 2.2, rebound: 0.5 },
  SG: { three: 1.5, two: 0.9, assist: 1.2, rebound: 0.7 },
  SF: { three: 1.1, two: 1, assist: 0.9, rebound: 1 },
  PF: { three: 0.7, two: 1.2, assist: 0.6, rebound: 1.5 },
  C: { three: 0.3, two: 1.4, assist: 0.5, rebound: 2 },
};
const NEUTRAL = { three: 1, two: 1, assist: 1, rebound: 1 };

/**
 * A team's first and second options take more of its shots than their share of the play alone gives them (usage
 * rates near 30 % and 24 %, as the league's stars have): without them every starter scored alike, and a season's
 * leading scorer had 21 points a game where the league's have 30. Which two starters they are is the squad's own
 * (its first player's id), so the same players lead their team every game.
 */
const OPTION_USAGE = [1.9, 1.35] as const;

function shotUsage(players: readonly RotationPlayer[]): number[] {
  const starters = Math.min(5, players.length);
  const order = createRng(deriveSeed('nba-options', players[0]?.id ?? 0)).shuffle(Array.from({ length: starters }, (_, i) => i));
  const usage = players.map(() => 1);
  OPTION_USAGE.forEach((factor, rank) => {
    const place = order[rank];
    if (place !== undefined) usage[place] = factor;
  });
  return usage;
}

/** A shot credited: its shooter, the pass that made it (made field goals, often), the rebound of a miss. */
export interface Play extends Shot {
  playerId: number | null;
  assistId: number | null;
  rebound: { side: 1 | 2; playerId: number } | null;
}

/**
 * Each side's rotation places weighted with the game's noise. A pure function of the seed and the side, so the
 * box score's minutes (nba-box-score.ts) and the plays lean on the same players.
 */
export function rotationWeights(simSeed: number, side: 1 | 2, size: number): number[] {
  const rng = createRng(deriveSeed(simSeed, 'box', side));
  return Array.from({ length: Math.min(size, ROTATION_WEIGHTS.length) }, (_, i) => (ROTATION_WEIGHTS[i] ?? 0.2) * (0.6 + 0.8 * rng.next()));
}

function pickWeighted(rng: Rng, weights: readonly number[]): number {
  const sum = weights.reduce((a, b) => a + b, 0);
  let r = rng.next() * sum;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

function side(simSeed: number, which: 1 | 2, squad: readonly RotationPlayer[]) {
  const players = squad.slice(0, ROTATION_SIZE);
  return { players, weights: rotationWeights(simSeed, which, squad.length), usage: shotUsage(players) };
}

/**
 * The game's shots credited to the two rotations, in game order. One random stream walks the whole game's shot list
 * (fixed by the plan), so a shot's shooter never changes as the game goes on: a moment's plays are the first ones.
 */
export function creditShots(simSeed: number, shots: readonly Shot[], rotations: { home: readonly RotationPlayer[]; away: readonly RotationPlayer[] }): Play[] {
  const rng = createRng(deriveSeed(simSeed, 'plays'));
  const sides = {
    1: side(simSeed, 1, rotations.home),
    2: side(simSeed, 2, rotations.away),
  } as const;
  const pick = (side: 1 | 2, role: keyof typeof NEUTRAL, not: number | null = null): number | null => {
    const { players, weights, usage } = sides[side];
    const shooting = role === 'two' || role === 'three';
    const w = players.map((p, i) =>
      p.id === not ? 0 : (weights[i] ?? 0) * (BIAS[p.position] ?? NEUTRAL)[role] * (shooting ? (usage[i] ?? 1) : 1),
    );
    if (!w.some((x) => x > 0)) return null;
    return players[pickWeighted(rng, w)]?.id ?? null;
  };
  const plays: Play[] = [];
  let tripShooter: number | null = null;
  shots.forEach((shot, i) => {
    const other = shot.side === 1 ? 2 : 1;
    // a trip's second attempt is the first one's shooter's
    const playerId: number | null = shot.attempt === 2 ? tripShooter : pick(shot.side, shot.kind === 'three' ? 'three' : 'two');
    if (shot.attempt === 1) tripShooter = playerId;
    const assisted = shot.made && shot.kind !== 'free' && rng.chance(shot.kind === 'three' ? 0.8 : 0.55);
    const assistId = assisted ? pick(shot.side, 'assist', playerId) : null;
    // a miss is rebounded by the side with the next possession: the shooters' own when they go again (a trip's
    // first miss is not rebounded: a second throw follows; a period's last miss, by the defence)
    const next = shots[i + 1];
    const live = !shot.made && shot.attempt !== 1;
    const reboundSide = live ? (next && next.period === shot.period && next.side === shot.side ? shot.side : other) : null;
    // (a shooter seldom wins back his own miss: a team-mate does)
    const rebounder = reboundSide ? pick(reboundSide, 'rebound', reboundSide === shot.side ? playerId : null) : null;
    plays.push({ ...shot, playerId, assistId, rebound: reboundSide && rebounder !== null ? { side: reboundSide, playerId: rebounder } : null });
  });
  return plays;
}

/** The plays of a simulated game so far (its row's period scores and clock say how far), credited to the rotations. */
export function playsSoFar(
  game: { simSeed: number; plan: BasketballPlan; periodScores: PeriodScores | null; clockSeconds: number | null },
  rotations: { home: readonly RotationPlayer[]; away: readonly RotationPlayer[] },
): Play[] {
  const at = momentOf(game);
  return creditShots(game.simSeed, game.plan.shots, rotations).filter((p) => hasHappened(p, at));
}
