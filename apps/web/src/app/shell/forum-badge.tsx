import { useForumNews } from '../../lib/forum-news';
import { useTranslation } from '../../lib/i18n';

/**
 * The forum tab's NEW badge. Its own chunk, loaded only for a logged-in user after the shell has painted: a
 * visitor never asks for it, and the first screen does not carry the disclosure call's code.
 */
export default function ForumBadge() {
  const { t } = useTranslation();
  return useForumNews() ? (
    <span className="tab-bar-live" aria-label={t('tabs.forumNew')}>
      NEW
    </span>
  ) : null;
}
