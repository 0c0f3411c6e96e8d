import { useEffect, useState } from 'react';

/**
 * False until the page has loaded (the window's `load` event: the first screen's scripts, styles and eager
 * pictures are in) and the browser has then had an idle moment, at most `timeoutMs` after that. What can wait
 * for the first screen starts then. Idle alone came too early: the main thread is idle while the first
 * screen's calls are on their way, so the push connection loaded, connected and took its first pushes in the
 * middle of the first screen's rendering.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
        cancel = () => window.cancelIdleCallback(id);
        return;
      }
      const timer = window.setTimeout(() => setIdle(true), timeoutMs / 2);
      cancel = () => window.clearTimeout(timer);
    };
    if (document.readyState === 'complete') {
      whenIdle();
    } else {
      window.addEventListener('load', whenIdle, { once: true });
      cancel = () => window.removeEventListener('load', whenIdle);
    }
    return () => cancel();
  }, [timeoutMs]);
  return idle;
}
