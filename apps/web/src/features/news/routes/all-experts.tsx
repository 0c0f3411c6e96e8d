import { chunk } from '@sport/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useAllExperts } from '../api/get-experts';
import { ExpertGrid } from '../components/expert-card';
import { ExpertGridSkeleton } from '../components/news-skeleton';
import '../texts';
import '../news.css';

/** SPEC §2 /news/all-gods: every expert, in chunks of eight (SPEC §9); more load as the end comes near. */
export default function AllExperts() {
  const { t } = useTranslation();
  const experts = useAllExperts();
  return (
    <PageFrame title={t('pages.allGods')}>
      <QueryView
        query={experts}
        loading={<ExpertGridSkeleton />}
        isEmpty={(data) => data.pages.every((page) => page.list.length === 0)}
        empty={<EmptyState title={t('news.noExperts')} />}
      >
        {(data) => {
          const groups = chunk(data.pages.flatMap((page) => page.list));
          return (
            <div className="all-experts">
              {groups.map((group, i) => (
                <ExpertGrid key={group[0]?.id ?? i} experts={group} label={t('news.expertGroup', { page: i + 1 })} />
              ))}
              <LoadMore
                hasMore={experts.hasNextPage}
                loading={experts.isFetchingNextPage}
                onMore={() => void experts.fetchNextPage()}
                moreText={t('news.more')}
                loadingText={t('common.loading')}
                endText={t('news.noMore')}
              />
            </div>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}
