import { forumRoutes, type RequestOf } from '@sport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { boardsQuery } from './get-boards';
import { allThreadListsKey } from './get-threads';

export type NewThread = RequestOf<typeof forumRoutes.createThread>;

/** Silent: the compose page says why a thread was refused itself. JSON, so the photo ids stay an array. */
export const createThread = (thread: NewThread) =>
  request(forumRoutes.createThread, thread, { silent: true, json: true });

/** Posts a thread; the lists and the boards' counts load again. */
export function useCreateThread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createThread,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: allThreadListsKey });
      void client.invalidateQueries({ queryKey: boardsQuery().queryKey });
    },
  });
}
