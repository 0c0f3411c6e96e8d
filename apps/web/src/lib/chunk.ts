import { TIMERS } from '@sport/contract';
import { onlineManager } from '@tanstack/react-query';
import { createElement, lazy, use, useState, type ComponentType } from 'react';
import { reportError } from './error-reporter';
import { reloadFailedLinks } from './failed-links';

/** A route's script chunk did not load (failed or took longer than SPEC §9's 120 s). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    message: string,
    /** Loads the chunk again; the component renders it once the load succeeds. */
    readonly retry: () => Promise<void>,
    override readonly cause?: unknown,
    /**
     * The load was asked for with no network. Its failure can arrive after the network is back (Chromium reports
     * a request dropped offline a moment later), and is still one that loading again can mend.
     */
    readonly startedOffline = false,
  ) {
    super(message);
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

type Module<P> = { default: ComponentType<P> };

function withTimeout<P>(factory: () => Promise<Module<P>>, timeoutMs: number, retry: () => Promise<void>) {
  const offline = !onlineManager.isOnline();
  return new Promise<Module<P>>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`chunk load timed out after ${timeoutMs} ms`, retry, undefined, offline)),
      timeoutMs,
    );
    factory().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const message = error instanceof Error ? error.message : String(error);
        reject(new ChunkLoadError(`chunk load failed: ${message}`, retry, error, offline));
      },
    );
  }).catch((error: unknown) => {
    const failure = error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error), retry, error, offline);
    void reportError({ kind: 'chunk', message: failure.message, stack: failure.stack });
    throw failure;
  });
}

/** A route's component whose chunk loads on first render, or earlier through `preload()`. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading now (once): a first render that finds the chunk loaded does not suspend. */
  preload: () => Promise<void>;
};

/**
 * React.lazy with SPEC §8's chunk timeout. A failed load renders as a thrown ChunkLoadError (for an error
 * boundary) whose `retry()` loads again: React.lazy caches a rejection for ever, so the lazy resolves to a
 * slot that reads the latest attempt instead. A chunk that is already there (`preload()`) renders at once:
 * React.lazy would suspend on its first render all the same, and React reveals a suspended page up to
 * 300 ms late.
 */
export function lazyWithTimeout<P extends object>(
  factory: () => Promise<Module<P>>,
  timeoutMs: number = TIMERS.chunkLoadTimeout,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let attempt: Promise<ComponentType<P>> | null = null;

  const load = (): Promise<ComponentType<P>> => {
    attempt = withTimeout(factory, timeoutMs, retry).then((module) => {
      loaded = module.default;
      return loaded;
    });
    return attempt;
  };
  function retry(): Promise<void> {
    // the page's CSS too: a stylesheet that failed offline is not asked for again by the bundler
    reloadFailedLinks();
    return load().then(
      () => undefined,
      () => undefined,
    );
  }
  const settled = (): Promise<void> =>
    (attempt ?? load()).then(
      () => undefined,
      () => undefined,
    );

  function ChunkSlot(props: P) {
    const Component = loaded ?? use(attempt ?? load());
    return createElement(Component, props);
  }
  // the first load suspends here; a failure surfaces when the slot renders
  const Lazy = lazy(async () => {
    await settled();
    return { default: ChunkSlot };
  });

  function LazyRoute(props: P) {
    // chosen once per mount: switching between the two would mount the page anew
    const [ready] = useState(() => loaded !== null);
    return createElement(ready ? ChunkSlot : Lazy, props);
  }
  LazyRoute.preload = settled;
  return LazyRoute;
}
