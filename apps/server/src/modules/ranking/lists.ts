import {
  badgeKindLabel,
  BET_PLATFORMS,
  RANKING_MORE_SIZE,
  RANKING_SIZE,
  type RankingConfig,
  type RankingDate,
  type RankingDateLists,
} from '@sport/contract';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/domain-errors';
import { createSameAnswer } from '../../lib/same-answer';
import { rankingUserOf } from './boards';
import { listedPeriods, type Period } from './periods';
import type { RankingReads } from './reads';

/** The four boards: badge kinds (contract enums/host.ts) 1 red-order, 2 profit, 3 popularity, 4 follow-order. */
const BOARDS = [1, 2, 3, 4] as const;

function periodFor(now: number, startDate: number | undefined): { period: Period; recent: boolean } {
  const listed = listedPeriods(now);
  const index = startDate === undefined ? 0 : listed.findIndex((p) => p.start === startDate);
  const period = listed[index];
  if (!period) throw new NotFoundError('ranking period');
  return { period, recent: index === 0 };
}

/** The boards' config and lists (ranking/config, ranking/list) over the cached boards and reports. */
export function createLists({ reads, clock }: { reads: RankingReads; clock: Clock }) {
  // A caller's answer is laid over the shared parts: one object per set of parts (the route's bytes are made
  // once), new when a part is dropped.
  const listAnswers = createSameAnswer<RankingDateLists>();

  return {
    config: (now = clock()): RankingConfig[] => {
      const periods = listedPeriods(now).map((p) => ({ startDate: p.start, endDate: p.end }));
      return BOARDS.map((type) => ({
        type,
        text: `${badgeKindLabel(type)}榜`,
        size: RANKING_SIZE,
        gamePlatforms: [...BET_PLATFORMS],
        rankingDateList: periods,
      }));
    },

    list: async (
      input: { type: number; startDate?: number; showMore?: 0 | 1 },
      userId: number | null,
    ): Promise<RankingDateLists> => {
      const { period, recent } = periodFor(clock(), input.startDate);
      const [board, top, stored, mine, myVotes] = await Promise.all([
        reads.board(period.start, input.type),
        reads.topReports(period),
        reads.periods(),
        userId === null ? null : reads.switchOf(userId),
        userId === null ? null : reads.votesOf(userId),
      ]);
      const size = input.showMore === 1 ? RANKING_MORE_SIZE : RANKING_SIZE;
      const mineOnBoard = userId === null || mine?.hidden ? undefined : board.byUser.get(userId);
      const shownMine = mineOnBoard ? board.shown.find((r) => r.userId === userId) : undefined;
      const profile = mineOnBoard && !shownMine && userId !== null ? await reads.profileOf(userId) : undefined;
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
  };
}
