import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRoutes, anchorRoutes } from '@sport/contract';
import { demoFanIds, demoRoomChatTick } from '../../src/feed/demo-room-chat';
import { createRng } from '../../src/feed/prng';
import type { TestApp } from '../helpers/app';
import { demoApp, hostAt, HIDDEN_HOST } from '../anchor/fixture';

let t: TestApp;
beforeAll(async () => {
  t = await demoApp();
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('the demo world’s room chat', () => {
  it('has demo fans talk in the rooms on air, through the chat’s own rules, about the match the room streams', async () => {
    const rooms = await t.app.anchor.liveRooms();
    // The first twelve demo hosts stream matches in play; a hidden host's room is nobody's to talk in.
    expect(rooms.map((r) => r.hostId)).toContain(hostAt(0));
    expect(rooms.map((r) => r.hostId)).not.toContain(HIDDEN_HOST);
    const speakers = await demoFanIds(t.app.db);
    expect(speakers).toHaveLength(20);
    const said = await demoRoomChatTick({
      rooms: () => Promise.resolve(rooms),
      send: (userId, input) => t.app.chat.send(userId, input),
      speakers,
      rng: createRng(5),
      chance: 1,
      lastLines: new Map(),
    });
    expect(said).toBe(Math.min(rooms.length, speakers.length));

    const room = rooms[0];
    if (!room) throw new Error('no live room');
    const history = (await t.call(chatRoutes.history, { hostId: room.hostId })).body.data;
    expect(history.list).toHaveLength(1);
    const [line] = history.list;
    expect(speakers).toContain(line?.userId);
    expect(line?.nickName).toMatch(/\p{Script=Han}/u);
    // The room's match as its schedule shows it.
    const schedule = (await t.call(anchorRoutes.hostSchedule, { hostId: room.hostId })).body.data;
    expect(schedule.map((e) => [e.masterTeamName, e.guestTeamName])).toContainEqual([room.home, room.away]);
  });

  it('leaves out a room the operator took off air, though its match plays on', async () => {
    const hostId = hostAt(1);
    expect((await t.app.anchor.liveRooms()).map((r) => r.hostId)).toContain(hostId);
    await t.database.db.transaction((tx) => t.app.anchor.admin.setAir(tx, hostId, false, '测试下播'));
    await t.app.anchor.admin.announce();
    try {
      expect((await t.app.anchor.liveRooms()).map((r) => r.hostId)).not.toContain(hostId);
    } finally {
      await t.database.db.transaction((tx) => t.app.anchor.admin.setAir(tx, hostId, true, ''));
      await t.app.anchor.admin.announce();
    }
  });

  it('a fan the chat refuses (under a comment ban) stays quiet, and the room hears nothing from them', async () => {
    const [room] = await t.app.anchor.liveRooms();
    if (!room) throw new Error('no live room');
    const fans = await demoFanIds(t.app.db);
    const fan = fans.at(-1);
    if (fan === undefined) throw new Error('no demo fan');
    const before = (await t.call(chatRoutes.history, { hostId: room.hostId })).body.data.list;
    await t.app.newsComments.ban(fan, '因刷屏被禁言');
    try {
      const said = await demoRoomChatTick({
        rooms: () => Promise.resolve([room]),
        send: (userId, input) => t.app.chat.send(userId, input),
        speakers: [fan],
        rng: createRng(9),
        chance: 1,
        lastLines: new Map(),
      });
      expect(said).toBe(0);
      expect((await t.call(chatRoutes.history, { hostId: room.hostId })).body.data.list).toEqual(before);
    } finally {
      await t.app.newsComments.unban(fan);
    }
  });
});
