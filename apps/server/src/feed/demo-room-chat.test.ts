import { describe, expect, it } from 'vitest';
import { SportId } from '@sport/contract';
import { demoChatLine, demoRoomChatTick, type DemoRoom } from './demo-room-chat';
import { createRng } from './prng';

const football: DemoRoom = { hostId: 1, sportId: SportId.Football, home: '科隆', away: '埃尔弗斯贝格' };
const basketball: DemoRoom = { hostId: 2, sportId: SportId.Basketball, home: '纽约尼克斯', away: '多伦多猛龙' };

const linesOf = (room: DemoRoom) => {
  const rng = createRng(7);
  return new Set(Array.from({ length: 400 }, () => demoChatLine(room, rng)));
};

describe('a demo fan’s chat line', () => {
  it('names the room’s own teams and never a score, minute or goal (a room’s video may run behind)', () => {
    for (const room of [football, basketball]) {
      const lines = [...linesOf(room)];
      expect(lines).toContain(`${room.home}加油！`);
      expect(lines).toContain(`${room.away}加油！`);
      for (const line of lines) {
        expect(line).not.toMatch(/[0-9{}]|进了|比分|绝杀|领先|落后/);
      }
    }
  });

  it('talks of the room’s sport', () => {
    expect([...linesOf(football)]).not.toContain('三分手感不错');
    expect([...linesOf(basketball)]).toContain('三分手感不错');
    expect([...linesOf(basketball)]).not.toContain('等一个进球');
  });
});

describe('a demo room chat tick', () => {
  const rooms = (n: number): DemoRoom[] => Array.from({ length: n }, (_, i) => ({ ...football, hostId: 100 + i }));

  it('has each fan speak in one room at most, and a room hears at most one line', async () => {
    const sent: { userId: number; hostId: number }[] = [];
    const said = await demoRoomChatTick({
      rooms: () => Promise.resolve(rooms(5)),
      send: (userId, { hostId }) => Promise.resolve(void sent.push({ userId, hostId })),
      speakers: [1, 2, 3],
      rng: createRng(1),
      chance: 1,
      lastLines: new Map(),
    });
    expect(said).toBe(3);
    expect(new Set(sent.map((s) => s.userId)).size).toBe(3);
    expect(new Set(sent.map((s) => s.hostId)).size).toBe(3);
  });

  it('leaves a refused line unsaid and goes on to the next room', async () => {
    const heard: number[] = [];
    const said = await demoRoomChatTick({
      rooms: () => Promise.resolve(rooms(3)),
      send: (_userId, { hostId }) => {
        if (hostId === 100) return Promise.reject(new Error('发言太快了'));
        heard.push(hostId);
        return Promise.resolve();
      },
      speakers: [1, 2, 3, 4],
      rng: createRng(2),
      chance: 1,
      lastLines: new Map(),
    });
    expect([said, heard]).toEqual([2, [101, 102]]);
  });

  it('never has a room hear the same line twice in a row, tick after tick', async () => {
    const heard: string[] = [];
    const lastLines = new Map<number, string>();
    const rng = createRng(4);
    for (let tick = 0; tick < 200; tick += 1) {
      await demoRoomChatTick({
        rooms: () => Promise.resolve([football]),
        send: (_userId, { content }) => Promise.resolve(void heard.push(content)),
        speakers: [1, 2],
        rng,
        chance: 1,
        lastLines,
      });
    }
    expect(heard).toHaveLength(200);
    expect(heard.filter((line, i) => i > 0 && line === heard[i - 1])).toEqual([]);
  });

  it('says nothing when no room is live', async () => {
    const said = await demoRoomChatTick({
      rooms: () => Promise.resolve([]),
      send: () => Promise.reject(new Error('nothing to send')),
      speakers: [1],
      rng: createRng(3),
      chance: 1,
      lastLines: new Map(),
    });
    expect(said).toBe(0);
  });
});
