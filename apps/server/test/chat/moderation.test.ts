import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatChannel, chatRoutes, CHAT_REPORTS_TO_HIDE, HOUR_MS, type ChatPush, type ServerMessage } from '@sport/contract';
import type { TestApp } from '../helpers/app';
import { isCmd, WsProbe } from '../realtime/ws-probe';
import { chatApp, contentsOf, directChat, HOST, newUser, say } from './fixture';

// Reports (five users hide a line for everyone, at once, by a push), the moderation queue that keeps their reasons,
// the host's and staff's delete and mute, and the retention window. Pushes are read by a real socket.

let t: TestApp;
let wsUrl: string;

beforeAll(async () => {
  t = await chatApp({ chatBatchMs: 20 });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const isChat = (m: ServerMessage): m is ServerMessage & { chId: string; seq: number; data: ChatPush } =>
  'chId' in m && m.chId === chatChannel(HOST);

async function roomProbe(): Promise<WsProbe> {
  const probe = await WsProbe.open(wsUrl);
  await probe.ask({ cmd: 'subscribe', channels: [chatChannel(HOST)] }, isCmd('subscribed'));
  return probe;
}

/** Pushes on the room until one carries `want` (lines by content or a removed id); answers all read so far. */
async function pushesUntil(probe: WsProbe, want: (push: ChatPush) => boolean) {
  const seen: { seq: number; data: ChatPush }[] = [];
  for (;;) {
    const m = await probe.next(isChat, 'a chat push');
    if (!isChat(m)) continue;
    seen.push({ seq: m.seq, data: m.data });
    if (want(m.data)) return seen;
  }
}

describe('live delivery', () => {
  it('pushes lines to the room in order, batched, with seq counting up', async () => {
    const probe = await roomProbe();
    const users = await Promise.all([newUser(t), newUser(t), newUser(t)]);
    const sent = [];
    for (const [i, user] of users.entries()) sent.push(await say(t, user, `顺序${i}`));
    const seen = await pushesUntil(probe, (p) => p.messages.some((m) => m.content === '顺序2'));
    const lines = seen.flatMap((s) => s.data.messages);
    expect(lines.map((m) => m.content)).toEqual(['顺序0', '顺序1', '顺序2']);
    expect(lines.map((m) => m.id)).toEqual(sent.map((m) => m.id));
    expect(seen.map((s) => s.seq)).toEqual(seen.map((_, i) => (seen[0]?.seq ?? 0) + i));
    probe.close();
  });
});

describe('reports', () => {
  it('refuses a report of one’s own line, in words the app can show', async () => {
    const author = await newUser(t);
    const line = await say(t, author, '我自己说的');
    const own = await t.call(chatRoutes.report, { messageId: line.id, cateId: 1 }, author);
    expect(own.body).toMatchObject({ code: 422, msg: 'messageId: 不能举报自己发布的内容' });
    expect(own.status).toBe(422);
  });

  it('hides a line for everyone at the fifth user, by a push, and keeps it with its reasons for the queue', async () => {
    const author = await newUser(t);
    const line = await say(t, author, '被举报的话');
    const probe = await roomProbe();
    const reporters = await Promise.all(Array.from({ length: CHAT_REPORTS_TO_HIDE }, () => newUser(t)));
    for (const [i, user] of reporters.slice(0, -1).entries()) {
      const res = await t.call(chatRoutes.report, { messageId: line.id, cateId: 1, content: `理由${i}` }, user);
      expect(res.body.code).toBe(1);
    }
    const again = await t.call(chatRoutes.report, { messageId: line.id, cateId: 1 }, reporters[0]);
    expect(again.body).toMatchObject({ code: 409, msg: '您已举报过这条消息' });
    expect(await contentsOf(t)).toContain('被举报的话');
    const bad = await t.call(chatRoutes.report, { messageId: line.id, cateId: 99 }, reporters[4]);
    expect(bad.body.code).toBe(422);

    await t.call(chatRoutes.report, { messageId: line.id, cateId: 3 }, reporters[4]);
    await pushesUntil(probe, (p) => p.removed.includes(line.id));
    expect(await contentsOf(t)).not.toContain('被举报的话');
    const late = await t.call(chatRoutes.report, { messageId: line.id, cateId: 1 }, await newUser(t));
    expect(late.body.code).toBe(404);

    const queued = (await t.app.chat.moderationQueue()).find((q) => q.id === line.id);
    expect(queued).toMatchObject({
      kind: 'chat',
      content: '被举报的话',
      reportCount: CHAT_REPORTS_TO_HIDE,
      authorId: author.uid,
      state: 'hidden',
    });
    expect(queued?.reports.map((r) => [r.categoryId, r.content])).toEqual([
      [1, '理由0'],
      [1, '理由1'],
      [1, '理由2'],
      [1, '理由3'],
      [3, ''],
    ]);
    // Kept by a moderator: shown again, out of the queue.
    await t.app.chat.moderateLine(line.id, 'restore', '举报不实');
    expect(await contentsOf(t)).toContain('被举报的话');
    expect((await t.app.chat.moderationQueue()).map((q) => q.id)).not.toContain(line.id);
    probe.close();
  });
});

describe("the room's host and staff", () => {
  it('may delete a line (gone for everyone by a push) and mute a user; nobody else may', async () => {
    const [host, staff, fan, troll] = await Promise.all([newUser(t), newUser(t), newUser(t), newUser(t)]);
    await t.app.chat.appoint(HOST, host.uid);
    await t.app.chat.appoint(0, staff.uid);
    const line = await say(t, troll, '捣乱的话');
    const probe = await roomProbe();

    const byFan = await t.call(chatRoutes.remove, { messageId: line.id }, fan);
    expect(byFan.body).toMatchObject({ code: 403, msg: '只有主播和房管可以管理聊天' });
    const muteByFan = await t.call(chatRoutes.mute, { hostId: HOST, userId: troll.uid, minutes: 10 }, fan);
    expect(muteByFan.body.code).toBe(403);

    expect((await t.call(chatRoutes.remove, { messageId: line.id }, staff)).body.code).toBe(1);
    await pushesUntil(probe, (p) => p.removed.includes(line.id));
    expect(await contentsOf(t)).not.toContain('捣乱的话');

    const muted = await t.call(chatRoutes.mute, { hostId: HOST, userId: troll.uid, minutes: 10 }, host);
    expect(muted.body.code).toBe(1);
    const refused = await t.call(chatRoutes.send, { hostId: HOST, content: '我还要说' }, troll);
    expect(refused.body).toMatchObject({ code: 403, msg: '您已被房管禁言，10分钟后可发言' });
    probe.close();
  });
});

describe('retention', () => {
  it('prunes lines past the window, keeping reported ones until moderated', async () => {
    let now = Date.now();
    const { chat, close } = directChat(t, () => now, { retentionMs: 24 * HOUR_MS });
    now -= 25 * HOUR_MS;
    const old = await chat.send((await newUser(t)).uid, { hostId: HOST, content: '昨天的话' });
    const reported = await chat.send((await newUser(t)).uid, { hostId: HOST, content: '昨天被举报的话' });
    await chat.report((await newUser(t)).uid, { messageId: reported.message.id, cateId: 2 });
    now += 25 * HOUR_MS;
    const fresh = await chat.send((await newUser(t)).uid, { hostId: HOST, content: '今天的话' });

    expect(await chat.prune()).toBeGreaterThanOrEqual(1);
    const ids = (await chat.history(HOST, null, 50)).list.map((m) => m.id);
    expect(ids).not.toContain(old.message.id);
    expect(ids).toContain(reported.message.id);
    expect(ids).toContain(fresh.message.id);

    await chat.moderateLine(reported.message.id, 'restore', '举报不实');
    await chat.prune();
    expect((await chat.history(HOST, null, 50)).list.map((m) => m.id)).not.toContain(reported.message.id);
    await close();
  });
});

describe('history', () => {
  it('answers the last lines oldest first, then older ones before a line, until there are no more', async () => {
    const room = 990_002;
    const users = await Promise.all(Array.from({ length: 7 }, () => newUser(t)));
    for (const [i, user] of users.entries()) await say(t, user, `历史${i}`, room);
    const first = await t.call(chatRoutes.history, { hostId: room, size: 3 });
    expect(first.body.data.list.map((m) => m.content)).toEqual(['历史4', '历史5', '历史6']);
    expect(first.body.data.hasMore).toBe(true);
    const older = await t.call(chatRoutes.history, { hostId: room, size: 3, before: first.body.data.list[0]?.id });
    expect(older.body.data.list.map((m) => m.content)).toEqual(['历史1', '历史2', '历史3']);
    const oldest = await t.call(chatRoutes.history, { hostId: room, size: 3, before: older.body.data.list[0]?.id });
    expect(oldest.body.data).toMatchObject({ hasMore: false });
    expect(oldest.body.data.list.map((m) => m.content)).toEqual(['历史0']);
    expect((await t.call(chatRoutes.history, { hostId: room, size: 51 })).body.code).toBe(422);
  });
});
