import type { ForumReply } from '@sport/contract';
import { LoadMore } from '../../../components/ui/load-more';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useReplies } from '../api/get-replies';
import type { ReportTarget } from '../api/report';
import { postTime } from '../lib/when';
import { LikeButton } from './like-button';
import { ReportButton } from './report-button';

interface Props {
  threadId: number;
  now: number;
  onLike: (reply: ForumReply) => void;
  onReport: (target: ReportTarget) => void;
}

/** A thread's replies by floor, the next page as the list nears its end. */
export function ReplyList({ threadId, now, onLike, onReport }: Props) {
  const { t } = useTranslation();
  const replies = useReplies(threadId);
  return (
    <QueryView
      query={replies}
      isEmpty={(data) => data.pages.every((page) => page.list.length === 0)}
      empty={<p className="forum-empty-line">{t('forum.noReplies')}</p>}
    >
      {(data) => (
        <>
          <ol className="forum-replies">
            {data.pages
              .flatMap((page) => page.list)
              .map((reply) => (
                <li key={reply.id}>
                  <article className="forum-reply" aria-label={t('forum.floor', { floor: reply.floor })}>
                    <p className="forum-thread-meta">
                      <span className="forum-author">{reply.author.nickName}</span>
                      <span>{t('forum.floor', { floor: reply.floor })}</span>
                      <span>{postTime(reply.createDate, now)}</span>
                    </p>
                    <p className="forum-reply-content">{reply.content}</p>
                    <div className="forum-actions">
                      <LikeButton liked={reply.isLiked === 1} count={reply.likeCount} onPress={() => onLike(reply)} />
                      <ReportButton
                        authorId={reply.author.userId}
                        target={{ targetType: 'reply', targetId: reply.id }}
                        onReport={onReport}
                      />
                    </div>
                  </article>
                </li>
              ))}
          </ol>
          <LoadMore
            hasMore={replies.hasNextPage}
            loading={replies.isFetchingNextPage}
            onMore={() => void replies.fetchNextPage()}
            moreText={t('forum.more')}
            loadingText={t('forum.loadingMore')}
            endText={t('forum.end')}
          />
        </>
      )}
    </QueryView>
  );
}
