import {
  BETTING_LIST_PAGE_SIZE,
  badgeKindLabel,
  BET_PLATFORMS,
  RANKING_MORE_SIZE,
  RANKING_REPORT_SIZE,
  RANKING_CHANGES,
  RANKING_SIZE,
  type BettingReport,
  type IngestBetsBody,
  type IngestBetsResult,
  type RankingConfig,
  type RankingDate,
  type RankingChange,
  type RankingDateLists,
  type RankingUser,
  type ReportVotes,
  type UserBettingList,
} from '@sport/contract';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { InvalidError, NotFoundError } from '../../lib/domain-errors';
import { onMatchEvent } from '../../lib/match-events';
import { createSameAnswer } from '../../lib/same-answer';
import { TtlCache } from '../../lib/ttl-cache';
import type { Bus } from '../../realtime/bus';
import { onBusEvent, publishBusEvent } from '../../realtime/bus-events';
import { ingestBets, settleScores, type MatchSource } from './ingest';
import { listedPeriods, periodOf, type Period } from './periods';
import {
  applyVote,
  computePeriod,
  countUserBets,
  findBoardRows,
  findOpenBets,
  findPeriods,
  findRankingUser,
  findTopReports,
  findUserBets,
  findUserReports,
  findVotes,
  refreshUserFigures,
  setHidden,
  updateBet,
  type ReportRow,
} from './repository';
import { resettleBets } from './resettle';
import { settleBet } from './settle-bet';
import { titleOf, type BettorFigures } from './titles';
import { betInfoOf, userBettingOf, wholeYuan } from './views';

export interface Profile {
  nickname: string;
  headUrl: string;
}

export interface RankingServiceOptions {
  db: Db;
  bus: Bus;
  football: MatchSource;
  users: { profiles(ids: readonly number[]): Promise<Map<number, Profile>> };
  clock?: Clock;
}

export type RankingService = ReturnType<typeof createRankingService>;

/** The four boards: badge kinds (contract enums/host.ts) 1 red-order, 2 profit, 3 popularity, 4 follow-order. */
const BOARDS = [1, 2, 3, 4] as const;
const SETTLE_BATCH = 5000;

type SharedPage = Omit<UserBettingList, 'reports'> & { reports: Omit<BettingReport, 'myVote'>[] };

interface BoardRow {
  userId: number;
  rank: number;
  value: number;
  betCount: number;
  hitCount: number;
  hidden: boolean;
  totalBets: number;
  totalHits: number;
  totalProfit: number;
}

interface Board {
  /** Visible rows with ranks renumbered past hidden users, in board order, with profiles for the first ones. */
  shown: RankingUser[];
  visibleCount: number;
  byUser: Map<number, { row: BoardRow; rank: number }>;
}

const rankingUserOf = (row: BoardRow, rank: number, profile: Profile | undefined): RankingUser => ({
  rank,
  userId: row.userId,
  nickName: profile?.nickname ?? '',
  headUrl: profile?.headUrl ?? '',
  value: Math.round(row.value * 100) / 100,
  winRate: row.betCount > 0 ? Math.round((row.hitCount / row.betCount) * 10_000) / 10_000 : 0,
  title: titleOf({ betCount: row.totalBets, hitCount: row.totalHits, profit: row.totalProfit }),
  betCount: row.betCount,
  hitCount: row.hitCount,
});

/** A cursor of the betting list: `<next page>.<placedAt>.<id>` of the last bet shown. */
const CURSOR = /^(\d{1,9})\.(\d{1,15})\.(\d{1,10})$/;

/**
 * The user ranking: bets in from the platforms, settled by the shared rules, boards stored per period by the
 * leader, and the reads over them. Reads come from per-node caches dropped by RANKING_CHANGES events, so a
 * board answer costs no query once warm.
 */
export function createRankingService({ db, bus, football, users, clock = systemClock }: RankingServiceOptions) {
  const boards = new TtlCache<Board>(60_000, 500, clock);
  const reports = new TtlCache<Omit<BettingReport, 'myVote'>[]>(30_000, 100, clock);
  const periodRows = new TtlCache<Map<number, { followBetCount: number }>>(30_000, 1, clock);
  const votes = new TtlCache<Map<number, 1 | -1>>(60_000, 20_000, clock);
  const me = new TtlCache<{ hidden: boolean }>(60_000, 20_000, clock);
  const counts = new TtlCache<number>(30_000, 20_000, clock);
  const records = new TtlCache<BettorFigures>(60_000, 20_000, clock);
  const userReports = new TtlCache<Omit<BettingReport, 'myVote'>[]>(30_000, 20_000, clock);
  /** Betting-list pages: every caller reads the same bets; a change of bets, votes or boards drops them all. */
  const pages = new TtlCache<SharedPage>(30_000, 5_000, clock);
  const profiles = new TtlCache<Profile | undefined>(300_000, 50_000, clock);
  // A caller's answers are laid over the shared parts above: one object per set of parts (the route's bytes
  // are made once), new when a part's cache drops it.
  const listAnswers = createSameAnswer<RankingDateLists>();
  const pageAnswers = createSameAnswer<UserBettingList>();
  /** Set on the leader by any change that moves a board; the job recomputes when it is. */
  let dirty = true;
  /** Matches heard moving since the last tick (leader only, watchMatches): bets we settled on them are looked at again. */
  let moved = new Set<number>();
  /** The open week when the boards were last stored: a tick in a later week closes the one that ended. */
  let computedWeek: number | null = null;

  const stop = onBusEvent(bus, RANKING_CHANGES, (change) => {
    switch (change.kind) {
      case 'bets':
        dirty = true;
        reports.clear();
        userReports.clear();
        pages.clear();
        counts.clear();
        break;
      case 'computed':
        boards.clear();
        periodRows.clear();
        records.clear();
        pages.clear();
        break;
      case 'vote':
        dirty = true;
        reports.clear();
        userReports.clear();
        pages.clear();
        votes.delete(String(change.userId));
        break;
      case 'hidden':
        // The top reports leave a hidden user's slips out, and the betting list asks `me` who is hidden.
        boards.clear();
        reports.clear();
        me.delete(String(change.userId));
        break;
    }
  });
  const announce = (change: RankingChange) => publishBusEvent(bus, RANKING_CHANGES, change);

  const profileOf = (userId: number) =>
    profiles.get(String(userId), async () => (await users.profiles([userId])).get(userId));

  async function loadBoard(period: number, board: number): Promise<Board> {
    const rows = (await findBoardRows(db, period, board)) as BoardRow[];
    const byUser = new Map<number, { row: BoardRow; rank: number }>();
    const visible: { row: BoardRow; rank: number }[] = [];
    // A hidden user is absent: ranks behind them move up by the hidden users ranked strictly ahead.
    let hiddenAhead = 0;
    let pendingHidden: number[] = [];
    for (const row of rows) {
      hiddenAhead += pendingHidden.filter((rank) => rank < row.rank).length;
      pendingHidden = pendingHidden.filter((rank) => rank >= row.rank);
      if (row.hidden) {
        pendingHidden.push(row.rank);
        continue;
      }
      const entry = { row, rank: row.rank - hiddenAhead };
      byUser.set(row.userId, entry);
      visible.push(entry);
    }
    const head = visible.slice(0, RANKING_MORE_SIZE);
    const found = await users.profiles(head.map((e) => e.row.userId));
    return {
      shown: head.map((e) => rankingUserOf(e.row, e.rank, found.get(e.row.userId))),
      visibleCount: visible.length,
      byUser,
    };
  }

  const boardOf = (period: number, board: number) => boards.get(`${period}:${board}`, () => loadBoard(period, board));

  async function reportViews(rows: ReportRow[]): Promise<Omit<BettingReport, 'myVote'>[]> {
    const found = await users.profiles(rows.map((r) => r.userId));
    return rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      nickName: found.get(r.userId)?.nickname ?? '',
      headUrl: found.get(r.userId)?.headUrl ?? '',
      betInfo: r.legs.map(betInfoOf),
      amount: r.stake,
      winAmount: wholeYuan(r.profit),
      like: r.likes,
      dislike: r.dislikes,
      views: r.views,
      result: r.result,
      createDate: r.createdAt.getTime(),
    }));
  }

  /** One page of a user's bets as every caller sees it (their own votes are laid over it per call). */
  async function loadPage(
    userId: number,
    profile: Profile,
    page: number,
    size: number,
    after: { placedAt: number; id: number } | null,
  ): Promise<SharedPage> {
    const [rows, total, record, shared] = await Promise.all([
      findUserBets(db, userId, size + 1, after, (page - 1) * size),
      counts.get(String(userId), () => countUserBets(db, userId)),
      records.get(String(userId), async () => {
        const figures = await findRankingUser(db, userId);
        return { betCount: figures?.betCount ?? 0, hitCount: figures?.hitCount ?? 0, profit: figures?.profit ?? 0 };
      }),
      page === 1
        ? userReports.get(String(userId), async () =>
            reportViews(await findUserReports(db, userId, RANKING_REPORT_SIZE)),
          )
        : [],
    ]);
    const list = rows.slice(0, size);
    const last = list.at(-1);
    return {
      list: list.map(userBettingOf),
      cursor: rows.length > size && last ? `${page + 1}.${last.placedAt.getTime()}.${last.id}` : null,
      pageNum: page,
      pageSize: size,
      total,
      userTitle: titleOf(record),
      user: { userId, nickName: profile.nickname, headUrl: profile.headUrl },
      record: { betCount: record.betCount, hitCount: record.hitCount, profit: wholeYuan(record.profit) },
      reports: shared,
    };
  }

  const hiddenOf = (userId: number) =>
    me.get(String(userId), async () => ({ hidden: (await findRankingUser(db, userId))?.hidden ?? false }));
  const votesOf = (userId: number) => votes.get(String(userId), () => findVotes(db, userId));

  async function ingest(body: IngestBetsBody, now = clock()): Promise<IngestBetsResult> {
    const result = await ingestBets({ db, football, users }, body, new Date(now));
    if (result.created + result.updated > 0) await announce({ kind: 'bets' });
    return result;
  }

  /** Settles open bets whose matches are decided (the leader's pass); returns how many settled. */
  async function settleOpen(now = clock()): Promise<number> {
    let settled = 0;
    for (;;) {
      const open = await findOpenBets(db, SETTLE_BATCH);
      if (open.length === 0) break;
      const scores = await settleScores(
        football,
        open.flatMap((b) => b.legs.map((l) => l.matchId)),
      );
      const done = open.map((bet) => ({ bet, outcome: settleBet(bet.stake, bet.legs, scores) }));
      const ready = done.filter((d) => d.outcome !== null);
      await db.transaction(async (tx) => {
        for (const { bet, outcome } of ready) {
          if (!outcome) continue;
          const at = new Date(now);
          const patch = { result: outcome.result, platformSettled: false, legs: outcome.legs, profit: outcome.profit };
          await updateBet(tx, bet.id, { ...patch, settledAt: at, copiedFrom: bet.copiedFrom, updatedAt: at });
        }
      });
      settled += ready.length;
      if (open.length < SETTLE_BATCH || ready.length === 0) break;
    }
    if (settled > 0) await announce({ kind: 'bets' });
    return settled;
  }

  /** Settles again the bets we settled on the matches heard moving (resettle.ts); returns how many changed. */
  async function resettleMoved(now = clock()): Promise<number> {
    if (moved.size === 0) return 0;
    const matchIds = [...moved];
    moved = new Set();
    let changed: number;
    try {
      changed = await resettleBets({ db, football }, matchIds, new Date(now));
    } catch (error) {
      // Looked at again next tick: no sweep finds a correction that was heard once and dropped.
      for (const id of matchIds) moved.add(id);
      throw error;
    }
    if (changed > 0) await announce({ kind: 'bets' });
    return changed;
  }

  /**
   * Stores the boards: every listed period that closed and was not closed yet gets its final boards, then the
   * open one is computed again. A closed period is never computed again.
   */
  async function recompute(now = clock()): Promise<void> {
    dirty = false;
    computedWeek = periodOf(now).start;
    const closed = new Set((await findPeriods(db)).filter((p) => p.closedAt).map((p) => p.startAt.getTime()));
    const [recent, ...history] = listedPeriods(now);
    for (const period of history.reverse()) {
      if (!closed.has(period.start)) await computePeriod(db, period, new Date(now), true);
    }
    if (recent) await computePeriod(db, recent, new Date(now), false);
    await refreshUserFigures(db);
    await announce({ kind: 'computed' });
  }

  function periodFor(now: number, startDate: number | undefined): { period: Period; recent: boolean } {
    const listed = listedPeriods(now);
    const index = startDate === undefined ? 0 : listed.findIndex((p) => p.start === startDate);
    const period = listed[index];
    if (!period) throw new NotFoundError('ranking period');
    return { period, recent: index === 0 };
  }

  return {
    ingest,
    settleOpen,
    recompute,
    /**
     * The leader's ear (plugins/jobs.ts, while it leads): every `match.<id>` event (a match moved, finished, or
     * had its score corrected by a feed) queues the match for the next tick's re-settlement, as the tips'
     * settle job hears them (news/settle-job.ts). Returns the unsubscribe function.
     */
    watchMatches(): () => void {
      return onMatchEvent(bus, (matchId) => {
        if (matchId !== undefined) moved.add(matchId);
      });
    },
    /**
     * The leader's tick: settle again what corrected scores changed, settle what can be, and recompute when
     * something moved or the week turned.
     */
    async tick(now = clock()): Promise<void> {
      // A week that ended is closed first, with its bets as they stood in it: a correction heard in this tick
      // then counts in the new week (resettle.ts), not in the one that ended before it came.
      if (computedWeek !== periodOf(now).start) await recompute(now);
      const resettled = await resettleMoved(now);
      const settled = await settleOpen(now);
      if (resettled + settled > 0 || dirty) await recompute(now);
    },

    config(now = clock()): RankingConfig[] {
      const periods = listedPeriods(now).map((p) => ({ startDate: p.start, endDate: p.end }));
      return BOARDS.map((type) => ({
        type,
        text: `${badgeKindLabel(type)}榜`,
        size: RANKING_SIZE,
        gamePlatforms: [...BET_PLATFORMS],
        rankingDateList: periods,
      }));
    },

    async list(
      input: { type: number; startDate?: number; showMore?: 0 | 1 },
      userId: number | null,
    ): Promise<RankingDateLists> {
      const { period, recent } = periodFor(clock(), input.startDate);
      const [board, top, stored, mine, myVotes] = await Promise.all([
        boardOf(period.start, input.type),
        reports.get(String(period.start), async () =>
          reportViews(await findTopReports(db, period, RANKING_REPORT_SIZE)),
        ),
        periodRows.get('all', async () => new Map((await findPeriods(db)).map((p) => [p.startAt.getTime(), p]))),
        userId === null ? null : hiddenOf(userId),
        userId === null ? null : votesOf(userId),
      ]);
      const size = input.showMore === 1 ? RANKING_MORE_SIZE : RANKING_SIZE;
      const mineOnBoard = userId === null || mine?.hidden ? undefined : board.byUser.get(userId);
      const shownMine = mineOnBoard ? board.shown.find((r) => r.userId === userId) : undefined;
      const profile = mineOnBoard && !shownMine && userId !== null ? await profileOf(userId) : undefined;
      const parts = [board, top, stored, mine, myVotes, profile];
      return listAnswers(parts, `${period.start}:${userId}:${size}:${input.showMore}:${recent}`, () => {
        const shown = board.shown.slice(0, size);
        const myRanking = mineOnBoard ? (shownMine ?? rankingUserOf(mineOnBoard.row, mineOnBoard.rank, profile)) : null;
        const date: RankingDate = {
          startDate: period.start,
          endDate: period.end,
          hidden: mine?.hidden ?? false,
          redRankingList: shown.slice(0, 3),
          winRankingList: { list: shown.slice(3), showMore: input.showMore !== 1 && board.visibleCount > size },
          bettingReportList: top.map((r) => ({ ...r, myVote: myVotes?.get(r.id) ?? 0 })),
          followBetCount: stored.get(period.start)?.followBetCount ?? 0,
          myRanking,
        };
        return recent
          ? { rankingDateList: [date], historyRankingDateList: [] }
          : { rankingDateList: [], historyRankingDateList: [date] };
      });
    },

    async setHidden(userId: number, hidden: boolean): Promise<{ hidden: boolean }> {
      await setHidden(db, userId, hidden);
      await announce({ kind: 'hidden', userId });
      return { hidden };
    },

    async vote(reportId: number, userId: number, vote: 1 | -1): Promise<ReportVotes> {
      const counted = await applyVote(db, reportId, userId, vote);
      if (!counted) throw new NotFoundError('betting report');
      await announce({ kind: 'vote', userId });
      return { reportId, ...counted };
    },

    async bettingList(
      input: { userId: number; page?: number; size?: number; cursor?: string },
      callerId: number | null,
    ): Promise<UserBettingList> {
      const [profile, target] = await Promise.all([profileOf(input.userId), hiddenOf(input.userId)]);
      // A hidden user's bets, record and reports are theirs alone: to anyone else they are not there, as
      // for a user that does not exist (404, the catalogue's "no such record"), so hiding tells nothing.
      if (!profile || (target.hidden && callerId !== input.userId)) throw new NotFoundError('user');
      const size = input.size ?? BETTING_LIST_PAGE_SIZE;
      let page = input.page ?? 1;
      let after: { placedAt: number; id: number } | null = null;
      if (input.cursor !== undefined && input.cursor !== '') {
        const match = CURSOR.exec(input.cursor);
        if (!match) throw new InvalidError('body.cursor', 'is not a cursor of this list');
        page = Number(match[1]);
        after = { placedAt: Number(match[2]), id: Number(match[3]) };
      }
      const key = `${input.userId}:${page}:${size}:${after ? `${after.placedAt}.${after.id}` : ''}`;
      const [answer, myVotes] = await Promise.all([
        pages.get(key, () => loadPage(input.userId, profile, page, size, after)),
        page === 1 && callerId !== null ? votesOf(callerId) : null,
      ]);
      return pageAnswers([answer, myVotes], '', () => ({
        ...answer,
        reports: answer.reports.map((r) => ({ ...r, myVote: myVotes?.get(r.id) ?? 0 })),
      }));
    },

    close(): void {
      stop();
    },
  };
}
