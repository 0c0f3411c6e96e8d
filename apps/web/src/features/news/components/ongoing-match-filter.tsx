import { kickoffClock, calendarDayDot } from '@sport/contract';
import { useRef } from 'react';
import { useRevealAround } from '../../../components/ui/use-reveal-around';
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

/** A screen shows three or four pills; the row holds every match with tips on sale (a hundred and more). */
const PILLS_AT_A_TIME = 12;

/**
 * SPEC §3 onGoingMatchList as the news filter: the upcoming and live matches with tips on sale
 * (message/v2/select), one tap shows only that match's tips, 全部比赛 (or a second tap) every match's.
 * Nothing shows while they load or when there are none: the list is whole without the row. The pills are
 * rendered a dozen at a time as the row is scrolled.
 */
export function OngoingMatchFilter({ sportsType, matchId, onChange }: Props) {
  const { t } = useTranslation();
  const matches = useOngoingMatches(sportsType);
  const list = matches.data ?? [];
  const row = useRef<HTMLDivElement>(null);
  // from the row's start (no pill is its centre): 全部比赛 stands before the pills, and nothing is added on its left
  const { end: shown } = useRevealAround(row, list.length, -1, PILLS_AT_A_TIME);
  if (list.length === 0) return null;
  return (
    <div ref={row} className="segment ongoing-matches" role="group" aria-label={t('news.filterMatch')}>
      <button type="button" aria-pressed={matchId === undefined} onClick={() => onChange(undefined)}>
        {t('news.allMatches')}
      </button>
      {list.slice(0, shown).map((match) => {
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
              {match.leagueName} {calendarDayDot(match.matchDate)} {kickoffClock(match.matchDate, match.kickoffTimeTbd, false)} ·{' '}
              {t('news.matchTipCount', { count: match.messageCount })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
