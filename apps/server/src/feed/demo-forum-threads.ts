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
/** A conversation: the gap from a post to the next floor averages this long, so a thread talks for hours, not for weeks. */
const MEAN_REPLY_GAP_MS = 45 * 60_000;
/** The newest thread is at least this old when the world is seeded. */
const NEWEST_AGE_MS = 10 * 60_000;
const MEAN_LIKES = 4;
const SEED = 1616;
/** No board asks the same question twice within this long (as a bot would); a thread redraws its words up to a few times. */
export const REPEAT_WINDOW_MS = 3 * DAY_MS;
export const REDRAWS = 40;
/** A thread about a match is about one of the next few days' fixtures, and this share of threads is. */
export const MATCH_AHEAD_MS = 3 * DAY_MS;
const MATCH_SHARE = 0.35;
/** A thread right after a match (刚看完…) follows one that ended within this long before it, and this share does. */
export const JUST_PLAYED_MS = 12 * HOUR_MS;
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

/** What one kind of thread says: its titles, the sentences its body is drawn from, and its replies. */
interface Talk {
  titles: readonly string[];
  /** A body's sentences; a group gives one of its members at most (no 状态不错 beside 数据都不太理想). */
  body: readonly (string | readonly string[])[];
  replies: readonly string[];
}

/** Fans' opinions on a team: none states a fact of the record (a head-to-head, an away run, an injury) it could get wrong. */
const TEAM_SENTENCES = [
  ['个人觉得{a}最近状态不错。', '最近几场的数据都不太理想，需要调整。'],
  '伤病情况会很影响结果，大家留意赛前名单。',
  '教练的临场指挥是关键。',
  '防守端的问题比进攻端更大。',
  '替补席的深度决定了下半程的走势。',
  '感觉{b}会有压力。',
  '{a}的核心球员是关键。',
  // the closing words last: a post says its piece, then asks for others'
  '纯属个人看法，仅供娱乐。',
  '理性讨论，不喜勿喷。',
  '欢迎大家补充自己的看法。',
];
/** What fans answer a thread about a team, before or after any match. */
const TEAM_REPLIES = [
  '同意楼主',
  '我觉得不一定',
  '说得有道理',
  '这波分析到位',
  '楼主真相了',
  '理性看球',
  '已关注，学习了',
  '我站{a}',
  '别太乐观',
  '顶一下',
  '{b}也不好对付',
];
/** Said while a match is still to come: a thread about one gets its replies before the kick-off. */
const BEFORE_MATCH = ['坐等比赛开始', '期待一场好球', '稳住，我们能赢'];
/** Talk about odds and stakes, on the tips board. */
const STAKES_SENTENCES = ['仅供参考，理性投注。', '欢迎大家一起交流思路。', '小注怡情，别上头。'];
const STAKES_REPLIES = ['同意楼主', '学习了', '理性投注，小注怡情', '顶一下'];

/**
 * Threads about a team, or two teams set side by side: none of them says the two meet (a title that does names a real
 * fixture, MATCH_TALK).
 */
const TEAM_TALK: Record<'football' | 'basketball', Talk> = {
  football: {
    titles: ['{a}的防线是不是该换人了', '{a}本赛季能拿冠军吗', '聊聊{a}的中场配置', '{a}和{b}谁更强？', '{a}的新援表现如何'],
    body: TEAM_SENTENCES,
    replies: [...TEAM_REPLIES, '上一场就看出问题了'],
  },
  basketball: {
    titles: ['{a}今年能进总决赛吗', '{a}的轮换是不是有问题', '聊聊{a}的三分体系', '{a}的替补深度够不够', '{a}的新秀表现怎么样'],
    body: TEAM_SENTENCES,
    replies: [...TEAM_REPLIES, '上一场就看出问题了'],
  },
};

/**
 * The tips board's threads, each with its own words: a body under 晒一下本周战绩 speaks of the week's picks, not of a
 * team's bench. What a member says of their own stakes is theirs; nothing here states a match's result.
 */
const STAKES_TALK: readonly Talk[] = [
  {
    titles: ['今日大小球思路分享'],
    body: ['个人习惯先看两队最近的进球数，再看盘口。', '大小球别只看名气，比赛节奏更重要。', ...STAKES_SENTENCES],
    replies: ['收藏了', '谢谢分享思路', '跟一手', ...STAKES_REPLIES],
  },
  {
    titles: ['这周红单复盘'],
    body: ['这周手感还行，复盘一下思路。', '红的几场都是先看基本面再下手。', '黑的那场是贪了高赔，下次注意。'],
    replies: ['恭喜楼主', '继续保持', '别飘，理性投注', '学习了'],
  },
  {
    titles: ['串关心得：别贪多'],
    body: ['串关场次越多，全中的机会越小。', '我现在最多串两场，心态好了很多。', '小注怡情，别上头。'],
    replies: ['说得对', '深有体会', '以前总想博冷门，吃了不少亏', '学习了'],
  },
  {
    titles: ['连黑三天，求大神指点'],
    body: ['这三天看好的都没打出来，心态有点崩。', '是不是该停几天再说？'],
    replies: ['先停几天，调整心态', '别追，别急着回本', '都有低谷，稳住', '小注怡情'],
  },
  {
    titles: ['新手求教：亚盘怎么看'],
    body: ['刚开始玩，看不懂让球和水位。', '有没有大佬讲讲基本思路？'],
    replies: ['先看懂让球数，再看水位变化', '建议先少买多看', '可以先看看专家的分析', '理性投注，小注怡情'],
  },
  {
    titles: ['晒一下本周战绩'],
    body: ['这周跟了几位专家，收获还不错。', '不多说了，继续保持。', '理性投注，量力而行。'],
    replies: ['恭喜楼主', '求带', '跟的哪位专家？', '继续保持'],
  },
  {
    titles: ['大家都在跟哪位专家'],
    body: ['最近想找个稳一点的专家跟。', '大家有推荐的吗？看胜率还是看连红？'],
    replies: ['看长期命中率，别只看连红', '排行榜可以参考一下', '我一般自己看，专家只参考', '别全信，自己判断'],
  },
  {
    titles: ['周末串关讨论帖'],
    body: ['周末比赛多，大家的串关思路来这里交流。', '我一般串两场，求稳。', ...STAKES_SENTENCES],
    replies: ['坐等周末', '二串一求稳', '跟一手', ...STAKES_REPLIES],
  },
  {
    titles: ['{a}的让球盘最近怎么看'],
    body: ['个人感觉{a}的让球开得有点深。', '最近买{a}都比较谨慎。', ...STAKES_SENTENCES],
    replies: ['我站{a}', '观望一下', ...STAKES_REPLIES],
  },
  {
    titles: ['{a}这阵子的大小球走势'],
    body: ['{a}的比赛节奏是关键。', '个人更倾向小球。', ...STAKES_SENTENCES],
    replies: ['我看大球', '我也倾向小球', '观望一下', ...STAKES_REPLIES],
  },
  {
    titles: ['{a}和{b}的盘口哪个更稳'],
    body: ['两边都在考虑，拿不定主意。', '个人更偏向{a}。', ...STAKES_SENTENCES],
    replies: ['我站{a}', '{b}也不好对付', '都不稳，观望', ...STAKES_REPLIES],
  },
];

/** Threads about one coming match, {a} at home to {b}: the seed fills them only from a real fixture of the days ahead. */
const MATCH_TALK: Record<'football' | 'basketball' | 'tips', Talk> = {
  football: {
    titles: ['{a}对{b}，这场大家怎么看？', '{a}vs{b}前瞻'],
    body: TEAM_SENTENCES,
    replies: [...TEAM_REPLIES, ...BEFORE_MATCH],
  },
  basketball: {
    titles: ['{a}对{b}，这次交手谁占上风', '{a}vs{b}，看好谁？'],
    body: TEAM_SENTENCES,
    replies: [...TEAM_REPLIES, ...BEFORE_MATCH],
  },
  tips: {
    titles: ['{a}vs{b}让球盘怎么看', '{a}主胜能不能上', '{b}客场能不能拿分'],
    body: ['这场的盘口有点意思，大家怎么看？', '个人觉得{a}主场更有优势。', '{b}客场不好说。', ...STAKES_SENTENCES],
    replies: ['我站{a}', '{b}也不好对付', '观望一下', '坐等比赛开始', ...STAKES_REPLIES],
  },
};

/**
 * Threads right after a match of {a}: the seed fills them only from a fixture of the thread's sport that ended in the
 * hours before it was posted ({b} is the opponent, which the thread leaves out).
 */
const PLAYED_TALK: Record<'football' | 'basketball', Talk> = {
  football: { titles: ['刚看完{a}的比赛，说几句'], body: TEAM_SENTENCES, replies: [...TEAM_REPLIES, '看完有同感'] },
  basketball: { titles: ['刚看完{a}这场，聊几句'], body: TEAM_SENTENCES, replies: [...TEAM_REPLIES, '看完有同感'] },
};

/** Said only below someone else's reply, so never on the first floor. */
const AFTER_A_REPLY = ['楼上说得好'];

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

/** The kind of thread a board's post is: about a coming match, one just played, or neither. */
function talkFor(rng: Rng, code: string, fixture: ThreadFixture | null): Talk {
  const sport = code === 'basketball' ? 'basketball' : 'football';
  // the tips board posts nothing after a match (the seed gives it no played fixture)
  if (fixture?.played) return PLAYED_TALK[sport];
  if (fixture) return MATCH_TALK[code === 'tips' ? 'tips' : sport];
  return code === 'tips' ? rng.pick(STAKES_TALK) : TEAM_TALK[sport];
}

/**
 * A thread's words: its title, its body's sentences and its replies' texts, floor by floor. Given a real fixture it
 * is about that match; without one its title sets no two teams against each other, so no match that is not on is
 * talked up. A sentence or reply names only the teams the title names (no 利物浦这赛季太难了 under 尤文的新援表现如何,
 * no team at all under 今日大小球思路分享), and fits the thread's kind (坐等比赛开始 only before a coming match).
 */
export function threadWording(
  rng: Rng,
  code: string,
  replies: number,
  fixture: ThreadFixture | null = null,
): { title: string; body: string; replies: string[] } {
  const [a, b] = fixture ? [fixture.home, fixture.away] : teamsFor(rng, code);
  const talk = talkFor(rng, code, fixture);
  const template = rng.pick(talk.titles);
  const fits = (text: string) => ['{a}', '{b}'].every((slot) => template.includes(slot) || !text.includes(slot));
  const replyPool = talk.replies.filter(fits);
  const bodyPool = talk.body
    .map((entry) => (typeof entry === 'string' ? [entry] : entry).filter(fits))
    .filter((group) => group.length > 0);
  return {
    title: fill(template, a, b),
    // in the order the talk lists them: 这三天看好的都没打出来 before 是不是该停几天再说？
    body: someOf(rng, [...bodyPool.keys()], rng.int(2, 4))
      .sort((x, y) => x - y)
      .map((i) => fill(rng.pick(bodyPool[i] ?? []), a, b))
      .join(''),
    replies: saidOnce(rng, replies, (floor) => (floor === 0 ? replyPool : [...replyPool, ...AFTER_A_REPLY])).map(
      (text) => fill(text, a, b),
    ),
  };
}

/** `count` floors' words, each from its floor's pool, none said twice in a thread while the pool has others. */
function saidOnce(rng: Rng, count: number, poolOf: (floor: number) => readonly string[]): string[] {
  const said: string[] = [];
  for (let floor = 0; floor < count; floor++) {
    const pool = poolOf(floor);
    const fresh = pool.filter((text) => !said.includes(text));
    said.push(rng.pick(fresh.length > 0 ? fresh : pool));
  }
  return said;
}

/** The instants of `count` floors after a post at `from`: exponential gaps (a Poisson stream of answers), in order. */
export function conversation(rng: Rng, from: number, count: number): number[] {
  const times: number[] = [];
  let at = from;
  for (let floor = 0; floor < count; floor++) {
    at += Math.max(60_000, Math.floor(-Math.log(1 - rng.next()) * MEAN_REPLY_GAP_MS));
    times.push(at);
  }
  return times;
}

/** Distinct members of `pool`, `count` of them at most. */
const someOf = <T>(rng: Rng, pool: readonly T[], count: number): T[] =>
  rng.shuffle(pool).slice(0, Math.min(count, pool.length));

/** Every match with both sides known kicking off in [from, to], with the sides' short names and whether it is over. */
export async function comingFixtures(db: Db, from: number, to: number): Promise<ForumFixture[]> {
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

/** The demo forum's members: the first 300 users, the `demo` account aside (so its forum tab has something new). */
export const demoForumAuthors = (db: Db) =>
  db
    .select({ id: users.id, nickname: users.nickname, headUrl: users.headUrl })
    .from(users)
    .where(ne(users.username, DEMO_USERNAME))
    .orderBy(users.id)
    .limit(300);

/** Football most, then basketball, then 竞猜交流. */
export const pickBoard = <T>(rng: Rng, boards: readonly T[]): T | undefined =>
  rng.chance(0.45) ? boards[0] : rng.chance(0.6) ? boards[1] : boards[2];

/** A match as the forum's threads know it: its sides' short names, sport, kick-off and whether it is over. */
export type ForumFixture = ThreadFixture & { sportId: number; kickoffAt: number; finished: boolean };

/**
 * The matches a thread posted on board `code` at `created` may be about: one its sides finished in the twelve hours
 * before (none on the tips board, which posts nothing after a match), or a fixture of the next three days.
 */
export function threadFixtures(
  code: string,
  fixtures: readonly ForumFixture[],
  created: number,
): { played: ForumFixture[]; coming: ForumFixture[] } {
  const ofBoard = (f: { sportId: number }) =>
    code === 'tips' || f.sportId === (code === 'basketball' ? SportId.Basketball : SportId.Football);
  return {
    played:
      code === 'tips'
        ? []
        : fixtures.filter(
            (f) => ofBoard(f) && f.finished && f.kickoffAt + MATCH_LENGTH_MS <= created && f.kickoffAt + JUST_PLAYED_MS > created,
          ),
    coming: fixtures.filter((f) => ofBoard(f) && f.kickoffAt > created && f.kickoffAt <= created + MATCH_AHEAD_MS),
  };
}

/**
 * A thread on board `code` (the seed's past or a running demo's now): its words and the instant its replies end by
 * (`end`, or the kick-off of the coming match it is about: 坐等比赛开始 is said before it). Some follow a match just
 * played, some a coming fixture (`around`, from threadFixtures), the rest neither.
 */
export function planThread(
  rng: Rng,
  code: string,
  around: { played: readonly ForumFixture[]; coming: readonly ForumFixture[] },
  end: number,
): ReturnType<typeof threadWording> & { until: number } {
  const replies = Math.min(40, rng.poisson(MEAN_REPLIES));
  if (around.played.length > 0 && rng.chance(PLAYED_SHARE)) {
    const match = rng.pick(around.played);
    const [side, other] = rng.chance(0.5) ? [match.home, match.away] : [match.away, match.home];
    return { ...threadWording(rng, code, replies, { home: side, away: other, played: true }), until: end };
  }
  const fixture = around.coming.length > 0 && rng.chance(MATCH_SHARE) ? rng.pick(around.coming) : null;
  return { ...threadWording(rng, code, replies, fixture), until: Math.min(end, fixture?.kickoffAt ?? end) };
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
  const authors = await demoForumAuthors(db);
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
      const board = pickBoard(rng, boards);
      const code = board?.code ?? 'football';
      // Recent days busier than the start of the month: the density falls linearly with age, so now has twice the month's
      // mean rate (about one thread an hour), not the pile of threads in its last minutes that an age of SPAN·u² gave.
      const created = end - Math.floor(SPAN_MS * (1 - Math.sqrt(1 - rng.next()))) - NEWEST_AGE_MS;
      // the matches around its moment, filtered once for all its redraws
      const around = threadFixtures(code, fixtures, created);
      const draw = () => planThread(rng, code, around, end);
      let wording = draw();
      for (let tries = 0; tries < REDRAWS && titles.asked(code, wording.title, created); tries++) wording = draw();
      titles.add(code, wording.title, created);
      const author = rng.pick(authors);
      // Others answer (楼主 never agrees with himself), floor by floor in the order the words were drawn.
      const others = authors.filter((user) => user.id !== author.id);
      // Floors follow one another at random gaps; those that would come after the thread's end (now, or the kick-off it
      // waits for) are not said yet, so a young thread has few replies and an old one went quiet days ago.
      const times = conversation(rng, created, wording.replies.length).filter((at) => at <= wording.until);
      const replies = wording.replies.slice(0, times.length).map((text, floor) => ({
        userId: rng.pick(others).id,
        at: times[floor] ?? created,
        text,
        // A third of the replies get a like or two.
        likers: rng.chance(0.33) ? someOf(rng, authors, rng.int(1, 3)).map((user) => user.id) : [],
      }));
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
