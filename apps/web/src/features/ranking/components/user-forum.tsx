import { calendarDayDot, type ForumThreadSummary, type ForumUserReply } from '@sport/contract';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { QueryView } from '../../../components/ui/query-view';
import { Segment } from '../../../components/ui/segment';
import { useTranslation } from '../../../lib/i18n';
import { useUserReplies } from '../api/get-user-replies';
import { useUserThreads } from '../api/get-user-threads';

const KINDS = ['threads', 'replies'] as const;
type Kind = (typeof KINDS)[number];

interface Paged<T> {
  data: { pages: { list: T[] }[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

function More<T>({ query }: { query: Paged<T> }) {
  const { t } = useTranslation();
  return (
    <LoadMore
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      onMore={() => void query.fetchNextPage()}
      moreText={t('ranking.more')}
      loadingText={t('common.loading')}
      endText={t('ranking.noMore')}
    />
  );
}

const isEmpty = (data: { pages: { list: unknown[] }[] }) => data.pages.every((page) => page.list.length === 0);

function Threads({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const threads = useUserThreads(userId);
  return (
    <QueryView query={threads} isEmpty={isEmpty} empty={<EmptyState title={t('ranking.noThreads')} />}>
      {(data) => (
        <>
          {data.pages
            .flatMap((page) => page.list)
            .map((thread: ForumThreadSummary) => (
              <article key={thread.id} className="rk-thread">
                <h3 className="rk-name">{thread.title}</h3>
                <p className="rk-meta">{thread.excerpt}</p>
                <p className="rk-meta">
                  {calendarDayDot(thread.createDate)} · {t('ranking.replyCount', { count: thread.replyCount })} ·{' '}
                  {t('ranking.likeCount', { count: thread.likeCount })}
                </p>
              </article>
            ))}
          <More query={threads} />
        </>
      )}
    </QueryView>
  );
}

function Replies({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const replies = useUserReplies(userId);
  return (
    <QueryView query={replies} isEmpty={isEmpty} empty={<EmptyState title={t('ranking.noReplies')} />}>
      {(data) => (
        <>
          {data.pages
            .flatMap((page) => page.list)
            .map((reply: ForumUserReply) => (
              <article key={reply.id} className="rk-thread">
                <p className="rk-meta">{t('ranking.replyTo', { title: reply.threadTitle })}</p>
                <p>{reply.content}</p>
                <p className="rk-meta">
                  {calendarDayDot(reply.createDate)} · {t('ranking.likeCount', { count: reply.likeCount })}
                </p>
              </article>
            ))}
          <More query={replies} />
        </>
      )}
    </QueryView>
  );
}

/**
 * The user's forum threads and replies, asked only when this section is opened (its own chunk: the rank-user
 * page opens on the bets).
 */
export default function UserForum({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('threads');
  return (
    <>
      <Segment
        label={t('ranking.forum')}
        options={KINDS}
        value={kind}
        onChange={setKind}
        text={(k) => t(`ranking.${k}`)}
      />
      {kind === 'threads' ? <Threads userId={userId} /> : <Replies userId={userId} />}
    </>
  );
}
