import { MatchLink } from '../../../components/ui/match-link';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useHeadToHead } from '../api/get-head-to-head';
import { kickoffDay } from './match-status';
import { NoData } from './no-data';
import { SectionSkeleton } from './section-skeleton';

/** 历史交锋: the teams' last finished meetings in our data, newest first, each opening its own match page. */
export function HeadToHead({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const meetings = useHeadToHead(matchId);
  return (
    <section className="card match-related" aria-label={t('match.related.headToHead')}>
      <h3 className="card-title">{t('match.related.headToHead')}</h3>
      <QueryView query={meetings} loading={<SectionSkeleton />} empty={<NoData />}>
        {(list) => (
          <ul className="match-related-list">
            {list.map((m) => (
              <li key={m.matchId}>
                <MatchLink matchId={m.matchId} className="match-related-link">
                  <span className="match-related-side">
                    {kickoffDay(m.matchDate)} {m.competitionName}
                  </span>
                  <span className="match-related-main match-h2h-score">
                    {m.homeName} {m.homeScore}:{m.awayScore} {m.awayName}
                  </span>
                </MatchLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
