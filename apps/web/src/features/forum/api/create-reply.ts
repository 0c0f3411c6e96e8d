import { forumRoutes } from '@sport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { allThreadListsKey } from './get-threads';
import { repliesQuery } from './get-replies';
import { threadQuery } from './get-thread';

/** Silent: the reply box says why a reply was refused itself. */
export const createReply = (threadId: number, content: string) =>
  request(forumRoutes.createReply, { threadId, content }, { silent: true });

/** Replies to a thread; the replies, the thread's count and the lists (latest reply order) load again. */
export function useCreateReply(threadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createReply(threadId, content),
    onSuccess: async () => {
      void client.invalidateQueries({ queryKey: threadQuery(threadId).queryKey });
      void client.invalidateQueries({ queryKey: allThreadListsKey });
      await client.invalidateQueries({ queryKey: repliesQuery(threadId).queryKey });
    },
  });
}
