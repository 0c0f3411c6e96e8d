import type { LineupPosition } from '@sport/contract';
import { createRng, deriveSeed, type Rng } from '../prng';
import type { SquadMember } from '../world/types';

export type SheetPlayer = SquadMember;

export interface Starter {
  player: SheetPlayer;
  position: LineupPosition;
  line: number;
  place: number;
}

export interface KickoffLineup {
  formation: string;
  starters: Starter[];
  bench: SheetPlayer[];
}

/** Outfield lines from the back; every line but the first and the last is midfield. */
export const FORMATIONS = ['4-3-3', '4-4-2', '3-5-2', '4-2-3-1', '4-1-4-1', '3-4-3', '5-3-2'] as const;
export const BENCH_SIZE = 9;

const positionOf = (p: SheetPlayer): LineupPosition =>
  p.position === 'G' || p.position === 'D' || p.position === 'F' ? p.position : 'M';

/** Neighbouring positions first: a missing defender is replaced by a midfielder before a forward. */
const STAND_INS: Record<LineupPosition, LineupPosition[]> = {
  G: ['G', 'D', 'M', 'F'],
  D: ['D', 'M', 'F', 'G'],
  M: ['M', 'D', 'F', 'G'],
  F: ['F', 'M', 'D', 'G'],
};

/**
 * How good a player is, 0 to 1, the same every match (drawn from his id): the better ones start most matches and,
 * up front, score most of the goals (plan.ts). A shuffled squad started each forward in two matches of five.
 */
export const standingOf = (p: SheetPlayer): number => createRng(deriveSeed('standing', p.id)).next();
/** How much a match's form moves a player's place in the order: enough for a rotation, not for a reshuffle. */
const FORM = 0.35;

/**
 * The side's XI by a formation the seed picks, and its bench (the rest, a goalkeeper first, up to nine). Within a
 * position the real players start first, then the others by standing and the match's form; a position the squad
 * is short of is filled from the next one, so any squad of eleven or more fields a whole XI.
 */
export function pickLineup(squad: readonly SheetPlayer[], rng: Rng): KickoffLineup {
  const formation = rng.pick(FORMATIONS);
  const outfield = formation.split('-').map(Number);
  const form = new Map(squad.map((p) => [p.id, standingOf(p) + FORM * rng.next()]));
  const order = [...squad].sort((a, b) => Number(b.real) - Number(a.real) || (form.get(b.id) ?? 0) - (form.get(a.id) ?? 0));
  const free = new Set(order);
  const take = (want: LineupPosition): SheetPlayer | undefined => {
    for (const position of STAND_INS[want]) {
      const found = order.find((p) => free.has(p) && positionOf(p) === position);
      if (found) {
        free.delete(found);
        return found;
      }
    }
    return undefined;
  };
  const lines: LineupPosition[] = ['G', ...outfield.map((_, i): LineupPosition => (i === 0 ? 'D' : i === outfield.length - 1 ? 'F' : 'M'))];
  const sizes = [1, ...outfield];
  const starters: Starter[] = [];
  lines.forEach((position, line) => {
    for (let place = 0; place < (sizes[line] ?? 0); place++) {
      const player = take(position);
      if (player) starters.push({ player, position, line, place });
    }
  });
  const rest = order.filter((p) => free.has(p));
  const keeper = rest.find((p) => positionOf(p) === 'G');
  const bench = [...(keeper ? [keeper] : []), ...rest.filter((p) => positionOf(p) !== 'G')].slice(0, BENCH_SIZE);
  return { formation, starters, bench };
}

export { positionOf };
