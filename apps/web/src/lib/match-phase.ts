import type { Match, MatchPush } from '@sport/contract';

export type MatchPhase = 'live' | 'upcoming' | 'finished' | 'other';

/** A sport's status map, as the phase and score of a match read it. */
export interface StatusRules {
  isLive: (statusId: number) => boolean;
  isFinished: (statusId: number) => boolean;
  isNotStarted: (statusId: number) => boolean;
}

export const phaseOf = (rules: StatusRules, statusId: number): MatchPhase =>
  rules.isLive(statusId)
    ? 'live'
    : rules.isFinished(statusId)
      ? 'finished'
      : rules.isNotStarted(statusId)
        ? 'upcoming'
        : 'other';

/** The score between the names once the match is on and has one, else "VS". */
export const scoreText = (rules: StatusRules, match: Pick<Match, 'statusId' | 'homeScore' | 'awayScore'>): string =>
  !rules.isNotStarted(match.statusId) && match.homeScore !== null && match.awayScore !== null
    ? `${match.homeScore} : ${match.awayScore}`
    : 'VS';

/** A match as a `match.<id>` push moves it: status, clock, score and half-time score; a corrected score replaces the old. */
export const applyMatchPush = (match: Match, push: MatchPush): Match => ({
  ...match,
  statusId: push.statusId,
  minute: push.minute,
  homeScore: push.homeScore,
  awayScore: push.awayScore,
  homeHalfScore: push.homeHalfScore,
  awayHalfScore: push.awayHalfScore,
});
