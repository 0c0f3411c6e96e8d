import { eq, max, notInArray, sql } from 'drizzle-orm';
import { MINUTE_MS, DAY_MS } from '@sport/contract';
import type { Db } from '../db/client';
import { matches } from '../db/schema/match';
import { expertProfiles, tipLegs, tips, type TipResult } from '../db/schema/news';
import { lotteryWins, tipCommentLikes, tipComments } from '../db/schema/news-comments';
import { users } from '../db/schema/user';
import { DEMO_ROOM_ID_BASE } from './demo-anchors';
import { DEMO_USERNAME } from './demo-forum';
import { MATCH_OVER_AFTER_MS } from './demo-tip-form';
import { createRng, type Rng } from './prng';

/** The share of a settled tip's comments written after its matches, about how it went. */
const AFTER_SHARE = 0.35;
/** Mean top-level comments per tip, replies per comment and likes per comment or reply. */
const MEAN_COMMENTS = 5;
const MEAN_REPLIES = 0.6;
const MEAN_LIKES = 1.2;
const SEED = 1515;
/** Rows per INSERT: comments have 7 columns, far below PostgreSQL's 65535 parameters. */
const CHUNK = 2000;

/**
 * Talk before kick-off: what fans say while the tip is on sale and the match is to come. Opinions, never a fact the
 * record could contradict (a head-to-head the match page shows, an injury, a form run, the expert's last result).
 * The replies too: 客队状态更好 stood under an analysis that gave the away side the worse run.
 */
const COMMENTS = [
  '支持专家！',
  '这场我也看好主队',
  '之前跟过几次，这次继续跟',
  '盘口有点诱，谨慎一点',
  '大小球怎么看？',
  '专家的分析一向细致',
  '期待红单',
  '客队能不能爆冷？',
  '感觉会爆冷',
  '分析很到位，学习了',
  '赔率变化很大，大家注意',
  '跟一手',
  '稳！',
  '这个价格值不值啊',
  '这场估计是一场硬仗',
  '主场优势明显',
  '主队这场压力不小',
  '半场就能看出结果',
  '这场必看',
  '这场的思路我认同',
] as const;
const REPLIES = [
  '同感',
  '我也跟了',
  '不太同意，我看好客队',
  '哈哈，等结果',
  '+1',
  '有道理',
  '我再观望一下',
  '说得对',
  '一起红！',
  '理性看球',
] as const;
/** Talk after the matches, by how the tip settled: nobody waits for a result that is in, or cheers a lost tip. */
const AFTER_COMMENTS: Record<TipResult, readonly string[]> = {
  win: ['红了，感谢专家！', '跟上了，吃到肉了', '又是一个红单', '这场分析到位', '稳稳拿下'],
  half_win: ['赢一半也是赢', '小红一手，不错', '差一点就全红了'],
  draw: ['走水，不亏不赚', '退回本金，还行'],
  half_lose: ['输一半，还能接受', '差一点，可惜了'],
  lose: ['黑了，下次再来', '可惜了，这场没打出', '理性看待，谁都有黑的时候', '这场确实没想到'],
  cancel: ['比赛没踢成，等专家下一场', '取消了，下次再跟'],
};
const AFTER_REPLIES = ['同感', '+1', '有道理', '说得对', '理性看球', '继续关注专家'] as const;

interface CommentDraft {
  id: number;
  tipId: number;
  userId: number;
  parentId: number | null;
  content: string;
  inSport: boolean;
  likedCount: number;
  createdAt: Date;
}

/** `count` distinct users of `pool` (fewer when the pool is smaller). */
const distinct = (rng: Rng, pool: readonly number[], count: number): number[] =>
  rng.shuffle(pool).slice(0, Math.min(count, pool.length));

/** A Postgres array literal of whole numbers (null as NULL), bound as one text parameter. */
const intArray = (values: readonly (number | null)[]): string =>
  `{${values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))).join(',')}}`;
/** A Postgres array literal of texts, each quoted with its quotes and backslashes escaped. */
const textArray = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * The demo world's talk under its tips: ~25,000 comments and replies by the demo fans, with likes, each
 * written before now (never within the last minute, so the demo user's first post is not refused by the 5-second
 * pace): while the tip is on sale, and for a settled tip also after its matches, in words that fit how it went (no
 * 等结果 under a result that is in, no 红了 under a lost tip). Run after the settlement sweep. Bulk inserts with ids assigned here, so replies and likes point at
 * their comments without a read back; then each tip's comment count. Once: skipped when any comment exists.
 * The demo user also holds a live-room draw win to claim (the prize-claim form).
 */
export async function seedDemoComments(db: Db, now: Date): Promise<{ comments: number; likes: number }> {
  const [existing] = await db.select({ id: tipComments.id }).from(tipComments).limit(1);
  if (existing) return { comments: 0, likes: 0 };
  const latest = now.getTime() - MINUTE_MS;
  const tipRows = await db
    .select({ id: tips.id, publishedAt: tips.publishedAt, firstKickoffAt: tips.firstKickoffAt, result: tips.result })
    .from(tips)
    .orderBy(tips.id);
  const lastKickoffs = new Map(
    (
      await db
        .select({ tipId: tipLegs.tipId, at: max(matches.kickoffAt) })
        .from(tipLegs)
        .innerJoin(matches, eq(matches.id, tipLegs.matchId))
        .groupBy(tipLegs.tipId)
    ).map((r) => [r.tipId, r.at?.getTime() ?? 0]),
  );
  const experts = db.select({ id: expertProfiles.userId }).from(expertProfiles);
  const fans = (
    await db.select({ id: users.id }).from(users).where(notInArray(users.id, experts)).orderBy(users.id)
  ).map((u) => u.id);
  if (tipRows.length === 0 || fans.length === 0) return { comments: 0, likes: 0 };

  const rng = createRng(SEED);
  const comments: CommentDraft[] = [];
  const likes: { commentId: number; userId: number }[] = [];
  const add = (draft: Omit<CommentDraft, 'id' | 'likedCount'>): CommentDraft => {
    const likers = distinct(rng, fans, rng.poisson(MEAN_LIKES));
    const comment = { ...draft, id: comments.length + 1, likedCount: likers.length };
    comments.push(comment);
    for (const userId of likers) likes.push({ commentId: comment.id, userId });
    return comment;
  };
  const between = (from: number, until: number) => from + Math.floor(rng.next() * (until - from));
  for (const tip of tipRows) {
    // Before kick-off: talk while the tip is on sale, mostly in its first days.
    const published = tip.publishedAt.getTime();
    const before = { from: published, until: Math.min(latest, tip.firstKickoffAt.getTime(), published + 3 * DAY_MS) };
    // After the last match: talk about how the tip went, in the three days after; only once it is settled.
    const over = (lastKickoffs.get(tip.id) ?? tip.firstKickoffAt.getTime()) + MATCH_OVER_AFTER_MS;
    const after = { from: over, until: Math.min(latest, over + 3 * DAY_MS) };
    const result = tip.result !== null && after.until > after.from ? tip.result : null;
    if (before.until <= before.from && result === null) continue;
    for (let c = rng.poisson(MEAN_COMMENTS); c > 0; c -= 1) {
      const late = result !== null && (before.until <= before.from || rng.chance(AFTER_SHARE));
      const span = late ? after : before;
      const top = add({
        tipId: tip.id,
        userId: rng.pick(fans),
        parentId: null,
        content: late ? rng.pick(AFTER_COMMENTS[result]) : rng.pick(COMMENTS),
        inSport: rng.chance(0.1),
        createdAt: new Date(between(span.from, span.until)),
      });
      for (let r = rng.poisson(MEAN_REPLIES); r > 0; r -= 1) {
        add({
          tipId: tip.id,
          userId: rng.pick(fans),
          parentId: top.id,
          content: rng.pick(late ? AFTER_REPLIES : REPLIES),
          inSport: false,
          createdAt: new Date(between(top.createdAt.getTime(), span.until)),
        });
      }
    }
  }

  await db.transaction(async (tx) => {
    // One array per column (unnest): four to eight parameters per chunk instead of one per value, which
    // PGlite binds slowly (30,000 comments took ~20 s as VALUES rows).
    await insertChunks(comments, (chunk) =>
      tx.execute(sql`insert into ${tipComments} (id, tip_id, user_id, parent_id, content, in_sport, liked_count, created_at)
        select id, tip_id, user_id, parent_id, content, in_sport, liked_count, to_timestamp(created_ms / 1000.0)
        from unnest(
          ${intArray(chunk.map((c) => c.id))}::int[], ${intArray(chunk.map((c) => c.tipId))}::int[],
          ${intArray(chunk.map((c) => c.userId))}::int[], ${intArray(chunk.map((c) => c.parentId))}::int[],
          ${textArray(chunk.map((c) => c.content))}::text[], ${intArray(chunk.map((c) => (c.inSport ? 1 : 0)))}::int[],
          ${intArray(chunk.map((c) => c.likedCount))}::int[], ${intArray(chunk.map((c) => c.createdAt.getTime()))}::bigint[]
        ) as r(id, tip_id, user_id, parent_id, content, in_sport_int, liked_count, created_ms)
        cross join lateral (select in_sport_int = 1 as in_sport) as flag`),
    );
    await insertChunks(likes, (chunk) =>
      tx.execute(sql`insert into ${tipCommentLikes} (comment_id, user_id)
        select * from unnest(${intArray(chunk.map((l) => l.commentId))}::int[], ${intArray(chunk.map((l) => l.userId))}::int[])`),
    );
    // Ids were given here: the sequence continues after them, so users' comments get fresh ids.
    await tx.execute(sql`select setval(pg_get_serial_sequence('tip_comments', 'id'), ${Math.max(comments.length, 1)})`);
    await tx.execute(
      sql`update ${tips} set comment_count = counted.n from (
        select ${tipComments.tipId} as tip_id, count(*)::int as n from ${tipComments}
        where ${tipComments.hiddenAt} is null group by ${tipComments.tipId}
      ) as counted where ${tips.id} = counted.tip_id`,
    );
    const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_USERNAME)).limit(1);
    if (demo) {
      await tx
        .insert(lotteryWins)
        .values({
          userId: demo.id,
          liveRoomId: DEMO_ROOM_ID_BASE + 1,
          prizeName: '球队签名球衣',
          wonAt: new Date(latest),
        });
    }
  });
  return { comments: comments.length, likes: likes.length };
}
