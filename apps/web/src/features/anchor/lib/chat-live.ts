import { chatChannel, type ChatMessage, type ChatPush } from '@sport/contract';
import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registerPushRouter } from '../../../lib/query-client';
import { socket } from '../../../lib/socket';

/** Lines (and take-downs) kept from the room's pushes: older ones are in the history, so memory stays bounded. */
export const LIVE_LINES_KEPT = 300;

export interface ChatLive {
  messages: ChatMessage[];
  removed: number[];
}

const EMPTY: ChatLive = { messages: [], removed: [] };
export const chatLiveKey = (hostId: number) => ['push', chatChannel(hostId)] as const;

/** Adds a push's lines and take-downs to what the room has heard (no delay: chat is never held like the score). */
export function addLiveLines(client: QueryClient, hostId: number, push: ChatPush): void {
  client.setQueryData<ChatLive>(chatLiveKey(hostId), (old = EMPTY) => ({
    messages: [...old.messages, ...push.messages].slice(-LIVE_LINES_KEPT),
    removed: [...old.removed, ...push.removed].slice(-LIVE_LINES_KEPT),
  }));
}

/**
 * The room's lines as they are pushed on `chat.<hostId>` while the chat is on screen. A gap in `seq` or a reconnect
 * refetches the history (lib/query-client routePushesToCache), which the panel merges with these by id.
 */
export function useChatLive(hostId: number): ChatLive {
  useEffect(() => {
    const channel = chatChannel(hostId);
    const stop = registerPushRouter('chat', (data, message, client) => {
      if (message.chId === channel) addLiveLines(client, hostId, data);
    });
    socket.subscribe([channel]);
    return () => {
      stop();
      socket.unsubscribe([channel]);
    };
  }, [hostId]);
  return useHeardLines(hostId);
}

/** The lines the room has heard so far, read without subscribing (the chat panel beside it keeps the subscription). */
export function useHeardLines(hostId: number): ChatLive {
  return useQuery<ChatLive>({ queryKey: chatLiveKey(hostId), queryFn: skipToken }).data ?? EMPTY;
}

/** History pages and live lines as one list in id order, without duplicates or the lines taken down. */
export function mergeLines(pages: readonly (readonly ChatMessage[])[], live: ChatLive): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of pages) for (const line of list) byId.set(line.id, line);
  for (const line of live.messages) byId.set(line.id, line);
  const removed = new Set(live.removed);
  return [...byId.values()].filter((line) => !removed.has(line.id)).sort((a, b) => a.id - b.id);
}
