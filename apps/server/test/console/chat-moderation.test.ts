import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatChannel,
  chatRoutes,
  Code,
  CHAT_REPORTS_TO_HIDE,
  type ChatPush,
  type ServerMessage,
} from '@sport/contract';
import { consoleRoutes, type AuditEntry } from '@sport/contract/console';
import { systemClock } from '../../src/lib/clock';
import { createConsoleModeration } from '../../src/modules/console/moderation';
import type { TestApp } from '../helpers/app';
import { chatApp, contentsOf, HOST, newUser, say } from '../chat/fixture';
import { isCmd, WsProbe } from '../realtime/ws-probe';
import { consoleCall, staffLogin, type StaffLogin } from './console-fixture';

// Room chat in the console's moderation queue (issues 27 and 28), over the whole app: a line five fans reported is
// waiting with its reports, a restore shows it in the room again, a removal takes it out with the reason, a ban
// from a chat line refuses the author's next line with the reason and the end, and each decision is in the audit log.

let t: TestApp;
let mod: StaffLogin;

let wsUrl: string;

beforeAll(async () => {
  t = await chatApp({ chatBatchMs: 20 });
  mod = await staffLogin(t, ['moderator']);
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
}, 180_000);
afterAll(async () => {
  await t.close();
});

const chatQueue = async () =>
  (await consoleCall(t, consoleRoutes.moderationQueue, { kind: 'chat' }, { cookie: mod.cookie })).body.data.list;
const decide = (route: typeof consoleRoutes.moderationRestore, id: number, reason: string) =>
  consoleCall(t, route, { kind: 'chat', id, reason }, { cookie: mod.cookie, csrf: mod.csrf });
const auditOf = async (targetId: number): Promise<AuditEntry[]> =>
  (await consoleCall(t, consoleRoutes.auditList, { size: 100 }, { cookie: mod.cookie })).body.data.list.filter(
    (e) => e.targetType === 'chat' && e.targetId === String(targetId),
  );

async function report(messageId: number, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const res = await t.call(chatRoutes.report, { messageId, cateId: 3, content: `刷屏骂人${i}` }, await newUser(t));
    expect(res.body.code).toBe(1);
  }
}

describe('room chat in the moderation queue', () => {
  it('a line five reports hid waits with its reports; a restore shows it in the room again, logged', async () => {
    const author = await newUser(t);
    const line = await say(t, author, '裁判黑哨');
    await report(line.id, CHAT_REPORTS_TO_HIDE);
    expect(await contentsOf(t)).not.toContain('裁判黑哨');

    const item = (await chatQueue()).find((i) => i.id === line.id);
    expect(item).toMatchObject({
      kind: 'chat',
      state: 'hidden',
      content: '裁判黑哨',
      authorId: author.uid,
      reportCount: CHAT_REPORTS_TO_HIDE,
    });
    expect(item?.reports.map((r) => r.content)).toEqual([
      '刷屏骂人0',
      '刷屏骂人1',
      '刷屏骂人2',
      '刷屏骂人3',
      '刷屏骂人4',
    ]);
    expect(item?.reports[0]).toMatchObject({ categoryName: '辱骂或人身攻击' });
    // The whole queue holds it too, beside the other kinds.
    const all = (await consoleCall(t, consoleRoutes.moderationQueue, {}, { cookie: mod.cookie })).body.data.list;
    expect(all.some((i) => i.kind === 'chat' && i.id === line.id)).toBe(true);

    const res = await decide(consoleRoutes.moderationRestore, line.id, '评论比赛，不算辱骂');
    expect(res.body).toMatchObject({ code: 1, data: { kind: 'chat', state: 'shown' } });
    expect(await contentsOf(t)).toContain('裁判黑哨');
    expect((await chatQueue()).map((i) => i.id)).not.toContain(line.id);

    const [entry] = await auditOf(line.id);
    expect(entry).toMatchObject({ action: 'moderation.restore', staffName: mod.name, reason: '评论比赛，不算辱骂' });
    expect(JSON.parse(entry?.before ?? '{}')).toMatchObject({ state: 'hidden', reportCount: CHAT_REPORTS_TO_HIDE });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ state: 'shown' });
  });

  it('a reported line still shown is removed from the room with the reason, and stays stored as removed', async () => {
    const line = await say(t, await newUser(t), '明天一起去看球吧');
    await report(line.id, 1);
    expect((await chatQueue()).find((i) => i.id === line.id)).toMatchObject({ state: 'reported', reportCount: 1 });
    expect(await contentsOf(t)).toContain('明天一起去看球吧');

    const res = await decide(consoleRoutes.moderationRemove, line.id, '广告');
    expect(res.body).toMatchObject({ code: 1, data: { state: 'removed', removalReason: '广告' } });
    expect(await contentsOf(t)).not.toContain('明天一起去看球吧');
    expect((await chatQueue()).map((i) => i.id)).not.toContain(line.id);
    const [entry] = await auditOf(line.id);
    expect(entry).toMatchObject({ action: 'moderation.remove', reason: '广告' });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ state: 'removed', removalReason: '广告' });
  });

  it('a ban from a chat line refuses the author’s next line with the reason and the end, logged for the line', async () => {
    const author = await newUser(t);
    const line = await say(t, author, '骂人的话');
    await report(line.id, 1);
    const ban = await consoleCall(
      t,
      consoleRoutes.moderationBan,
      { userId: author.uid, days: 3, reason: '直播间辱骂', kind: 'chat', id: line.id },
      mod,
    );
    expect(ban.body).toMatchObject({ code: 1, data: { userId: author.uid } });

    const refused = await t.call(chatRoutes.send, { hostId: line.hostId, content: '我又来了' }, author);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(Code.UserBanned);
    expect(refused.body.msg).toMatch(
      /^你已被禁言至\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}（北京时间），原因：直播间辱骂$/,
    );
    const page = (await consoleCall(t, consoleRoutes.auditList, { size: 100 }, { cookie: mod.cookie })).body.data.list;
    const logged = page.find((e) => e.action === 'user.ban' && e.targetId === String(author.uid));
    expect(JSON.parse(logged?.after ?? '{}')).toMatchObject({ for: `chat#${line.id}` });
  });

  it('an unknown line is a 404 and logs nothing', async () => {
    const res = await decide(consoleRoutes.moderationRemove, 999_999, '无');
    expect(res.status).toBe(404);
    expect(await auditOf(999_999)).toEqual([]);
  });
});

describe('room-chat roles from the console', () => {
  it('links a host’s own account to its room, who then appoints moderators; taking the role away is logged too', async () => {
    const [host, fan] = await Promise.all([newUser(t), newUser(t)]);
    const setRole = (role: 'host' | 'moderator' | 'none', hostId = HOST) =>
      consoleCall(t, consoleRoutes.chatRoomRole, { hostId, userId: host.uid, role, reason: '主播本人账号' }, mod);
    const appoint = () => t.call(chatRoutes.appointModerator, { hostId: HOST, userId: fan.uid }, host);

    expect((await appoint()).body.code).toBe(403);
    expect((await setRole('host')).body).toMatchObject({
      code: 1,
      data: { hostId: HOST, userId: host.uid, role: 'host' },
    });
    expect((await appoint()).body.code).toBe(1);

    expect((await setRole('host', 123_456)).status).toBe(404);
    expect((await setRole('none')).body.code).toBe(1);
    expect((await t.call(chatRoutes.removeModerator, { hostId: HOST, userId: fan.uid }, host)).body.code).toBe(403);

    const page = (await consoleCall(t, consoleRoutes.auditList, { size: 100 }, { cookie: mod.cookie })).body.data.list;
    const logged = page.filter((e) => e.action === 'chat.room-role' && e.targetId === String(HOST));
    expect(logged.map((e): unknown[] => [JSON.parse(e.before), JSON.parse(e.after)])).toEqual([
      [
        { userId: host.uid, role: 'host' },
        { userId: host.uid, role: 'none' },
      ],
      [
        { userId: host.uid, role: 'none' },
        { userId: host.uid, role: 'host' },
      ],
    ]);
  });
});

describe('a removal that does not commit', () => {
  it('tells the room nothing: its audit entry failed, so the line stays, and no push says it is gone', async () => {
    const line = await say(t, await newUser(t), '这条还在');
    const failingAudit = { append: () => Promise.reject(new Error('audit log unavailable')) };
    const moderation = createConsoleModeration({
      db: t.app.db,
      clock: systemClock,
      audit: failingAudit,
      comments: t.app.newsComments,
      forum: t.app.forum,
      chat: t.app.chat,
      users: t.app.users,
    });
    const probe = await WsProbe.open(wsUrl);
    await probe.ask({ cmd: 'subscribe', channels: [chatChannel(HOST)] }, isCmd('subscribed'));
    const isRoom = (m: ServerMessage): m is ServerMessage & { data: ChatPush } =>
      'chId' in m && m.chId === chatChannel(HOST);

    const by = { id: 1, name: mod.name, roles: ['moderator' as const] };
    await expect(moderation.decide(by, { kind: 'chat', id: line.id, reason: '广告' }, 'remove')).rejects.toThrow(
      'audit log unavailable',
    );
    expect(await contentsOf(t)).toContain('这条还在');
    // A line said after it comes in a push; a removal queued before it would have come in that push or earlier.
    await say(t, await newUser(t), '之后的一句');
    const removed: number[] = [];
    for (;;) {
      const m = await probe.next(isRoom, 'a chat push');
      if (!isRoom(m)) continue;
      removed.push(...m.data.removed);
      if (m.data.messages.some((l) => l.content === '之后的一句')) break;
    }
    expect(removed).not.toContain(line.id);
    probe.close();
  });
});
