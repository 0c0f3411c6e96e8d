export interface Repeating {
  /** Stops scheduling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `task` now and then `intervalMs` after each run ends: never two at once, so a slow database
 * tick delays the next one instead of piling up. A failure goes to `onError` and the loop goes on.
 */
export function repeat(task: () => Promise<void>, intervalMs: number, onError?: (error: unknown) => void): Repeating {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const loop = () => {
    running = task().catch((error: unknown) => onError?.(error));
    void running.then(() => {
      if (!stopped) timer = setTimeout(loop, intervalMs);
    });
  };
  loop();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
