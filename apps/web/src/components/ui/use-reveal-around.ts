import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * A long sideways row rendered as a window around its chosen item (`centre`, an index; -1 for none, the row's start):
 * `step` items either side at first, `step` more on a side each time that side's last rendered item comes within a
 * screen's width of the row's edge. Items added on the left keep what is on screen where it was (the row is scrolled
 * by their width). The row's element children are the window's items (from its start, -1, a fixed first child such
 * as an 全部 button may stand before them: nothing is added on the left). Where there is no IntersectionObserver
 * every item is rendered. Answers the window, [start, end).
 */
export function useRevealAround<T extends HTMLElement>(
  row: RefObject<T | null>,
  total: number,
  centre: number,
  step: number,
): { start: number; end: number } {
  const [observable] = useState(() => typeof IntersectionObserver === 'function');
  // what scrolling revealed, for this many items (another list starts again from its centre)
  const [grown, setGrown] = useState<{ total: number; start: number; end: number } | null>(null);
  // the first item and where it stood on screen when more were asked for on its left
  const anchor = useRef<{ element: Element; left: number } | null>(null);
  const at = Math.max(0, centre);
  const kept = grown?.total === total ? grown : null;
  const start = observable ? Math.min(kept?.start ?? total, Math.max(0, at - step)) : 0;
  const end = observable ? Math.max(kept?.end ?? 0, Math.min(total, at + step + 1)) : total;
  // the window only grows: a day chosen near its edge adds days past it rather than dropping those behind
  if (observable && (kept === null || start < kept.start || end > kept.end)) setGrown({ total, start, end });

  useEffect(() => {
    const el = row.current;
    if (!observable || !el || (start === 0 && end === total)) return;
    const first = el.firstElementChild;
    const last = el.lastElementChild;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          if (entry.target === first && start > 0) {
            anchor.current = { element: first, left: first.getBoundingClientRect().left };
            setGrown({ total, start: Math.max(0, start - step), end });
          } else if (entry.target === last && end < total) setGrown({ total, start, end: Math.min(total, end + step) });
        }
      },
      { root: el, rootMargin: '0px 100%' },
    );
    if (first && start > 0) observer.observe(first);
    if (last && end < total) observer.observe(last);
    return () => observer.disconnect();
  }, [row, observable, start, end, total, step]);

  // items put in on the left push the rest right: the row is scrolled by as far as the item that was first moved on
  // screen (measured, not worked out: a snapping row may already have been moved back by the browser)
  useLayoutEffect(() => {
    const el = row.current;
    const held = anchor.current;
    if (!el || !held) return;
    anchor.current = null;
    el.scrollLeft += held.element.getBoundingClientRect().left - held.left;
  });
  return { start, end };
}
