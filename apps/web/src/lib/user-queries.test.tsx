import { routes, type DomainList } from '@sport/contract';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { handle, server } from '../testing/msw';
import { useAuthStore } from './auth-store';
import { request } from './http';
import { createQueryClient } from './query-client';
import { callKey } from './query-keys';
import { useSessionQueries } from './user-queries';

const domains: DomainList = { api: [], ssapi: [], push: [], file: [] };

function Forgetting() {
  useSessionQueries();
  return null;
}

const EXPERT = {
  id: 1,
  name: '老王',
  headUrl: '',
  tag: '',
  profile: '',
  hotStatus: 0,
  messageInfoCount: 0,
  hitPercents: 0,
  tenWin: 0,
  settledSession: 0,
  tenSample: 0,
  yieldRate: 0,
} as const;
const expertsInput = { page: 1, size: 10 };
const titlesInput = {};

/** A page showing one answer drawn for whoever asks (the experts, with follow flags) and one the same for all. */
function ExpertsAndTitles() {
  useSessionQueries();
  const experts = useQuery({
    queryKey: callKey(routes.news.professorList, expertsInput),
    queryFn: () => request(routes.news.professorList, expertsInput),
  });
  const titles = useQuery({
    queryKey: callKey(routes.news.userTitleList, titlesInput),
    queryFn: () => request(routes.news.userTitleList, titlesInput),
  });
  return (
    <p>
      {experts.data ? `expert followed: ${experts.data.list[0]?.isAttention}` : null} {titles.data ? 'titles' : null}
    </p>
  );
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

describe('the cache when someone logs in or out', () => {
  it('asks again what the contract draws per viewer (auth optional), not what is the same for all', async () => {
    const calls = { experts: 0, titles: 0 };
    server.use(
      handle(routes.news.professorList, ({ headers }) => {
        calls.experts += 1;
        const isAttention = headers.token ? 1 : 0;
        const expert = { ...EXPERT, isAttention } as const;
        return { data: { list: [expert], pageNum: 1, pageSize: 10, total: 1, isLastPage: true } };
      }),
      handle(routes.news.userTitleList, () => {
        calls.titles += 1;
        return { data: [] };
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ExpertsAndTitles />
      </QueryClientProvider>,
    );
    await screen.findByText(/expert followed: 0/);

    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    await screen.findByText(/expert followed: 1/);
    useAuthStore.getState().clear();
    await screen.findByText(/expert followed: 0/);
    expect(calls).toEqual({ experts: 3, titles: 1 });
  });
});
