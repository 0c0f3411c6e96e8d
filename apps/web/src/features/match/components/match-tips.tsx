import { Link } from '../../../lib/router';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useMatchTips } from '../api/get-match-tips';
import { NoData } from './no-data';
import { SectionSkeleton } from './section-skeleton';

/** 相关方案: the experts' tips on this match, each opening its program-detail page. */
export function MatchTips({ matchId, finished }: { matchId: number; finished: boolean }) {
  const { t } = useTranslation();
  const tips = useMatchTips(matchId, finished);
  return (
    <section className="card match-related" aria-label={t('match.related.tips')}>
      <h3 className="card-title">{t('match.related.tips')}</h3>
      <QueryView query={tips} loading={<SectionSkeleton />} empty={<NoData text={t('match.related.noTips')} />}>
        {(list) => (
          <ul className="match-related-list">
            {list.map((tip) => (
              <li key={tip.id}>
                <Link className="match-related-link" to={`/program-detail/${tip.id}`}>
                  <span className="match-related-main">{tip.sportsTitle}</span>
                  <span className="match-related-side">{tip.professorName}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
