import { and, gt, inArray, isNotNull, like, lte } from 'drizzle-orm';
import { HOUR_MS, MINUTE_MS, SportId, type IngestBet, type IngestBetsBody } from '@sport/contract';
import type { Db } from '../db/client';
import { matches } from '../db/schema/match';
import { users } from '../db/schema/user';
import { busyBettor, PLATFORMS, pickOn, STAKES } from './demo-bets';
import { deriveSeed, createRng, type Rng } from './prng';

/** The demo bettors bet on games of the next day and a half, and none in its last ten minutes before kick-off. */
const AHEAD_MS = 36 * HOUR_MS;
const SOONEST_MS = 10 * MINUTE_MS;
/** A round an hour, some ten slips in each (the seed's day has about 250). */
export const DEMO_BETS_EVERY_MS = HOUR_MS;
export const DEMO_BETS_PER_ROUND = 10;
/** One bettor in about thirty is a star whose slips are copied (跟单), by this many followers on average. */
const STAR_SHARE = 0.03;
const MEAN_FOLLOWERS = 2;

/** A star's slip, copied by followers in the round after it while its games are still to come. */
export interface StarSlip {
  platform: (typeof PLATFORMS)[number];
  betId: string;
  userId: number;
  legs: IngestBet['legs'];
  kickoff: number;
}

export interface DemoBetsRound {
  db: Db;
  /** The ranking service's ingest, as a platform's call: its rules and settling hold. */
  ingest: (body: IngestBetsBody, now: number) => Promise<unknown>;
  now: number;
  rng: Rng;
  count: number;
  /** The last round's star slips; the round answers this round's. */
  stars: readonly StarSlip[];
}

const isStar = (userId: number): boolean => createRng(deriveSeed('demo star', userId)).chance(STAR_SHARE);

/**
 * One round of the demo bettors' slips while the demo runs: the seed's bets end at its start, so a world left
 * running would have had empty boards the next week. Bettors (some often, most now and then) bet on coming games
 * as of now, through the ingest the platforms use, and settle when the games end; followers copy the last round's
 * star slips. Answers this round's star slips, for the next.
 */
export async function demoBetsRound(round: DemoBetsRound): Promise<StarSlip[]> {
  const { db, rng, now } = round;
  const bettors = (
    await db.select({ id: users.id }).from(users).where(like(users.username, 'bettor%')).orderBy(users.id)
  ).map((r) => r.id);
  const coming = await db
    .select({ id: matches.id, sportId: matches.sportId, kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(
      and(
        gt(matches.kickoffAt, new Date(now + SOONEST_MS)),
        lte(matches.kickoffAt, new Date(now + AHEAD_MS)),
        inArray(matches.sportId, [SportId.Football, SportId.Basketball]),
        isNotNull(matches.homeTeamId),
        isNotNull(matches.awayTeamId),
      ),
    );
  if (bettors.length === 0 || coming.length === 0) return [];
  const byPlatform = new Map<(typeof PLATFORMS)[number], IngestBet[]>();
  const send = (platform: (typeof PLATFORMS)[number], row: IngestBet) =>
    byPlatform.set(platform, [...(byPlatform.get(platform) ?? []), row]);
  let serial = 0;
  const betId = () => `demo-live-${now}-${++serial}`;
  for (const star of round.stars) {
    if (star.kickoff <= now + SOONEST_MS) continue;
    for (let f = rng.poisson(MEAN_FOLLOWERS); f > 0; f--) {
      const follower = rng.pick(bettors);
      if (follower === star.userId) continue;
      send(star.platform, {
        betId: betId(),
        userId: follower,
        stake: rng.pick(STAKES),
        placedAt: now,
        legs: star.legs,
        copiedFrom: star.betId,
      });
    }
  }
  const stars: StarSlip[] = [];
  for (let n = 0; n < round.count; n++) {
    const userId = bettors[busyBettor(rng, bettors.length)]!;
    const platform = rng.pick(PLATFORMS);
    const picked = rng.shuffle(coming).slice(0, rng.chance(0.15) ? rng.int(2, 3) : 1);
    // the result is not known yet: every pick is the bettor's guess
    const legs = picked.map((m) => ({ matchId: m.id, ...pickOn(rng, m.sportId, 'open', 0) }));
    const id = betId();
    send(platform, {
      betId: id,
      userId,
      stake: rng.pick(STAKES),
      placedAt: now,
      legs,
      ...(rng.chance(0.05) ? { report: { views: rng.int(0, 600) } } : {}),
    });
    if (isStar(userId))
      stars.push({ platform, betId: id, userId, legs, kickoff: Math.min(...picked.map((m) => m.kickoffAt.getTime())) });
  }
  for (const [platform, bets] of byPlatform) await round.ingest({ platform, bets }, now);
  return stars;
}
