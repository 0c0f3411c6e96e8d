import { routes } from '@sport/contract';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import { Activity, Suspense } from 'react';
import { Route, Switch } from '../../lib/router';
import { MemoryRouter } from '../../testing/memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithTimeout } from '../../lib/chunk';
import { resetErrorReporter } from '../../lib/error-reporter';
import { createQueryClient } from '../../lib/query-client';
import { handle, server } from '../../testing/msw';
import { ChunkBoundary } from './chunk-boundary';

const Page = () => <h1>主播详情</h1>;

/**
 * The network comes back. A failed page loads again a moment after 'online' (the network settling): the fake
 * clock moves past that moment, so a busy machine cannot stretch the wait.
 */
async function comeOnline(): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(1_000);
    });
  } finally {
    vi.useRealTimers();
  }
}

/** A route chunk whose import fails until `reachable` is set, as a chunk does with no network. */
function flakyChunk() {
  const state = { reachable: false, loads: 0 };
  const LazyPage = lazyWithTimeout(() => {
    state.loads += 1;
    return state.reachable
      ? Promise.resolve({ default: Page })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  });
  return { LazyPage, state };
}

/**
 * A sub-page as the app mounts it: inside the query client's provider, whose client listens to the network from
 * the start. (Without it nothing would hear an 'online' that comes before the failure's own listener is set up, as
 * on a busy machine, and the page would wait for ever.)
 */
function renderSubPage(LazyPage: ReturnType<typeof lazyWithTimeout>) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter path="/anchor/detail/3">
        <Switch>
          <Route path="/anchor">
            <p>主播首页</p>
          </Route>
          <Route path="/anchor/detail/:id">
            <ChunkBoundary backBar>
              <Suspense fallback={null}>
                <LazyPage />
              </Suspense>
            </ChunkBoundary>
          </Route>
        </Switch>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * A tab page under the keep-alive outlet's <Activity>, shown or hidden: hidden, its effects (and network listener)
 * pause (the app's query client, mounted by its provider, keeps listening to the network meanwhile).
 */
function keptAliveTab(LazyPage: ReturnType<typeof lazyWithTimeout>) {
  const client = createQueryClient();
  return (mode: 'visible' | 'hidden') => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Activity mode={mode}>
          <ChunkBoundary>
            <Suspense fallback={null}>
              <LazyPage />
            </Suspense>
          </ChunkBoundary>
        </Activity>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

let reports = 0;
beforeEach(() => {
  resetErrorReporter();
  reports = 0;
  server.use(handle(routes.system.clientError, () => ((reports += 1), { data: null })));
  // React logs the errors an error boundary caught; here they are the expected outcome
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => onlineManager.setOnline(true));

describe('a route chunk that fails to load', () => {
  it('offline: says the network is gone under a back bar, and loads by itself when the network is back', async () => {
    onlineManager.setOnline(false);
    const { LazyPage, state } = flakyChunk();
    renderSubPage(LazyPage);

    expect((await screen.findByRole('alert')).textContent).toContain('网络已断开，请检查网络后重试');
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();

    state.reachable = true;
    await comeOnline();

    // the page's render runs after the retry; a loaded CI machine needs more than the default second
    expect(await screen.findByRole('heading', { name: '主播详情' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(state.loads).toBe(2);
  });

  it('offline, then a load that fails as the network settles: tries again later by itself, no tap needed', async () => {
    onlineManager.setOnline(false);
    const { LazyPage, state } = flakyChunk();
    renderSubPage(LazyPage);
    expect((await screen.findByRole('alert')).textContent).toContain('网络已断开，请检查网络后重试');

    // online, but the first load after it still fails (as Chromium drops requests while the network changes);
    // the next try, twice as late, finds the network up (one fake clock for both, so no timer is lost between)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(state.loads).toBe(2);
      expect(screen.getByRole('alert')).toBeTruthy();
      state.reachable = true;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2_000);
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('heading', { name: '主播详情' }, { timeout: 10_000 })).toBeTruthy();
    expect(state.loads).toBe(3);
  });

  it('a load asked for offline whose failure arrives once the network is back: loads again by itself, no tap needed', async () => {
    onlineManager.setOnline(false);
    const state = { loads: 0 };
    let drop: (error: unknown) => void = () => {};
    const LazyPage = lazyWithTimeout(() => {
      state.loads += 1;
      return state.loads === 1
        ? new Promise<{ default: typeof Page }>((_, reject) => (drop = reject))
        : Promise.resolve({ default: Page });
    });
    renderSubPage(LazyPage);
    await waitFor(() => expect(state.loads).toBe(1));

    // the network is back before the request dropped offline reports its failure (as Chromium does)
    act(() => onlineManager.setOnline(true));
    await act(async () => {
      drop(new TypeError('Failed to fetch dynamically imported module'));
      await Promise.resolve();
    });

    expect(await screen.findByRole('heading', { name: '主播详情' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(state.loads).toBe(2);
  });

  it('a kept-alive tab that failed offline loads when shown again, though the network came back while it was hidden', async () => {
    onlineManager.setOnline(false);
    const { LazyPage, state } = flakyChunk();
    const tab = keptAliveTab(LazyPage);
    const { rerender } = render(tab('visible'));
    expect((await screen.findByRole('alert')).textContent).toContain('网络已断开，请检查网络后重试');

    rerender(tab('hidden'));
    state.reachable = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    rerender(tab('hidden'));
    rerender(tab('visible'));

    expect(await screen.findByRole('heading', { name: '主播详情' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a kept-alive tab whose load still failed after the network came back loads at once when shown again', async () => {
    onlineManager.setOnline(false);
    const { LazyPage, state } = flakyChunk();
    const tab = keptAliveTab(LazyPage);
    const { rerender } = render(tab('visible'));
    expect((await screen.findByRole('alert')).textContent).toContain('网络已断开，请检查网络后重试');

    // online: the first load fails as the network settles, and the tab is hidden before its next try is due
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(state.loads).toBe(2);
      rerender(tab('hidden'));
      state.reachable = true;
      // shown again: no wait for the next try's time
      rerender(tab('visible'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('heading', { name: '主播详情' }, { timeout: 10_000 })).toBeTruthy();
    expect(state.loads).toBe(3);
  });

  it('online: says the page failed, retries on a tap, and the back bar goes back', async () => {
    const { LazyPage, state } = flakyChunk();
    renderSubPage(LazyPage);

    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('页面加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitForElementToBeRemoved(failure);
    expect((await screen.findByRole('alert')).textContent).toContain('页面加载失败');
    expect(state.loads).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('主播首页')).toBeTruthy();
  });

  it('quiet (a background part): shows nothing, keeps the app up, and loads when the network is back', async () => {
    onlineManager.setOnline(false);
    const { LazyPage, state } = flakyChunk();
    render(
      <MemoryRouter>
        <p>主播首页</p>
        <ChunkBoundary quiet>
          <Suspense fallback={null}>
            <LazyPage />
          </Suspense>
        </ChunkBoundary>
      </MemoryRouter>,
    );
    // nothing shows the quiet failure: wait until it is reported and the boundary listens for the network
    await waitFor(() => expect(reports).toBe(1));
    await waitFor(() => expect(onlineManager.hasListeners()).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('主播首页')).toBeTruthy();

    state.reachable = true;
    await comeOnline();
    expect(await screen.findByRole('heading', { name: '主播详情' }, { timeout: 10_000 })).toBeTruthy();
  });
});
