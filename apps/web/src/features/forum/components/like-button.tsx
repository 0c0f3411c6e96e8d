import { useTranslation } from '../../../lib/i18n';

/** A heart with its count; pressed when the user likes it. */
export function LikeButton({ liked, count, onPress }: { liked: boolean; count: number; onPress: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={liked ? 'forum-action forum-like liked' : 'forum-action forum-like'}
      aria-pressed={liked}
      aria-label={`${liked ? t('forum.unlike') : t('forum.like')} ${count}`}
      onClick={onPress}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {count}
    </button>
  );
}
