import { calendarDayZh, isMatchNotStarted, kickoffClock, type MessageMatch } from '@sport/contract';
import { scoreOf, SimulatedScoreMark } from './tip-score';

/** One match of a tip: league and kick-off (模拟 once the simulator played it), then home, score (or VS) and away. */
export function MatchLine({ match }: { match: MessageMatch }) {
  return (
    <span className="tip-match">
      <span className="tip-match-meta">
        {match.leagueName} {calendarDayZh(match.matchDate)}{' '}
        {kickoffClock(match.matchDate, match.kickoffTimeTbd, !isMatchNotStarted(match.sportId, match.statusId))}
        <SimulatedScoreMark match={match} />
      </span>
      <span className="tip-match-teams">
        <span>{match.homeName}</span>
        <span className="tip-match-score">{scoreOf(match)}</span>
        <span>{match.awayName}</span>
      </span>
    </span>
  );
}
