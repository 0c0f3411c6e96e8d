import { vi } from 'vitest';

type Report = (entries: { isIntersecting: boolean }[]) => void;

/**
 * Stands in for the browser's IntersectionObserver (jsdom has none) until `vi.unstubAllGlobals()`; the returned
 * function tells the last observer made whether its element is on screen now, as the browser would.
 */
export function stubIntersectionObserver(): Report {
  let report: Report = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return (entries) => report(entries);
}
