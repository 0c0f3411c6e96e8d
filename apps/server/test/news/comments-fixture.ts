import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DAY_MS, newsRoutes, userRoutes, type Comment } from '@sport/contract';
import type { Config } from '../../src/config';
import { expertProfiles, tips } from '../../src/db/schema/news';
import { buildTestApp, type Session, type TestApp } from '../helpers/app';

// Comments need a tip to hang under and users who may post: tips are written as the tip part stores them
// (an expert's first tip, no legs: the comment part reads only that it exists and its comment count), users are
// registered and logged in through the routes, and topped up through the wallet as a recharge.

const PASSWORD = 'comment-test-pass';
let nextUser = 0;

export type User = Session & { uid: number };

/** The whole app over a fresh database; thresholds as configured unless a test names its own. */
export function commentsApp(config: Partial<Config> = {}): Promise<TestApp> {
  return buildTestApp({ config: { commentRechargeMin: 100, commentVipMin: 1, ...config } });
}

/** A logged-in user who topped up `recharged` gold (default: enough for the default gate). */
export async function newUser(t: TestApp, recharged = 500): Promise<User> {
  nextUser += 1;
  const username = `commenter_${process.pid}_${nextUser}`;
  const made = await t.call(userRoutes.register, { username, password: PASSWORD, nickname: `评论者${nextUser}` });
  expect(made.body.code).toBe(1);
  const res = await t.call(userRoutes.login, { username, password: PASSWORD });
  expect(res.body.code).toBe(1);
  const user = res.body.data;
  if (recharged > 0) {
    await t.app.wallet.credit({ userId: user.uid, amount: recharged, reason: 'recharge', idempotencyKey: 'top-up-1' });
  }
  return user;
}

/** A published tip by a new expert; answers its id. */
export async function newTip(t: TestApp): Promise<number> {
  const expert = await newUser(t, 0);
  const db = t.database.db;
  await db.insert(expertProfiles).values({ userId: expert.uid, name: '测试专家' }).onConflictDoNothing();
  const now = Date.now();
  const [row] = await db
    .insert(tips)
    .values({
      expertId: expert.uid,
      chainSeq: 1,
      title: '测试方案',
      sportsInfo: '分析',
      sportsPlay: '主胜',
      price: 0,
      sportsType: 1,
      publishedAt: new Date(now),
      firstKickoffAt: new Date(now + DAY_MS),
      hash: `hash-${expert.uid}`,
    })
    .returning({ id: tips.id });
  if (!row) throw new Error('tip not inserted');
  return row.id;
}

/** The tip's comment count as the tip row holds it. */
export async function commentCountOf(t: TestApp, tipId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: tips.commentCount }).from(tips).where(eq(tips.id, tipId));
  return row?.n ?? -1;
}

/** Posts and expects success; answers the comment. */
export async function post(
  t: TestApp,
  user: User,
  messageId: number,
  content: string,
  parentId?: number,
): Promise<Comment> {
  const res = await t.call(newsRoutes.commentPublish, { messageId, content, ...(parentId ? { parentId } : {}) }, user);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 1 });
  return res.body.data;
}

/** The tip's first page of comments as `user` (or a visitor) sees it. */
export async function listOf(t: TestApp, messageId: number, user?: User, size = 50): Promise<Comment[]> {
  const res = await t.call(newsRoutes.commentList, { messageId, size }, user);
  expect(res.status).toBe(200);
  return res.body.data.list;
}
