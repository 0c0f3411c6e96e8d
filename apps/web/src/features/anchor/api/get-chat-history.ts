import { CHAT_PAGE_SIZE, chatRoutes } from '@sport/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export const getChatHistory = (hostId: number, before: number | undefined, signal?: AbortSignal) =>
  request(chatRoutes.history, { hostId, size: CHAT_PAGE_SIZE, ...(before ? { before } : {}) }, { signal });

/**
 * A room's chat history: the first page is the last 50 lines, each next page the 50 before the oldest shown (a
 * refetch after a reconnect or a gap in the room's pushes reloads them all).
 */
export const chatHistoryQuery = (hostId: number) =>
  infiniteQueryOptions({
    queryKey: [chatRoutes.history.path, { hostId }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getChatHistory(hostId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.list[0]?.id : undefined),
  });

export const useChatHistory = (hostId: number) => useInfiniteQuery(chatHistoryQuery(hostId));
