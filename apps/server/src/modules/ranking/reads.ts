import { RANKING_REPORT_SIZE, type BettingReport, type UserBettingList } from '@sport/contract';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import { findPeriods } from './board-repository';
import { loadBoard, type Board, type Profile, type ProfileSource } from './boards';
import {
  BETS_TAG,
  BOARDS_TAG,
  HIDDEN_TAG,
  userSwitchTag,
  userVotesTag,
  VOTES_TAG,
} from './cache-tags';
import type { Period } from './periods';
import { countUserBets, findRankingUser } from './repository';
import { findTopReports, findUserReports, findVotes, type ReportRow } from './report-repository';
import type { BettorFigures } from './titles';
import { betInfoOf, wholeYuan } from './views';

/** A report as every caller sees it (their own vote is laid over it per call). */
export type SharedReport = Omit<BettingReport, 'myVote'>;
/** A page of a user's bets as every caller sees it. */
export type SharedPage = Omit<UserBettingList, 'reports'> & { reports: SharedReport[] };

/**
 * The ranking's cached reads on the server's answer cache, each with the time to live it had and the tags of
 * what it is made of (cache-tags.ts). A hit hands back the same object until its tags drop it, which the lists
 * laid over a caller's votes rely on (lib/same-answer.ts).
 */
export function createReads({ db, cache, users }: { db: Db; cache: AnswerCache; users: ProfileSource }) {
  const boards = cache.read<Board>('ranking.board', { ttlMs: 60_000 });
  const topReports = cache.read<SharedReport[]>('ranking.top-reports', { ttlMs: 30_000 });
  const periods = cache.read<Map<number, { followBetCount: number }>>('ranking.periods', { ttlMs: 30_000 });
  const votes = cache.read<Map<number, 1 | -1>>('ranking.votes', { ttlMs: 60_000 });
  const switches = cache.read<{ hidden: boolean }>('ranking.switch', { ttlMs: 60_000 });
  const counts = cache.read<number>('ranking.count', { ttlMs: 30_000 });
  const records = cache.read<BettorFigures>('ranking.record', { ttlMs: 60_000 });
  const userReports = cache.read<SharedReport[]>('ranking.user-reports', { ttlMs: 30_000 });
  const pages = cache.read<SharedPage>('ranking.page', { ttlMs: 30_000 });
  const profiles = cache.read<Profile | undefined>('ranking.profile', { ttlMs: 300_000 });

  async function reportViews(rows: ReportRow[]): Promise<SharedReport[]> {
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

  return {
    /** One board of one period, hidden users left out. */
    board: (period: number, board: number) =>
      boards(`${period}:${board}`, () => loadBoard(db, users, period, board), [BOARDS_TAG, HIDDEN_TAG]),
    /** The period's most popular reports, a hidden user's left out. */
    topReports: (period: Period) =>
      topReports(
        String(period.start),
        async () => reportViews(await findTopReports(db, period, RANKING_REPORT_SIZE)),
        [BETS_TAG, VOTES_TAG, HIDDEN_TAG],
      ),
    /** The stored periods by start, with their follow counts. */
    periods: () =>
      periods('all', async () => new Map((await findPeriods(db)).map((p) => [p.startAt.getTime(), p])), [BOARDS_TAG]),
    /** A user's votes by report. */
    votesOf: (userId: number) => votes(String(userId), () => findVotes(db, userId), [userVotesTag(userId)]),
    /** A user's switch: hidden from the boards or not. */
    switchOf: (userId: number) =>
      switches(
        String(userId),
        async () => ({ hidden: (await findRankingUser(db, userId))?.hidden ?? false }),
        [userSwitchTag(userId)],
      ),
    /** A user's nickname and avatar, from the user module's service; undefined for no such user. */
    profileOf: (userId: number) =>
      profiles(String(userId), async () => (await users.profiles([userId])).get(userId)),
    /** How many bets a user has. */
    countOf: (userId: number) => counts(String(userId), () => countUserBets(db, userId), [BETS_TAG]),
    /** A user's all-time figures (their title), as the leader last stored them. */
    recordOf: (userId: number) =>
      records(
        String(userId),
        async () => {
          const figures = await findRankingUser(db, userId);
          return { betCount: figures?.betCount ?? 0, hitCount: figures?.hitCount ?? 0, profit: figures?.profit ?? 0 };
        },
        [BOARDS_TAG],
      ),
    /** A user's newest reports. */
    userReportsOf: (userId: number) =>
      userReports(
        String(userId),
        async () => reportViews(await findUserReports(db, userId, RANKING_REPORT_SIZE)),
        [BETS_TAG, VOTES_TAG],
      ),
    /** A page of a user's bets; only the first shows reports, so only it is dropped by votes. */
    page: (key: string, firstPage: boolean, load: () => Promise<SharedPage>) =>
      pages(key, load, firstPage ? [BETS_TAG, BOARDS_TAG, VOTES_TAG] : [BETS_TAG, BOARDS_TAG]),
  };
}

export type RankingReads = ReturnType<typeof createReads>;
