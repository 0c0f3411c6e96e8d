import { vi } from 'vitest';

/** An observed element's news; `target` names which element, where an observer watches more than one. */
type Report = (entries: { isIntersecting: boolean; target?: Element }[]) => void;

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
