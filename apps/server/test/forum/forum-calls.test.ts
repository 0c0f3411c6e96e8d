import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORUM_REPORTS_TO_HIDE, forumRoutes, type ForumThreadPage, type ForumThreadSummary } from '@sport/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { postThread, signUp, type Member } from './fixture';

// The forum as a caller sees it, over the whole app and a real database: reading, posting, liking and
// reporting all need login (SPEC §5); bad input is a 422 naming the field, a missing thread a 404.

let t: TestApp;
const members: Member[] = [];
/** Each test takes fresh members: a member may post once per 5 s. */
const nextMember = (): Member => {
  const member = members.shift();
  if (!member) throw new Error('out of members: sign up more in beforeAll');
  return member;
};

/** A member who only reads: the forum is for members (SPEC §5). */
let reader: Member;

beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitMax: 1_000_000, filteredWords: ['坏词', 'BadWord'] } });
  for (let i = 0; i < 50; i++) members.push(await signUp(t, `forum_fan_${i}`));
  reader = await signUp(t, 'forum_reader');
}, 300_000);
afterAll(async () => {
  await t.close();
});

const listed = async (input: Record<string, unknown> = {}, session: Member = reader) =>
  (await t.call(forumRoutes.threadList, { size: 50, ...input }, session)).body.data.list;
const ids = (list: ForumThreadSummary[]) => list.map((thread) => thread.id);

describe('who may read', () => {
  it('refuses a visitor every forum read with the login code of SPEC §8, and shows a member the same calls', async () => {
    const thread = await postThread(t, nextMember());
    const reads = [
      [forumRoutes.boards, {}],
      [forumRoutes.threadList, {}],
      [forumRoutes.threadDetail, { threadId: thread.id }],
      [forumRoutes.replyList, { threadId: thread.id }],
      [forumRoutes.userThreads, { userId: thread.author.userId }],
      [forumRoutes.userReplies, { userId: thread.author.userId }],
    ] as const;
    for (const [route, input] of reads) {
      const visitor = await t.call(route, input);
      expect(visitor.status, route.path).toBe(401);
      expect(visitor.body, route.path).toEqual({ code: 400, msg: '请先登录', data: null });
      expect((await t.call(route, input, reader)).body.code, route.path).toBe(1);
    }
  });
});

describe('boards and threads', () => {
  it('lists the three boards, counting the threads posted on each', async () => {
    const before = (await t.call(forumRoutes.boards, {}, reader)).body.data;
    expect(before.map((board) => board.code)).toEqual(['football', 'basketball', 'tips']);
    expect(before.every((board) => board.name !== '')).toBe(true);
    const basketball = before.find((board) => board.code === 'basketball');
    if (!basketball) throw new Error('no basketball board');

    const thread = await postThread(t, nextMember(), { boardId: basketball.id, title: '湖人今年能进季后赛吗' });
    const after = (await t.call(forumRoutes.boards, {}, reader)).body.data.find((board) => board.id === basketball.id);
    expect(after?.threadCount).toBe(basketball.threadCount + 1);
    expect(after?.latestThreadDate).toBe(thread.createDate);
    expect(ids(await listed({ boardId: basketball.id }))).toContain(thread.id);
    expect(ids(await listed({ boardId: before[0]?.id }))).not.toContain(thread.id);
  });

  it('posts a thread another member can read, with its author, trimmed title and excerpt', async () => {
    const author = nextMember();
    const body = `  ${'好'.repeat(120)}  `;
    const thread = await postThread(t, author, { title: '  曼城三连冠稳了吗  ', body });
    expect(thread).toMatchObject({
      title: '曼城三连冠稳了吗',
      body: '好'.repeat(120),
      author: { userId: author.uid, nickName: author.username },
      replyCount: 0,
      likeCount: 0,
      isLiked: 0,
      isReported: 0,
      hidden: false,
      photos: [],
    });
    const read = await t.call(forumRoutes.threadDetail, { threadId: thread.id }, reader);
    expect(read.body.data).toEqual(thread);
    const summary = (await listed()).find((item) => item.id === thread.id);
    expect(summary?.excerpt).toBe(`${'好'.repeat(80)}…`);
  });

  it('needs login to post, reply, like and report', async () => {
    const thread = await postThread(t, nextMember());
    const refusals = [
      await t.call(forumRoutes.createThread, { boardId: 1, title: '访客发帖试试', body: '内容' }),
      await t.call(forumRoutes.createReply, { threadId: thread.id, content: '访客回复' }),
      await t.call(forumRoutes.like, { targetType: 'thread', targetId: thread.id }),
      await t.call(forumRoutes.report, { targetType: 'thread', targetId: thread.id, cateId: 1 }),
    ];
    for (const res of refusals) expect(res.body).toMatchObject({ code: 400, data: null });
    const read = (await t.call(forumRoutes.threadDetail, { threadId: thread.id }, reader)).body.data;
    expect(read).toMatchObject({ replyCount: 0, likeCount: 0 });
  });

  it('refuses bad input with a 422 naming the field, and a missing board or thread with a 404', async () => {
    const member = nextMember();
    const thread = await postThread(t, nextMember());
    const cases: [Promise<{ body: { code: number; msg: string } }>, number, string][] = [
      [t.call(forumRoutes.createThread, { boardId: 1, title: '  短  ', body: '内容' }, member), 422, 'title'],
      [t.call(forumRoutes.createThread, { boardId: 1, title: '长'.repeat(41), body: '内容' }, member), 422, 'title'],
      [t.call(forumRoutes.createThread, { boardId: 1, title: '空白的正文', body: '   ' }, member), 422, 'body'],
      [
        t.call(forumRoutes.createThread, { boardId: 1, title: '太长的正文', body: '字'.repeat(501) }, member),
        422,
        'body',
      ],
      [t.call(forumRoutes.createThread, { boardId: 0, title: '没有版块', body: '内容' }, member), 422, 'boardId'],
      [t.call(forumRoutes.createThread, { boardId: 999, title: '没有版块', body: '内容' }, member), 404, 'board'],
      [t.call(forumRoutes.createReply, { threadId: thread.id, content: ' \n ' }, member), 422, 'content'],
      [t.call(forumRoutes.createReply, { threadId: 999_999, content: '回复' }, member), 404, 'thread'],
      [t.call(forumRoutes.threadDetail, { threadId: 999_999 }, reader), 404, 'thread'],
      [t.call(forumRoutes.replyList, { threadId: 999_999 }, reader), 404, 'thread'],
      [t.call(forumRoutes.threadList, { sort: 'newest' }, reader), 422, 'sort'],
      [t.call(forumRoutes.threadList, { boardId: 999 }, reader), 404, 'board'],
      [t.call(forumRoutes.threadList, { cursor: 'not-a-cursor' }, reader), 422, 'cursor'],
      [t.call(forumRoutes.threadList, { size: 51 }, reader), 422, 'size'],
      [t.call(forumRoutes.like, { targetType: 'post', targetId: thread.id }, member), 422, 'targetType'],
      [t.call(forumRoutes.like, { targetType: 'reply', targetId: 999_999 }, member), 404, 'reply'],
      [t.call(forumRoutes.report, { targetType: 'thread', targetId: thread.id, cateId: 99 }, member), 422, 'cateId'],
      [t.call(forumRoutes.userThreads, { userId: 0 }, reader), 422, 'userId'],
    ];
    for (const [call, code, field] of cases) {
      const { body } = await call;
      expect(body.code, body.msg).toBe(code);
      expect(body.msg).toContain(field);
    }
    // None of the refusals counted as the member's post: they may post at once.
    await postThread(t, member);
  });
});

describe('posting limits', () => {
  it('takes one post per 5 s per user, threads and replies alike, and says how long to wait', async () => {
    const member = nextMember();
    const thread = await postThread(t, member);
    const again = await t.call(forumRoutes.createThread, { boardId: 1, title: '第二个话题', body: '内容' }, member);
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/请\d秒后再试/);
    expect(again.headers['retry-after']).toMatch(/^[1-5]$/);
    const reply = await t.call(forumRoutes.createReply, { threadId: thread.id, content: '自己顶一下' }, member);
    expect(reply.status).toBe(429);
    // Someone else is not held up by it.
    const other = await t.call(forumRoutes.createReply, { threadId: thread.id, content: '来了' }, nextMember());
    expect(other.body.code).toBe(1);
  });

  // Over PostgreSQL (DATABASE_URL set) the posts overlap; the poster's row lock lets exactly one through.
  it('lets exactly one of five simultaneous posts of one user through', async () => {
    const member = nextMember();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.call(forumRoutes.createThread, { boardId: 1, title: `同时发帖第${i}个`, body: '内容' }, member),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429]);
    const theirs = (await t.call(forumRoutes.userThreads, { userId: member.uid }, reader)).body.data.list;
    expect(theirs).toHaveLength(1);
  });

  it('takes a body and a reply of exactly 500 characters (emoji count as one)', async () => {
    const body = '😀'.repeat(500);
    const thread = await postThread(t, nextMember(), { body });
    expect(thread.body).toBe(body);
  });

  it('masks filtered words in titles, bodies and replies, whatever their letter case', async () => {
    const thread = await postThread(t, nextMember(), { title: '这是坏词标题', body: '说了 badword 和 BADWORD' });
    expect(thread.title).toBe('这是**标题');
    expect(thread.body).toBe('说了 ******* 和 *******');
    const reply = await t.call(forumRoutes.createReply, { threadId: thread.id, content: '坏词坏词' }, nextMember());
    expect(reply.body.data.content).toBe('****');
    const stored = (await t.call(forumRoutes.replyList, { threadId: thread.id }, reader)).body.data.list;
    expect(stored.map((r) => r.content)).toEqual(['****']);
  });
});

describe('replies', () => {
  it('numbers replies by floor, pages them first floor first, and moves the thread up the latest list', async () => {
    const first = await postThread(t, nextMember(), { title: '先发的话题' });
    const second = await postThread(t, nextMember(), { title: '后发的话题' });
    expect(ids(await listed()).indexOf(second.id)).toBeLessThan(ids(await listed()).indexOf(first.id));

    const repliers = [nextMember(), nextMember(), nextMember()];
    for (const [i, member] of repliers.entries()) {
      const res = await t.call(forumRoutes.createReply, { threadId: first.id, content: `第${i + 1}条回复` }, member);
      expect(res.body.data).toMatchObject({ floor: i + 1, threadId: first.id, author: { userId: member.uid } });
    }
    const page1 = (await t.call(forumRoutes.replyList, { threadId: first.id, size: 2 }, reader)).body.data;
    expect(page1.list.map((r) => r.floor)).toEqual([1, 2]);
    expect(page1.cursor).not.toBeNull();
    const page2 = (await t.call(forumRoutes.replyList, { threadId: first.id, size: 2, cursor: page1.cursor }, reader))
      .body.data;
    expect(page2.list.map((r) => r.content)).toEqual(['第3条回复']);
    expect(page2.cursor).toBeNull();

    const latest = await listed();
    expect(ids(latest).indexOf(first.id)).toBeLessThan(ids(latest).indexOf(second.id));
    const bumped = latest.find((thread) => thread.id === first.id);
    expect(bumped?.replyCount).toBe(3);
    expect(bumped?.lastReplyDate).toBeGreaterThan(first.createDate);

    const mine = (await t.call(forumRoutes.userReplies, { userId: repliers[0]?.uid }, reader)).body.data.list;
    expect(mine).toEqual([expect.objectContaining({ content: '第1条回复', threadTitle: '先发的话题' })]);
  });
});

describe('likes', () => {
  it('toggles one like per user on a thread and a reply, and shows the caller their own', async () => {
    const thread = await postThread(t, nextMember());
    const replier = nextMember();
    const reply = (await t.call(forumRoutes.createReply, { threadId: thread.id, content: '沙发' }, replier)).body.data;
    const [a, b] = [nextMember(), nextMember()];

    const like = (member: Member, targetType: 'thread' | 'reply', targetId: number) =>
      t.call(forumRoutes.like, { targetType, targetId }, member).then((res) => res.body.data);
    expect(await like(a, 'thread', thread.id)).toEqual({
      targetType: 'thread',
      targetId: thread.id,
      likeCount: 1,
      isLiked: 1,
    });
    expect(await like(b, 'thread', thread.id)).toMatchObject({ likeCount: 2, isLiked: 1 });
    expect(await like(a, 'thread', thread.id)).toMatchObject({ likeCount: 1, isLiked: 0 });
    expect(await like(a, 'reply', reply.id)).toMatchObject({ targetType: 'reply', likeCount: 1, isLiked: 1 });

    expect((await t.call(forumRoutes.threadDetail, { threadId: thread.id }, b)).body.data).toMatchObject({
      likeCount: 1,
      isLiked: 1,
    });
    expect((await t.call(forumRoutes.threadDetail, { threadId: thread.id }, a)).body.data).toMatchObject({
      likeCount: 1,
      isLiked: 0,
    });
    expect((await t.call(forumRoutes.threadDetail, { threadId: thread.id }, reader)).body.data.isLiked).toBe(0);
    const replies = (await t.call(forumRoutes.replyList, { threadId: thread.id }, a)).body.data.list;
    expect(replies[0]).toMatchObject({ likeCount: 1, isLiked: 1 });
    expect((await listed({}, b)).find((item) => item.id === thread.id)?.isLiked).toBe(1);
  });

  it('counts ten simultaneous taps of one user as an even number of toggles', async () => {
    const thread = await postThread(t, nextMember());
    const member = nextMember();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call(forumRoutes.like, { targetType: 'thread', targetId: thread.id }, member)),
    );
    expect(answers.every((a) => a.body.code === 1)).toBe(true);
    expect((await t.call(forumRoutes.threadDetail, { threadId: thread.id }, member)).body.data).toMatchObject({
      likeCount: 0,
      isLiked: 0,
    });
  });
});

describe('reports', () => {
  it('takes one report per user and hides a thread at the fifth, except from its author', async () => {
    const author = nextMember();
    const thread = await postThread(t, author, { title: '会被举报的话题' });
    const reporters = Array.from({ length: FORUM_REPORTS_TO_HIDE }, nextMember);
    const report = (member: Member) =>
      t.call(forumRoutes.report, { targetType: 'thread', targetId: thread.id, cateId: 1, content: '广告' }, member);

    const first = await report(reporters[0] as Member);
    expect(first.body.data.reportId).toBeGreaterThan(0);
    // The same user again: the same report, and it does not count twice.
    for (let i = 0; i < 4; i++) expect((await report(reporters[0] as Member)).body.data).toEqual(first.body.data);
    for (const member of reporters.slice(1, -1)) expect((await report(member)).body.code).toBe(1);
    expect(ids(await listed())).toContain(thread.id);
    expect((await t.call(forumRoutes.threadDetail, { threadId: thread.id }, reporters[0])).body.data.isReported).toBe(
      1,
    );

    expect((await report(reporters[FORUM_REPORTS_TO_HIDE - 1] as Member)).body.code).toBe(1);
    expect(ids(await listed())).not.toContain(thread.id);
    expect((await t.call(forumRoutes.threadDetail, { threadId: thread.id }, reader)).body.code).toBe(404);
    expect((await t.call(forumRoutes.userThreads, { userId: author.uid }, reader)).body.data.list).toEqual([]);
    const own = await t.call(forumRoutes.threadDetail, { threadId: thread.id }, author);
    expect(own.body.data).toMatchObject({ id: thread.id, hidden: true });
    // Hidden: no more replies or likes.
    const reply = await t.call(forumRoutes.createReply, { threadId: thread.id, content: '还在吗' }, nextMember());
    expect(reply.body.code).toBe(404);
  });

  it('hides a reply at the fifth report and refuses reporting one’s own post', async () => {
    const thread = await postThread(t, nextMember());
    const replier = nextMember();
    const reply = (await t.call(forumRoutes.createReply, { threadId: thread.id, content: '广告：加我' }, replier)).body
      .data;
    const own = await t.call(forumRoutes.report, { targetType: 'reply', targetId: reply.id, cateId: 1 }, replier);
    expect(own.body.code).toBe(422);
    for (const member of Array.from({ length: FORUM_REPORTS_TO_HIDE }, nextMember)) {
      expect(
        (await t.call(forumRoutes.report, { targetType: 'reply', targetId: reply.id, cateId: 2 }, member)).body.code,
      ).toBe(1);
    }
    expect((await t.call(forumRoutes.replyList, { threadId: thread.id }, reader)).body.data.list).toEqual([]);
    expect((await t.call(forumRoutes.userReplies, { userId: replier.uid }, reader)).body.data.list).toEqual([]);

    // The hidden reply no longer counts, in the list and on the thread page; it keeps its floor, so the next is 2.
    const next = await t.call(forumRoutes.createReply, { threadId: thread.id, content: '正常回复' }, nextMember());
    expect(next.body.data).toMatchObject({ floor: 2 });
    expect((await listed()).find((item) => item.id === thread.id)?.replyCount).toBe(1);
    expect((await t.call(forumRoutes.threadDetail, { threadId: thread.id }, reader)).body.data.replyCount).toBe(1);
  });

  it('lists the report reasons', async () => {
    const cates = (await t.call(forumRoutes.reportCate)).body.data;
    expect(cates.length).toBeGreaterThan(3);
    expect(cates.every((cate) => cate.id > 0 && cate.name !== '')).toBe(true);
  });
});

describe('orders and paging', () => {
  it('puts a liked thread first in the hot list and the newest first in the latest list', async () => {
    const board = (await t.call(forumRoutes.boards, {}, reader)).body.data.find((b) => b.code === 'tips');
    if (!board) throw new Error('no tips board');
    const older = await postThread(t, nextMember(), { boardId: board.id, title: '早一点的分析帖' });
    const newer = await postThread(t, nextMember(), { boardId: board.id, title: '晚一点的分析帖' });
    for (const member of [nextMember(), nextMember(), nextMember()]) {
      await t.call(forumRoutes.like, { targetType: 'thread', targetId: older.id }, member);
    }
    const hot = await listed({ boardId: board.id, sort: 'hot' });
    expect(ids(hot).indexOf(older.id)).toBeLessThan(ids(hot).indexOf(newer.id));
    const latest = await listed({ boardId: board.id, sort: 'latest' });
    expect(ids(latest).indexOf(newer.id)).toBeLessThan(ids(latest).indexOf(older.id));
  });

  it('pages every order with cursors: no thread twice, none left out, and a cursor of one order refused by another', async () => {
    const all = ids(await listed());
    for (const sort of ['latest', 'hot'] as const) {
      const seen: number[] = [];
      let cursor: string | null = null;
      for (let guard = 0; guard < 50; guard++) {
        const input = cursor === null ? { size: 3, sort } : { size: 3, sort, cursor };
        const page: ForumThreadPage = (await t.call(forumRoutes.threadList, input, reader)).body.data;
        seen.push(...ids(page.list));
        cursor = page.cursor;
        if (!cursor) break;
      }
      expect(seen.length).toBe(all.length);
      expect(new Set(seen).size).toBe(all.length);
    }
    const latestCursor = (await t.call(forumRoutes.threadList, { size: 1 }, reader)).body.data.cursor;
    const wrong = await t.call(forumRoutes.threadList, { size: 1, sort: 'hot', cursor: latestCursor }, reader);
    expect(wrong.body.code).toBe(422);
    expect(wrong.body.msg).toContain('cursor');
  });
});
