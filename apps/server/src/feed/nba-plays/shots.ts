import type { PeriodScores } from '../../db/schema';
import { createRng, deriveSeed, type Rng } from '../prng';

/**
 * Every shot of a simulated NBA game, planned from its seed and its period scores alone (no squad): the live score
 * moves by them, basket by basket, and the box score and the play-by-play credit them to players
 * (nba-plays/plays.ts). Each side's made shots in a period add up to that side's points in it.
 */

export type ShotKind = 'three' | 'two' | 'free';

export interface Shot {
  /** 0-based: 0–3 the quarters, 4 on the overtimes. */
  period: number;
  /** Seconds left on the period's clock when it is taken (1 … the period's length − 1). */
  clock: number;
  side: 1 | 2;
  kind: ShotKind;
  made: boolean;
  /** Free throws: the attempt's place in its trip of two (a trip shares its clock and its shooter). */
  attempt?: 1 | 2;
}

export const SHOT_POINTS: Record<ShotKind, number> = { three: 3, two: 2, free: 1 };

/** A quarter is 12 minutes of game time, an overtime 5. */
export const periodSeconds = (period: number) => (period < 4 ? 720 : 300);

/** One possession's shot(s) before it has a clock. */
type Possession = Omit<Shot, 'period' | 'clock'>[];

/** A side's possessions that end in a shot in one period, making exactly `points`. */
function sidePossessions(points: number, side: 1 | 2, rng: Rng): Possession[] {
  const threes = Math.min(Math.floor(points / 3), Math.round((points * (0.22 + 0.16 * rng.next())) / 3));
  const rest = points - 3 * threes;
  let freeMade = Math.min(rest, Math.round(rest * (0.1 + 0.15 * rng.next())));
  // what the free throws leave must be twos
  if ((rest - freeMade) % 2 === 1) freeMade += 1;
  const twos = (rest - freeMade) / 2;
  const out: Possession[] = [];
  const field = (kind: 'three' | 'two', made: number, missed: number) => {
    for (let i = 0; i < made; i++) out.push([{ side, kind, made: true }]);
    for (let i = 0; i < missed; i++) out.push([{ side, kind, made: false }]);
  };
  field('three', threes, Math.round(threes * (1.1 + rng.next())) + rng.int(0, 1));
  field('two', twos, Math.round(twos * (0.7 + 0.4 * rng.next())) + rng.int(0, 1));
  // free throws come in trips of two; a missed one sits in a trip of its own now and then
  const trips = Math.ceil(freeMade / 2) + (freeMade > 0 && rng.chance(0.3) ? 1 : 0);
  const made = rng.shuffle(Array.from({ length: 2 * trips }, (_, i) => i < freeMade));
  for (let t = 0; t < trips; t++) {
    out.push([
      { side, kind: 'free', made: made[2 * t] ?? false, attempt: 1 },
      { side, kind: 'free', made: made[2 * t + 1] ?? false, attempt: 2 },
    ]);
  }
  return out;
}

/**
 * The two sides' possessions in the order they come: the ball changes hands after each, but a missed shot is won
 * back by the side that shot it about one time in four (an offensive rebound), so it goes again.
 */
function interleave(home: Possession[], away: Possession[], rng: Rng): Possession[] {
  const left = { 1: rng.shuffle(home), 2: rng.shuffle(away) };
  const order: Possession[] = [];
  let side: 1 | 2 = rng.chance(0.5) ? 1 : 2;
  while (left[1].length + left[2].length > 0) {
    if (left[side].length === 0) side = side === 1 ? 2 : 1;
    const possession = left[side].shift();
    if (!possession) break;
    order.push(possession);
    const missed = possession.at(-1)?.made === false;
    if (!(missed && rng.chance(0.25))) side = side === 1 ? 2 : 1;
  }
  return order;
}

/** `count` clock readings spread through the period (a possession every length / count seconds, give or take), running down. */
function clocks(count: number, length: number, rng: Rng): number[] {
  const gap = length / Math.max(1, count);
  return Array.from({ length: count }, (_, k) => {
    const at = length - (k + 0.5) * gap + (rng.next() - 0.5) * 0.6 * gap;
    return Math.min(length - 1, Math.max(1, Math.round(at)));
  });
}

/** The game's shots in game order (by period, then by the clock running down; a trip's two attempts in turn). */
export function planShots(simSeed: number, periods: PeriodScores): Shot[] {
  const rng = createRng(deriveSeed(simSeed, 'shots'));
  const shots: Shot[] = [];
  periods.forEach(([home, away], period) => {
    const possessions = interleave(sidePossessions(home, 1, rng), sidePossessions(away, 2, rng), rng);
    const readings = clocks(possessions.length, periodSeconds(period), rng);
    possessions.forEach((possession, i) => {
      for (const shot of possession) shots.push({ ...shot, period, clock: readings[i] ?? 1 });
    });
  });
  return shots;
}

/**
 * A moment of the game as its row holds it: `period` periods are over, and while one is played (`clock` not null)
 * the shots of period `period` taken at or before that reading of its clock have happened too.
 */
export interface GameMoment {
  period: number;
  clock: number | null;
}

export const hasHappened = (shot: Pick<Shot, 'period' | 'clock'>, at: GameMoment) =>
  shot.period < at.period || (shot.period === at.period && at.clock !== null && shot.clock >= at.clock);

/** The moment a row stands at: its period scores list every period begun, the clock runs while one is played. */
export function momentOf(row: { periodScores: PeriodScores | null; clockSeconds: number | null }): GameMoment {
  const begun = row.periodScores?.length ?? 0;
  return row.clockSeconds === null ? { period: begun, clock: null } : { period: Math.max(0, begun - 1), clock: row.clockSeconds };
}
