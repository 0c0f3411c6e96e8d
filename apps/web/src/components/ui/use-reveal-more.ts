import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A long sideways row rendered a few items at a time: `count` items at first, `step` more each time the
 * returned sentinel (placed after the last rendered item) comes within a screen's width of the row's edge.
 * Where there is no IntersectionObserver every item is rendered at once.
 */
export function useRevealMore<T extends HTMLElement>(total: number, step: number): [number, RefObject<T | null>] {
  const sentinel = useRef<T>(null);
  const [observable] = useState(() => typeof IntersectionObserver === 'function');
  const [count, setCount] = useState(step);
  const shown = observable ? Math.min(count, total) : total;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || shown >= total) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setCount((before) => before + step);
      },
      { root: el.parentElement, rootMargin: '0px 100% 0px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, total, step]);
  return [shown, sentinel];
}
