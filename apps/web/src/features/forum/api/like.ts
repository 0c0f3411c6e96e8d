import { forumRoutes, type ForumLike, type ForumTargetType } from '@sport/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { byId, patchPages } from '../../../lib/patch-pages';
import { repliesQuery } from './get-replies';
import { threadQuery } from './get-thread';
import { allThreadListsKey } from './get-threads';

/** Toggles the caller's like of a thread or a reply; answers the new count and flag. */
export const like = (targetType: ForumTargetType, targetId: number) =>
  request(forumRoutes.like, { targetType, targetId });

interface Likeable {
  likeCount: number;
  isLiked: 0 | 1;
}

/** The count and flag after a tap, before the server answers. */
export function flipLike<L extends Likeable>(item: L): L {
  const liked = item.isLiked === 1;
  return { ...item, isLiked: liked ? 0 : 1, likeCount: Math.max(0, item.likeCount + (liked ? -1 : 1)) };
}

/**
 * A heart in the thread page: the thread itself (`targetType` thread) or one of its replies. The heart and the
 * count move at once, come back as they were when the call fails, and the server's count wins when it answers.
 */
export function useLike(threadId: number) {
  const client = useQueryClient();
  const threadKey = threadQuery(threadId).queryKey;
  const repliesKey = repliesQuery(threadId).queryKey;

  const apply = (targetType: ForumTargetType, targetId: number, change: <L extends Likeable>(item: L) => L) => {
    if (targetType === 'thread') {
      client.setQueryData(threadKey, (thread) => (thread && thread.id === targetId ? change(thread) : thread));
      return;
    }
    client.setQueryData(repliesKey, (data) => patchPages(data, 'list', byId(targetId, change)));
  };

  return useMutation({
    mutationFn: ({ targetType, targetId }: { targetType: ForumTargetType; targetId: number }) =>
      like(targetType, targetId),
    onMutate: async ({ targetType, targetId }) => {
      const key: QueryKey = targetType === 'thread' ? threadKey : repliesKey;
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      apply(targetType, targetId, flipLike);
      return { key, before };
    },
    onError: (_error, _target, context) => {
      if (context?.before !== undefined) client.setQueryData(context.key, context.before);
    },
    onSuccess: (answer: ForumLike) => {
      apply(answer.targetType, answer.targetId, (item) => ({
        ...item,
        likeCount: answer.likeCount,
        isLiked: answer.isLiked,
      }));
      // the lists show the thread's count too
      if (answer.targetType === 'thread')
        void client.invalidateQueries({ queryKey: allThreadListsKey, refetchType: 'none' });
    },
  });
}
