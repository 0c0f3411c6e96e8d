import { and, eq, gt } from 'drizzle-orm';
import { MINUTE_MS } from '@sport/contract';
import type { Db } from '../db/client';
import { forumBoards, forumThreads } from '../db/schema/forum';
import { NotFoundError, TooManyError } from '../lib/domain-errors';
import {
  comingFixtures,
  conversation,
  demoForumAuthors,
  JUST_PLAYED_MS,
  MATCH_AHEAD_MS,
  pickBoard,
  planThread,
  threadFixtures,
  REDRAWS,
  REPEAT_WINDOW_MS,
} from './demo-forum-threads';
import type { Rng } from './prng';

/** A round every ten minutes; a new thread in about one round of six: about one an hour, as the seed ends. */
export const DEMO_FORUM_EVERY_MS = 10 * MINUTE_MS;
export const DEMO_FORUM_THREAD_CHANCE = 1 / 6;

/** The floors still to come under a thread a round posted: who says what, and when. */
export interface ThreadPlan {
  threadId: number;
  replies: { at: number; userId: number; text: string }[];
}

export interface DemoForumRound {
  db: Db;
  /** The forum service's own posting (its word filter, floors and per-member interval hold). */
  createThread: (userId: number, input: { boardId: number; title: string; body: string }) => Promise<{ id: number }>;
  createReply: (userId: number, input: { threadId: number; content: string }) => Promise<unknown>;
  now: number;
  rng: Rng;
  threadChance: number;
  /** The last round's plans; the round answers what is still to come. */
  plans: readonly ThreadPlan[];
}

/**
 * One round of the demo forum while the demo runs: the seed's threads end at its start, so a forum left running
 * went quiet. The members say the floors that are due under the threads the rounds posted, and now and then one
 * posts a new thread, worded as the seed's are (about a coming fixture or one just played, or neither; no board
 * asking the same within three days), whose replies follow over the hours after it.
 */
export async function demoForumRound(round: DemoForumRound): Promise<ThreadPlan[]> {
  const { db, rng, now } = round;
  const next: ThreadPlan[] = [];
  for (const plan of round.plans) {
    for (const reply of plan.replies.filter((r) => r.at <= now)) {
      try {
        await round.createReply(reply.userId, { threadId: plan.threadId, content: reply.text });
      } catch (error) {
        // a thread an operator removed, or a member who just posted elsewhere: that floor is not said
        if (!(error instanceof NotFoundError || error instanceof TooManyError)) throw error;
      }
    }
    const rest = plan.replies.filter((r) => r.at > now);
    if (rest.length > 0) next.push({ threadId: plan.threadId, replies: rest });
  }
  if (!rng.chance(round.threadChance)) return next;
  const boards = await db
    .select({ id: forumBoards.id, code: forumBoards.code })
    .from(forumBoards)
    .orderBy(forumBoards.id);
  const authors = await demoForumAuthors(db);
  const board = pickBoard(rng, boards);
  if (!board || authors.length < 2) return next;
  const asked = new Set(
    (
      await db
        .select({ title: forumThreads.title })
        .from(forumThreads)
        .where(and(eq(forumThreads.boardId, board.id), gt(forumThreads.createdAt, new Date(now - REPEAT_WINDOW_MS))))
    ).map((row) => row.title),
  );
  const fixtures = await comingFixtures(db, now - JUST_PLAYED_MS, now + MATCH_AHEAD_MS);
  const around = threadFixtures(board.code, fixtures, now);
  let wording = planThread(rng, board.code, around, Number.POSITIVE_INFINITY);
  for (let tries = 0; tries < REDRAWS && asked.has(wording.title); tries++) {
    wording = planThread(rng, board.code, around, Number.POSITIVE_INFINITY);
  }
  if (asked.has(wording.title)) return next;
  const author = rng.pick(authors);
  let thread: { id: number };
  try {
    thread = await round.createThread(author.id, { boardId: board.id, title: wording.title, body: wording.body });
  } catch (error) {
    if (error instanceof TooManyError) return next;
    throw error;
  }
  // others answer (楼主 never agrees with himself), before the kick-off the thread waits for
  const others = authors.filter((user) => user.id !== author.id);
  const times = conversation(rng, now, wording.replies.length).filter((at) => at <= wording.until);
  const replies = times.map((at, floor) => ({ at, userId: rng.pick(others).id, text: wording.replies[floor] ?? '' }));
  if (replies.length > 0) next.push({ threadId: thread.id, replies });
  return next;
}
