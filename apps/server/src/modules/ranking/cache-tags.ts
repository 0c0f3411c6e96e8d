import type { RankingChange } from '@sport/contract';

/**
 * The tags the ranking's cached answers are dropped by (app.cache, decision 034). Each answer carries the tags
 * of what it is made of; a RANKING_CHANGES event, heard on every node, drops the tags of what it changed.
 */

/** Answers made of the bets and reports as stored (lists of bets, counts, reports): bets came in or settled. */
export const BETS_TAG = 'ranking:bets';
/** Answers made of the stored boards, periods and users' all-time figures: the leader stored them again. */
export const BOARDS_TAG = 'ranking:boards';
/** Answers showing reports' like and dislike counts: someone voted. */
export const VOTES_TAG = 'ranking:votes';
/** Answers leaving hidden users out (the boards, the top reports): someone's switch moved. */
export const HIDDEN_TAG = 'ranking:hidden';
/** One user's own votes (laid over the reports they see). */
export const userVotesTag = (userId: number) => `ranking:votes:${userId}`;
/** One user's own switch (hidden or not). */
export const userSwitchTag = (userId: number) => `ranking:hidden:${userId}`;

/** What a change drops. */
export function tagsOfChange(change: RankingChange): string[] {
  switch (change.kind) {
    case 'bets':
      return [BETS_TAG];
    case 'computed':
      return [BOARDS_TAG];
    case 'vote':
      return [VOTES_TAG, userVotesTag(change.userId)];
    case 'hidden':
      // Which boards a user's row is on is not known without reading them all: a bettor is on most.
      return [HIDDEN_TAG, userSwitchTag(change.userId)];
  }
}
