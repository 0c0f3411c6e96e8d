import { matchChannel, type MatchPush } from '@sport/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registerPushRouter } from './query-client';
import { socket } from './socket';

export const matchPushKey = (matchId: number) => ['push', matchChannel(matchId)] as const;

/** The latest `match.<id>` push (score, status, minute) while the caller is on screen; undefined before one. */
export function useMatchPush(matchId: number | undefined): MatchPush | undefined {
  useEffect(() => {
    if (matchId === undefined) return;
    const channel = matchChannel(matchId);
    const stop = registerPushRouter('match', (data, message, client) => {
      if (message.chId === channel) client.setQueryData(matchPushKey(matchId), data);
    });
    socket.subscribe([channel]);
    return () => {
      stop();
      socket.unsubscribe([channel]);
    };
  }, [matchId]);
  return useQuery<MatchPush>({ queryKey: matchPushKey(matchId ?? 0), queryFn: skipToken }).data;
}
