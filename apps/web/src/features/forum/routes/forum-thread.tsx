import type { ForumReply } from '@sport/contract';
import { lazy, Suspense, useState } from 'react';
import { useParams } from '../../../lib/router';
import { NotFoundView } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';
import { QueryView } from '../../../components/ui/query-view';
import { SkeletonLine, SkeletonStatus } from '../../../components/ui/skeleton';
import { useAuthStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useReplies } from '../api/get-replies';
import { useThread } from '../api/get-thread';
import { useLike } from '../api/like';
import type { ReportTarget } from '../api/report';
import { LikeButton } from '../components/like-button';
import { PhotoGrid } from '../components/photo-grid';
import { ReplyBox } from '../components/reply-box';
import { ReplyList } from '../components/reply-list';
import { ReportButton } from '../components/report-button';
import { postTime } from '../lib/when';
import '../texts';
import '../forum.css';

const ReportSheet = lazy(() => import('../components/report-sheet'));

function ThreadSkeleton() {
  return (
    <SkeletonStatus>
      <div className="forum-thread-page" aria-hidden="true">
        <SkeletonLine className="forum-thread-heading" />
        <SkeletonLine className="forum-thread-meta" />
        <SkeletonLine className="forum-thread-body" />
      </div>
    </SkeletonStatus>
  );
}

function Thread({ id }: { id: number }) {
  const { t } = useTranslation();
  const thread = useThread(id);
  const replies = useReplies(id);
  const like = useLike(id);
  const requireLogin = useRequireLogin();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [now] = useState(() => Date.now());

  // liking and reporting need login; a visitor's tap asks for it
  const withLogin = (action: () => void) => {
    if (useAuthStore.getState().token) action();
    else void requireLogin();
  };
  const onLikeReply = (reply: ForumReply) => withLogin(() => like.mutate({ targetType: 'reply', targetId: reply.id }));
  const onReport = (target: ReportTarget) => withLogin(() => setReporting(target));

  return (
    <PullToRefresh onRefresh={() => Promise.all([thread.refetch(), replies.refetch()])}>
      <QueryView query={thread} loading={<ThreadSkeleton />} notFoundText={t('forum.threadNotFound')}>
        {(data) => (
          <div className="forum-thread-page">
            {data.hidden ? (
              <p className="forum-hidden" role="note">
                {t('forum.hiddenNotice')}
              </p>
            ) : null}
            <h2 className="forum-thread-heading">{data.title}</h2>
            <p className="forum-thread-meta">
              <span className="forum-author">{data.author.nickName}</span>
              <span>{postTime(data.createDate, now)}</span>
            </p>
            <p className="forum-thread-body">{data.body}</p>
            <PhotoGrid photos={data.photos} />
            <div className="forum-actions">
              <LikeButton
                liked={data.isLiked === 1}
                count={data.likeCount}
                onPress={() => withLogin(() => like.mutate({ targetType: 'thread', targetId: data.id }))}
              />
              <ReportButton
                authorId={data.author.userId}
                target={{ targetType: 'thread', targetId: data.id }}
                onReport={onReport}
              />
            </div>
            <section className="forum-replies-section" aria-label={t('forum.repliesTitle', { count: data.replyCount })}>
              <h3 className="forum-section-title">{t('forum.repliesTitle', { count: data.replyCount })}</h3>
              <ReplyList threadId={id} now={now} onLike={onLikeReply} onReport={onReport} />
            </section>
            <ReplyBox threadId={id} />
          </div>
        )}
      </QueryView>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportSheet target={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      ) : null}
    </PullToRefresh>
  );
}

/** /forum/thread/:id — a thread: body, photos (full screen on a tap), like, report; its replies by floor and a reply box. */
export default function ForumThreadPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const threadId = Number(id);
  const valid = Number.isInteger(threadId) && threadId > 0;
  return (
    <PageFrame title={t('forum.threadTitle')}>
      {valid ? <Thread key={threadId} id={threadId} /> : <NotFoundView text={t('forum.threadNotFound')} />}
    </PageFrame>
  );
}
