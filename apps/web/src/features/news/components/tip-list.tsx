import type { TipMessage } from '@sport/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { QueryView, type QueryState } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useReadProgramIds } from '../lib/read-programs';
import { TipListSkeleton } from './news-skeleton';
import { TipCard } from './tip-card';

/** What the list needs of an infinite query of tips (the tip list, an expert's tips, a match's). */
interface TipPages extends QueryState<{ pages: readonly { list: readonly TipMessage[] }[] }> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Tips page by page: the next page loads as the end comes near; an empty list says so. */
export function TipList({ query, emptyText, showExpert }: { query: TipPages; emptyText: string; showExpert?: boolean }) {
  const { t } = useTranslation();
  const read = useReadProgramIds();
  return (
    <QueryView
      query={query}
      loading={<TipListSkeleton />}
      isEmpty={(data) => data.pages.every((page) => page.list.length === 0)}
      empty={<EmptyState title={emptyText} />}
    >
      {(data) => (
        <>
          <ul className="tip-list">
            {data.pages
              .flatMap((page) => page.list)
              .map((tip) => (
                <TipCard key={tip.id} tip={tip} read={read.has(tip.id)} showExpert={showExpert} />
              ))}
          </ul>
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
            moreText={t('news.more')}
            loadingText={t('common.loading')}
            endText={t('news.noMore')}
          />
        </>
      )}
    </QueryView>
  );
}
