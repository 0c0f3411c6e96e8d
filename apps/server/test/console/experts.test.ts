import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, newsRoutes } from '@sport/contract';
import { consoleRoutes, type ConsoleRouteDef } from '@sport/contract/console';
import type { PublishInput } from '../../src/modules/news/tip-service';
import { createMemoryBus } from '../../src/realtime/bus-memory';
import { buildTestApp, type Session, type TestApp } from '../helpers/app';
import { addMatch, addUser, seedMoneyWorld } from '../news/money-fixture';
import { consoleCall, staffLogin, type StaffLogin } from './console-fixture';

// The 专家 area: a 运营 grants a fan the expert role, hides one of their tips, shows it again and revokes the role.
// Two nodes on one bus, each with its own answer cache: what fans read on the other node changes at once. A hidden
// tip leaves fans' lists and detail but stays in the chain, which still verifies and names it; its buyer keeps it.

const bus = createMemoryBus();
let t: TestApp;
let other: TestApp;
let operator: StaffLogin;
let fan: Session & { uid: number };
let buyer: Session & { uid: number };
let viewer: Session & { uid: number };
let tipId: number;

beforeAll(async () => {
  const config = { rateLimitMax: 1_000_000 };
  t = await buildTestApp({ config, bus });
  other = await buildTestApp({ database: t.database, config, bus });
  await seedMoneyWorld(t.database.db);
  operator = await staffLogin(t, ['operator']);
  fan = await addUser(t);
  buyer = await addUser(t, 1000);
  viewer = await addUser(t);
}, 180_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
  await bus.close();
});

const act = <R extends ConsoleRouteDef>(def: R, input: Record<string, unknown>) =>
  consoleCall(t, def, input, { cookie: operator.cookie, csrf: operator.csrf });

const draft = (matchId: number): PublishInput => ({
  title: '控制台测试推荐',
  sportsInfo: '主队近况更好。',
  sportsPlay: '主队 -0.25 @1.90',
  goldPrice: 18,
  legs: [{ matchId, play: 'handicap', pick: 'home', lineQuarters: -1, oddsCents: 190 }],
});
const publish = async (who: Session) =>
  t.call(newsRoutes.publish, draft(await addMatch(t.database.db)), who);

/** What fans read on the other node: the expert list's ids, the on-sale tips' ids, the expert's own tips' ids. */
const expertIds = async () =>
  (await other.call(newsRoutes.professorList, { size: 100 })).body.data.list.map((e) => e.id);
const onSaleIds = async () => (await other.call(newsRoutes.messageList, { size: 100 })).body.data.list.map((m) => m.id);
const expertTipIds = async () =>
  (await other.call(newsRoutes.professorMessages, { professorId: fan.uid })).body.data.list.map((m) => m.id);

describe('granting the expert role', () => {
  it('lets the fan publish and shows them to fans on every node at once', async () => {
    expect((await publish(fan)).status).toBe(403);
    expect(await expertIds()).not.toContain(fan.uid);

    const found = await act(consoleRoutes.expertsSearch, { q: String(fan.uid) });
    expect(found.body.data.fans.map((f) => f.uid)).toContain(fan.uid);
    const granted = await act(consoleRoutes.expertGrant, { userId: fan.uid, reason: '签约专家' });
    expect(granted.body.code, JSON.stringify(granted.body)).toBe(1);
    expect(granted.body.data).toMatchObject({ userId: fan.uid, state: 'active', revokedAt: null, tips: 0 });

    expect(await expertIds()).toContain(fan.uid);
    expect((await other.call(newsRoutes.professorDetail, { professorId: fan.uid })).body.data.isActive).toBe(1);
    const published = await publish(fan);
    expect(published.body.code, JSON.stringify(published.body)).toBe(1);
    tipId = published.body.data.id;
    expect(await onSaleIds()).toContain(tipId);

    const again = await act(consoleRoutes.expertsSearch, { q: String(fan.uid) });
    expect(again.body.data.fans.map((f) => f.uid)).not.toContain(fan.uid);
    expect(again.body.data.experts.map((e) => e.userId)).toEqual([fan.uid]);
  });
});

describe('hiding a tip', () => {
  it('takes it out of fans’ lists and detail at once, but not from its buyer', async () => {
    expect((await t.call(newsRoutes.buy, { messageId: tipId }, buyer)).body.code).toBe(1);
    expect(await expertTipIds()).toContain(tipId);
    expect((await other.call(newsRoutes.messageDetail, { id: tipId }, viewer)).body.code).toBe(1);

    const hidden = await act(consoleRoutes.tipHide, { tipId, reason: '内容违规' });
    expect(hidden.body.code, JSON.stringify(hidden.body)).toBe(1);
    expect(hidden.body.data).toMatchObject({ id: tipId, hiddenReason: '内容违规', buyers: 1 });

    expect(await onSaleIds()).not.toContain(tipId);
    expect(await expertTipIds()).not.toContain(tipId);
    const refused = await other.call(newsRoutes.messageDetail, { id: tipId }, viewer);
    expect(refused.body).toMatchObject({ code: Code.TipClosed, data: null });
    expect(refused.body.msg).toContain('已被隐藏');
    expect((await other.call(newsRoutes.messageDetail, { id: tipId })).body.msg).toContain('已被隐藏');
    const notSold = await other.call(newsRoutes.buy, { messageId: tipId }, viewer);
    expect(notSold.body.msg).toContain('已被隐藏');

    const bought = await other.call(newsRoutes.messageDetail, { id: tipId }, buyer);
    expect(bought.body.data).toMatchObject({ id: tipId, isBuy: 1, sportsInfo: '主队近况更好。' });
    const mine = await other.call(newsRoutes.myOrder, {}, buyer);
    expect(mine.body.data.list.map((m) => m.id)).toContain(tipId);
  });

  it('leaves the chain verifying, with the hidden tip in it as hidden', async () => {
    const verify = (await other.call(newsRoutes.professorVerify, { professorId: fan.uid })).body.data;
    expect(verify).toMatchObject({ holds: true, length: 1, brokenAt: null, hidden: [{ messageId: tipId, position: 1 }] });

    const record = await act(consoleRoutes.expertRecord, { userId: fan.uid });
    expect(record.body.data.chain).toEqual(verify);
    expect(record.body.data.expert).toMatchObject({ tips: 1, hiddenTips: 1 });
    expect(record.body.data.tips.list).toMatchObject([{ id: tipId, chainSeq: 1, hiddenReason: '内容违规' }]);
  });

  it('shows it again once unhidden', async () => {
    const shown = await act(consoleRoutes.tipUnhide, { tipId, reason: '复核无误' });
    expect(shown.body.data).toMatchObject({ id: tipId, hiddenAt: null, hiddenReason: null });
    expect(await onSaleIds()).toContain(tipId);
    expect((await other.call(newsRoutes.messageDetail, { id: tipId }, viewer)).body.code).toBe(1);
    expect((await other.call(newsRoutes.professorVerify, { professorId: fan.uid })).body.data.hidden).toEqual([]);
  });
});

describe('revoking the expert role', () => {
  it('stops new tips and takes them out of the expert lists; their page, tips and chain stay', async () => {
    expect(await expertIds()).toContain(fan.uid);
    const revoked = await act(consoleRoutes.expertRevoke, { userId: fan.uid, reason: '合约到期' });
    expect(revoked.body.data).toMatchObject({ userId: fan.uid, state: 'revoked', revokedReason: '合约到期' });

    expect(await expertIds()).not.toContain(fan.uid);
    expect((await other.call(newsRoutes.professorDetail, { professorId: fan.uid })).body.data.isActive).toBe(0);
    const refused = await publish(fan);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('只有专家');

    expect(await expertTipIds()).toEqual([tipId]);
    const bought = await other.call(newsRoutes.messageDetail, { id: tipId }, buyer);
    expect(bought.body.data).toMatchObject({ isBuy: 1, sportsInfo: '主队近况更好。' });
    expect((await other.call(newsRoutes.professorVerify, { professorId: fan.uid })).body.data).toMatchObject({
      holds: true,
      length: 1,
    });
  });
});

describe('every action', () => {
  it('is in the audit log with its reason, and the log still verifies', async () => {
    const audit = await act(consoleRoutes.auditList, { size: 50 });
    const mine = audit.body.data.list
      .filter((e) => e.action.startsWith('expert.') || e.action.startsWith('tip.'))
      .map((e) => [e.action, e.targetId, e.reason, e.staffName]);
    expect(mine).toEqual([
      ['expert.revoke', String(fan.uid), '合约到期', operator.name],
      ['tip.unhide', String(tipId), '复核无误', operator.name],
      ['tip.hide', String(tipId), '内容违规', operator.name],
      ['expert.grant', String(fan.uid), '签约专家', operator.name],
    ]);
    expect((await act(consoleRoutes.auditVerify, {})).body.data).toMatchObject({ ok: true, brokenAt: null });
  });

  it('is refused with the field and rule for bad input, and for a state it is already in', async () => {
    const noReason = await act(consoleRoutes.expertGrant, { userId: viewer.uid, reason: '' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.msg).toContain('reason');
    const blank = await act(consoleRoutes.tipHide, { tipId, reason: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.msg).toBe('reason: 请填写理由');
    expect((await act(consoleRoutes.expertRevoke, { userId: 0, reason: '无' })).body.msg).toContain('userId');

    expect((await act(consoleRoutes.expertRevoke, { userId: fan.uid, reason: '再撤一次' })).status).toBe(409);
    expect((await act(consoleRoutes.tipUnhide, { tipId, reason: '未隐藏' })).status).toBe(409);
    expect((await act(consoleRoutes.tipHide, { tipId: 999_999, reason: '无此推荐' })).status).toBe(404);
    expect((await act(consoleRoutes.expertGrant, { userId: 999_999, reason: '无此用户' })).status).toBe(404);
    // Each refusal left the audit log as it was.
    const audit = await act(consoleRoutes.auditList, { size: 50 });
    expect(audit.body.data.list.filter((e) => e.action.startsWith('expert.') || e.action.startsWith('tip.'))).toHaveLength(4);
  });

  it('restores a revoked expert by granting again', async () => {
    const again = await act(consoleRoutes.expertGrant, { userId: fan.uid, reason: '续约' });
    expect(again.body.data).toMatchObject({ state: 'active', revokedAt: null, tips: 1 });
    expect(await expertIds()).toContain(fan.uid);
    expect((await act(consoleRoutes.expertGrant, { userId: fan.uid, reason: '重复' })).status).toBe(409);
  });
});
