import { calendarDayDot, kickoffClock, type BetInfo } from '@sport/contract';
import { MatchLink } from '../../../components/ui/match-link';
import { useTranslation } from '../../../lib/i18n';
import { BetResultTag } from './bet-result';

/** The matches of a slip: league and time, the teams (to the match page), the market and pick at its odds, each leg's result. */
export function BetLegs({ legs }: { legs: readonly BetInfo[] }) {
  const { t } = useTranslation();
  return (
    <ul className="rk-legs">
      {legs.map((leg, index) => (
        <li key={`${leg.matchId}-${index}`} className="rk-leg">
          <p className="rk-leg-meta">
            {leg.leagueName} · {calendarDayDot(leg.matchDate)}{' '}
            {kickoffClock(leg.matchDate, leg.kickoffTimeTbd, leg.result !== 'waiting' || Date.now() >= leg.matchDate)}
          </p>
          <p className="rk-leg-teams">
            <MatchLink matchId={leg.matchId} className="rk-leg-link">
              {leg.homeName} vs {leg.awayName}
            </MatchLink>
          </p>
          <p className="rk-leg-pick">
            <span>
              {leg.playName} {leg.option} <span className="rk-odds">{t('ranking.odds', { odds: leg.odds })}</span>
            </span>
            <BetResultTag result={leg.result} />
          </p>
        </li>
      ))}
    </ul>
  );
}
