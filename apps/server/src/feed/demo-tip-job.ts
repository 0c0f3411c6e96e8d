import { DAY_MS, FootballStatus, HOUR_MS, MINUTE_MS } from '@sport/contract';
import { eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { expertProfiles, tipLegs, tips, users } from '../db/schema';
import { ConflictError, ForbiddenError } from '../lib/domain-errors';
import type { MatchSummary } from '../modules/football/service';
import type { PublishInput } from '../modules/news/tip-service';
import { DEMO_EXPERT_PREFIX, tasteOf } from './demo-news';
import { draftTip, suitsTaste } from './demo-tip-draft';
import { formLookup, loadSeasonMatches } from './demo-tip-form';
import type { Rng } from './prng';

/** The demo experts tip games of the next day and a half, and none in its last half hour before kick-off. */
const AHEAD_MS = 36 * HOUR_MS;
const SOONEST_MS = 30 * MINUTE_MS;
/** A round runs every hour; an expert writes in one of about eight: three tips a day each. */
export const DEMO_TIP_EVERY_MS = HOUR_MS;
export const DEMO_TIP_CHANCE = 0.12;

export interface DemoTipRound {
  db: Db;
  matchSummaries: (from: number, to: number) => Promise<MatchSummary[]>;
  /** The tip service's publish, as an expert's own call: its rules (one tip per match, an active expert) hold. */
  publish: (expertId: number, input: PublishInput) => Promise<unknown>;
  now: number;
  rng: Rng;
  textRng: Rng;
  chance: number;
}

/**
 * One round of the demo experts' tips of the day: the seed tips only the next three days' games, so a world left
 * running would soon have nothing on sale. Each expert writes now and then a tip on a coming game of their sport,
 * league and play that they have not tipped, as of now; an expert an operator disabled is refused by publish and
 * skipped. Answers how many were published.
 */
export async function demoTipsRound(round: DemoTipRound): Promise<number> {
  const { db, rng, now } = round;
  const experts = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .innerJoin(expertProfiles, eq(expertProfiles.userId, users.id))
    .where(like(users.username, `${DEMO_EXPERT_PREFIX}%`))
    .orderBy(users.username);
  const writers = experts.filter(() => rng.chance(round.chance));
  if (writers.length === 0) return 0;
  const coming = (await round.matchSummaries(now + SOONEST_MS, now + AHEAD_MS)).filter(
    (m) => m.homeName !== null && m.awayName !== null && m.statusId === FootballStatus.NotStarted,
  );
  if (coming.length === 0) return 0;
  const tipped = await db
    .select({ expertId: tips.expertId, matchId: tipLegs.matchId })
    .from(tipLegs)
    .innerJoin(tips, eq(tips.id, tipLegs.tipId))
    .where(
      inArray(
        tipLegs.matchId,
        coming.map((m) => m.id),
      ),
    );
  // The season so far, for the form an analysis quotes (a season begins less than a year before its games).
  const formAt = formLookup(await loadSeasonMatches(db, now - 365 * DAY_MS, now + AHEAD_MS));
  let published = 0;
  for (const expert of writers) {
    const taste = tasteOf(Number(expert.username.slice(DEMO_EXPERT_PREFIX.length)) - 1);
    const own = new Set(tipped.filter((t) => t.expertId === expert.id).map((t) => t.matchId));
    const open = coming.filter((m) => suitsTaste(taste, m) && !own.has(m.id));
    if (open.length === 0) continue;
    const first = rng.pick(open);
    const second = rng.chance(0.1)
      ? open.find((m) => m.id !== first.id && Math.abs(m.kickoffAt - first.kickoffAt) < DAY_MS)
      : undefined;
    const picked = second ? [first, second].sort((a, b) => a.kickoffAt - b.kickoffAt) : [first];
    try {
      await round.publish(expert.id, draftTip(rng, round.textRng, picked, taste, formAt, now));
      published += 1;
    } catch (error) {
      // disabled by an operator, or a game this expert tipped meanwhile by hand: not this round's tip
      if (!(error instanceof ForbiddenError || error instanceof ConflictError)) throw error;
    }
  }
  return published;
}
