import {
  isBetSettled,
  MAX_BET_PAYOUT,
  MAX_LEG_ODDS,
  MAX_SLIP_ODDS,
  MIN_ODDS,
  type IngestBet,
  type IngestBetsBody,
  type IngestBetsResult,
} from '@sport/contract';
import type { IngestRefusedRow } from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { StoredLeg } from '../../db/schema/ranking';
import { InvalidError } from '../../lib/domain-errors';
import { findBetsByKeys, insertBets, lockPlatformIngest, updateBet, upsertReports, type BetRow, type NewBet } from './repository';
import { decidedLegs, platformProfit, settleBet, settleScoreOf, settledResultOf, type MatchOutcome, type SettleScore } from './settle-bet';

/** What the ingest needs of the football module: a slip's match names, and how each match settles. */
export interface MatchSource {
  matchCards(ids: readonly number[]): Promise<
    {
      id: number;
      sportId: number;
      kickoffAt: number;
      kickoffTimeSet: boolean;
      league: string;
      homeName: string | null;
      awayName: string | null;
    }[]
  >;
  matchResults(ids: readonly number[]): Promise<MatchOutcome[]>;
}

/** What it needs of the user module: which of these users exist. */
export interface UserSource {
  profiles(ids: readonly number[]): Promise<Map<number, unknown>>;
}

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];
const roundOdds = (odds: number): number => Math.round(odds * 10_000) / 10_000;
/** A slip's odds: the product of its legs', as stored. */
const slipOdds = (bet: IngestBet): number => roundOdds(bet.legs.reduce((product, leg) => product * Number(leg.odds), 1));

/** The scores picks on these matches settle on. */
export async function settleScores(football: Pick<MatchSource, 'matchResults'>, matchIds: readonly number[]): Promise<Map<number, SettleScore>> {
  const results = await football.matchResults(unique(matchIds));
  return new Map(results.map((r) => [r.id, settleScoreOf(r)]));
}

/** The row a bet should be now; `existing` is what we hold of it. Never moves a settled bet back to open. */
function targetOf(
  bet: IngestBet,
  legs: StoredLeg[],
  scores: ReadonlyMap<number, SettleScore>,
  existing: BetRow | undefined,
  now: Date,
): Pick<NewBet, 'result' | 'platformSettled' | 'legs' | 'profit' | 'settledAt' | 'copiedFrom'> {
  const odds = roundOdds(legs.reduce((product, leg) => product * leg.odds, 1));
  const copiedFrom = bet.copiedFrom ?? null;
  // The same result keeps the time we first learnt it: a resend does not move the bet into a later period.
  const settledAt = (result: string) => (existing?.settledAt && existing.result === result ? existing.settledAt : now);
  if (bet.result && isBetSettled(bet.result)) {
    const profit = platformProfit(bet.result, bet.stake, odds) ?? 0;
    return { result: bet.result, platformSettled: true, legs, profit, settledAt: settledAt(bet.result), copiedFrom };
  }
  if (existing?.settledAt) {
    return {
      result: existing.result,
      platformSettled: existing.platformSettled,
      legs: existing.legs,
      profit: existing.profit,
      settledAt: existing.settledAt,
      copiedFrom,
    };
  }
  const ours = settleBet(bet.stake, legs, scores);
  if (ours) return { result: ours.result, platformSettled: false, legs: ours.legs, profit: ours.profit, settledAt: now, copiedFrom };
  // still open: its legs on decided matches read their result already
  return { result: bet.result ?? 'confirm', platformSettled: false, legs: decidedLegs(legs, scores) ?? legs, profit: null, settledAt: null, copiedFrom };
}

/** JSON with keys sorted: jsonb hands objects back in its own key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
const sameJson = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/**
 * A call with refused rows: its answer is the 422 of the first (field and rule, as a single bad row's always was),
 * and the ingest log keeps each refused row (one reason a row, the first found).
 */
export class IngestRowsRefused extends InvalidError {
  constructor(readonly rows: IngestRefusedRow[]) {
    const [first] = rows;
    super(first?.field ?? 'body.bets', first?.reason ?? 'refused');
  }
}

/** Collects refused rows, the first reason of each, in the order the checks find them. */
function refusals() {
  const rows: IngestRefusedRow[] = [];
  return {
    rows,
    refuse: (index: number, field: string, reason: string): void => {
      if (!rows.some((row) => row.index === index)) rows.push({ index, field: `body.bets.${index}${field}`, reason });
    },
    throwAny: (): void => {
      if (rows.length > 0) throw new IngestRowsRefused(rows);
    },
  };
}

/**
 * Checks what the schema cannot: odds and payout within what platforms produce, repeated ids, known users and
 * matches. Throws IngestRowsRefused (a 422 naming the first bad row's field) with every row refused.
 */
async function check(body: IngestBetsBody, football: MatchSource, users: UserSource) {
  const { refuse, throwAny } = refusals();
  const seen = new Map<string, number>();
  body.bets.forEach((bet, i) => {
    const first = seen.get(bet.betId);
    if (first !== undefined) refuse(i, '.betId', `repeats bets.${first}`);
    else seen.set(bet.betId, i);
    if (bet.copiedFrom === bet.betId) refuse(i, '.copiedFrom', 'a bet cannot copy itself');
    bet.legs.forEach((leg, k) => {
      if (Number(leg.odds) < MIN_ODDS) refuse(i, `.legs.${k}.odds`, `must be at least ${MIN_ODDS}`);
      if (Number(leg.odds) > MAX_LEG_ODDS) refuse(i, `.legs.${k}.odds`, `must be at most ${MAX_LEG_ODDS}`);
    });
    const odds = slipOdds(bet);
    if (odds > MAX_SLIP_ODDS) refuse(i, '.legs', `combined odds must be at most ${MAX_SLIP_ODDS}`);
    if (bet.stake * odds > MAX_BET_PAYOUT) refuse(i, '.stake', `stake × odds must be at most ${MAX_BET_PAYOUT} (the largest payout)`);
  });
  const known = await users.profiles(unique(body.bets.map((b) => b.userId)));
  body.bets.forEach((bet, i) => {
    if (!known.has(bet.userId)) refuse(i, '.userId', 'no such user');
  });
  const cards = new Map(
    (await football.matchCards(unique(body.bets.flatMap((b) => b.legs.map((l) => l.matchId))))).map((c) => [c.id, c]),
  );
  body.bets.forEach((bet, i) => {
    bet.legs.forEach((leg, k) => {
      if (!cards.has(leg.matchId)) refuse(i, `.legs.${k}.matchId`, 'no such match');
    });
  });
  throwAny();
  return cards;
}

/**
 * One platform's bets, new or changed, in one transaction: a bad row refuses the whole call and writes nothing
 * (IngestRowsRefused, every bad row in it). `written` runs in the transaction once the bets are (the ingest log).
 * Idempotent by platform + bet id. A platform's result is kept; without one, a bet whose matches are decided is
 * settled by the shared rules now (later ones by the leader's settle pass). Calls of one platform queue on an
 * advisory lock, so two racing resends of one new bet cannot both insert it.
 */
export async function ingestBets(
  deps: { db: Db; football: MatchSource; users: UserSource; written?: (tx: Db) => Promise<void> },
  body: IngestBetsBody,
  now: Date,
): Promise<IngestBetsResult> {
  const { db, football, users, written } = deps;
  const cards = await check(body, football, users);
  const scores = await settleScores(football, [...cards.keys()]);
  const counts = { received: body.bets.length, created: 0, updated: 0, unchanged: 0 };
  await db.transaction(async (tx) => {
    await lockPlatformIngest(tx, body.platform);
    const held = new Map(
      (await findBetsByKeys(tx, body.platform, body.bets.map((b) => b.betId))).map((r) => [r.bet.betId, r]),
    );
    const mismatch = refusals();
    const fresh: NewBet[] = [];
    const reports: { betId: string; userId: number; views: number; createdAt: Date }[] = [];
    for (const [i, bet] of body.bets.entries()) {
      const legs: StoredLeg[] = bet.legs.map((leg) => {
        const card = cards.get(leg.matchId);
        const sent = settledResultOf(leg.result);
        return {
          matchId: leg.matchId,
          selection: leg.selection,
          odds: Number(leg.odds),
          result: sent ?? null,
          ...(sent ? { fromPlatform: true as const } : {}),
          sportId: card?.sportId ?? 0,
          league: card?.league ?? '',
          homeName: card?.homeName ?? '待定',
          awayName: card?.awayName ?? '待定',
          kickoffAt: card?.kickoffAt ?? 0,
          ...(card?.kickoffTimeSet === false ? { kickoffTimeSet: false } : {}),
        };
      });
      const existing = held.get(bet.betId);
      const target = targetOf(bet, legs, scores, existing?.bet, now);
      if (bet.report) reports.push({ betId: bet.betId, userId: bet.userId, views: bet.report.views, createdAt: new Date(bet.placedAt) });
      if (!existing) {
        fresh.push({
          platform: body.platform,
          betId: bet.betId,
          userId: bet.userId,
          stake: bet.stake,
          odds: roundOdds(legs.reduce((product, leg) => product * leg.odds, 1)),
          placedAt: new Date(bet.placedAt),
          ...target,
        });
        continue;
      }
      const was = existing.bet;
      // A bet we already hold keeps its user, stake and time.
      if (was.userId !== bet.userId) mismatch.refuse(i, '.userId', 'differs from the bet already received');
      if (was.stake !== bet.stake) mismatch.refuse(i, '.stake', 'differs from the bet already received');
      if (was.placedAt.getTime() !== bet.placedAt) mismatch.refuse(i, '.placedAt', 'differs from the bet already received');
      if (mismatch.rows.length > 0) continue;
      const reportChanged = bet.report !== undefined && existing.reportViews !== bet.report.views;
      const changed =
        was.result !== target.result ||
        was.profit !== target.profit ||
        was.copiedFrom !== target.copiedFrom ||
        was.settledAt?.getTime() !== target.settledAt?.getTime() ||
        !sameJson(was.legs, target.legs);
      if (changed) await updateBet(tx, was.id, { ...target, updatedAt: now });
      if (changed || reportChanged) counts.updated++;
      else counts.unchanged++;
    }
    mismatch.throwAny();
    const ids = new Map([...held.values()].map((r) => [r.bet.betId, r.bet.id]));
    for (const row of await insertBets(tx, fresh)) ids.set(row.betId, row.id);
    counts.created = fresh.length;
    await upsertReports(
      tx,
      reports.map(({ betId, ...r }) => ({ ...r, betRowId: ids.get(betId) ?? 0 })),
    );
    await written?.(tx);
  });
  return counts;
}
