import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsRoutes, type RouteDef } from '@sport/contract';
import type { Session, TestApp } from '../helpers/app';
import { loginAs } from '../anchor/fixture';
import { newsApp, storedTips, usernameOf, type StoredTip } from './fixture';

let t: TestApp;
let nonBuyer: Session & { uid: number };
let buyer: Session & { uid: number };
let tips: StoredTip[];
/** Unsettled paid tips: their analysis and pick must reach nobody but the buyer and the expert. */
let secret: StoredTip[];

beforeAll(async () => {
  const made = await newsApp();
  t = made.t;
  nonBuyer = await loginAs(t, 'demo');
  buyer = await loginAs(t, 'zhang_wei');
  tips = await storedTips(t);
  secret = tips.filter((tip) => tip.price > 0 && tip.result === null);
  expect(secret.length).toBeGreaterThan(100);
  // The buyer holds one purchase (the buying part writes this row with its ledger debit).
  await t.database.db.execute(
    sql`insert into tip_purchases (user_id, tip_id, price) values (${buyer.uid}, ${secret[0]!.id}, ${secret[0]!.price})`,
  );
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** Every answer of every news read a caller can make, with the inputs that reach the most tips. */
async function walk(session: Session | undefined): Promise<string[]> {
  const texts: string[] = [];
  const ask = async (def: RouteDef, input: Record<string, unknown>) => {
    const res = await t.call(def, input, session);
    texts.push(JSON.stringify(res.body));
    return res;
  };
  const experts = new Set(tips.map((tip) => tip.expertId));
  for (const sortType of [1, 2, 3, 4]) await ask(newsRoutes.professorList, { sortType, size: 100 });
  for (const professorId of experts) {
    await ask(newsRoutes.professorDetail, { professorId });
    for (const isHistory of [0, 1]) await ask(newsRoutes.professorMessages, { professorId, isHistory, size: 100 });
    await ask(newsRoutes.professorVerify, { professorId });
  }
  for (const isHistory of [0, 1])
    for (let page = 1; page <= 40; page += 1) {
      const res = await t.call(newsRoutes.messageList, { isHistory, page, size: 100 }, session);
      texts.push(JSON.stringify(res.body));
      if (res.body.data.isLastPage) break;
    }
  await ask(newsRoutes.messageList, { blackReturnGold: 1, size: 100 });
  await ask(newsRoutes.messageList, { sportsSource: 2, size: 100 });
  await ask(newsRoutes.messageList, { sportsType: 2, size: 100 });
  await ask(newsRoutes.ongoingMatches, {});
  await ask(newsRoutes.userTitleList, {});
  for (const tip of secret.slice(0, 60)) {
    await ask(newsRoutes.messageDetail, { id: tip.id });
    await ask(newsRoutes.commentList, { messageId: tip.id });
  }
  await ask(newsRoutes.myOrder, {});
  await ask(newsRoutes.myCommentList, {});
  return texts;
}

/** Every string value in the answers, once (lists repeat the same titles and names). */
function stringsOf(texts: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') found.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  for (const text of texts) visit(JSON.parse(text));
  return found;
}

/** The secrets found anywhere in the answers (as a value or inside one), as "tip id: field". */
const leaks = (texts: string[], except: ReadonlySet<number> = new Set()) => {
  const values = [...stringsOf(texts)];
  return secret.flatMap((tip) => {
    if (except.has(tip.id)) return [];
    const found: string[] = [];
    if (values.some((v) => v.includes(tip.sportsInfo))) found.push(`${tip.id}: sportsInfo`);
    if (values.some((v) => v.includes(tip.sportsPlay))) found.push(`${tip.id}: sportsPlay`);
    return found;
  });
};

describe('paid content', () => {
  it('never reaches a visitor, in any news answer', async () => {
    const texts = await walk(undefined);
    expect(texts.length).toBeGreaterThan(200);
    expect(leaks(texts)).toEqual([]);
  }, 120_000);

  it('never reaches a logged-in user who did not buy, in any news answer', async () => {
    const texts = await walk(nonBuyer);
    expect(leaks(texts)).toEqual([]);
  }, 120_000);

  it('reaches the buyer of that tip only, and the expert', async () => {
    const bought = secret[0]!;
    const texts = await walk(buyer);
    expect(leaks(texts, new Set([bought.id]))).toEqual([]);
    const seen = await t.call(newsRoutes.messageDetail, { id: bought.id }, buyer);
    expect(seen.body.data).toMatchObject({ sportsInfo: bought.sportsInfo, sportsPlay: bought.sportsPlay, isBuy: 1 });
    expect(seen.body.data.payTime).toEqual(expect.any(Number));
    const list = await t.call(newsRoutes.professorMessages, { professorId: bought.expertId, size: 100 }, buyer);
    const entry = list.body.data.list.find((m) => m.id === bought.id);
    expect(entry?.isBuy).toBe(1);
    expect(JSON.stringify(entry)).not.toContain(bought.sportsPlay);

    const expertName = await usernameOf(t, bought.expertId);
    const expert = await loginAs(t, expertName);
    const own = await t.call(newsRoutes.messageDetail, { id: bought.id }, expert);
    expect(own.body.data.sportsPlay).toBe(bought.sportsPlay);
  }, 120_000);

  it('is open to everyone for a free tip and once a tip is settled', async () => {
    const free = tips.find((tip) => tip.price === 0)!;
    expect((await t.call(newsRoutes.messageDetail, { id: free.id })).body.data.sportsPlay).toBe(free.sportsPlay);
    const paid = secret[1]!;
    expect((await t.call(newsRoutes.messageDetail, { id: paid.id })).body.data.sportsPlay).toBeUndefined();
    await t.database.db.execute(
      sql`update tips set result = 'win', profit = 0.9, settled_at = now() where id = ${paid.id}`,
    );
    await t.app.newsTips.changed({ kind: 'tips' });
    expect((await t.call(newsRoutes.messageDetail, { id: paid.id })).body.data.sportsPlay).toBe(paid.sportsPlay);
  });
});
