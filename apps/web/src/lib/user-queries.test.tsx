import { routes, type DomainList } from '@sport/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { handle, server } from '../testing/msw';
import { useAuthStore } from './auth-store';
import { request } from './http';
import { createQueryClient } from './query-client';
import { callKey } from './query-keys';
import { useForgetUserQueries } from './user-queries';

const domains: DomainList = { api: [], ssapi: [], push: [], file: [] };

function Forgetting() {
  useForgetUserQueries();
  return null;
}

afterEach(() => useAuthStore.getState().clear());

describe('the cache when a session ends', () => {
  it('forgets the answers only a logged-in user gets, and keeps everyone’s', async () => {
    server.use(
      handle(routes.user.info, () => ({ data: { uid: 7, username: 'demo', nickname: '球迷小王', headUrl: '', gold: 1280 } })),
      handle(routes.system.domainListV2, () => ({ data: domains })),
    );
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Forgetting />
      </QueryClientProvider>,
    );
    const userKey = callKey(routes.user.info, {});
    const domainKey = callKey(routes.system.domainListV2, {});
    await client.fetchQuery({ queryKey: userKey, queryFn: () => request(routes.user.info, {}) });
    await client.fetchQuery({ queryKey: domainKey, queryFn: () => request(routes.system.domainListV2, {}) });

    // a new login of someone else: the last user's gold must not show for a moment
    useAuthStore.getState().setSession({ token: 'tok-2', uid: '8' });
    expect(client.getQueryData(userKey)).toBeUndefined();
    await client.fetchQuery({ queryKey: userKey, queryFn: () => request(routes.user.info, {}) });

    useAuthStore.getState().clear();
    expect(client.getQueryData(userKey)).toBeUndefined();
    expect(client.getQueryData(domainKey)).toEqual(domains);
  });
});
