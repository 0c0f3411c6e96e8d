import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorRoutes, MOMENT_LIKES_PER_USER, type HostMoment } from '@sport/contract';
import { momentLikes } from '../../src/db/schema/anchor';
import type { TestApp } from '../helpers/app';
import { demoApp, hostAt, loginAs } from './fixture';

// A moment's likes as a caller sees them: login needed, one user's share capped however they send it, and
// each caller's own share shown to that caller only, even where the answer is shared between callers.

let t: TestApp;
let liker: { token: string; uid: number };
let other: { token: string; uid: number };

beforeAll(async () => {
  t = await demoApp();
  liker = await loginAs(t, 'wang_fang');
  other = await loginAs(t, 'liu_yang');
}, 300_000);
afterAll(async () => {
  await t.close();
});

/** The host's moments as the caller sees them (a visitor without a session). */
const momentsOf = async (hostId: number, session?: { token: string; uid: number }): Promise<HostMoment[]> =>
  (await t.call(anchorRoutes.momentList, { hostId, size: 10 }, session)).body.data.list;
const pick = (moments: HostMoment[], id: number) => {
  const moment = moments.find((m) => m.id === id);
  if (!moment) throw new Error(`moment ${id} is not in the list`);
  return moment;
};
const mine = (m: HostMoment) => ({ likedByMe: m.likedByMe, myLikes: m.myLikes });

describe('liking a moment', () => {
  it('refuses a visitor with the null-user code and counts nothing', async () => {
    const [moment] = await momentsOf(hostAt(6));
    if (!moment) throw new Error('host 6 has moments');
    const res = await t.call(anchorRoutes.momentBatchLiked, { momentId: moment.id, count: 3 });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 400, data: null });
    expect(pick(await momentsOf(hostAt(6)), moment.id).likedCount).toBe(moment.likedCount);
  });

  // Over PGlite (one connection) these batches run one after another; over PostgreSQL (DATABASE_URL set) they
  // overlap, and without the row lock they pass the cap.
  it('never takes one user past the cap, even from 30 batches at once', async () => {
    const [moment] = await momentsOf(hostAt(7));
    if (!moment) throw new Error('host 7 has moments');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call(anchorRoutes.momentBatchLiked, { momentId: moment.id, count: 10 }, liker),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const mineAfter = answers.map((a) => a.body.data.myLikes);
    expect(Math.max(...mineAfter)).toBe(MOMENT_LIKES_PER_USER);
    for (const a of answers) {
      // each answer is the total and the caller's share as they stood after that batch
      expect(a.body.data.likedCount - a.body.data.myLikes).toBe(moment.likedCount);
    }
    const after = pick(await momentsOf(hostAt(7), liker), moment.id);
    expect(after.likedCount).toBe(moment.likedCount + MOMENT_LIKES_PER_USER);
    expect(mine(after)).toEqual({ likedByMe: 1, myLikes: MOMENT_LIKES_PER_USER });
    const more = await t.call(anchorRoutes.momentBatchLiked, { momentId: moment.id, count: 1 }, liker);
    expect(more.body.data).toEqual({
      momentId: moment.id,
      likedCount: after.likedCount,
      myLikes: MOMENT_LIKES_PER_USER,
    });
  });
});

describe('racing batches of one user', () => {
  // Over PostgreSQL (DATABASE_URL set) the batches overlap on ten connections: none may fail or drift the count.
  it('all answer, and the moment’s count grows by exactly the likes stored for the user', async () => {
    const [moment] = await momentsOf(hostAt(9));
    if (!moment) throw new Error('host 9 has moments');
    const racer = await loginAs(t, 'chen_jie');
    const stored = async () =>
      (
        await t.database.db
          .select({ count: momentLikes.count })
          .from(momentLikes)
          .where(and(eq(momentLikes.momentId, moment.id), eq(momentLikes.userId, racer.uid)))
      )[0]?.count ?? 0;
    const before = await stored();
    const answers = await Promise.all(
      Array.from({ length: 101 }, () =>
        t.call(anchorRoutes.momentBatchLiked, { momentId: moment.id, count: 1 }, racer),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const after = pick(await momentsOf(hostAt(9), racer), moment.id);
    expect(after.likedCount - moment.likedCount).toBe((await stored()) - before);
    expect(after.myLikes).toBe(await stored());
  });
});

describe('the liked state', () => {
  it('shows in the host’s moments for the user who liked, not for another user nor a visitor', async () => {
    const [moment] = await momentsOf(hostAt(8));
    if (!moment) throw new Error('host 8 has moments');
    expect(mine(moment)).toEqual({ likedByMe: 0, myLikes: 0 });
    const liked = await t.call(anchorRoutes.momentBatchLiked, { momentId: moment.id, count: 4 }, liker);
    expect(liked.body.data).toEqual({ momentId: moment.id, likedCount: moment.likedCount + 4, myLikes: 4 });

    expect(mine(pick(await momentsOf(hostAt(8), liker), moment.id))).toEqual({ likedByMe: 1, myLikes: 4 });
    const theirs = pick(await momentsOf(hostAt(8), other), moment.id);
    expect(mine(theirs)).toEqual({ likedByMe: 0, myLikes: 0 });
    expect(theirs.likedCount).toBe(moment.likedCount + 4);
    expect(mine(pick(await momentsOf(hostAt(8)), moment.id))).toEqual({ likedByMe: 0, myLikes: 0 });
  });

  it('shows in the anchor page’s cached moments for that user only, whoever asked first', async () => {
    const listAs = async (session?: { token: string; uid: number }) => {
      const res = await t.call(anchorRoutes.listV2, { momentSort: 1 }, session);
      expect(res.status).toBe(200);
      return res.body.data.momentList;
    };
    const [moment] = await listAs();
    if (!moment) throw new Error('the anchor page has moments');
    await t.call(anchorRoutes.momentBatchLiked, { momentId: moment.id, count: 2 }, liker);

    // Each order of callers, so no caller's answer is the one the cache kept for the others.
    for (const order of [
      [liker, other, undefined],
      [undefined, other, liker],
      [other, liker, undefined],
    ] as const) {
      const seen = new Map<string, ReturnType<typeof mine>>();
      for (const session of order) {
        const name = session === liker ? 'liker' : session === other ? 'other' : 'visitor';
        seen.set(name, mine(pick(await listAs(session), moment.id)));
      }
      expect(Object.fromEntries(seen)).toEqual({
        liker: { likedByMe: 1, myLikes: 2 },
        other: { likedByMe: 0, myLikes: 0 },
        visitor: { likedByMe: 0, myLikes: 0 },
      });
    }
    // The other user's later like shows to them at once, and the first user's stays their own.
    await t.call(anchorRoutes.momentBatchLiked, { momentId: moment.id, count: 1 }, other);
    expect(mine(pick(await listAs(other), moment.id))).toEqual({ likedByMe: 1, myLikes: 1 });
    expect(mine(pick(await listAs(liker), moment.id))).toEqual({ likedByMe: 1, myLikes: 2 });
    expect(pick(await listAs(), moment.id)).toMatchObject({
      likedCount: moment.likedCount + 3,
      likedByMe: 0,
      myLikes: 0,
    });
  });
});
