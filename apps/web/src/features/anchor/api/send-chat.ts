import { chatRoutes, type ChatMessage } from '@sport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { addLiveLines } from '../lib/chat-live';

export const sendChat = (hostId: number, content: string) => request(chatRoutes.send, { hostId, content });

/**
 * Sends a line. A delivered line shows at once (the room's push brings it again: lines merge by id). One the
 * flooding room did not take reaches no one else: it goes to `onDropped`, for the sender alone to see.
 */
export function useSendChat(hostId: number, onDropped: (line: ChatMessage) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendChat(hostId, content),
    onSuccess: ({ message, delivered }) => {
      if (delivered) addLiveLines(client, hostId, { hostId, messages: [message], removed: [] });
      else onDropped(message);
    },
  });
}
