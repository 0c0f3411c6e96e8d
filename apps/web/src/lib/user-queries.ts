import type { RouteAuth } from '@sport/contract';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from './auth-store';
import { authOfCalledPath } from './route-auth';

// a key that does not start with a path is no call's: String() of it names none
const authIs = (auth: RouteAuth) => (query: Query) => authOfCalledPath(String(query.queryKey[0])) === auth;

/**
 * The session is over (or another began): answers only the last user could get (name and gold, follows,
 * bookings, purchases) leave the cache, so no screen shows them to whoever comes next.
 */
export function forgetUserQueries(client: QueryClient): void {
  client.removeQueries({ predicate: authIs('required') });
}

/**
 * Someone logged in or out: the answers everyone gets but drawn for whoever asks (the contract's `optional`
 * routes: follow flags, the user's own likes, what a buyer may read) are asked again, the ones on screen now.
 */
export function refetchViewerQueries(client: QueryClient): void {
  void client.invalidateQueries({ predicate: authIs('optional') });
}

/** The shell's part: whenever the token comes, goes or changes (login, logout, 405/505/14010, a kick, another tab). */
export function useSessionQueries(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (state.token === previous.token) return;
        if (previous.token !== null) forgetUserQueries(client);
        refetchViewerQueries(client);
      }),
    [client],
  );
}
