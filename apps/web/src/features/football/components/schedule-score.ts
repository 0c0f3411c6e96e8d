import {
  footballStatusLabel,
  isFootballClockRunning,
  isFootballFinished,
  isFootballLive,
  isFootballNotStarted,
  isPastFootballHalfTime,
  type Match,
} from '@sport/contract';
import { t } from '../../../lib/i18n';
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

const pair = (key: string, home: number | null | undefined, away: number | null | undefined): string | null =>
  home === null || home === undefined || away === null || away === undefined ? null : t(key, { home, away });

/** Extra time and penalties, shown as such ('加时 2:2', '点球 4:2'): they decide a knockout match. */
export function decidingNotes(match: Match): string[] {
  if (isFootballNotStarted(match.statusId)) return [];
  return [
    pair('football.extraTime', match.homeExtraTimeScore, match.awayExtraTimeScore),
    pair('football.penalties', match.homePenaltyScore, match.awayPenaltyScore),
  ].filter((line): line is string => line !== null);
}

/** The lines under a score: half time (once reached), then extra time and penalties. */
export function scoreNotes(match: Match): string[] {
  if (isFootballNotStarted(match.statusId)) return [];
  const half = isPastFootballHalfTime(match.statusId)
    ? pair('football.halfTime', match.homeHalfScore, match.awayHalfScore)
    : null;
  return [...(half ? [half] : []), ...decidingNotes(match)];
}
