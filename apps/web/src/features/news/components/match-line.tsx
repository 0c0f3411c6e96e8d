import { calendarDayZh, isMatchNotStarted, kickoffClock, type MessageMatch } from '@sport/contract';

/** The match's score once it has one, else VS. */
const scoreOf = (match: MessageMatch): string =>
  match.homeScore !== null && match.awayScore !== null ? `${match.homeScore}:${match.awayScore}` : 'VS';

/** One match of a tip: league and kick-off, then home, score (or VS) and away. */
export function MatchLine({ match }: { match: MessageMatch }) {
  return (
    <span className="tip-match">
      <span className="tip-match-meta">
        {match.leagueName} {calendarDayZh(match.matchDate)}{' '}
        {kickoffClock(match.matchDate, match.kickoffTimeTbd, !isMatchNotStarted(match.sportId, match.statusId))}
      </span>
      <span className="tip-match-teams">
        <span>{match.homeName}</span>
        <span className="tip-match-score">{scoreOf(match)}</span>
        <span>{match.awayName}</span>
      </span>
    </span>
  );
}
