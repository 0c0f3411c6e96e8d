import { calendarDayZh, hourMinute, type Comment } from '@sport/contract';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';

/** One of the user's comments: when, whether it answers someone, what it says; the row opens its tip. */
export function MyCommentItem({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  return (
    <li className="my-comment">
      <Link className="my-comment-link" to={`/news/detail/${comment.messageId}`}>
        <span className="my-comment-head">
          <span className="comment-time">
            {calendarDayZh(comment.createDate)} {hourMinute(comment.createDate)}
          </span>
          {comment.parentId !== 0 ? <span className="my-comment-kind">{t('news.myReply')}</span> : null}
          <span className="my-comment-likes">{t('news.myCommentLikes', { count: comment.likedCount })}</span>
        </span>
        <span className="comment-text">{comment.content}</span>
        <span className="my-comment-open">{t('news.openTip')}</span>
      </Link>
    </li>
  );
}
