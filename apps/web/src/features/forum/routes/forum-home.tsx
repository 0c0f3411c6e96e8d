import type { ForumSort } from '@sport/contract';
import { useEffect, useState } from 'react';
import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';
import { QueryView } from '../../../components/ui/query-view';
import { SkeletonStatus } from '../../../components/ui/skeleton';
import { TabPageFrame } from '../../../components/ui/tab-page-frame';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useAuthStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { useBoards } from '../api/get-boards';
import { useThreads } from '../api/get-threads';
import { useVisitForum } from '../api/visit';
import { ThreadItem, ThreadListSkeleton } from '../components/thread-item';
import '../../../components/ui/button.css';
import '../texts';
import '../forum.css';

const ALL = 0;
const SORTS: readonly ForumSort[] = ['latest', 'hot'];

function ThreadList({ boardId, sort }: { boardId: number; sort: ForumSort }) {
  const { t } = useTranslation();
  const threads = useThreads(boardId === ALL ? undefined : boardId, sort);
  const [now] = useState(() => Date.now());
  return (
    <QueryView
      query={threads}
      loading={
        <SkeletonStatus>
          <ThreadListSkeleton />
        </SkeletonStatus>
      }
      isEmpty={(data) => data.pages.every((page) => page.list.length === 0)}
      empty={<EmptyState title={t('forum.emptyThreads')} description={t('forum.emptyThreadsHint')} />}
    >
      {(data) => (
        <>
          <div className="forum-thread-list">
            {data.pages
              .flatMap((page) => page.list)
              .map((thread) => (
                <ThreadItem key={thread.id} thread={thread} now={now} />
              ))}
          </div>
          <LoadMore
            hasMore={threads.hasNextPage}
            loading={threads.isFetchingNextPage}
            onMore={() => void threads.fetchNextPage()}
            moreText={t('forum.more')}
            loadingText={t('forum.loadingMore')}
            endText={t('forum.end')}
          />
        </>
      )}
    </QueryView>
  );
}

/**
 * /forum (kept alive) — the boards (all, football, basketball, tips talk), threads by latest reply or hot with
 * endless paging and pull to refresh, and the way to write one. Opening it marks the forum seen (the tab's badge goes).
 */
export default function ForumHome() {
  const { t } = useTranslation();
  const boards = useBoards();
  const [boardId, setBoardId] = useState(ALL);
  const [sort, setSort] = useState<ForumSort>('latest');
  const loggedIn = useAuthStore((s) => Boolean(s.token));
  const { mutate: visit } = useVisitForum();
  const threads = useThreads(boardId === ALL ? undefined : boardId, sort);

  // kept alive: the mount is the user's opening of the forum (the tab gate let them in)
  useEffect(() => {
    if (loggedIn) visit();
  }, [loggedIn, visit]);

  const boardIds = [ALL, ...(boards.data ?? []).map((board) => board.id)];
  const boardName = (id: number) =>
    id === ALL ? t('forum.allBoards') : (boards.data?.find((board) => board.id === id)?.name ?? '');

  return (
    <TabPageFrame title={t('forum.title')}>
      <PullToRefresh onRefresh={() => Promise.all([boards.refetch(), threads.refetch()])}>
        <div className="forum-home">
          <nav aria-label={t('forum.boards')}>
            <Tabs tabs={boardIds} tab={boardId} onChange={setBoardId} panelId="forum-board" label={boardName} />
          </nav>
          <div className="forum-toolbar">
            <div className="forum-chips" role="radiogroup" aria-label={t('forum.sortLabel')}>
              {SORTS.map((id) => (
                <button
                  key={id}
                  type="button"
                  role="radio"
                  aria-checked={id === sort}
                  className={id === sort ? 'forum-chip active' : 'forum-chip'}
                  onClick={() => setSort(id)}
                >
                  {t(`forum.sort.${id}`)}
                </button>
              ))}
            </div>
            <Link
              className="ui-button forum-compose-link"
              to={boardId === ALL ? '/forum/compose' : `/forum/compose?board=${boardId}`}
            >
              {t('forum.compose')}
            </Link>
          </div>
          <TabPanel panelId="forum-board" tab={boardId}>
            <ThreadList key={`${boardId}-${sort}`} boardId={boardId} sort={sort} />
          </TabPanel>
        </div>
      </PullToRefresh>
    </TabPageFrame>
  );
}
