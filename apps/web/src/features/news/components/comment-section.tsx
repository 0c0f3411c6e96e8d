import type { SubComment } from '@sport/contract';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { QueryView } from '../../../components/ui/query-view';
import { useAuthStore, useIsMe } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useComments } from '../api/get-comments';
import { useLikeComment } from '../api/like-comment';
import { CommentBox, type ReplyTarget } from './comment-box';
import { CommentItem } from './comment-item';

const ReportSheet = lazy(() => import('./report-sheet'));

/** A tip's comments: the box, then the comments newest first with their replies; like, reply and report. */
export default function CommentSection({ messageId, count }: { messageId: number; count: number }) {
  const { t } = useTranslation();
  const comments = useComments(messageId);
  const like = useLikeComment(messageId);
  const requireLogin = useRequireLogin();
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);

  // liking, replying and reporting need login (SPEC §5, §6): a visitor's tap asks for it first
  const withLogin = (action: () => void) => {
    if (useAuthStore.getState().token) action();
    else void requireLogin().then((ok) => ok && action());
  };
  const onLike = (commentId: number) => withLogin(() => like.mutate(commentId));
  const isMe = useIsMe();
  const onReport = (comment: SubComment) =>
    isMe(comment.userId) ? undefined : () => withLogin(() => setReporting(comment.id));

  return (
    <section className="news-section comments" aria-labelledby="news-comments">
      <h3 id="news-comments" className="news-section-title">
        {t('news.comments', { count })}
      </h3>
      <CommentBox messageId={messageId} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} />
      <QueryView
        query={comments}
        isEmpty={(data) => data.pages.every((page) => page.list.length === 0)}
        empty={<EmptyState title={t('news.noComments')} />}
      >
        {(data) => (
          <>
            <div className="comment-list">
              {data.pages
                .flatMap((page) => page.list)
                .map((comment) => (
                  <CommentItem
                    key={comment.id}
                    comment={comment}
                    onLike={() => onLike(comment.id)}
                    onReport={onReport(comment)}
                    onReply={() =>
                      withLogin(() => setReplyTo({ id: comment.id, name: comment.nickName || comment.username }))
                    }
                  >
                    {comment.subComments.length > 0 ? (
                      <div className="comment-replies" aria-label={t('news.replies')}>
                        {comment.subComments.map((reply) => (
                          <CommentItem
                            key={reply.id}
                            comment={reply}
                            onLike={() => onLike(reply.id)}
                            onReport={onReport(reply)}
                          />
                        ))}
                      </div>
                    ) : null}
                  </CommentItem>
                ))}
            </div>
            <LoadMore
              hasMore={comments.hasNextPage}
              loading={comments.isFetchingNextPage}
              onMore={() => void comments.fetchNextPage()}
              moreText={t('news.moreComments')}
              loadingText={t('common.loading')}
              endText={t('news.noMoreComments')}
            />
          </>
        )}
      </QueryView>
      {reporting !== null ? (
        <Suspense fallback={null}>
          <ReportSheet commentId={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
