import {
  basketballStatusLabel,
  footballStatusLabel,
  isBasketballFinished,
  isBasketballLive,
  isBasketballNotStarted,
  isFootballClockRunning,
  isFootballFinished,
  isFootballLive,
  isFootballNotStarted,
  SportId,
  type MatchInfo,
  type MatchPush,
  withGameClock,
} from '@sport/contract';

/** What a match shows: its phase, the status text from the sport's status map (with a game clock), the minute and the score. */
export interface MatchStanding {
  phase: 'live' | 'upcoming' | 'finished' | 'other';
  statusText: string;
  /** Football's minute of play while its clock runs (not at half time or in the shoot-out), else null. */
  minute: number | null;
  /** null while there is no score to show (not started). */
  score: { home: number; away: number } | null;
}

type Scored = Pick<MatchInfo, 'matchTypeId' | 'statusId' | 'minute' | 'clock' | 'homeScore' | 'awayScore'>;

/** The HTTP answer's standing, replaced by the latest `match.<id>` push once one arrived. */
export function matchStanding(match: Scored, push: MatchPush | undefined): MatchStanding {
  const now = push ?? match;
  const basketball = match.matchTypeId === SportId.Basketball;
  const live = basketball ? isBasketballLive(now.statusId) : isFootballLive(now.statusId);
  const finished = basketball ? isBasketballFinished(now.statusId) : isFootballFinished(now.statusId);
  const upcoming = basketball ? isBasketballNotStarted(now.statusId) : isFootballNotStarted(now.statusId);
  const phase = live ? 'live' : finished ? 'finished' : upcoming ? 'upcoming' : 'other';
  const score =
    !upcoming && now.homeScore !== null && now.awayScore !== null ? { home: now.homeScore, away: now.awayScore } : null;
  return {
    phase,
    // a basketball period's game clock with its status (第四节 03:21)
    statusText: basketball
      ? withGameClock(basketballStatusLabel(now.statusId), now.clock)
      : footballStatusLabel(now.statusId),
    minute: !basketball && isFootballClockRunning(now.statusId) ? now.minute : null,
    score,
  };
}
