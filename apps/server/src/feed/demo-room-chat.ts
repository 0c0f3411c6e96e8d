import { SportId } from '@sport/contract';
import type { Db } from '../db/client';
import type { LiveRoom } from '../modules/anchor/host-reads';
import { findUserByUsername } from '../modules/user/repository';
import type { Rng } from './prng';
import { DEMO_FAN_USERNAMES } from './demo-users';

/** A room on air and the match it streams, as the anchor module's `liveRooms` answers it. */
export type DemoRoom = LiveRoom;

// What fans say while they watch. Never a score, a minute or a goal: a room's video may run behind the match
// (the spoiler delay), and its chat does not.
const ANY_SPORT = [
  '主播讲得真到位',
  '前排围观',
  '画面很清楚，点赞',
  '主播今晚有推荐吗？',
  '大家看好哪边？',
  '支持主播！',
  '来了来了',
  '关注了，以后常来',
  '这个直播间氛围不错',
  '刚下班，赶上了',
  '{home}加油！',
  '{away}加油！',
];
const FOOTBALL_LINES = [
  '{home}主场作战，气势很足',
  '{away}的反击很有威胁',
  '中场争夺太激烈了',
  '防守要稳住啊',
  '边路突破有点东西',
  '等一个进球',
  '裁判的尺度有点松',
  '{home}的门将今天很稳',
];
const BASKETBALL_LINES = [
  '这波防守漂亮',
  '三分手感不错',
  '篮板要抢啊',
  '快攻打得好',
  '内线太强了',
  '这节奏太快了',
  '罚球要稳住',
  '{away}的替补也很能打',
];

/**
 * One line a fan says in this room: about the two sides, the host or the stream, in the room's sport; never the
 * line the room heard last (`last`), which read as a bot saying it twice.
 */
export function demoChatLine(room: DemoRoom, rng: Rng, last?: string): string {
  const own = room.sportId === SportId.Basketball ? BASKETBALL_LINES : FOOTBALL_LINES;
  const lines = [...ANY_SPORT, ...own].map((line) => line.replace('{home}', room.home).replace('{away}', room.away));
  return rng.pick(lines.filter((line) => line !== last));
}

export interface DemoRoomChatDeps {
  rooms: () => Promise<DemoRoom[]>;
  /** The chat service's send: the same rules, word filter, flood cap and push as any fan's line. */
  send: (userId: number, input: { hostId: number; content: string }) => Promise<unknown>;
  /** The demo fans who talk (user ids). */
  speakers: readonly number[];
  rng: Rng;
  /** Each room's chance of a line per tick. */
  chance: number;
  /** Each room's last line by host id, kept by the caller from tick to tick (the next line differs from it). */
  lastLines: Map<number, string>;
}

/**
 * One tick of the demo world's room chat: in each live room, now and then, a demo fan says a line. Each fan speaks
 * in one room at most per tick (the chat's one line per 2 s holds across rooms); a line the chat refuses (the fan
 * was banned or muted by an operator, the room is flooding) is left unsaid. Answers how many were said.
 */
export async function demoRoomChatTick(deps: DemoRoomChatDeps): Promise<number> {
  const { rooms, send, speakers, rng, chance, lastLines } = deps;
  const free = rng.shuffle(speakers);
  let said = 0;
  for (const room of await rooms()) {
    const speaker = free.pop();
    if (speaker === undefined) break;
    if (!rng.chance(chance)) continue;
    const content = demoChatLine(room, rng, lastLines.get(room.hostId));
    try {
      await send(speaker, { hostId: room.hostId, content });
      lastLines.set(room.hostId, content);
      said += 1;
    } catch {
      // refused by the chat's rules: the fan stays quiet this time
    }
  }
  return said;
}

/** The demo fans' user ids (those seeded so far). */
export async function demoFanIds(db: Db): Promise<number[]> {
  const found = await Promise.all(DEMO_FAN_USERNAMES.map((name) => findUserByUsername(db, name)));
  return found.flatMap((user) => (user ? [user.id] : []));
}
