import {
  footballStatusLabel,
  isFootballClockRunning,
  isFootballFinished,
  isFootballLive,
  isFootballNotStarted,
  type Match,
} from '@sport/contract';
import { phaseOf, scoreText, type MatchPhase, type StatusRules } from '../../../lib/match-phase';

const FOOTBALL: StatusRules = {
  isLive: isFootballLive,
  isFinished: isFootballFinished,
  isNotStarted: isFootballNotStarted,
};

export const matchPhase = (statusId: number): MatchPhase => phaseOf(FOOTBALL, statusId);

/** The status line: the football status map's text, with the minute while the clock runs (not at 中场). */
export function statusText(match: Pick<Match, 'statusId' | 'minute'>): string {
  const text = footballStatusLabel(match.statusId);
  return isFootballClockRunning(match.statusId) && match.minute !== null ? `${text} ${match.minute}'` : text;
}

/** The score between the names once there is one, else "VS" (a match the source left undecided has none). */
export const mainScore = (match: Pick<Match, 'statusId' | 'homeScore' | 'awayScore'>): string =>
  scoreText(FOOTBALL, match);
