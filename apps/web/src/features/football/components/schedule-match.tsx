import { isMatchNotStarted, kickoffClock, type Match } from '@sport/contract';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MatchRow } from '../../../components/ui/match-row';
import { useFollowMatch } from '../../../lib/use-follow-match';
import { patchList } from './schedule-live';
import { scoreNotes } from '../../../lib/score-notes';
import { mainScore, matchPhase, statusText } from './schedule-score';

/**
 * One match of a list: `when` (the kick-off, or the day too), status, the teams (to their pages) around the
 * score, then ht / et / penalties. A live one follows `match.<id>` into the cached list (`listKey`).
 */
export function ScheduleMatch({
  match,
  listKey,
  teamPath,
  when = kickoffClock(match.matchDate, match.kickoffTimeTbd, !isMatchNotStarted(match.sportId, match.statusId)),
}: {
  match: Match;
  listKey: QueryKey;
  teamPath: (teamId: number) => string;
  when?: ReactNode;
}) {
  useFollowMatch(match.matchId, listKey, patchList);
  const notes = scoreNotes(match);
  return (
    <MatchRow
      matchId={match.matchId}
      className="fb-match"
      phase={matchPhase(match.statusId)}
      when={when}
      status={statusText(match)}
      home={{ name: match.homeName, to: teamPath(match.homeId) }}
      away={{ name: match.awayName, to: teamPath(match.awayId) }}
      score={mainScore(match)}
    >
      {notes.length > 0 ? <p className="fb-match-notes">{notes.join(' · ')}</p> : null}
    </MatchRow>
  );
}
