import { useEffect, useRef } from 'react';

/**
 * Calls `step` every `delayMs` while `running`, skipping ticks while the page is hidden. The latest `step`
 * is always the one called, so the timer does not restart on every render.
 */
export function useAutoplay(step: () => void, delayMs: number | undefined, running: boolean): void {
  const latest = useRef(step);
  useEffect(() => {
    latest.current = step;
  });
  useEffect(() => {
    if (!running || delayMs === undefined) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') latest.current();
    }, delayMs);
    return () => window.clearInterval(timer);
  }, [delayMs, running]);
}
