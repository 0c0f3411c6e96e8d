import { hourMinute, type Match } from '@sport/contract';
import type { QueryKey } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useFollowMatch } from '../../../lib/use-follow-match';
import { patchList } from './schedule-live';
import { mainScore, matchPhase, scoreNotes, statusText } from './schedule-score';

/** One match of the day: kick-off and status, the teams (to their pages) around the score, then ht / et / penalties. */
export function ScheduleMatch({
  match,
  listKey,
  teamPath,
}: {
  match: Match;
  listKey: QueryKey;
  teamPath: (teamId: number) => string;
}) {
  useFollowMatch(match.matchId, listKey, patchList);
  const phase = matchPhase(match.statusId);
  const notes = scoreNotes(match);
  return (
    <li className={`fb-match is-${phase}`} aria-label={`${match.homeName} ${match.awayName}`}>
      <div className="fb-match-meta">
        <span className="fb-match-time">{hourMinute(match.matchDate)}</span>
        <span className="fb-match-status" data-testid="match-status">
          {statusText(match)}
        </span>
      </div>
      <div className="fb-match-line">
        <Link className="fb-team is-home" to={teamPath(match.homeId)}>
          {match.homeName}
        </Link>
        <span className="fb-score" data-testid="match-score">
          {mainScore(match)}
        </span>
        <Link className="fb-team is-away" to={teamPath(match.awayId)}>
          {match.awayName}
        </Link>
      </div>
      {notes.length > 0 ? <p className="fb-match-notes">{notes.join(' · ')}</p> : null}
    </li>
  );
}
