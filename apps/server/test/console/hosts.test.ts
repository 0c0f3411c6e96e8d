import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorRoutes, HOUR_MS, MINUTE_MS, userRoutes, type Host } from '@sport/contract';
import {
  consoleRoutes,
  type ConsoleHost,
  type ConsoleRequestOf,
  type ConsoleRouteDef,
  type ConsoleScheduleEntry,
} from '@sport/contract/console';
import { gradientPng } from '../../src/feed/demo-forum-photos';
import { systemClock } from '../../src/lib/clock';
import { entryLiveStatus } from '../../src/modules/anchor/schedule-status';
import { demoApp, loginAs } from '../anchor/fixture';
import { moveMatch } from '../news/money-fixture';
import type { TestApp } from '../helpers/app';
import { consoleCall, staffLogin, type StaffLogin } from './console-fixture';

// The 主播 area as an operator uses it and as the fans then see it: a host made and edited shows in the fans' host
// list, a scheduled stream in the host's schedule and live room, an off-air room is no longer live; every change
// leaves its audit entry, and bad input is refused by the field it names.

let t: TestApp;
let ops: StaffLogin;

beforeAll(async () => {
  t = await demoApp();
  ops = await staffLogin(t, ['operator']);
}, 300_000);
afterAll(async () => {
  await t.close();
});

const call = <R extends ConsoleRouteDef>(def: R, input: Partial<ConsoleRequestOf<R>>) =>
  consoleCall(t, def, input, { cookie: ops.cookie, csrf: ops.csrf });
async function ok<R extends ConsoleRouteDef>(def: R, input: Partial<ConsoleRequestOf<R>>) {
  const res = await call(def, input);
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data;
}
const fansHost = async (hostId: number): Promise<Host | undefined> => {
  const res = await t.call(anchorRoutes.hostList, { size: 100 });
  return res.body.data.list.find((h) => h.id === hostId);
};
const fansLive = async () => (await t.call(anchorRoutes.hostList, { kind: 1, size: 100 })).body.data.list.map((h) => h.id);
/** The newest audit entry, its before and after read back from the JSON the log keeps. */
const lastAudit = async () => {
  const entry = (await ok(consoleRoutes.auditList, { page: 1, size: 1 })).list[0];
  const parse = (value: string | null | undefined): unknown => (value ? JSON.parse(value) : null);
  return entry && { ...entry, before: parse(entry.before), after: parse(entry.after) };
};

const newHost = (nickName: string): Promise<ConsoleHost> =>
  ok(consoleRoutes.hostCreate, { nickName, tags: ['足球', '解说'], introduction: '资深解说', birthday: Date.UTC(1990, 4, 1) });

/** A match of the window not yet kicked off within six hours: a stream scheduled on it may start now. */
async function soonMatch(): Promise<{ id: number; kickoffAt: number }> {
  const now = systemClock();
  const matches = await t.app.football.matchSummaries(now, now + 6 * HOUR_MS);
  const soon = matches.find((m) => m.kickoffAt > now + 20 * MINUTE_MS && entryLiveStatus(m, now) === 0);
  if (!soon) throw new Error('no match kicks off within six hours of MATCH_TIME');
  return soon;
}

describe('hosts', () => {
  it('a created host shows in the fans’ host list at once, and so does an edit, each audited', async () => {
    const made = await newHost('新主播小林');
    expect(made).toMatchObject({ nickName: '新主播小林', tags: ['足球', '解说'], headUrl: '', offAirReason: null });
    expect(await fansHost(made.id)).toMatchObject({ nickName: '新主播小林', introduction: '资深解说', liveRoomId: made.liveRoomId });
    expect(await lastAudit()).toMatchObject({ action: 'host.create', targetType: 'host', targetId: String(made.id) });

    await ok(consoleRoutes.hostEdit, { hostId: made.id, nickName: '小林说球', tags: ['英超'], birthday: null, reason: '改名' });
    expect(await fansHost(made.id)).toMatchObject({ nickName: '小林说球', tags: ['英超'], birthday: null });
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'host.edit', reason: '改名', before: { nickName: '新主播小林' }, after: { nickName: '小林说球' } });
  });

  it('finds hosts by part of the nickname or by room id', async () => {
    const made = await newHost('搜索测试主播');
    expect((await ok(consoleRoutes.hostsList, { q: '搜索测试' })).list.map((h) => h.id)).toEqual([made.id]);
    expect((await ok(consoleRoutes.hostsList, { q: String(made.liveRoomId) })).list.map((h) => h.id)).toEqual([made.id]);
  });

  it('stores an uploaded portrait and the fans’ app loads it; a file that is no image is refused by its field', async () => {
    const made = await newHost('头像主播');
    const png = gradientPng(32, 32, [200, 30, 30], [30, 30, 200]);
    const after = await ok(consoleRoutes.hostPortrait, { hostId: made.id, image: png.toString('base64') });
    expect(after.headUrl).toMatch(/^\/api\/forehead\/system\/file\/get\//);
    const fans = await fansHost(made.id);
    expect(fans?.headUrl).toBe(after.headUrl);
    const file = await t.app.inject({ url: after.headUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const bad = await call(consoleRoutes.hostPortrait, { hostId: made.id, image: Buffer.from('not an image').toString('base64') });
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toBe('image: 只能上传JPG、PNG、WebP或GIF图片');
    expect((await lastAudit())?.action).toBe('host.portrait');
  });

  it('a group-restricted room is hidden from fans outside the group until it is opened again', async () => {
    const made = await newHost('会员主播');
    await ok(consoleRoutes.hostGroup, { hostId: made.id, liveUserGroupId: 9, reason: '会员专属' });
    expect(await fansHost(made.id)).toBeUndefined();
    await ok(consoleRoutes.hostGroup, { hostId: made.id, liveUserGroupId: null, reason: '对所有人开放' });
    expect(await fansHost(made.id)).toMatchObject({ liveUserGroupId: null });
    expect(await lastAudit()).toMatchObject({ action: 'host.group', before: { liveUserGroupId: 9 }, after: { liveUserGroupId: null } });
  });
});

describe('schedules and air', () => {
  it('a stream scheduled on a match shows in the fans’ schedule, goes live at its start with its own address, and off air it is not live', async () => {
    const made = await newHost('排期主播');
    const match = await soonMatch();
    const startAt = systemClock() - MINUTE_MS;
    const streamUrl = 'https://cdn.example.com/live/room-a.m3u8';
    const entry = await ok(consoleRoutes.scheduleAdd, { hostId: made.id, matchId: match.id, startAt, streamUrl });
    expect(entry).toMatchObject({ matchId: match.id, startAt, streamUrl, cancelledAt: null, kickoffAt: match.kickoffAt });
    expect(await lastAudit()).toMatchObject({ action: 'host.scheduleAdd', targetType: 'host-schedule', targetId: String(entry.id) });

    const schedule = await t.call(anchorRoutes.hostSchedule, { hostId: made.id });
    expect(schedule.body.data).toMatchObject([{ matchId: match.id, startDate: startAt, liveStatus: 1 }]);
    expect(await fansLive()).toContain(made.id);
    const room = await t.call(anchorRoutes.hostLiveMatchInfo, { hostId: made.id });
    expect(room.body.data[0]?.videoSourceDetail).toEqual({ m3u8: streamUrl, flv: '', rtmp: '' });

    const off = await ok(consoleRoutes.hostAir, { hostId: made.id, onAir: false, reason: '违规内容' });
    expect(off).toMatchObject({ offAirReason: '违规内容', liveStatus: 0 });
    expect(await fansLive()).not.toContain(made.id);
    expect((await fansHost(made.id))?.liveStatus).toBe(0);
    const dark = await t.call(anchorRoutes.hostLiveMatchInfo, { hostId: made.id });
    expect(dark.body.data[0]?.videoSourceDetail.m3u8).toBe('');
    expect(await lastAudit()).toMatchObject({ action: 'host.offAir', reason: '违规内容' });

    await ok(consoleRoutes.hostAir, { hostId: made.id, onAir: true, reason: '整改完成' });
    expect(await fansLive()).toContain(made.id);
    expect(await lastAudit()).toMatchObject({ action: 'host.onAir', after: { offAirReason: null } });
  });

  it('an edit moves the start and address; a cancel hides the entry from fans and keeps it, marked, for staff', async () => {
    const made = await newHost('取消主播');
    const match = await soonMatch();
    const entry = await ok(consoleRoutes.scheduleAdd, {
      hostId: made.id,
      matchId: match.id,
      startAt: match.kickoffAt - 10 * MINUTE_MS,
      streamUrl: 'http://cdn.example.com/a.flv',
    });
    const later = match.kickoffAt + 5 * MINUTE_MS;
    const edited = await ok(consoleRoutes.scheduleEdit, { scheduleId: entry.id, startAt: later, streamUrl: 'https://x.example.com/b.m3u8' });
    expect(edited).toMatchObject({ startAt: later, streamUrl: 'https://x.example.com/b.m3u8' });
    expect((await t.call(anchorRoutes.hostSchedule, { hostId: made.id })).body.data).toMatchObject([{ startDate: later }]);

    const cancelled = await ok(consoleRoutes.scheduleCancel, { scheduleId: entry.id, reason: '主播请假' });
    expect(cancelled).toMatchObject({ cancelReason: '主播请假' });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect((await t.call(anchorRoutes.hostSchedule, { hostId: made.id })).body.data).toEqual([]);
    const kept: ConsoleScheduleEntry[] = (await ok(consoleRoutes.hostSchedule, { hostId: made.id })).list;
    expect(kept).toMatchObject([{ id: entry.id, cancelReason: '主播请假' }]);
    expect(await lastAudit()).toMatchObject({ action: 'host.scheduleCancel', before: { cancelledAt: null } });

    // Scheduled again: the same entry, live again for fans.
    const again = await ok(consoleRoutes.scheduleAdd, { hostId: made.id, matchId: match.id, startAt: later, streamUrl: 'https://x.example.com/c.m3u8' });
    expect(again).toMatchObject({ id: entry.id, cancelledAt: null, cancelReason: null });
  });

  it('refuses bad input by the field it names', async () => {
    const made = await newHost('校验主播');
    const match = await soonMatch();
    const base = { hostId: made.id, matchId: match.id, startAt: match.kickoffAt, streamUrl: 'https://cdn.example.com/ok.m3u8' };
    const refusal = async (input: Partial<typeof base>) => {
      const res = await call(consoleRoutes.scheduleAdd, { ...base, ...input });
      expect(res.status).toBe(422);
      return res.body.msg;
    };
    expect(await refusal({ streamUrl: 'ftp://cdn.example.com/a.m3u8' })).toBe('streamUrl: 直播地址必须以 http:// 或 https:// 开头');
    expect(await refusal({ streamUrl: 'https://cdn.example.com/a.mp4' })).toBe('streamUrl: 直播地址必须是 .m3u8（HLS）或 .flv 流');
    expect(await refusal({ matchId: 2_000_000_000 })).toBe('matchId: 比赛不存在');
    expect(await refusal({ startAt: match.kickoffAt - 7 * HOUR_MS })).toMatch(/^startAt: /);

    // The match played out (status 8, finished) as a feed would record it.
    await moveMatch(t, match.id, { statusId: 8, home: 1, away: 0 });
    expect(await refusal({})).toBe('matchId: 比赛已结束，不能排直播');
    await moveMatch(t, match.id, { statusId: 1 });

    await ok(consoleRoutes.scheduleAdd, base);
    expect(await refusal({})).toBe('matchId: 这场比赛已在该主播的排期中');
    const unknown = await call(consoleRoutes.hostEdit, { hostId: 2_000_000_000, nickName: 'x', tags: [] });
    expect(unknown.status).toBe(404);
  });
});

describe('room moderators', () => {
  it('lists the users given a role in the host’s room, a group-restricted one too', async () => {
    const made = await newHost('房管主播');
    await ok(consoleRoutes.hostGroup, { hostId: made.id, liveUserGroupId: 3, reason: '会员专属' });
    const fan = await loginAs(t, 'zhang_wei');
    await ok(consoleRoutes.chatRoomRole, { hostId: made.id, userId: fan.uid, role: 'moderator', reason: '任命房管' });
    const members = await ok(consoleRoutes.roomMembers, { hostId: made.id });
    const profile = await t.call(userRoutes.info, {}, fan);
    expect(members.list).toEqual([{ userId: fan.uid, nickName: profile.body.data.nickname, role: 'moderator' }]);
  });
});
