import { createRng, deriveSeed } from '../prng';
import { SPORT_FOOTBALL, footballSeasonId, matchId, stageId } from '../ids';
import { DAY_MS, HOUR_MS, MINUTE_MS, type Built } from './time';
import type { Fixture } from './types';

/** Where a round's matches fall around its base day: [day offset, UTC hour]. */
const ROUND_SLOTS: [number, number][] = [
  [-1, 19],
  [0, 11.5],
  [0, 14],
  [0, 14],
  [0, 14],
  [0, 16.5],
  [1, 13],
  [1, 15.5],
  [1, 17.5],
  [2, 19],
];
/** The current round's kick-offs, minutes from now: some over, some running, some still to come. */
const CURRENT_ROUND_OFFSETS = [-210, -150, -100, -75, -52, -30, -8, 45, 150, 1440];

/**
 * A double round robin (the circle method) with one round a week, centred on now: the first half of
 * the season is played, the current round runs around now, the rest is to come.
 */
export function buildLeague(competitionId: number, clubIds: number[], ctx: { seed: number; now: number; today: number }): Built {
  const rng = createRng(deriveSeed(ctx.seed, 'league', competitionId));
  const seasonId = footballSeasonId(competitionId);
  const order = rng.shuffle(clubIds);
  const n = order.length;
  const firstHalf: [number, number][][] = [];
  const ring = [...order];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = ring[i] ?? 0;
      const b = ring[n - 1 - i] ?? 0;
      pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    firstHalf.push(pairs);
    // Keep the first team fixed, rotate the rest.
    const last = ring.pop();
    if (last !== undefined) ring.splice(1, 0, last);
  }
  const rounds = [...firstHalf, ...firstHalf.map((pairs) => pairs.map(([h, a]): [number, number] => [a, h]))];
  const current = Math.floor(rounds.length / 2);
  const jitter = rng.int(-6, 6);

  const fixtures: Fixture[] = [];
  let number = 0;
  rounds.forEach((pairs, r) => {
    const baseDay = ctx.today + (r - current) * 7 * DAY_MS;
    rng.shuffle(pairs).forEach(([home, away], i) => {
      number++;
      const id = matchId(seasonId, number);
      const [dayOffset, hour] = ROUND_SLOTS[i] ?? [0, 15];
      const kickoff =
        r === current
          ? ctx.now + ((CURRENT_ROUND_OFFSETS[i] ?? 60 * i) + jitter) * MINUTE_MS
          : baseDay + dayOffset * DAY_MS + hour * HOUR_MS;
      fixtures.push({
        id,
        sportId: SPORT_FOOTBALL,
        competitionId,
        seasonId,
        stageId: stageId(seasonId, 1),
        groupName: null,
        round: r + 1,
        kind: 'regular',
        homeTeamId: home,
        awayTeamId: away,
        homeSource: null,
        awaySource: null,
        kickoff,
        knockout: false,
        simSeed: deriveSeed(ctx.seed, 'match', id),
      });
    });
  });

  const start = Math.min(...fixtures.map((f) => f.kickoff));
  const end = Math.max(...fixtures.map((f) => f.kickoff));
  const startDate = new Date(start);
  // A season that starts in the first half of the year belongs to the previous year's season.
  const year = startDate.getUTCMonth() >= 6 ? startDate.getUTCFullYear() : startDate.getUTCFullYear() - 1;
  return {
    seasons: [
      {
        id: seasonId,
        competitionId,
        name: `${year}/${String((year + 1) % 100).padStart(2, '0')}`,
        startAt: new Date(start),
        endAt: new Date(end),
        isCurrent: true,
      },
    ],
    stages: [{ id: stageId(seasonId, 1), seasonId, name: '联赛', nameEn: 'Regular season', phase: 1, groupNames: [], sortOrder: 1 }],
    fixtures,
  };
}
