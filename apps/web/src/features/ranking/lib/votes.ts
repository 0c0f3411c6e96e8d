import type { BettingReport, RankingDate, RankingDateLists, ReportVotes } from '@sport/contract';
import { byId, patchItems } from '../../../lib/patch-pages';

/** 1 like, -1 dislike. */
export type Vote = 1 | -1;
type Counts = Pick<BettingReport, 'like' | 'dislike' | 'myVote'>;
type ReportChange = (report: BettingReport) => BettingReport;

const countOf = (vote: Vote) => (vote === 1 ? 'like' : 'dislike');

/**
 * One vote per user: tapping the vote one holds takes it back, tapping the other moves it there (issue 16 §2).
 * The same rule as the server's, applied before it answers.
 */
export function votedCounts<R extends Counts>(report: R, vote: Vote): R {
  const next = { ...report };
  if (report.myVote === 1 || report.myVote === -1) {
    const held = countOf(report.myVote);
    next[held] = Math.max(0, next[held] - 1);
  }
  if (report.myVote === vote) return { ...next, myVote: 0 };
  next[countOf(vote)] += 1;
  return { ...next, myVote: vote };
}

const changeIn = (reports: BettingReport[], reportId: number, change: ReportChange) =>
  patchItems(reports, byId(reportId, change));

/** A board's answer with one report changed, in whichever period lists it. */
export function changeInLists(lists: RankingDateLists, reportId: number, change: ReportChange): RankingDateLists {
  const period = (date: RankingDate): RankingDate => {
    const reports = changeIn(date.bettingReportList, reportId, change);
    return reports === date.bettingReportList ? date : { ...date, bettingReportList: reports };
  };
  return {
    ...lists,
    rankingDateList: lists.rankingDateList.map(period),
    historyRankingDateList: lists.historyRankingDateList.map(period),
  };
}

/** The caller's vote applied before the server answers. */
export const withVote =
  (vote: Vote): ReportChange =>
  (report) =>
    votedCounts(report, vote);

/** The server's counts. */
export const withVotes =
  (votes: ReportVotes): ReportChange =>
  (report) => ({ ...report, like: votes.like, dislike: votes.dislike, myVote: votes.myVote });
