import { isMatchNotStarted, type MessageMatch } from '@sport/contract';
import { useParams } from '../../../lib/router';
import { NotFoundView } from '../../../components/ui/load-error';
import { MatchLink } from '../../../components/ui/match-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useTip } from '../api/get-tip';
import { useTips } from '../api/get-tips';
import { MatchLine } from '../components/match-line';
import { PageHeadSkeleton } from '../components/news-skeleton';
import { TipList } from '../components/tip-list';
import '../texts';
import '../news.css';

const validId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The tips on the match: on sale before it starts; once it has started none is on sale any more, so the settled
 * ones (a finished match's tips said 暂时没有其他推荐 while four experts' settled tips were on it).
 */
function MatchTips({ match }: { match: MessageMatch }) {
  const { t } = useTranslation();
  const upcoming = isMatchNotStarted(match.sportId, match.statusId);
  const tips = useTips(upcoming ? 'new' : 'history', { sportsIds: String(match.matchId) });
  return <TipList query={tips} emptyText={t(upcoming ? 'news.noMatchTips' : 'news.noSettledMatchTips')} />;
}

function Program({ tipId, matchId }: { tipId: number; matchId: number | null }) {
  const { t } = useTranslation();
  const tip = useTip(tipId);
  return (
    <QueryView query={tip} loading={<PageHeadSkeleton />} notFoundText={t('news.tipNotFound')}>
      {(data) => {
        const match = data.messageMatchList.find((m) => m.matchId === matchId) ?? data.messageMatchList[0];
        if (!match) return <NotFoundView text={t('news.matchNotFound')} />;
        return (
          <div className="program-detail">
            <section className="news-section" aria-label={t('news.theMatch')}>
              <MatchLink matchId={match.matchId} className="program-match-link">
                <MatchLine match={match} />
              </MatchLink>
            </section>
            <section className="news-section news-tips" aria-label={t('news.tipsOnMatch')}>
              <h2 className="news-section-title">{t('news.tipsOnMatch')}</h2>
              <MatchTips match={match} />
            </section>
          </div>
        );
      }}
    </QueryView>
  );
}

/**
 * SPEC §2 /program-detail/:id/:matchId?: the tips on one match. `id` is the tip the user came from, `matchId`
 * which of its matches (the first when absent).
 */
export default function ProgramDetail() {
  const { t } = useTranslation();
  const params = useParams();
  const tipId = validId(params.id);
  const matchId = validId(params.matchId);
  return (
    <PageFrame title={t('pages.programDetail')}>
      {tipId !== null && (params.matchId === undefined || matchId !== null) ? (
        <Program key={`${tipId}-${matchId}`} tipId={tipId} matchId={matchId} />
      ) : (
        <NotFoundView text={t('news.tipNotFound')} />
      )}
    </PageFrame>
  );
}
