import { expect } from 'vitest';
import { chatRoutes, userRoutes, type ChatMessage } from '@sport/contract';
import type { Config } from '../../src/config';
import type { Clock } from '../../src/lib/clock';
import { createRoomFeed } from '../../src/modules/chat/room-feed';
import { createChatService } from '../../src/modules/chat/service';
import { createMemoryBus } from '../../src/realtime/bus-memory';
import { hosts } from '../../src/db/schema/anchor';
import { buildTestApp, type Session, type TestApp } from '../helpers/app';
import { fixedSettings } from '../../src/modules/settings/service';

// A room needs a host the anchor module shows; users are registered and logged in through the routes.

export const HOST = 990_001;
export const OTHER_HOST = 990_002;
const PASSWORD = 'chat-test-pass';
let nextUser = 0;

export type User = Session & { uid: number };

/** The whole app over a fresh database, with two hosts (rooms) and the rate limit out of the way. */
export async function chatApp(config: Partial<Config> = {}): Promise<TestApp> {
  const t = await buildTestApp({ config: { rateLimitMax: 100_000, ...config } });
  const host = { pictureId: '1', tags: [], popularity: 10 };
  await t.database.db.insert(hosts).values([
    { ...host, id: HOST, nickName: '聊天主播', liveRoomId: 880_001 },
    { ...host, id: OTHER_HOST, nickName: '另一个主播', liveRoomId: 880_002 },
  ]);
  return t;
}

/** A logged-in user; `recharged` gold topped up raises the VIP level shown as the badge. */
export async function newUser(t: TestApp, recharged = 0): Promise<User> {
  nextUser += 1;
  const username = `chatter_${process.pid}_${nextUser}`;
  const made = await t.call(userRoutes.register, { username, password: PASSWORD, nickname: `球迷${nextUser}` });
  expect(made.body.code).toBe(1);
  const res = await t.call(userRoutes.login, { username, password: PASSWORD });
  expect(res.body.code).toBe(1);
  const user = res.body.data;
  if (recharged > 0) {
    await t.app.wallet.credit({ userId: user.uid, amount: recharged, reason: 'recharge', idempotencyKey: 'top-up-1' });
  }
  return user;
}

/** Sends and expects the line delivered; answers it. */
export async function say(t: TestApp, user: User, content: string, hostId = HOST): Promise<ChatMessage> {
  const res = await t.call(chatRoutes.send, { hostId, content }, user);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 1, data: { delivered: true } });
  return res.body.data.message;
}

/** The room's latest lines' contents, oldest first, as a visitor reads them. */
export async function contentsOf(t: TestApp, hostId = HOST): Promise<string[]> {
  const res = await t.call(chatRoutes.history, { hostId });
  expect(res.status).toBe(200);
  return res.body.data.list.map((m) => m.content);
}

/**
 * The chat service over the test app's database on a clock of the test's own, with its own feed and bus (a room cap
 * and retention of the test's choosing); `close` flushes the feed and closes the bus.
 */
export function directChat(t: TestApp, clock: Clock, { capPerSecond = 100, retentionMs = 3_600_000 } = {}) {
  const bus = createMemoryBus();
  const feed = createRoomFeed({ bus, clock, batchMs: 10, capPerSecond, onPublishError: () => {} });
  const chat = createChatService({
    db: t.database.db,
    clock,
    feed,
    sender: () => Promise.resolve({ nickName: 'n', level: 0, banText: null }),
    settings: fixedSettings(),
    retentionMs,
    assertMayPost: () => Promise.resolve(),
  });
  return {
    chat,
    bus,
    close: async () => {
      feed.close();
      await bus.close();
    },
  };
}
