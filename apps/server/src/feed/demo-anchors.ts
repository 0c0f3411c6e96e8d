import { HOUR_MS, JumpSportId, MINUTE_MS, ScheduleLiveStatus } from '@sport/contract';
import type { Db } from '../db/client';
import { files } from '../db/schema/system';
import {
  countHosts,
  insertHosts,
  insertMoments,
  insertSchedules,
  insertSpecialRooms,
  type NewHost,
  type NewMoment,
  type NewSchedule,
} from '../modules/anchor/repository';
import { SCHEDULE_WINDOW } from '../modules/anchor/schedule-status';
import { findUserByUsername } from '../modules/user/repository';
import { DEMO_USERNAME } from './demo-forum';
import { FOOTBALL_TAGS, findBindableMatches, matchSourceFor, openMatches, streamsSport, type BindableMatch } from './demo-schedules';
import { storedPng, storedSvg, type StoredImage } from './demo-images';
import { portraitPng } from './demo-portraits';
import { createRng, deriveSeed, type Rng } from './prng';

export const DEMO_HOST_ID_BASE = 1000;
export const DEMO_ROOM_ID_BASE = 880_000;
/** The user group of the restricted demo rooms (SPEC §3 liveUserGroupId). */
const VIP_GROUP = 7;

const NAMES = [
  '小鹿说球', '阿杰看台', '球场老K', '甜甜爱篮球', '风哥论剑', '夏天的哨声', '老王侃球', '七七直播间',
  '足球小诸葛', '篮板王阿豪', '米粒儿', '北京胡同球迷', '罗马假日', '阿根廷之心', '德甲老炮', '蓝军小妹',
  '红魔阿飞', '曼城铁粉', '拜仁老铁', '巴萨小将', '皇马二当家', '米兰之夜', '球评人大刘', '篮球少女安安',
  '绿茵解说员', '数据帝小周', '深夜看球团', '点球大师', '中场指挥官', '快攻小子', '三分雨', '禁区之狐',
];
/** What a host's name says they stream: a basketball name the NBA, a club's or a league's fan that football. */
const BASKETBALL_HOSTS = new Set(['甜甜爱篮球', '篮板王阿豪', '篮球少女安安', '快攻小子', '三分雨']);
const LEAGUE_OF: Record<string, string> = {
  德甲老炮: '德甲', 蓝军小妹: '英超', 红魔阿飞: '英超', 曼城铁粉: '英超', 拜仁老铁: '德甲', 巴萨小将: '西甲',
  皇马二当家: '西甲', 米兰之夜: '意甲', 罗马假日: '意甲', 阿根廷之心: '世界杯',
};
const FOOTBALL_HOSTS = new Set([...Object.keys(LEAGUE_OF), '足球小诸葛', '夏天的哨声', '绿茵解说员', '点球大师', '中场指挥官', '禁区之狐']);
const WOMEN = new Set(['甜甜爱篮球', '米粒儿', '蓝军小妹', '篮球少女安安', '七七直播间']);
const STYLE_TAGS = ['战术分析', '数据流', '幽默', '老球迷', '赛前预测'];

/** A host's tags: the sport their name says (the rest name both sports or neither, and stream both), then a style or two. */
function hostTags(rng: Rng, name: string): string[] {
  const football = LEAGUE_OF[name] ?? rng.pick(FOOTBALL_TAGS);
  const sports = BASKETBALL_HOSTS.has(name) ? ['NBA'] : FOOTBALL_HOSTS.has(name) ? [football] : rng.chance(0.5) ? [football, 'NBA'] : [];
  const styles = rng.shuffle(WOMEN.has(name) ? [...STYLE_TAGS, '女主播'] : STYLE_TAGS);
  return [...sports, ...styles.slice(0, rng.int(1, 3 - sports.length))];
}
const INTROS = ['每天陪你看球聊球，欢迎关注！', '专注战术分析，十年老球迷。', '篮球足球都爱，直播间欢乐多。', '比赛日必开播，点个关注不迷路。'];
// A host's own words: none states a match's event (a last-minute winner no record holds), a visit to a club, or a
// follower count beside the real one on the same page.
const MOMENT_TEXTS = [
  '今晚的比赛大家怎么看？评论区聊聊！', '赛前热身完毕，准时开播～', '昨晚这场看得过瘾，大家觉得呢？', '本周的赛程已经排好，记得预约直播哦。',
  '赛前做了不少功课，晚上直播间见。', '和大家分享几张照片。', '数据告诉你谁才是本赛季MVP。', '谢谢大家一直以来的支持！',
];
const COLORS: [string, string][] = [
  ['#ff6b6b', '#c44569'], ['#48dbfb', '#0abde3'], ['#feca57', '#ff9f43'], ['#1dd1a1', '#10ac84'],
  ['#5f27cd', '#341f97'], ['#ff9ff3', '#f368e0'], ['#54a0ff', '#2e86de'], ['#576574', '#222f3e'],
];

function photoSvg(index: number, [from, to]: [string, string]): string {
  const x = 60 + ((index * 53) % 420);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">' +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    '<rect width="600" height="400" fill="url(#s)"/><rect y="260" width="600" height="140" fill="#2d8a34"/>' +
    '<g stroke="#fff" stroke-opacity="0.6" stroke-width="3" fill="none"><line x1="300" y1="260" x2="300" y2="400"/><ellipse cx="300" cy="330" rx="70" ry="26"/></g>' +
    `<circle cx="${x}" cy="300" r="14" fill="#fff"/><circle cx="${540 - (index % 5) * 40}" cy="70" r="30" fill="#fff" fill-opacity="0.7"/>` +
    '</svg>'
  );
}

async function storeFiles(db: Db, images: StoredImage[]): Promise<void> {
  for (const image of images) await db.insert(files).values(image).onConflictDoNothing();
}

interface Plan {
  hosts: NewHost[];
  schedules: NewSchedule[];
  moments: NewMoment[];
  images: StoredImage[];
  /** Restricted rooms the demo user may enter (not all of them: the rule shows both ways). */
  demoRooms: number[];
}

/** How long a host's stream of one match lasts at most: another of its matches starts this far from it. */
const STREAM_MS = 3 * HOUR_MS;

/**
 * Which hosts are live now, coming soon or scheduled: the first twelve live, the next eight soon, each on a match of
 * a sport their tags say they stream.
 */
function planSchedules(hostTagLists: readonly (readonly string[])[], matches: (BindableMatch & { status: number })[], now: number): NewSchedule[] {
  const at = <T>(list: T[], i: number): T | undefined => (list.length > 0 ? list[i % list.length] : undefined);
  const rows: NewSchedule[] = [];
  for (const [i, tags] of hostTagLists.entries()) {
    const streams = streamsSport(tags);
    const theirs = matches.filter((m) => streams(m.sportId));
    const live = theirs.filter((m) => m.status === ScheduleLiveStatus.InProgress);
    const upcoming = theirs.filter((m) => m.status === ScheduleLiveStatus.NotStarted);
    const soon = upcoming.filter((m) => m.kickoffAt.getTime() - now <= 2 * HOUR_MS);
    const later = upcoming.filter((m) => m.kickoffAt.getTime() - now > 2 * HOUR_MS);
    const hostId = DEMO_HOST_ID_BASE + 1 + i;
    const primary = (i < 12 ? at(live, i) : undefined) ?? (i < 20 ? at(soon, i) : undefined) ?? at(later, i) ?? at(soon, i);
    // One host streams only for the bti game: the match source rule hides that entry elsewhere.
    const source = i === 7 ? JumpSportId.bti : i % 5 === 4 ? JumpSportId.play : JumpSportId.st;
    if (primary) rows.push({ hostId, matchId: primary.id, matchSource: source });
    // Two more of the later matches, none at the same time as another of the host's: one host, one stream at a time.
    const chosen = primary ? [primary] : [];
    for (let step = 1; chosen.length < (primary ? 3 : 2) && step <= later.length; step++) {
      const extra = at(later, i * 3 + step);
      if (!extra || chosen.some((c) => c.id === extra.id || Math.abs(c.kickoffAt.getTime() - extra.kickoffAt.getTime()) < STREAM_MS)) continue;
      chosen.push(extra);
      rows.push({ hostId, matchId: extra.id, matchSource: matchSourceFor(hostId, extra.id) });
    }
  }
  return rows;
}

export function planDemoAnchors(matches: (BindableMatch & { status: number })[], now: number): Plan {
  const rng = createRng(deriveSeed('demo-anchors'));
  const images: StoredImage[] = [];
  const photoIds = Array.from({ length: 24 }, (_, i) => {
    const image = storedSvg(photoSvg(i, COLORS[i % COLORS.length] ?? ['#333', '#000']));
    images.push(image);
    return image.id;
  });
  const restricted = new Set([4, 5, 25]);
  const hosts = NAMES.map((nickName, i): NewHost => {
    const portrait = storedPng(portraitPng(COLORS[i % COLORS.length] ?? ['#333', '#000']));
    images.push(portrait);
    const age = rng.int(20, 38);
    const birthday = i % 9 === 8 ? null : new Date(Date.UTC(new Date(now).getUTCFullYear() - age, rng.int(0, 11), rng.int(1, 28)));
    return {
      id: DEMO_HOST_ID_BASE + 1 + i,
      nickName,
      pictureId: portrait.id,
      birthday,
      tags: hostTags(rng, nickName),
      introduction: rng.pick(INTROS),
      liveRoomId: DEMO_ROOM_ID_BASE + 1 + i,
      liveHostType: 1,
      liveUserGroupId: restricted.has(i) ? VIP_GROUP : null,
      liveGroupUserType: restricted.has(i) ? 1 : null,
      isTop: i < 4,
      hidden: i === 30,
      offersFlv: i % 3 === 0,
      followerCount: rng.int(120, 9000),
      popularity: rng.int(300, 20_000),
      sort: i,
    };
  });
  const moments: NewMoment[] = [];
  for (const host of hosts) {
    const n = rng.int(3, 7);
    for (let k = 0; k < n; k++) {
      // Spread over the past three weeks; the first one of some hosts is from today.
      const ago = k === 0 && rng.chance(0.4) ? rng.int(10, 300) * MINUTE_MS : rng.int(1, 21 * 24) * HOUR_MS;
      moments.push({
        hostId: host.id,
        content: rng.pick(MOMENT_TEXTS),
        photos: rng.shuffle(photoIds).slice(0, rng.int(1, 3)).join(','),
        likedCount: rng.int(0, 800),
        createdAt: new Date(now - ago),
      });
    }
  }
  return {
    hosts,
    schedules: planSchedules(
      hosts.map((host) => host.tags ?? []),
      matches,
      now,
    ),
    moments,
    images,
    demoRooms: [DEMO_ROOM_ID_BASE + 1 + 4, DEMO_ROOM_ID_BASE + 1 + 25],
  };
}

/**
 * The demo hosts (32, two of them restricted to a group the demo user belongs to, one hidden), their
 * schedules bound to the demo world's matches around now, moments over the past weeks, and the demo
 * user's special rooms. Skips everything when hosts exist (a restart reuses them).
 */
export async function seedDemoAnchors(db: Db, now: Date): Promise<void> {
  if ((await countHosts(db)) > 0) return;
  const at = now.getTime();
  const matches = openMatches(await findBindableMatches(db, new Date(at - SCHEDULE_WINDOW.backMs), new Date(at + SCHEDULE_WINDOW.aheadMs)), at);
  const plan = planDemoAnchors(matches, at);
  const demo = await findUserByUsername(db, DEMO_USERNAME);
  await db.transaction(async (tx) => {
    await storeFiles(tx, plan.images);
    await insertHosts(tx, plan.hosts);
    await insertSchedules(tx, plan.schedules);
    await insertMoments(tx, plan.moments);
    if (demo) await insertSpecialRooms(tx, demo.id, plan.demoRooms);
  });
}
