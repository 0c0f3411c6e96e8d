import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '@sport/contract';
import { AnswerCache } from '../../src/lib/answer-cache';
import { systemClock } from '../../src/lib/clock';
import { createAnchorService, type AnchorService } from '../../src/modules/anchor/service';
import { createMemoryBus } from '../../src/realtime/bus-memory';
import type { TestApp } from '../helpers/app';
import { demoApp, hostAt } from './fixture';

// Two nodes on one bus, each with its own answer cache, on a clock that stands still: an operator's edit made on
// node A shows in the fans' host list node B had cached because the change was heard, not because a time to live
// ran out.
let t: TestApp;
const bus = createMemoryBus();
let nodeA: AnchorService;
let nodeB: AnchorService;

beforeAll(async () => {
  t = await demoApp();
  const now = systemClock();
  const node = () =>
    createAnchorService({ db: t.database.db, bus, cache: new AnswerCache(() => now), clock: () => now, football: t.app.football });
  nodeA = node();
  nodeB = node();
}, 300_000);
afterAll(async () => {
  nodeA.close();
  nodeB.close();
  await bus.close();
  await t.close();
});

const fansHost = async (node: AnchorService, hostId: number): Promise<Host | undefined> =>
  (await node.hostList(null, { size: 100 })).list.find((h) => h.id === hostId);

describe('an operator’s host change on one node', () => {
  it('shows at once in the fans’ host list the other node had cached', async () => {
    const hostId = hostAt(1);
    const before = await fansHost(nodeB, hostId);
    expect(before?.nickName).toBeTruthy();

    const profile = { nickName: '节点A改的名字', birthday: null, tags: ['改过'], introduction: '在节点A编辑' };
    await t.database.db.transaction((tx) => nodeA.admin.edit(tx, hostId, profile));
    await nodeA.admin.announce();

    expect(await fansHost(nodeB, hostId)).toMatchObject({ nickName: '节点A改的名字', tags: ['改过'], introduction: '在节点A编辑' });
  });

  it('takes a room off air on the other node’s live list too', async () => {
    const live = (await nodeB.hostList(null, { kind: 1, size: 100 })).list.map((h) => h.id);
    const hostId = live[0];
    if (hostId === undefined) throw new Error('no host live at MATCH_TIME');

    await t.database.db.transaction((tx) => nodeA.admin.setAir(tx, hostId, false, '测试下播'));
    await nodeA.admin.announce();

    expect((await nodeB.hostList(null, { kind: 1, size: 100 })).list.map((h) => h.id)).not.toContain(hostId);
    expect((await fansHost(nodeB, hostId))?.liveStatus).toBe(0);
  });
});
