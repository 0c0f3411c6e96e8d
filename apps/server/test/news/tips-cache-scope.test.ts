import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExpertSort } from '@sport/contract';
import { expertProfiles, tipPurchases } from '../../src/db/schema/news';
import { AnswerCache } from '../../src/lib/answer-cache';
import { createNewsServices, type NewsServices } from '../../src/modules/news/services';
import { buildTestApp, type TestApp } from '../helpers/app';
import { addExpert, addMatch, addTip, addUser, seedMoneyWorld } from './money-fixture';
import { fixedSettings } from '../../src/modules/settings/service';

// Which cached answers a purchase or a follow drops (cache-tags.ts). The probe is a change written behind the
// services' back: it shows in an answer only once that answer is dropped, so an answer still without it was kept.
// The services run over a cache whose clock stands still, so no answer ends by its time to live meanwhile.

let t: TestApp;
let news: NewsServices;
let a: number;
let b: number;
let c: number;
const tipOf = new Map<number, number>();

beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitMax: 100_000 } });
  await seedMoneyWorld(t.database.db);
  const still = Date.now();
  news = createNewsServices({
    db: t.database.db,
    bus: t.app.bus,
    cache: new AnswerCache(() => still),
    wallet: t.app.wallet,
    football: t.app.football,
    users: t.app.users,
    comments: { settings: fixedSettings({ thresholds: { commentRechargeMin: 0, commentVipMin: 0 } }) },
    onUnrecovered: () => undefined,
  });
  const matchId = await addMatch(t.database.db);
  [a, b, c] = [(await addExpert(t)).uid, (await addExpert(t)).uid, (await addExpert(t)).uid];
  for (const expertId of [a, b, c]) {
    tipOf.set(expertId, await addTip(t, { expertId, price: 20, legs: [{ matchId, play: 'result', pick: 'home', odds: 1.8 }] }));
  }
}, 120_000);
afterAll(async () => {
  news.tips.close();
  await t.close();
});

const detail = (expertId: number, userId: number | null = null) => news.tips.professorDetail(expertId, userId);
const bought = async (expertId: number, userId: number) => (await news.tips.messageDetail(tipOf.get(expertId)!, userId)).isBuy;
const hotOrder = async () =>
  (await news.tips.professorList({ sortType: ExpertSort.Hot, size: 100 }, null)).list
    .map((e) => e.id)
    .filter((id) => [a, b, c].includes(id));
const setFollowersBehindTheBack = (expertId: number, followers: number) =>
  t.database.db.execute(sql`update ${expertProfiles} set follower_count = ${followers} where user_id = ${expertId}`);

describe('a purchase', () => {
  it('shows at once in the buyer’s answers and the expert’s sale counts, and leaves other users and experts cached', async () => {
    const buyer = (await addUser(t, 100)).uid;
    const other = (await addUser(t, 100)).uid;
    expect(await bought(a, buyer)).toBe(0);
    expect(await bought(b, other)).toBe(0);
    expect(await detail(b)).toMatchObject({ ordered: 0, attention: 0 });
    await t.database.db.insert(tipPurchases).values({ userId: other, tipId: tipOf.get(b)!, price: 20 });
    await setFollowersBehindTheBack(b, 5);

    await news.orders.buy(buyer, tipOf.get(a)!);
    expect(await bought(a, buyer)).toBe(1);
    expect(await detail(a)).toMatchObject({ ordered: 1, subscribed: 1 });
    // kept: the other user's purchases and expert b's counts
    expect(await bought(b, other)).toBe(0);
    expect(await detail(b)).toMatchObject({ ordered: 0, attention: 0 });
    await setFollowersBehindTheBack(b, 0);
  });
});

describe('a follow', () => {
  it('shows at once in the follower’s answers, the expert’s count and the hot order, and leaves other experts cached', async () => {
    const fan = (await addUser(t)).uid;
    expect(await hotOrder()).toEqual([a, b, c]);
    expect(await detail(c, fan)).toMatchObject({ attention: 0, isAttention: 0 });
    expect(await detail(a)).toMatchObject({ attention: 0 });
    await setFollowersBehindTheBack(a, 9);

    expect(await news.tips.attention(fan, c, 1)).toMatchObject({ attention: 1, isAttention: 1 });
    expect(await detail(c, fan)).toMatchObject({ attention: 1, isAttention: 1 });
    // kept: expert a's page shows the count it was read with
    expect(await detail(a)).toMatchObject({ attention: 0 });
    // the hot order reads every expert's count again: c (1 follower) before b (none), a's 9 first
    expect(await hotOrder()).toEqual([a, c, b]);
    await setFollowersBehindTheBack(a, 0);
  });
});
