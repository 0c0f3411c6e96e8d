import { newsRoutes, TEXTS, type ExpertAttention, type ExpertDetail } from '@sport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { routeKey } from '../../../lib/query-keys';
import { toastSuccess } from '../../../lib/toast';
import { expertQuery } from './get-expert';

/** Follow (attention 1) or unfollow (0) an expert; answers the new follower count. */
export const followExpert = (professorId: number, attention: 0 | 1) =>
  request(newsRoutes.attention, { professorId, attention });

/** The follower count and flag after a follow (1) or unfollow (0), before the server answers. */
export function applyAttention(expert: ExpertDetail, attention: 0 | 1): ExpertDetail {
  if (expert.isAttention === attention) return expert;
  return { ...expert, isAttention: attention, attention: Math.max(0, expert.attention + (attention === 1 ? 1 : -1)) };
}

/**
 * The flag and count move at once (rolled back if the call fails); the server's count wins when it answers,
 * SPEC §8's 关注成功 shows, and the lists that carry the flag (my followed experts among them) load again.
 */
export function useFollowExpert(professorId: number) {
  const client = useQueryClient();
  const key = expertQuery(professorId).queryKey;
  return useMutation({
    mutationFn: (attention: 0 | 1) => followExpert(professorId, attention),
    onMutate: async (attention) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      if (before) client.setQueryData(key, applyAttention(before, attention));
      return { before };
    },
    onError: (_error, _attention, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (answer: ExpertAttention) => {
      client.setQueryData(key, (expert) =>
        expert ? { ...expert, attention: answer.attention, isAttention: answer.isAttention } : expert,
      );
      toastSuccess(answer.isAttention === 1 ? TEXTS.followed : t('news.unfollowed'));
      void client.invalidateQueries({ queryKey: routeKey(newsRoutes.professorList) });
    },
  });
}
