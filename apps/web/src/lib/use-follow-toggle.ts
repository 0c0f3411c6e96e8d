import { useMutation, useQueryClient, type DataTag, type QueryKey } from '@tanstack/react-query';
import { toastSuccess } from './toast';

/** What a follow moves: the follower count and the caller's flag (a host's, an expert's). */
export interface Followed {
  attention: number;
  isAttention: 0 | 1;
}

/** The follower count and flag after a follow (1) or unfollow (0), before the server answers. */
export function applyAttention<F extends Followed>(item: F, attention: 0 | 1): F {
  if (item.isAttention === attention) return item;
  return { ...item, isAttention: attention, attention: Math.max(0, item.attention + (attention === 1 ? 1 : -1)) };
}

export interface FollowToggle<F extends Followed> {
  /** The cached page of whoever is followed (its count and flag move). */
  queryKey: DataTag<QueryKey, F, unknown>;
  /** The feature's follow call (1 follow, 0 unfollow), answering the server's count and flag. */
  send: (attention: 0 | 1) => Promise<Followed>;
  /** The toast after the server took it: the SPEC's wording differs per feature. */
  said: (following: boolean) => string;
  /** What else carries the flag and loads again (a list of followed ones, the bookings). */
  onFollowed?: () => void;
}

/**
 * Follow or unfollow at once: the flag and count move before the server answers (rolled back if the call fails),
 * the server's count wins when it answers, the feature's toast shows, and what else carries the flag reloads.
 */
export function useFollowToggle<F extends Followed>({ queryKey, send, said, onFollowed }: FollowToggle<F>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (attention: 0 | 1) => send(attention),
    onMutate: async (attention) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      if (before) client.setQueryData(queryKey, applyAttention(before, attention));
      return { before };
    },
    onError: (_error, _attention, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
    },
    onSuccess: (answer) => {
      client.setQueryData(queryKey, (item) =>
        item ? { ...item, attention: answer.attention, isAttention: answer.isAttention } : item,
      );
      toastSuccess(said(answer.isAttention === 1));
      onFollowed?.();
    },
  });
}
