import type { ForumThreadSummary } from '@sport/contract';
import { Link } from '../../../lib/router';
import { fileUrl } from '../../../lib/file-url';
import { useTranslation } from '../../../lib/i18n';
import { postTime } from '../lib/when';

const THUMBS = 3;

/**
 * A thread in a list: title, the body's first words, up to three photos, who and when, replies and likes. The time
 * beside the author is when the thread was posted, or, once someone replied, the last reply's, said as such: the
 * list runs by last reply, and a bare time after a name reads as that person's post.
 */
export function ThreadItem({ thread, now }: { thread: ForumThreadSummary; now: number }) {
  const { t } = useTranslation();
  return (
    <article className="forum-thread-item" aria-label={thread.title}>
      <Link className="forum-thread-link" to={`/forum/thread/${thread.id}`}>
        <h2 className="forum-thread-title">{thread.title}</h2>
        {thread.excerpt ? <p className="forum-thread-excerpt">{thread.excerpt}</p> : null}
        {thread.photos.length > 0 ? (
          <div className="forum-thumbs">
            {thread.photos.slice(0, THUMBS).map((photo) => (
              <img key={photo.id} className="forum-thumb" src={fileUrl(photo.url)} alt="" loading="lazy" />
            ))}
          </div>
        ) : null}
        <p className="forum-thread-meta">
          <span className="forum-author">{thread.author.nickName}</span>
          <span>
            {thread.replyCount > 0
              ? t('forum.lastReplyAt', { time: postTime(thread.lastReplyDate, now) })
              : postTime(thread.createDate, now)}
          </span>
          <span>{t('forum.replies', { count: thread.replyCount })}</span>
          <span>{t('forum.likes', { count: thread.likeCount })}</span>
        </p>
      </Link>
    </article>
  );
}

/** The list's shape while its first page loads. */
export function ThreadListSkeleton() {
  return (
    <div aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="forum-thread-item">
          <div className="forum-thread-link">
            <span className="forum-thread-title skeleton-text">{'\u00a0'}</span>
            <span className="forum-thread-excerpt skeleton-text">{'\u00a0'}</span>
            <span className="forum-thread-meta skeleton-text">{'\u00a0'}</span>
          </div>
        </div>
      ))}
    </div>
  );
}
