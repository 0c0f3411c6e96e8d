/**
 * Resolves in a task of its own: work after `await nextTask()` does not add to the current task, so no
 * single task holds the main thread long enough to keep a tap waiting.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
