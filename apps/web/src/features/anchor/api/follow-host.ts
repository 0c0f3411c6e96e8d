import { anchorRoutes } from '@sport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { hostDetailQuery } from '../../../lib/host-detail';
import { subscribeInfoQuery } from '../../../lib/subscribe-info';
import { useFollowToggle } from '../../../lib/use-follow-toggle';
import '../texts';

/** Follow (attention 1) or unfollow (0) a host; answers the new follower count. */
export const followHost = (hostId: number, attention: 0 | 1) => request(anchorRoutes.follow, { hostId, attention });

/**
 * SPEC §4: the count moves by one and isAttention flips at once (rolled back if the call fails), the
 * server's count wins when it answers, the SPEC toast shows, and the booking info reloads.
 */
export function useFollowHost(hostId: number) {
  const client = useQueryClient();
  return useFollowToggle({
    queryKey: hostDetailQuery(hostId).queryKey,
    send: (attention) => followHost(hostId, attention),
    said: (following) => (following ? t('anchorPages.followed') : t('anchorPages.unfollowed')),
    onFollowed: () => void client.invalidateQueries({ queryKey: subscribeInfoQuery().queryKey }),
  });
}
