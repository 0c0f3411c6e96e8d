import { createHash } from 'node:crypto';
import { asc, between, eq, ne } from 'drizzle-orm';
import { BasketballStatus, DAY_MS, FootballStatus, HOUR_MS, SportId } from '@sport/contract';
import type { Db } from '../db/client';
import { awayTeam, homeTeam } from '../db/match-queries';
import { matches } from '../db/schema/match';
import { forumBoards, forumLikes, forumPhotos, forumReplies, forumThreads } from '../db/schema/forum';
import { users } from '../db/schema/user';
import { hotScore } from '../modules/forum/hot';
import { DEMO_PHOTO_COLOURS, gradientPng } from './demo-forum-photos';
import { DEMO_USERNAME } from './demo-forum';
import { createRng, type Rng } from './prng';

/** Threads the demo forum starts with, over the past month, and what shapes them. */
export const DEMO_FORUM_THREADS = 320;
const SPAN_MS = 30 * DAY_MS;
const MEAN_REPLIES = 6;
const MEAN_LIKES = 4;
const SEED = 1616;
/** No board asks the same question twice within this long (as a bot would); a thread redraws its words up to a few times. */
const REPEAT_WINDOW_MS = 3 * DAY_MS;
const REDRAWS = 40;
/** A thread about a match is about one of the next few days' fixtures, and this share of threads is. */
const MATCH_AHEAD_MS = 3 * DAY_MS;
const MATCH_SHARE = 0.35;
/** A thread right after a match (刚看完…) follows one that ended within this long before it, and this share does. */
const JUST_PLAYED_MS = 12 * HOUR_MS;
const PLAYED_SHARE = 0.08;
/** A match is surely over this long after its kick-off (extra time, a basketball overtime). */
const MATCH_LENGTH_MS = 3 * HOUR_MS;
/** Rows per INSERT: far below PostgreSQL's 65535 parameters for these tables. */
const CHUNK = 500;

const FOOTBALL = [
  '曼城',
  '阿森纳',
  '利物浦',
  '切尔西',
  '曼联',
  '热刺',
  '皇马',
  '巴萨',
  '马竞',
  '拜仁',
  '多特',
  '国米',
  'AC米兰',
  '尤文',
  '那不勒斯',
  '巴黎',
];
const BASKETBALL = [
  '湖人',
  '勇士',
  '凯尔特人',
  '掘金',
  '雄鹿',
  '太阳',
  '76人',
  '独行侠',
  '尼克斯',
  '森林狼',
  '雷霆',
  '热火',
];

/** Every team the demo threads talk about. */
export const DEMO_FORUM_TEAMS: readonly string[] = [...FOOTBALL, ...BASKETBALL];

/**
 * Titles about a team, or two teams set side by side: none of them says the two meet (a title that does names a real
 * fixture, MATCH_TITLES).
 */
const TITLES: Record<string, readonly string[]> = {
  football: [
    '{a}的防线是不是该换人了',
    '{a}本赛季能拿冠军吗',
    '聊聊{a}的中场配置',
    '{a}和{b}谁更强？',
    '{a}的新援表现如何',
  ],
  basketball: [
    '{a}今年能进总决赛吗',
    '{a}的轮换是不是有问题',
    '聊聊{a}的三分体系',
    '{a}的替补深度够不够',
    '{a}的新秀表现怎么样',
  ],
  tips: [
    '今日大小球思路分享',
    '这周红单复盘',
    '串关心得：别贪多',
    '连黑三天，求大神指点',
    '新手求教：亚盘怎么看',
    '晒一下本周战绩',
    '大家都在跟哪位专家',
    '周末串关讨论帖',
    '{a}的让球盘最近怎么看',
    '{a}这阵子的大小球走势',
    '{a}和{b}的盘口哪个更稳',
  ],
};

/** Titles about one coming match, {a} at home to {b}: the seed fills them only from a real fixture of the days ahead. */
const MATCH_TITLES: Record<string, readonly string[]> = {
  football: ['{a}对{b}，这场大家怎么看？', '{a}vs{b}前瞻'],
  basketball: ['{a}对{b}，这次交手谁占上风', '{a}vs{b}，看好谁？'],
  tips: ['{a}vs{b}让球盘怎么看', '{a}主胜能不能上', '{b}客场能不能拿分'],
};

/**
 * Titles right after a match of {a}: the seed fills them only from a fixture of the thread's sport that ended in the
 * hours before it was posted ({b} is the opponent, which the title leaves out).
 */
const PLAYED_TITLES: Record<string, readonly string[]> = {
  football: ['刚看完{a}的比赛，说几句'],
  basketball: ['刚看完{a}这场，聊几句'],
};

/** Fans' opinions: none states a fact of the record (a head-to-head, an away run, an injury) it could get wrong. */
const SENTENCES = [
  '个人觉得{a}最近状态更好一些。',
  '最近几场的数据都不太理想，需要调整。',
  '伤病情况会很影响结果，大家留意赛前名单。',
  '教练的临场指挥是关键。',
  '理性讨论，不喜勿喷。',
  '欢迎大家补充自己的看法。',
  '防守端的问题比进攻端更大。',
  '替补席的深度决定了下半程的走势。',
  '感觉{b}会有压力。',
  '{a}的核心球员是关键。',
  '纯属个人看法，仅供娱乐。',
];

const REPLIES = [
  '同意楼主',
  '我觉得不一定',
  '说得有道理',
  '坐等比赛开始',
  '这波分析到位',
  '楼主真相了',
  '理性看球',
  '已关注，学习了',
  '上一场就看出问题了',
  '我站{a}',
  '稳住，我们能赢',
  '别太乐观',
  '顶一下',
  '期待一场好球',
  '楼上说得好',
  '{b}也不好对付',
];

const fill = (text: string, a: string, b: string) => text.replaceAll('{a}', a).replaceAll('{b}', b);

/** Two different teams of the board's sport (tips talk mixes both). */
function teamsFor(rng: Rng, code: string): [string, string] {
  const pool = code === 'basketball' ? BASKETBALL : code === 'football' ? FOOTBALL : rng.pick([FOOTBALL, BASKETBALL]);
  const [a, b] = rng.shuffle(pool);
  return [a ?? '主队', b ?? '客队'];
}

/**
 * A real match a thread may be about: its sides' short names (曼城, 湖人), home first, and whether it was just
 * played (then the thread is about `home` after it: put the side the thread follows there).
 */
export interface ThreadFixture {
  home: string;
  away: string;
  played?: boolean;
}

/**
 * A thread's words: its title, its body's sentences and its replies' texts. Given a real fixture it is about that
 * match; without one its title sets no two teams against each other, so no match that is not on is talked up. A
 * sentence or reply names only the teams the title names (no 利物浦这赛季太难了 under 尤文的新援表现如何, no team
 * at all under 今日大小球思路分享).
 */
export function threadWording(
  rng: Rng,
  code: string,
  replies: number,
  fixture: ThreadFixture | null = null,
): { title: string; body: string; replies: string[] } {
  const [a, b] = fixture ? [fixture.home, fixture.away] : teamsFor(rng, code);
  const titles = fixture?.played ? PLAYED_TITLES : fixture ? MATCH_TITLES : TITLES;
  const template = rng.pick(titles[code] ?? titles.football ?? []);
  const fits = (text: string) => ['{a}', '{b}'].every((slot) => template.includes(slot) || !text.includes(slot));
  const replyPool = REPLIES.filter(fits);
  return {
    title: fill(template, a, b),
    body: someOf(rng, SENTENCES.filter(fits), rng.int(2, 4))
      .map((text) => fill(text, a, b))
      .join(''),
    replies: Array.from({ length: replies }, () => fill(rng.pick(replyPool), a, b)),
  };
}

/** Distinct members of `pool`, `count` of them at most. */
const someOf = <T>(rng: Rng, pool: readonly T[], count: number): T[] =>
  rng.shuffle(pool).slice(0, Math.min(count, pool.length));

/** Every match with both sides known kicking off in [from, to], with the sides' short names and whether it is over. */
async function comingFixtures(
  db: Db,
  from: number,
  to: number,
): Promise<(ThreadFixture & { sportId: number; kickoffAt: number; finished: boolean })[]> {
  const rows = await db
    .select({
      sportId: matches.sportId,
      statusId: matches.statusId,
      kickoffAt: matches.kickoffAt,
      home: homeTeam.shortName,
      away: awayTeam.shortName,
    })
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(between(matches.kickoffAt, new Date(from), new Date(to)))
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
  return rows.map(({ statusId, ...row }) => ({
    ...row,
    kickoffAt: row.kickoffAt.getTime(),
    finished: statusId === (row.sportId === SportId.Basketball ? BasketballStatus.Finished : FootballStatus.Finished),
  }));
}

/** The titles each board has had, and when: whether one was asked there within REPEAT_WINDOW_MS of an instant. */
function askedTitles() {
  const times = new Map<string, number[]>();
  return {
    asked: (board: string, title: string, at: number) =>
      (times.get(`${board}:${title}`) ?? []).some((other) => Math.abs(other - at) < REPEAT_WINDOW_MS),
    add: (board: string, title: string, at: number) => times.set(`${board}:${title}`, [...(times.get(`${board}:${title}`) ?? []), at]),
  };
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * The demo forum: a few hundred threads on the three boards from the demo users (the `demo` account aside, so
 * its forum tab has something new), with replies, likes and a few photos, spread over the past month. Skips
 * when any thread exists; one transaction, so a crash leaves none. Resolves whether it wrote them.
 */
export async function seedDemoForumThreads(db: Db, now: Date): Promise<boolean> {
  if ((await db.select({ id: forumThreads.id }).from(forumThreads).limit(1)).length > 0) return false;
  const boards = await db.select({ id: forumBoards.id, code: forumBoards.code }).from(forumBoards);
  const authors = await db
    .select({ id: users.id, nickname: users.nickname, headUrl: users.headUrl })
    .from(users)
    .where(ne(users.username, DEMO_USERNAME))
    .orderBy(users.id)
    .limit(300);
  if (boards.length === 0 || authors.length < 2) return false;
  const rng = createRng(SEED);
  const end = now.getTime();
  const fixtures = await comingFixtures(db, end - SPAN_MS, end + MATCH_AHEAD_MS);

  const photos = DEMO_PHOTO_COLOURS.map(([from, to]) => {
    const bytes = gradientPng(480, 320, from, to);
    const hash = createHash('sha256').update(bytes).digest('hex');
    return {
      id: hash.slice(0, 24),
      contentType: 'image/png',
      bytes,
      etag: hash.slice(0, 32),
      size: bytes.length,
      userId: null,
      createdAt: now,
      // On the demo threads from the start; the photo job moves the bytes out to the photo store.
      attachedAt: now,
    };
  });

  await db.transaction(async (tx) => {
    await tx.insert(forumPhotos).values(photos).onConflictDoNothing();

    type Plan = { replies: { userId: number; at: number; text: string; likers: number[] }[]; likers: number[] };
    const plans: Plan[] = [];
    const threads: (typeof forumThreads.$inferInsert)[] = [];
    const titles = askedTitles();
    for (let i = 0; i < DEMO_FORUM_THREADS; i++) {
      const board = rng.chance(0.45) ? boards[0] : rng.chance(0.6) ? boards[1] : boards[2];
      const code = board?.code ?? 'football';
      // Recent days busier than the start of the month.
      const created = end - Math.floor(rng.next() ** 2 * SPAN_MS) - 60_000;
      const ofBoard = (f: { sportId: number }) =>
        code === 'tips' || f.sportId === (code === 'basketball' ? SportId.Basketball : SportId.Football);
      const coming = fixtures.filter((f) => ofBoard(f) && f.kickoffAt > created && f.kickoffAt <= created + MATCH_AHEAD_MS);
      const played =
        code === 'tips'
          ? []
          : fixtures.filter(
              (f) => ofBoard(f) && f.finished && f.kickoffAt + MATCH_LENGTH_MS <= created && f.kickoffAt + JUST_PLAYED_MS > created,
            );
      const draw = () => {
        const replies = Math.min(40, rng.poisson(MEAN_REPLIES));
        if (played.length > 0 && rng.chance(PLAYED_SHARE)) {
          const match = rng.pick(played);
          const [side, other] = rng.chance(0.5) ? [match.home, match.away] : [match.away, match.home];
          return threadWording(rng, code, replies, { home: side, away: other, played: true });
        }
        const fixture = coming.length > 0 && rng.chance(MATCH_SHARE) ? rng.pick(coming) : null;
        return threadWording(rng, code, replies, fixture);
      };
      let wording = draw();
      for (let tries = 0; tries < REDRAWS && titles.asked(code, wording.title, created); tries++) wording = draw();
      titles.add(code, wording.title, created);
      const author = rng.pick(authors);
      const replies = wording.replies
        .map((text) => ({
          userId: rng.pick(authors).id,
          at: created + Math.floor(rng.next() * (end - created)),
          text,
          // A third of the replies get a like or two.
          likers: rng.chance(0.33) ? someOf(rng, authors, rng.int(1, 3)).map((user) => user.id) : [],
        }))
        .sort((x, y) => x.at - y.at);
      const likers = someOf(rng, authors, rng.poisson(MEAN_LIKES)).map((user) => user.id);
      plans.push({ replies, likers });
      threads.push({
        boardId: board?.id ?? 1,
        userId: author.id,
        authorName: author.nickname,
        authorHeadUrl: author.headUrl,
        title: wording.title,
        body: wording.body,
        photoIds: rng.chance(0.2)
          ? someOf(rng, photos, rng.int(1, 3))
              .map((p) => p.id)
              .join(',')
          : '',
        replyCount: replies.length,
        likeCount: likers.length,
        reportCount: 0,
        hidden: false,
        hot: hotScore(likers.length, replies.length, created),
        createdAt: new Date(created),
        lastReplyAt: new Date(replies.at(-1)?.at ?? created),
      });
    }

    const threadIds: number[] = [];
    await insertChunks(threads, async (chunk) => {
      const rows = await tx.insert(forumThreads).values(chunk).returning({ id: forumThreads.id });
      threadIds.push(...rows.map((row) => row.id));
    });

    const nameOf = new Map(authors.map((user) => [user.id, user]));
    const replies = plans.flatMap((plan, i) =>
      plan.replies.map((reply, floor) => ({
        threadId: threadIds[i] ?? 0,
        userId: reply.userId,
        authorName: nameOf.get(reply.userId)?.nickname ?? '',
        authorHeadUrl: nameOf.get(reply.userId)?.headUrl ?? '',
        floor: floor + 1,
        content: reply.text,
        likeCount: reply.likers.length,
        createdAt: new Date(reply.at),
      })),
    );
    const replyIds: number[] = [];
    await insertChunks(replies, async (chunk) => {
      const rows = await tx.insert(forumReplies).values(chunk).returning({ id: forumReplies.id });
      replyIds.push(...rows.map((row) => row.id));
    });

    const replyLikers = plans.flatMap((plan) => plan.replies.map((reply) => reply.likers));
    const likes: (typeof forumLikes.$inferInsert)[] = [
      ...plans.flatMap((plan, i) =>
        plan.likers.map((userId) => ({
          targetType: 'thread' as const,
          targetId: threadIds[i] ?? 0,
          userId,
          createdAt: now,
        })),
      ),
      ...replyLikers.flatMap((likers, i) =>
        likers.map((userId) => ({ targetType: 'reply' as const, targetId: replyIds[i] ?? 0, userId, createdAt: now })),
      ),
    ];
    await insertChunks(likes, (chunk) => tx.insert(forumLikes).values(chunk));
  });
  return true;
}
