import { TIMERS, routes } from '@sport/contract';
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handle, server, type CallInfo } from '../testing/msw';
import { ChunkLoadError, isChunkLoadError, lazyWithTimeout } from './chunk';
import { resetErrorReporter } from './error-reporter';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isChunkLoadError(error)) return <p>other error</p>;
    const retry = () => {
      void error.retry();
      this.setState({ error: null });
    };
    return (
      <button type="button" onClick={retry}>
        retry: {error.message}
      </button>
    );
  }
}

const Page = () => <h1>the page</h1>;

function renderLazy(LazyPage: ReturnType<typeof lazyWithTimeout>) {
  return render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <LazyPage />
      </Suspense>
    </Boundary>,
  );
}

let reports: CallInfo[];
beforeEach(() => {
  resetErrorReporter();
  reports = [];
  server.use(handle(routes.system.clientError, (call) => (reports.push(call), { data: null })));
  // React logs errors an error boundary caught; here they are the expected outcome
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('lazyWithTimeout', () => {
  it('renders the chunk once it loads', async () => {
    const LazyPage = lazyWithTimeout(() => Promise.resolve({ default: Page }));
    renderLazy(LazyPage);

    expect(await screen.findByRole('heading', { name: 'the page' })).toBeTruthy();
  });

  it('a preloaded chunk renders at once, without its loading state', async () => {
    const LazyPage = lazyWithTimeout(() => Promise.resolve({ default: Page }));
    await LazyPage.preload();
    renderLazy(LazyPage);

    expect(screen.getByRole('heading', { name: 'the page' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a chunk slower than 120 s fails as a reported ChunkLoadError, and retry loads it', async () => {
    vi.useFakeTimers();
    let loads = 0;
    const LazyPage = lazyWithTimeout(() => {
      loads += 1;
      return loads === 1 ? new Promise<never>(() => {}) : Promise.resolve({ default: Page });
    });
    renderLazy(LazyPage);

    await act(() => vi.advanceTimersByTimeAsync(TIMERS.chunkLoadTimeout - 1));
    expect(screen.queryByRole('button')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    const retry = screen.getByRole('button', { name: /retry: chunk load timed out/ });
    vi.useRealTimers();
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.input).toMatchObject({ kind: 'chunk' });

    await act(async () => {
      retry.click();
      await Promise.resolve();
    });

    expect(await screen.findByRole('heading', { name: 'the page' })).toBeTruthy();
    expect(loads).toBe(2);
  });

  it('a failed import is a ChunkLoadError with the cause', async () => {
    let failure: unknown = null;
    const boom = new Error('Failed to fetch dynamically imported module');
    const LazyPage = lazyWithTimeout(() => Promise.reject(boom));
    class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
      override state: { error: unknown } = { error: null };
      static getDerivedStateFromError(error: unknown) {
        failure = error;
        return { error };
      }
      override render() {
        return this.state.error ? <p>failed</p> : this.props.children;
      }
    }
    render(
      <Catch>
        <Suspense fallback={null}>
          <LazyPage />
        </Suspense>
      </Catch>,
    );

    expect(await screen.findByText('failed')).toBeTruthy();
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect((failure as ChunkLoadError).cause).toBe(boom);
  });
});
