import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { SCROLL_RESTORE_DELAY_MS, createScrollMemory } from './scroll-memory';

/**
 * Window scroll per page: kept-alive pages get their offset back ~40 ms after they show again, every other
 * page opens at the top. The last kept-alive path is stored as lastRoutePath (SPEC §2).
 */
export function useScrollRestore(pathname: string, keepAlive: boolean): void {
  const [memory] = useState(createScrollMemory);
  const current = useRef({ pathname, keepAlive });

  useLayoutEffect(() => {
    current.current = { pathname, keepAlive };
    if (!keepAlive) {
      window.scrollTo(0, 0);
      return;
    }
    storage.set(STORAGE_KEYS.lastRoutePath, pathname);
    const saved = memory.get(pathname) ?? 0;
    const timer = window.setTimeout(() => window.scrollTo(0, saved), SCROLL_RESTORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, keepAlive, memory]);

  useEffect(() => {
    const onScroll = () => {
      const { pathname: path, keepAlive: kept } = current.current;
      if (kept) memory.record(path, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [memory]);
}
