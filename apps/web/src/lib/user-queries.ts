import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from './auth-store';
import { authOfCalledPath } from './route-auth';

// a key that does not start with a path is no call's: String() of it names none
const isLoginOnly = (query: Query): boolean => authOfCalledPath(String(query.queryKey[0])) === 'required';

/**
 * The session is over (or another began): answers only the last user could get (name and gold, follows,
 * bookings, purchases) leave the cache, so no screen shows them to whoever comes next. Answers everyone gets,
 * with per-user flags, are asked again by the pages that show them (useSessionRefetch).
 */
export function forgetUserQueries(client: QueryClient): void {
  client.removeQueries({ predicate: isLoginOnly });
}

/** The shell's part: whenever the token goes or changes (logout, 405/505/14010, a kick, another tab), forget. */
export function useForgetUserQueries(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.token !== null && state.token !== previous.token) forgetUserQueries(client);
      }),
    [client],
  );
}
