import { isMatchNotStarted, kickoffClock, monthDayZh, type Match } from '@sport/contract';
import type { QueryKey } from '@tanstack/react-query';
import { ScheduleMatch } from './schedule-match';

/** One of the team's season matches: a schedule row whose time says the day and the stage too. */
export function TeamMatch({ match, listKey, teamPath }: { match: Match; listKey: QueryKey; teamPath: (teamId: number) => string }) {
  return (
    <ScheduleMatch
      match={match}
      listKey={listKey}
      teamPath={teamPath}
      when={`${monthDayZh(match.matchDate)} ${kickoffClock(match.matchDate, match.kickoffTimeTbd, !isMatchNotStarted(match.sportId, match.statusId))} ${match.stageName}`}
    />
  );
}
