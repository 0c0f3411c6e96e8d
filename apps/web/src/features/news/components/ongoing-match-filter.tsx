import { hourMinute, monthDayDot } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { useOngoingMatches } from '../api/get-ongoing-matches';
import '../../../components/ui/segment.css';

interface Props {
  /** The sport the list is filtered by: only its matches are offered. */
  sportsType: number | undefined;
  /** The picked match id (the tip list's sportsIds), or undefined for every match. */
  matchId: string | undefined;
  onChange: (matchId: string | undefined) => void;
}

/**
 * SPEC §3 onGoingMatchList as the news filter: the upcoming and live matches with tips on sale
 * (message/v2/select), one tap shows only that match's tips, 全部比赛 (or a second tap) every match's.
 * Nothing shows while they load or when there are none: the list is whole without the row.
 */
export function OngoingMatchFilter({ sportsType, matchId, onChange }: Props) {
  const { t } = useTranslation();
  const matches = useOngoingMatches(sportsType);
  const list = matches.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="segment ongoing-matches" role="group" aria-label={t('news.filterMatch')}>
      <button type="button" aria-pressed={matchId === undefined} onClick={() => onChange(undefined)}>
        {t('news.allMatches')}
      </button>
      {list.map((match) => {
        const id = String(match.matchId);
        const picked = matchId === id;
        return (
          <button
            key={id}
            type="button"
            className="ongoing-match"
            aria-pressed={picked}
            onClick={() => onChange(picked ? undefined : id)}
          >
            <span className="ongoing-match-teams">
              {t('news.matchTeams', { home: match.homeName, away: match.awayName })}
            </span>
            <span className="ongoing-match-meta">
              {match.leagueName} {monthDayDot(match.matchDate)} {hourMinute(match.matchDate)} ·{' '}
              {t('news.matchTipCount', { count: match.messageCount })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
