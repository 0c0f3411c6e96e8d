import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MODERATORS_MAX, chatRoutes } from '@sport/contract';
import type { TestApp } from '../helpers/app';
import { chatApp, HOST, newUser, OTHER_HOST, say } from './fixture';

// A room's host (the operator linked the host's own account to the room) and staff of every room appoint fans as
// the room's moderators (房管) and take their seat away, through the routes; a moderator then deletes and mutes,
// but appoints no one; nobody else may do any of it, and a host of one room is nobody in another.

let t: TestApp;

beforeAll(async () => {
  t = await chatApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const roomModerators = async (hostId = HOST) =>
  (await t.call(chatRoutes.moderators, { hostId })).body.data.list.map((m) => [m.userId, m.role]);

describe('appointing moderators', () => {
  it('the host appoints a fan, who may then delete a line and mute, and takes the seat away again', async () => {
    const [host, fan, troll] = await Promise.all([newUser(t), newUser(t), newUser(t)]);
    await t.app.chat.appoint(HOST, host.uid, 'host');
    const line = await say(t, troll, '刷屏刷屏');
    expect((await t.call(chatRoutes.remove, { messageId: line.id }, fan)).body.code).toBe(403);

    const appointed = await t.call(chatRoutes.appointModerator, { hostId: HOST, userId: fan.uid }, host);
    expect(appointed.body).toMatchObject({ code: 1 });
    expect(appointed.body.data.list).toContainEqual(expect.objectContaining({ userId: fan.uid, role: 'moderator' }));
    expect(await roomModerators()).toEqual(
      expect.arrayContaining([
        [host.uid, 'host'],
        [fan.uid, 'moderator'],
      ]),
    );
    expect((await roomModerators())[0]).toEqual([host.uid, 'host']);
    // Again: nothing changes, no error.
    expect((await t.call(chatRoutes.appointModerator, { hostId: HOST, userId: fan.uid }, host)).body.code).toBe(1);

    expect((await t.call(chatRoutes.remove, { messageId: line.id }, fan)).body.code).toBe(1);
    expect((await t.call(chatRoutes.mute, { hostId: HOST, userId: troll.uid, minutes: 5 }, fan)).body.code).toBe(1);
    // A moderator appoints no one, and cannot unseat the host.
    const byModerator = await t.call(chatRoutes.appointModerator, { hostId: HOST, userId: troll.uid }, fan);
    expect(byModerator.body).toMatchObject({ code: 403, msg: '只有主播可以任命或撤销房管' });
    expect((await t.call(chatRoutes.removeModerator, { hostId: HOST, userId: host.uid }, fan)).body.code).toBe(403);

    const removed = await t.call(chatRoutes.removeModerator, { hostId: HOST, userId: fan.uid }, host);
    expect(removed.body.code).toBe(1);
    expect(removed.body.data.list.map((m) => m.userId)).not.toContain(fan.uid);
    const line2 = await say(t, await newUser(t), '又一句');
    expect((await t.call(chatRoutes.remove, { messageId: line2.id }, fan)).body.code).toBe(403);
    expect((await t.call(chatRoutes.removeModerator, { hostId: HOST, userId: fan.uid }, host)).body.code).toBe(404);
    // The host's own row is the operator's: not the room's to take away.
    expect((await t.call(chatRoutes.removeModerator, { hostId: HOST, userId: host.uid }, host)).body.code).toBe(404);
  });

  it('staff of every room appoint in any room; a host of one room, a fan and a visitor in none', async () => {
    const [staff, host, fan, other] = await Promise.all([newUser(t), newUser(t), newUser(t), newUser(t)]);
    await t.app.chat.appoint(0, staff.uid);
    await t.app.chat.appoint(HOST, host.uid, 'host');
    expect((await t.call(chatRoutes.appointModerator, { hostId: OTHER_HOST, userId: fan.uid }, staff)).body.code).toBe(
      1,
    );
    expect(await roomModerators(OTHER_HOST)).toContainEqual([fan.uid, 'moderator']);

    expect((await t.call(chatRoutes.appointModerator, { hostId: OTHER_HOST, userId: other.uid }, host)).body.code).toBe(
      403,
    );
    expect((await t.call(chatRoutes.appointModerator, { hostId: HOST, userId: other.uid }, other)).body.code).toBe(403);
    expect((await t.call(chatRoutes.appointModerator, { hostId: HOST, userId: other.uid })).body.code).toBe(400);
  });

  it('refuses a user who does not exist, oneself, a room that does not exist, and a seat beyond the cap', async () => {
    const host = await newUser(t);
    await t.app.chat.appoint(OTHER_HOST, host.uid, 'host');
    expect((await t.call(chatRoutes.appointModerator, { hostId: OTHER_HOST, userId: 987_654 }, host)).body.code).toBe(
      404,
    );
    const self = await t.call(chatRoutes.appointModerator, { hostId: OTHER_HOST, userId: host.uid }, host);
    expect(self.body.code).toBe(422);
    expect(self.body.msg).toContain('不能任命自己为房管');
    expect((await t.call(chatRoutes.appointModerator, { hostId: 123_456, userId: host.uid }, host)).body.code).toBe(
      404,
    );

    const seated = (await roomModerators(OTHER_HOST)).filter(([, role]) => role === 'moderator').length;
    const fans = await Promise.all(Array.from({ length: CHAT_MODERATORS_MAX - seated + 1 }, () => newUser(t)));
    for (const fan of fans.slice(0, -1)) {
      expect((await t.call(chatRoutes.appointModerator, { hostId: OTHER_HOST, userId: fan.uid }, host)).body.code).toBe(
        1,
      );
    }
    const full = await t.call(chatRoutes.appointModerator, { hostId: OTHER_HOST, userId: fans.at(-1)?.uid ?? 0 }, host);
    expect(full.body).toMatchObject({ code: 409, msg: `每个直播间最多${CHAT_MODERATORS_MAX}名房管，请先撤销一位` });
  });
});
