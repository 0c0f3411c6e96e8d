import { newsRoutes, TEXTS } from '@sport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { routeKey } from '../../../lib/query-keys';
import { useFollowToggle } from '../../../lib/use-follow-toggle';
import { expertQuery } from './get-expert';

/** Follow (attention 1) or unfollow (0) an expert; answers the new follower count. */
export const followExpert = (professorId: number, attention: 0 | 1) =>
  request(newsRoutes.attention, { professorId, attention });

/**
 * The flag and count move at once (rolled back if the call fails); the server's count wins when it answers,
 * SPEC §8's 关注成功 shows, and the lists that carry the flag (my followed experts among them) load again.
 */
export function useFollowExpert(professorId: number) {
  const client = useQueryClient();
  return useFollowToggle({
    queryKey: expertQuery(professorId).queryKey,
    send: (attention) => followExpert(professorId, attention),
    said: (following) => (following ? TEXTS.followed : t('news.unfollowed')),
    onFollowed: () => void client.invalidateQueries({ queryKey: routeKey(newsRoutes.professorList) }),
  });
}
