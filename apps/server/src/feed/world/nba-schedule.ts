import type { Rng } from '../prng';
import { DAY_MS } from './time';

/** A game on a US date (UTC midnight of it), before its tip-off time. */
export interface NightGame {
  homeTeamId: number;
  awayTeamId: number;
  night: number;
  groupName: string | null;
}

/** [home, away] */
export type Pairing = readonly [number, number];

/**
 * Each pair's games with their hosts, so that every team hosts exactly half of its games (41 of 82). A pair
 * meeting an even number of times splits them; the pairs meeting three times (four per team) are oriented
 * along closed walks, so each team hosts the extra game against two of those four opponents.
 */
export function hostedGames(pairs: readonly (readonly [number, number, number])[]): Pairing[] {
  const games: Pairing[] = [];
  const odd = new Map<number, { other: number; edge: number }[]>();
  const edges: [number, number][] = [];
  for (const [a, b, count] of pairs) {
    for (let g = 0; g < count - (count % 2); g++) games.push(g % 2 === 0 ? [a, b] : [b, a]);
    if (count % 2 === 0) continue;
    const edge = edges.push([a, b]) - 1;
    odd.set(a, [...(odd.get(a) ?? []), { other: b, edge }]);
    odd.set(b, [...(odd.get(b) ?? []), { other: a, edge }]);
  }
  // Every team has an even number of odd pairs: a walk from it comes back to it, entering a team as often as it leaves.
  const used = new Set<number>();
  for (const start of odd.keys()) {
    let at = start;
    for (;;) {
      const next = (odd.get(at) ?? []).find((e) => !used.has(e.edge));
      if (!next) break;
      used.add(next.edge);
      games.push([at, next.other]);
      at = next.other;
    }
  }
  return games;
}

export interface ScheduleInput {
  teamIds: readonly number[];
  /** The games to place, [home, away]. */
  games: readonly Pairing[];
  /** Games whose night is fixed (the Cup's group nights). */
  reserved: readonly NightGame[];
  firstNight: number;
  lastNight: number;
  /** Nights without games. */
  dark: readonly number[];
}

/** How busy a US weekday is, Sunday first: Wednesdays and Fridays full, Thursdays light. */
const WEEKDAY_LOAD = [0.8, 1, 0.9, 1.3, 0.6, 1.2, 1];
const MAX_PER_NIGHT = 15;

/**
 * The regular season night by night, or null when it did not fit between the first and last night. A team plays
 * at most once a night; only teams at most one game ahead of the fewest played may play, so no team is ever more
 * than two games ahead of another; the teams furthest behind go first, then those that rested the night before
 * (back-to-backs come only when a night needs them); each night holds its share of what is left, by weekday.
 */
export function scheduleNights(input: ScheduleInput, rng: Rng): NightGame[] | null {
  const nights = Math.round((input.lastNight - input.firstNight) / DAY_MS) + 1;
  const dark = new Set(input.dark.map((d) => Math.round((d - input.firstNight) / DAY_MS)));
  const reservedOn = new Map<number, NightGame[]>();
  for (const r of input.reserved) {
    const d = Math.round((r.night - input.firstNight) / DAY_MS);
    reservedOn.set(d, [...(reservedOn.get(d) ?? []), r]);
  }
  const played = new Map(input.teamIds.map((t) => [t, 0]));
  const lastNight = new Map<number, number>();
  const lastMet = new Map<string, number>();
  const pool = new Map<number, Pairing>(rng.shuffle(input.games).map((g, i) => [i, g]));
  const byTeam = new Map<number, Set<number>>(input.teamIds.map((t) => [t, new Set<number>()]));
  for (const [i, [h, a]] of pool) {
    byTeam.get(h)?.add(i);
    byTeam.get(a)?.add(i);
  }
  const load = (d: number) =>
    dark.has(d) ? 0 : (WEEKDAY_LOAD[new Date(input.firstNight + d * DAY_MS).getUTCDay()] ?? 1);
  const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  let reservedLeft = input.reserved.length;
  const out: NightGame[] = [];

  for (let d = 0; d < nights && (pool.size > 0 || reservedLeft > 0); d++) {
    if (dark.has(d)) continue;
    const night = input.firstNight + d * DAY_MS;
    const busy = new Set<number>();
    const tonight: NightGame[] = [];
    const take = (g: NightGame) => {
      busy.add(g.homeTeamId);
      busy.add(g.awayTeamId);
      tonight.push(g);
    };
    for (const r of reservedOn.get(d) ?? []) take({ ...r, night });
    reservedLeft -= tonight.length;

    let loadLeft = 0;
    for (let n = d; n < nights; n++) loadLeft += load(n);
    const target = Math.min(
      MAX_PER_NIGHT,
      Math.round(((pool.size + reservedLeft + tonight.length) * load(d)) / loadLeft),
    );
    const fewest = Math.min(...played.values());
    // A team's fixed games of the next two nights count already: they must not take it past the bound.
    const soon = (t: number) =>
      [1, 2].reduce(
        (n, k) => n + (reservedOn.get(d + k)?.filter((r) => r.homeTeamId === t || r.awayTeamId === t).length ?? 0),
        0,
      );
    const free = (t: number) => !busy.has(t) && (played.get(t) ?? 0) + soon(t) <= fewest + 1;
    const rested = (t: number) => (lastNight.get(t) ?? -9) < d - 1;
    const urgency = (t: number) => ((played.get(t) ?? 0) + soon(t) - fewest) * 2 + (rested(t) ? 0 : 1);
    const order = rng.shuffle(input.teamIds).sort((x, y) => urgency(x) - urgency(y));
    for (const t of order) {
      if (tonight.length >= target) break;
      if (!free(t)) continue;
      let best: { i: number; score: number } | undefined;
      for (const i of byTeam.get(t) ?? []) {
        const [h, a] = pool.get(i) ?? [0, 0];
        const u = h === t ? a : h;
        if (!free(u)) continue;
        const met = d - (lastMet.get(pairKey(t, u)) ?? -99);
        const score = urgency(u) + (met < 8 ? 3 : 0);
        if (!best || score < best.score) best = { i, score };
      }
      if (!best) continue;
      const [h, a] = pool.get(best.i) ?? [0, 0];
      pool.delete(best.i);
      byTeam.get(h)?.delete(best.i);
      byTeam.get(a)?.delete(best.i);
      take({ homeTeamId: h, awayTeamId: a, night, groupName: null });
    }
    for (const g of tonight) {
      for (const t of [g.homeTeamId, g.awayTeamId]) {
        played.set(t, (played.get(t) ?? 0) + 1);
        lastNight.set(t, d);
      }
      lastMet.set(pairKey(g.homeTeamId, g.awayTeamId), d);
    }
    out.push(...tonight);
  }
  return pool.size === 0 && reservedLeft === 0 ? out : null;
}
