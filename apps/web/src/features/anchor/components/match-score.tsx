import { kickoffClock, monthDayZh, type LiveMatch, type MatchInfo } from '@sport/contract';
import { useMatchPush } from '../../../lib/use-match-push';
import { matchStanding, type MatchStanding } from '../lib/match-standing';

type Followed = Pick<MatchInfo | LiveMatch, 'matchId' | 'matchTypeId' | 'statusId' | 'minute' | 'clock' | 'homeScore' | 'awayScore'>;

/** The match as the HTTP answer gave it, then as each `match.<id>` push moves it. */
export function useMatchStanding(match: Followed): MatchStanding {
  return matchStanding(match, useMatchPush(match.matchId));
}

/** Between the team names: the score once there is one (red while live), else "VS". */
export function MatchScore({ standing, className }: { standing: MatchStanding; className: string }) {
  return (
    <span className={`${className} is-${standing.phase}`} data-testid="match-score">
      {standing.score ? `${standing.score.home} : ${standing.score.away}` : 'VS'}
    </span>
  );
}

/** Under or beside the teams: kick-off time before the start, the status and minute while live, the status after. */
export function MatchStatus({
  standing,
  startDate,
  timeTbd,
  className,
}: {
  standing: MatchStanding;
  startDate: number;
  /** The record gives only the day (kickoffTimeTbd). */
  timeTbd: boolean | undefined;
  className: string;
}) {
  return (
    <span className={`${className} is-${standing.phase}`} data-testid="match-status">
      {standing.phase === 'upcoming'
        ? `${monthDayZh(startDate)} ${kickoffClock(startDate, timeTbd, false)}`
        : standing.minute !== null
          ? `${standing.statusText} ${standing.minute}'`
          : standing.statusText}
    </span>
  );
}
