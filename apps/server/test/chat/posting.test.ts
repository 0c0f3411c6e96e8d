import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CONTENT_MAX, CHAT_INTERVAL_MS, chatRoutes, Code } from '@sport/contract';
import { systemClock } from '../../src/lib/clock';
import type { TestApp } from '../helpers/app';
import { chatApp, contentsOf, directChat, HOST, newUser, OTHER_HOST, say } from './fixture';

// What a chat line may hold and how often (rules/posting.ts): login, 1–100 characters, no links or phone numbers,
// listed words masked, one line per 2 s per user even when two arrive at once, a ban's or a mute's reason.

let t: TestApp;

beforeAll(async () => {
  t = await chatApp({ filteredWords: ['加微信'] });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const send = async (content: unknown, hostId = HOST) => t.call(chatRoutes.send, { hostId, content }, await newUser(t));

describe('who may send', () => {
  it('asks a visitor to log in', async () => {
    const res = await t.call(chatRoutes.send, { hostId: HOST, content: '你好' });
    expect(res.body).toMatchObject({ code: 400, data: null });
  });

  it('refuses a room that is not there with a 404', async () => {
    const res = await send('你好', 123_456);
    expect(res.body).toMatchObject({ code: 404, msg: 'room not found' });
  });

  it("refuses a banned user with the ban's own text, and stores nothing", async () => {
    const user = await newUser(t);
    await t.app.newsComments.ban(user.uid, '因刷屏被禁言至周日');
    const res = await t.call(chatRoutes.send, { hostId: HOST, content: '我又来了' }, user);
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('因刷屏被禁言至周日');
    expect(await contentsOf(t)).not.toContain('我又来了');
    await t.app.newsComments.unban(user.uid);
    await say(t, user, '我又来了');
  });

  it('refuses a user the console banned, saying why and until when, and takes them again once the ban is lifted', async () => {
    const user = await newUser(t);
    const until = Date.now() + 3 * 24 * 60 * 60 * 1000;
    const ban = await t.app.users.ban({ userId: user.uid, until, reason: '在直播间刷屏', staffId: 1 });
    const res = await t.call(chatRoutes.send, { hostId: HOST, content: '封了还能说吗' }, user);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(Code.UserBanned);
    expect(res.body.msg).toContain('在直播间刷屏');
    expect(await contentsOf(t)).not.toContain('封了还能说吗');
    expect(ban.reason).toBe('在直播间刷屏');
    await t.app.users.liftBans(user.uid, 1, '申诉通过');
    await say(t, user, '封了还能说吗');
  });
});

describe('what a line may hold', () => {
  it('takes 1 to 100 characters, refusing the rest with a 422 that names the field and the rule', async () => {
    expect((await send('   ')).body).toMatchObject({ code: 422, msg: 'content: 内容不能为空' });
    expect((await send('球'.repeat(CHAT_CONTENT_MAX + 1))).body).toMatchObject({ code: 422, msg: 'content: 内容不能超过100字' });
    expect((await send('球'.repeat(CHAT_CONTENT_MAX))).body.code).toBe(1);
    expect((await send(undefined)).body.msg).toBe('body.content: is required');
  });

  it('refuses links and phone numbers', async () => {
    expect((await send('来 www.bet.com 玩')).body).toMatchObject({ code: 422, msg: 'content: 不能发送链接' });
    expect((await send('加我 138 0013 8000')).body).toMatchObject({ code: 422, msg: 'content: 不能发送电话号码' });
    expect(await contentsOf(t)).not.toContain('来 www.bet.com 玩');
  });

  it('masks listed words in the answer and in what everyone reads', async () => {
    const res = await send('想赢球加微信');
    expect(res.body.data.message.content).toBe('想赢球***');
    expect(await contentsOf(t)).toContain('想赢球***');
  });

  it("carries the sender's name and VIP level", async () => {
    const user = await newUser(t, 600);
    const line = await say(t, user, '二级球迷报到');
    expect(line).toMatchObject({ hostId: HOST, userId: user.uid, level: 2 });
    expect(line.nickName).toMatch(/^球迷\d+$/);
  });
});

describe('one line per 2 seconds per user', () => {
  it('lets one of two racing lines through (even in two rooms) and refuses the other with 429 and Retry-After', async () => {
    const user = await newUser(t);
    const answers = await Promise.all([
      t.call(chatRoutes.send, { hostId: HOST, content: '抢一' }, user),
      t.call(chatRoutes.send, { hostId: OTHER_HOST, content: '抢二' }, user),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body.msg).toMatch(/^content: 发言太快了，请[12]秒后再试$/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('takes the next line 2 seconds after the last, not a millisecond before', async () => {
    const user = await newUser(t);
    let now = Date.now();
    const { chat, close } = directChat(t, () => now);
    await chat.send(user.uid, { hostId: HOST, content: '一' });
    now += CHAT_INTERVAL_MS - 1;
    await expect(chat.send(user.uid, { hostId: HOST, content: '二' })).rejects.toMatchObject({ kind: 'tooMany' });
    now += 1;
    expect((await chat.send(user.uid, { hostId: HOST, content: '二' })).delivered).toBe(true);
    await close();
  });
});

describe('a flooding room', () => {
  it('takes the cap a second; a line beyond it reaches no one else and the sender is told', async () => {
    const now = systemClock();
    const { chat, close } = directChat(t, () => now, { capPerSecond: 2 });
    const results = [];
    for (const content of ['洪水一', '洪水二', '洪水三']) results.push(await chat.send((await newUser(t)).uid, { hostId: OTHER_HOST, content }));
    expect(results.map((r) => r.delivered)).toEqual([true, true, false]);
    expect(results[2]?.message).toMatchObject({ id: 0, content: '洪水三' });
    expect(await contentsOf(t, OTHER_HOST)).toEqual(expect.arrayContaining(['洪水一', '洪水二']));
    expect(await contentsOf(t, OTHER_HOST)).not.toContain('洪水三');
    await close();
  });
});
