import { useEffect, useState } from 'react';

/**
 * False until the browser has had an idle moment (at most `timeoutMs` after mount): what can wait for the
 * first screen starts then, instead of competing with it for the network and the main thread.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setIdle(true), timeoutMs / 2);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
