import { monthDayDot, type RankingConfig, type RankingDate, type RankingDateLists } from '@sport/contract';

type Period = RankingConfig['rankingDateList'][number];

/** Which period a board shows: the recent, still open one, or a closed one by its start. */
export type PeriodChoice = { kind: 'recent' } | { kind: 'history'; startDate: number };

export const RECENT: PeriodChoice = { kind: 'recent' };

/** ranking/config lists the recent period first, then the closed ones, newest first. */
export const recentPeriod = (config: RankingConfig): Period | undefined => config.rankingDateList[0];
export const closedPeriods = (config: RankingConfig): Period[] => config.rankingDateList.slice(1);

/** What ranking/list is asked for a choice: no start for the recent period, so it follows the week as it turns. */
export const startDateOf = (choice: PeriodChoice): number | undefined =>
  choice.kind === 'history' ? choice.startDate : undefined;

/** ranking/list answers the one period asked for, in the list of its kind. */
export const answeredPeriod = (lists: RankingDateLists): RankingDate | undefined =>
  lists.rankingDateList[0] ?? lists.historyRankingDateList[0];

/** "11.17 - 11.23": the end is exclusive (the next Monday 00:00), so the last day shown is the one before it. */
export const periodRange = (period: Period): { start: string; end: string } => ({
  start: monthDayDot(period.startDate),
  end: monthDayDot(Math.max(period.startDate, period.endDate - 1)),
});
