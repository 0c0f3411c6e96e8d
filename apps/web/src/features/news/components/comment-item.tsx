import { calendarDayZh, hourMinute, type SubComment } from '@sport/contract';
import type { ReactNode } from 'react';
import '../../../components/ui/hit-area.css';
import { useTranslation } from '../../../lib/i18n';
import { Avatar } from '../../../components/ui/avatar';

interface Props {
  comment: SubComment;
  onLike: () => void;
  /** Absent on one's own comment: nobody reports themselves. */
  onReport?: () => void;
  /** Absent on a reply: replies are one level deep. */
  onReply?: () => void;
  children?: ReactNode;
}

/** A comment or a reply: who, when, what, and like, reply and report. */
export function CommentItem({ comment, onLike, onReport, onReply, children }: Props) {
  const { t } = useTranslation();
  const name = comment.nickName || comment.username;
  return (
    <article className="comment" aria-label={t('news.commentBy', { name })}>
      <Avatar src={comment.headUrl} size={32} name={name} />
      <div className="comment-body">
        <p className="comment-head">
          <span className="comment-name">{name}</span>
          <span className="comment-time">
            {calendarDayZh(comment.createDate)} {hourMinute(comment.createDate)}
          </span>
        </p>
        <p className="comment-text">{comment.content}</p>
        <p className="comment-actions">
          <button
            type="button"
            className="comment-action hit-area"
            aria-pressed={comment.isLiked === 1}
            // the count is in the name too: a name must hold what the button shows (WCAG 2.5.3, label in name)
            aria-label={`${t('news.like')} ${comment.likedCount}`}
            onClick={onLike}
          >
            <span aria-hidden="true">{comment.isLiked === 1 ? '♥' : '♡'}</span>{' '}
            <span data-testid="like-count">{comment.likedCount}</span>
          </button>
          {onReply ? (
            <button type="button" className="comment-action hit-area" onClick={onReply}>
              {t('news.reply')}
            </button>
          ) : null}
          {onReport ? (
            <button type="button" className="comment-action hit-area" onClick={onReport}>
              {t('news.report')}
            </button>
          ) : null}
        </p>
        {children}
      </div>
    </article>
  );
}
