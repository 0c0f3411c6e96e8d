import { newsRoutes } from '@sport/contract';
import { useSessionRefetch } from '../../../lib/use-session-refetch';

// What the server answers per viewer: follow flags, isBuy and the paid part of a tip, the user's own likes.
const PER_VIEWER = [
  newsRoutes.professorList,
  newsRoutes.professorDetail,
  newsRoutes.professorMessages,
  newsRoutes.messageList,
  newsRoutes.messageDetail,
  newsRoutes.commentList,
];

/** Refetches the news calls whose answer depends on who is asking when the user logs in or out. */
export const useSessionRefresh = (): void => useSessionRefetch(PER_VIEWER);
