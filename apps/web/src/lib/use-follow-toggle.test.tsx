import { QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { applyAttention, useFollowToggle, type Followed } from './use-follow-toggle';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('./toast', () => ({ toastSuccess: (text: string) => toasts.push(text) }));

interface Person extends Followed {
  id: number;
  name: string;
}
const personQuery = queryOptions({
  queryKey: ['person', 1] as const,
  queryFn: (): Person => ({ id: 1, name: '老王', attention: 100, isAttention: 0 }),
});

/** A follow call that answers (or fails) only when the test says so. */
function heldCall() {
  let settle: { resolve: (answer: Followed) => void; reject: (error: Error) => void } | undefined;
  const send = vi.fn(
    (_attention: 0 | 1) =>
      new Promise<Followed>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { send, answer: (a: Followed) => settle?.resolve(a), fail: () => settle?.reject(new Error('busy')) };
}

function renderToggle(call: ReturnType<typeof heldCall>, onFollowed = vi.fn()) {
  const client = createQueryClient();
  client.setQueryData(personQuery.queryKey, { id: 1, name: '老王', attention: 100, isAttention: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useFollowToggle({
        queryKey: personQuery.queryKey,
        send: call.send,
        said: (following) => (following ? '关注成功' : '已取消关注'),
        onFollowed,
      }),
    { wrapper },
  );
  const shown = () => client.getQueryData(personQuery.queryKey);
  return { result, shown, onFollowed };
}

beforeEach(() => {
  toasts.length = 0;
});

describe('following someone', () => {
  it('moves the count and flag at once, then takes the server’s count, toasts, and reloads the rest', async () => {
    const call = heldCall();
    const { result, shown, onFollowed } = renderToggle(call);
    act(() => result.current.mutate(1));
    await waitFor(() => expect(shown()).toMatchObject({ attention: 101, isAttention: 1 }));
    expect(call.send).toHaveBeenCalledWith(1);
    expect(toasts).toEqual([]);

    act(() => call.answer({ attention: 120, isAttention: 1 }));
    await waitFor(() => expect(shown()).toEqual({ id: 1, name: '老王', attention: 120, isAttention: 1 }));
    expect(toasts).toEqual(['关注成功']);
    expect(onFollowed).toHaveBeenCalledTimes(1);
  });

  it('puts the count and flag back when the call fails, with no toast and nothing reloaded', async () => {
    const call = heldCall();
    const { result, shown, onFollowed } = renderToggle(call);
    act(() => result.current.mutate(1));
    await waitFor(() => expect(shown()).toMatchObject({ attention: 101 }));

    act(() => call.fail());
    await waitFor(() => expect(shown()).toMatchObject({ attention: 100, isAttention: 0 }));
    expect(toasts).toEqual([]);
    expect(onFollowed).not.toHaveBeenCalled();
  });
});

describe('the count before the server answers', () => {
  it('an unfollow takes one off, never below zero, and a tap that changes nothing moves nothing', () => {
    expect(applyAttention({ attention: 5, isAttention: 1 }, 0)).toEqual({ attention: 4, isAttention: 0 });
    expect(applyAttention({ attention: 0, isAttention: 1 }, 0)).toEqual({ attention: 0, isAttention: 0 });
    expect(applyAttention({ attention: 5, isAttention: 1 }, 1)).toEqual({ attention: 5, isAttention: 1 });
  });
});
