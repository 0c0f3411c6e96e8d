import { anchorRoutes, type Host, type HostAttention } from '@sport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { hostDetailQuery } from '../../../lib/host-detail';
import { subscribeInfoQuery } from '../../../lib/subscribe-info';
import '../texts';

/** Follow (attention 1) or unfollow (0) a host; answers the new follower count. */
export const followHost = (hostId: number, attention: 0 | 1) => request(anchorRoutes.follow, { hostId, attention });

/** The follower count and flag after a follow (1) or unfollow (0), before the server answers. */
export function applyAttention<H extends Pick<Host, 'attention' | 'isAttention'>>(host: H, attention: 0 | 1): H {
  if (host.isAttention === attention) return host;
  return { ...host, isAttention: attention, attention: Math.max(0, host.attention + (attention === 1 ? 1 : -1)) };
}

/**
 * SPEC §4: the count moves by one and isAttention flips at once (rolled back if the call fails), the
 * server's count wins when it answers, the SPEC toast shows, and the booking info reloads.
 */
export function useFollowHost(hostId: number) {
  const client = useQueryClient();
  const detailKey = hostDetailQuery(hostId).queryKey;
  return useMutation({
    mutationFn: (attention: 0 | 1) => followHost(hostId, attention),
    onMutate: async (attention) => {
      await client.cancelQueries({ queryKey: detailKey });
      const before = client.getQueryData(detailKey);
      if (before) client.setQueryData(detailKey, applyAttention(before, attention));
      return { before };
    },
    onError: (_error, _attention, context) => {
      if (context?.before) client.setQueryData(detailKey, context.before);
    },
    onSuccess: (answer: HostAttention) => {
      client.setQueryData(detailKey, (host) =>
        host ? { ...host, attention: answer.attention, isAttention: answer.isAttention } : host,
      );
      toastSuccess(answer.isAttention === 1 ? t('anchorPages.followed') : t('anchorPages.unfollowed'));
      void client.invalidateQueries({ queryKey: subscribeInfoQuery().queryKey });
    },
  });
}
