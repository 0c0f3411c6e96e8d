import {
  footballStatusLabel,
  isFootballFinished,
  isFootballLive,
  isFootballNotStarted,
  type Match,
  type MatchPush,
} from '@sport/contract';
import { t } from '../../../lib/i18n';

export type MatchPhase = 'live' | 'upcoming' | 'finished' | 'other';

export const matchPhase = (statusId: number): MatchPhase =>
  isFootballLive(statusId)
    ? 'live'
    : isFootballFinished(statusId)
      ? 'finished'
      : isFootballNotStarted(statusId)
        ? 'upcoming'
        : 'other';

/** The status line: the football status map's text, with the minute while in play. */
export function statusText(match: Pick<Match, 'statusId' | 'minute'>): string {
  const text = footballStatusLabel(match.statusId);
  return isFootballLive(match.statusId) && match.minute !== null ? `${text} ${match.minute}'` : text;
}

/** The score between the names once there is one, else "VS" (a match the source left undecided has none). */
export const mainScore = (match: Pick<Match, 'statusId' | 'homeScore' | 'awayScore'>): string =>
  !isFootballNotStarted(match.statusId) && match.homeScore !== null && match.awayScore !== null
    ? `${match.homeScore} : ${match.awayScore}`
    : 'VS';

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

/** The lines under a score: half time, then extra time and penalties. */
export function scoreNotes(match: Match): string[] {
  if (isFootballNotStarted(match.statusId)) return [];
  const half = pair('football.halfTime', match.homeHalfScore, match.awayHalfScore);
  return [...(half ? [half] : []), ...decidingNotes(match)];
}

/** A match as a `match.<id>` push moves it: status, minute, score and half-time score; a corrected score replaces the old. */
export const applyMatchPush = (match: Match, push: MatchPush): Match => ({
  ...match,
  statusId: push.statusId,
  minute: push.minute,
  homeScore: push.homeScore,
  awayScore: push.awayScore,
  homeHalfScore: push.homeHalfScore,
  awayHalfScore: push.awayHalfScore,
});
