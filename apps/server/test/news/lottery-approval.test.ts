import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsRoutes } from '@sport/contract';
import { ALREADY_SUBMITTED_MSG, NO_PRIZE_MSG } from '../../src/modules/news/lottery-service';
import type { TestApp } from '../helpers/app';
import { commentsApp, newUser, type User } from './comments-fixture';

// A live-room draw winner states where the prize goes: validated, stored, and stated once.

let t: TestApp;

beforeAll(async () => {
  t = await commentsApp({ rateLimitMax: 100_000 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const info = async (user: User) => {
  const res = await t.call(newsRoutes.lotteryApprovalInfo, {}, user);
  expect(res.status).toBe(200);
  return res.body.data;
};
const submit = (user: User | undefined, input: Record<string, unknown>) =>
  t.call(newsRoutes.lotterySubmitInfo, input, user);
const claim = { realName: '张三', phone: '138 0013 8000', address: '上海市浦东新区世纪大道100号' };
const winner = async (): Promise<User> => {
  const user = await newUser(t, 0);
  await t.app.lottery.recordWin({ userId: user.uid, liveRoomId: 30_001, prizeName: '球队签名球衣' });
  return user;
};

describe('prize claims', () => {
  it('need login', async () => {
    expect((await t.call(newsRoutes.lotteryApprovalInfo, {})).status).toBe(401);
    const res = await submit(undefined, claim);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(400);
  });

  it('a user who won nothing sees nothing to claim and cannot submit', async () => {
    const user = await newUser(t, 0);
    expect(await info(user)).toEqual({
      status: 0,
      prizeName: '',
      realName: '',
      phone: '',
      address: '',
      submitDate: null,
    });
    const res = await submit(user, claim);
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe(NO_PRIZE_MSG);
    expect((await info(user)).status).toBe(0);
  });

  it('refuses bad details with a 422 naming the field, storing nothing', async () => {
    const user = await winner();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...claim, realName: undefined }, 'body.realName: is required'],
      [{ ...claim, realName: '   ' }, 'realName: 请填写收件人姓名'],
      [{ ...claim, phone: 'call me' }, 'body.phone: must match pattern'],
      [{ ...claim, phone: '12345' }, 'body.phone: must match pattern'],
      [{ ...claim, phone: '-- -- --' }, 'phone: 请填写正确的手机号（6–15位数字）'],
      [{ ...claim, phone: '1234567890123456' }, 'phone: 请填写正确的手机号（6–15位数字）'],
      [{ ...claim, address: '' }, 'body.address: must NOT have fewer than 1 characters'],
      [{ ...claim, address: ' \n ' }, 'address: 请填写收货地址'],
      [{ ...claim, address: '路'.repeat(201) }, 'body.address: must NOT have more than 200 characters'],
    ];
    for (const [input, message] of cases) {
      const res = await submit(user, input);
      expect(res.status, JSON.stringify(input)).toBe(422);
      expect(res.body.msg.startsWith(message), `${res.body.msg} starts with ${message}`).toBe(true);
    }
    expect(await info(user)).toMatchObject({ status: 0, prizeName: '球队签名球衣', realName: '' });
  });

  it('stores the details for review; a repeat with the same details answers the first, other details are refused', async () => {
    const user = await winner();
    const res = await submit(user, { ...claim, realName: ' 张三 ' });
    expect(res.status).toBe(200);
    const first = res.body.data;
    expect(first).toMatchObject({ status: 1, prizeName: '球队签名球衣', ...claim });
    expect(first.submitDate).toEqual(expect.any(Number));
    expect(await info(user)).toEqual(first);

    const again = await submit(user, claim);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first);

    const changed = await submit(user, { ...claim, address: '北京市朝阳区' });
    expect(changed.status).toBe(409);
    expect(changed.body.msg).toBe(ALREADY_SUBMITTED_MSG);
    expect(await info(user)).toEqual(first);
  });

  it('two racing submissions with different details: one is stored, the other refused', async () => {
    const user = await winner();
    const answers = await Promise.all([submit(user, claim), submit(user, { ...claim, phone: '13900139000' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const stored = answers.find((a) => a.status === 200)?.body.data;
    expect(await info(user)).toEqual(stored);
  });

  it('a later win is claimed on its own', async () => {
    const user = await winner();
    expect((await submit(user, claim)).status).toBe(200);
    await t.app.lottery.recordWin({ userId: user.uid, liveRoomId: 30_002, prizeName: '观赛门票' });
    expect(await info(user)).toMatchObject({ status: 0, prizeName: '观赛门票' });
    const res = await submit(user, { ...claim, address: '广州市天河区' });
    expect(res.body.data).toMatchObject({ status: 1, prizeName: '观赛门票', address: '广州市天河区' });
  });
});
