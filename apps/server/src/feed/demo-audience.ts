import { chinaDayStart, DAY_MS, HOUR_MS } from '@sport/contract';
import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { expertFollows, expertProfiles, tipPurchases, tipReads, tips } from '../db/schema/news';
import { tipComments } from '../db/schema/news-comments';
import { users } from '../db/schema/user';
import { walletLedger, wallets } from '../db/schema/wallet';
import { PURCHASE_REASON, purchaseKey } from '../modules/news/order-service';
import { createRng, type Rng } from './prng';

const SEED = 2222;
/** The ledger key of a bettor's starting gold, and the mark that the audience is there. */
const GRANT_KEY = 'demo-audience';
/** Rows per INSERT, far below PostgreSQL's 65535 parameters (arrays are bound as one parameter each). */
const CHUNK = 5000;
/** Followers of a hot expert and of another one; purchases and extra reads per tip of each. */
const FOLLOWERS = { hot: [300, 900], other: [10, 150] } as const;
const MEAN_BUYERS = { hot: 10, other: 2 } as const;
const MEAN_READERS = { hot: 40, other: 8 } as const;
/** Of a tip's buyers, the share drawn from the expert's followers. */
const BUYERS_FROM_FOLLOWERS = 0.7;

interface Purchase {
  userId: number;
  tipId: number;
  price: number;
  at: number;
}

const intArray = (values: readonly number[]): string => `{${values.map((v) => String(Math.trunc(v))).join(',')}}`;
const textArray = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** `count` distinct users, first from `preferred` (about `share` of them), the rest from `pool`. */
function drawUsers(rng: Rng, preferred: readonly number[], pool: readonly number[], count: number, share: number): number[] {
  const chosen = new Set(rng.shuffle(preferred).slice(0, Math.round(count * share)));
  for (const id of rng.shuffle(pool)) {
    if (chosen.size >= count) break;
    chosen.add(id);
  }
  return [...chosen];
}

/** An instant in [from, until). */
const between = (rng: Rng, from: number, until: number): number => from + Math.floor(rng.next() * (until - from));

/**
 * The demo experts' audience, from the demo bettors: followers (many for a hot expert, few for the others),
 * purchases of paid tips before their kick-off (paid from a starting grant, one ledger row each, as a purchase
 * through the shop writes them) and reads (every buyer and commenter read the tip, and more did). The counters
 * the pages show are then set from those rows, so 粉丝, 被购买 and 阅读 count what is there. Once: skipped when
 * the grant is there; bettors that already have a wallet are left out, so no balance is touched.
 */
export async function seedDemoAudience(db: Db, now: Date): Promise<{ follows: number; purchases: number; reads: number }> {
  const none = { follows: 0, purchases: 0, reads: 0 };
  const [done] = await db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(eq(walletLedger.idempotencyKey, GRANT_KEY))
    .limit(1);
  if (done) return none;
  // One transaction from reading the tips to the last row, the tips held in share mode: a settlement beside a
  // server's first start (FOR UPDATE) either ended before, and its tips are left out, or waits for this one and
  // then finds every buyer it must refund.
  return db.transaction(async (tx) => {
    const at = now.getTime();
    const pool = (
      await tx
        .select({ id: users.id })
        .from(users)
        .leftJoin(wallets, eq(wallets.userId, users.id))
        .where(and(like(users.username, 'bettor%'), isNull(wallets.userId)))
        .orderBy(asc(users.id))
    ).map((r) => r.id);
    const experts = await tx
      .select({ id: expertProfiles.userId, hot: expertProfiles.hotStatus })
      .from(expertProfiles)
      .orderBy(asc(expertProfiles.userId));
    const tipRows = await tx
      .select({
        id: tips.id,
        expertId: tips.expertId,
        price: tips.price,
        publishedAt: tips.publishedAt,
        firstKickoffAt: tips.firstKickoffAt,
        settled: sql<boolean>`${tips.result} is not null`,
      })
      .from(tips)
      .orderBy(asc(tips.id))
      .for('share');
    if (pool.length === 0 || experts.length === 0) return none;
    const commenters = new Map<number, { userId: number; at: number }[]>();
    for (const c of await tx
      .select({ tipId: tipComments.tipId, userId: tipComments.userId, createdAt: tipComments.createdAt })
      .from(tipComments)) {
      commenters.set(c.tipId, [...(commenters.get(c.tipId) ?? []), { userId: c.userId, at: c.createdAt.getTime() }]);
    }

    const rng = createRng(SEED);
    const follows: { userId: number; expertId: number; at: number }[] = [];
    const followersOf = new Map<number, number[]>();
    const hotOf = new Map(experts.map((e) => [e.id, e.hot]));
    for (const expert of experts) {
      const [min, max] = expert.hot ? FOLLOWERS.hot : FOLLOWERS.other;
      const fans = rng.shuffle(pool).slice(0, rng.int(min, max));
      followersOf.set(expert.id, fans);
      for (const userId of fans) follows.push({ userId, expertId: expert.id, at: at - rng.int(1, 90 * 24) * HOUR_MS });
    }

    const purchases: Purchase[] = [];
    const reads: { userId: number; tipId: number; chinaDay: number }[] = [];
    for (const tip of tipRows) {
      const kind = hotOf.get(tip.expertId) ? 'hot' : 'other';
      const published = tip.publishedAt.getTime();
      const readers = new Map<number, number>();
      // Bought between publishing and the kick-off (never after it, nor in the future), and read then. Not a tip
      // settled already (a database seeded before the audience): its refund to buyers would never be paid.
      const saleEnd = Math.min(tip.firstKickoffAt.getTime(), at);
      if (tip.price > 0 && !tip.settled && saleEnd > published) {
        const buyers = drawUsers(rng, followersOf.get(tip.expertId) ?? [], pool, rng.poisson(MEAN_BUYERS[kind]), BUYERS_FROM_FOLLOWERS);
        for (const userId of buyers) {
          const when = between(rng, published, saleEnd);
          purchases.push({ userId, tipId: tip.id, price: tip.price, at: when });
          readers.set(userId, when);
        }
      }
      for (const c of commenters.get(tip.id) ?? []) if (!readers.has(c.userId)) readers.set(c.userId, c.at);
      // Others read it in its first two days, free tips more; one at least, so no tip on the list shows 阅读 0.
      const readEnd = Math.min(at, published + 2 * DAY_MS);
      if (readEnd > published) {
        const extra = Math.max(1, rng.poisson(MEAN_READERS[kind] * (tip.price === 0 ? 1.5 : 1)));
        for (const userId of rng.shuffle(pool).slice(0, extra)) {
          if (!readers.has(userId)) readers.set(userId, between(rng, published, readEnd));
        }
      }
      for (const [userId, when] of readers) reads.push({ userId, tipId: tip.id, chinaDay: chinaDayStart(when) });
    }

    // Each buyer's gold: a grant a little before the first purchase, then one debit per purchase in time order.
    const byBuyer = new Map<number, Purchase[]>();
    for (const p of purchases) byBuyer.set(p.userId, [...(byBuyer.get(p.userId) ?? []), p]);
    const ledger: { userId: number; amount: number; balanceAfter: number; reason: string; key: string; at: number }[] = [];
    const balances: { userId: number; balance: number }[] = [];
    for (const [userId, own] of byBuyer) {
      own.sort((a, b) => a.at - b.at || a.tipId - b.tipId);
      const spend = own.reduce((sum, p) => sum + p.price, 0);
      let balance = spend + rng.int(0, 50) * 10;
      ledger.push({ userId, amount: balance, balanceAfter: balance, reason: 'demo grant', key: GRANT_KEY, at: own[0]!.at - rng.int(1, 48) * HOUR_MS });
      for (const p of own) {
        balance -= p.price;
        ledger.push({ userId, amount: -p.price, balanceAfter: balance, reason: PURCHASE_REASON, key: purchaseKey(p.tipId), at: p.at });
      }
      balances.push({ userId, balance });
    }

    await inChunks(follows, (c) =>
      tx.execute(sql`insert into ${expertFollows} (user_id, expert_id, created_at)
        select user_id, expert_id, to_timestamp(ms / 1000.0)
        from unnest(${intArray(c.map((f) => f.userId))}::int[], ${intArray(c.map((f) => f.expertId))}::int[],
          ${intArray(c.map((f) => f.at))}::bigint[]) as r(user_id, expert_id, ms)
        on conflict do nothing`),
    );
    await inChunks(balances, (c) =>
      tx.execute(sql`insert into ${wallets} (user_id, balance)
        select * from unnest(${intArray(c.map((b) => b.userId))}::int[], ${intArray(c.map((b) => b.balance))}::int[])`),
    );
    await inChunks(ledger, (c) =>
      tx.execute(sql`insert into ${walletLedger} (user_id, amount, balance_after, reason, idempotency_key, created_at)
        select user_id, amount, balance_after, reason, key, to_timestamp(ms / 1000.0)
        from unnest(${intArray(c.map((l) => l.userId))}::int[], ${intArray(c.map((l) => l.amount))}::int[],
          ${intArray(c.map((l) => l.balanceAfter))}::int[], ${textArray(c.map((l) => l.reason))}::text[],
          ${textArray(c.map((l) => l.key))}::text[], ${intArray(c.map((l) => l.at))}::bigint[])
          as r(user_id, amount, balance_after, reason, key, ms)`),
    );
    // Each purchase points at its own debit, found by the purchase's ledger key.
    await inChunks(purchases, (c) =>
      tx.execute(sql`insert into ${tipPurchases} (user_id, tip_id, price, wallet_entry_id, created_at)
        select p.user_id, p.tip_id, p.price, l.id, l.created_at
        from unnest(${intArray(c.map((p) => p.userId))}::int[], ${intArray(c.map((p) => p.tipId))}::int[],
          ${intArray(c.map((p) => p.price))}::int[], ${textArray(c.map((p) => purchaseKey(p.tipId)))}::text[])
          as p(user_id, tip_id, price, key)
        join ${walletLedger} l on l.user_id = p.user_id and l.idempotency_key = p.key`),
    );
    await inChunks(reads, (c) =>
      tx.execute(sql`insert into ${tipReads} (user_id, tip_id, china_day)
        select * from unnest(${intArray(c.map((r) => r.userId))}::int[], ${intArray(c.map((r) => r.tipId))}::int[],
          ${intArray(c.map((r) => r.chinaDay))}::bigint[])
        on conflict do nothing`),
    );
    // The counters the pages show, from the rows they count.
    await tx.execute(sql`update ${tips} set read_count = counted.n from (
        select tip_id, count(*)::int as n from ${tipReads} group by tip_id
      ) as counted where ${tips.id} = counted.tip_id`);
    await tx.execute(sql`update ${expertProfiles} set follower_count = counted.n from (
        select expert_id, count(*)::int as n from ${expertFollows} group by expert_id
      ) as counted where ${expertProfiles.userId} = counted.expert_id`);
    return { follows: follows.length, purchases: purchases.length, reads: reads.length };
  });
}
