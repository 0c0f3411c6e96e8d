import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, FORUM_REPORTS_TO_HIDE, forumRoutes, newsRoutes } from '@sport/contract';
import { consoleRoutes, type ModerationKind } from '@sport/contract/console';
import { auditLog } from '../../src/db/schema/console';
import { forumThreads } from '../../src/db/schema/forum';
import { REPORTS_TO_HIDE } from '../../src/modules/news/comment-service';
import type { TestApp } from '../helpers/app';
import { commentCountOf, commentsApp, listOf, newTip, newUser, post, type User } from '../news/comments-fixture';
import { postThread } from '../forum/fixture';
import { consoleCall, staffLogin, type StaffLogin } from './console-fixture';

// A moderator's queue and decisions over the whole app: what five reports hid comes back with its reports, a
// restore shows it again and a removal takes it out (a state with a reason), the counts follow each decision, a
// ban refuses the author's comments, threads and replies with the reason and the end, and every decision is in
// the audit log, whose chain verifies until someone edits it.

let t: TestApp;
let mod: StaffLogin;
let tipId: number;

beforeAll(async () => {
  t = await commentsApp({ rateLimitMax: 1_000_000 });
  mod = await staffLogin(t, ['moderator']);
  tipId = await newTip(t);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const queue = async (kind?: ModerationKind) =>
  (await consoleCall(t, consoleRoutes.moderationQueue, kind ? { kind } : {}, { cookie: mod.cookie })).body.data.list;
const decide = (route: typeof consoleRoutes.moderationRestore, kind: ModerationKind, id: number, reason: string) =>
  consoleCall(t, route, { kind, id, reason }, { cookie: mod.cookie, csrf: mod.csrf });

/** A fan who may post threads (postThread names the thread after them). */
const member = async () => ({ ...(await newUser(t)), username: `thread_author_${Date.now() % 100_000}` });

/** `REPORTS_TO_HIDE` fans report the comment, with reasons. */
async function hideComment(commentId: number): Promise<void> {
  for (let i = 0; i < REPORTS_TO_HIDE; i++) {
    const reporter = await newUser(t, 0);
    expect(
      (await t.call(newsRoutes.reportAdd, { commentId, cateId: 3, content: `骂人${i}` }, reporter)).body.code,
    ).toBe(1);
  }
}

describe('tip comments', () => {
  it('a comment five reports hid is in the queue with its reports; restoring shows it again and counts it', async () => {
    const author = await newUser(t);
    const comment = await post(t, author, tipId, '这场稳了');
    const before = await commentCountOf(t, tipId);
    await hideComment(comment.id);
    expect(await commentCountOf(t, tipId)).toBe(before - 1);

    const item = (await queue('comment')).find((i) => i.id === comment.id);
    expect(item).toMatchObject({
      kind: 'comment',
      state: 'hidden',
      content: '这场稳了',
      authorId: author.uid,
      reportCount: REPORTS_TO_HIDE,
    });
    expect(item?.reports).toHaveLength(REPORTS_TO_HIDE);
    expect(item?.reports[0]).toMatchObject({ categoryName: '辱骂或人身攻击', content: '骂人0' });

    const res = await decide(consoleRoutes.moderationRestore, 'comment', comment.id, '举报不实');
    expect(res.body).toMatchObject({ code: 1, data: { state: 'shown' } });
    expect(await commentCountOf(t, tipId)).toBe(before);
    expect((await listOf(t, tipId)).map((c) => c.id)).toContain(comment.id);
    expect((await queue('comment')).map((i) => i.id)).not.toContain(comment.id);
  });

  it('removing a shown comment with replies takes it and its replies out of the count; it stays stored with the reason', async () => {
    const comment = await post(t, await newUser(t), tipId, '广告 加我');
    await post(t, await newUser(t), tipId, '回复一', comment.id);
    const before = await commentCountOf(t, tipId);
    const res = await decide(consoleRoutes.moderationRemove, 'comment', comment.id, '广告');
    expect(res.body).toMatchObject({ code: 1, data: { state: 'removed', removalReason: '广告' } });
    expect(await commentCountOf(t, tipId)).toBe(before - 2);
    expect((await listOf(t, tipId)).map((c) => c.id)).not.toContain(comment.id);
  });

  it('an unknown item is a 404 and writes no audit entry', async () => {
    const [{ n: entries = 0 } = {}] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const res = await decide(consoleRoutes.moderationRestore, 'comment', 999_999, '无');
    expect(res.status).toBe(404);
    const [{ n: after = 0 } = {}] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after).toBe(entries);
  });
});

describe('forum threads and replies', () => {
  it('a reply hidden by reports leaves the reply count; a restore puts it back, a removal takes it out again', async () => {
    const thread = await postThread(t, await member());
    const author = await newUser(t);
    const reply = (await t.call(forumRoutes.createReply, { threadId: thread.id, content: '楼主说得对' }, author)).body
      .data;
    const replyCount = async () =>
      (
        await t.database.db
          .select({ n: forumThreads.replyCount })
          .from(forumThreads)
          .where(eq(forumThreads.id, thread.id))
      )[0]?.n;
    expect(await replyCount()).toBe(1);
    for (let i = 0; i < FORUM_REPORTS_TO_HIDE; i++) {
      await t.call(forumRoutes.report, { targetType: 'reply', targetId: reply.id, cateId: 1 }, await newUser(t, 0));
    }
    expect(await replyCount()).toBe(0);
    expect((await queue('reply')).find((i) => i.id === reply.id)).toMatchObject({
      state: 'hidden',
      parentId: thread.id,
    });

    expect((await decide(consoleRoutes.moderationRestore, 'reply', reply.id, '正常讨论')).body.data.state).toBe(
      'shown',
    );
    expect(await replyCount()).toBe(1);
    expect((await decide(consoleRoutes.moderationRemove, 'reply', reply.id, '复核后删除')).body.data.state).toBe(
      'removed',
    );
    expect(await replyCount()).toBe(0);
  });

  it('a removed thread leaves the board; a restored one is back', async () => {
    const thread = await postThread(t, await member());
    const reader = await newUser(t, 0);
    const listed = async () =>
      (await t.call(forumRoutes.threadList, { size: 50 }, reader)).body.data.list.map((x) => x.id);
    expect(await decide(consoleRoutes.moderationRemove, 'thread', thread.id, '违规')).toMatchObject({ status: 200 });
    expect(await listed()).not.toContain(thread.id);
    expect(await decide(consoleRoutes.moderationRestore, 'thread', thread.id, '误删')).toMatchObject({ status: 200 });
    expect(await listed()).toContain(thread.id);
  });
});

describe('bans', () => {
  it('refuses the banned author’s comments, threads and replies with the reason and the end, until lifted', async () => {
    const author: User = await newUser(t);
    const thread = await postThread(t, await member());
    const ban = await consoleCall(
      t,
      consoleRoutes.moderationBan,
      { userId: author.uid, days: 3, reason: '多次辱骂他人' },
      mod,
    );
    expect(ban.body).toMatchObject({ code: 1, data: { userId: author.uid, reason: '多次辱骂他人' } });

    const refusals = [
      await t.call(newsRoutes.commentPublish, { messageId: tipId, content: '我又来了' }, author),
      await t.call(forumRoutes.createThread, { boardId: 1, title: '我又来了啊', body: '内容' }, author),
      await t.call(forumRoutes.createReply, { threadId: thread.id, content: '我又来了' }, author),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(Code.UserBanned);
      expect(res.body.msg).toMatch(
        /^你已被禁言至\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}（北京时间），原因：多次辱骂他人$/,
      );
    }

    expect(
      (await consoleCall(t, consoleRoutes.moderationUnban, { userId: author.uid, reason: '申诉通过' }, mod)).body.data,
    ).toEqual({ lifted: 1 });
    await post(t, author, tipId, '我改了');
  });
});

describe('the audit log', () => {
  it('holds each decision with who, before, after and reason, and its chain verifies until an entry is edited', async () => {
    const page = (await consoleCall(t, consoleRoutes.auditList, { size: 100 }, { cookie: mod.cookie })).body.data;
    const restore = page.list.find((e) => e.action === 'moderation.restore' && e.targetType === 'comment');
    expect(restore).toMatchObject({ staffName: mod.name, reason: '举报不实' });
    expect(JSON.parse(restore?.before ?? '{}')).toMatchObject({ state: 'hidden' });
    expect(JSON.parse(restore?.after ?? '{}')).toMatchObject({ state: 'shown' });
    expect(page.list.map((e) => e.action)).toEqual(
      expect.arrayContaining(['moderation.remove', 'user.ban', 'user.unban']),
    );

    expect((await consoleCall(t, consoleRoutes.auditVerify, {}, { cookie: mod.cookie })).body.data).toEqual({
      ok: true,
      checked: page.total,
      brokenAt: null,
    });
    if (!restore) throw new Error('no restore entry');
    await t.database.db.update(auditLog).set({ reason: '改过的理由' }).where(eq(auditLog.id, restore.id));
    const broken = (await consoleCall(t, consoleRoutes.auditVerify, {}, { cookie: mod.cookie })).body.data;
    expect(broken).toMatchObject({ ok: false, brokenAt: restore.id });
  });
});
