import { useEffect, useRef, type RefObject } from 'react';

interface PullHandlers {
  /** The finger moved: the content should follow by `distance` px. */
  onMove: (distance: number) => void;
  /** The finger left after pulling the content down by `distance` px. */
  onRelease: (distance: number) => void;
}

/** How far the content follows a finger `dy` px down: half as far, so a pull feels like stretching. */
export const pullDistance = (dy: number): number => Math.max(0, dy) / 2;

const atTop = (): boolean => window.scrollY <= 0;

/**
 * A downward drag that starts while the page is scrolled to the top. Listens on the element itself,
 * touchmove not passive: the browser's own overscroll must not move the page while the content is pulled.
 */
export function usePullGesture(ref: RefObject<HTMLElement | null>, enabled: boolean, handlers: PullHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let startY: number | null = null;
    let startX = 0;
    let distance = 0;

    const start = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = event.touches.length === 1 && touch && atTop() ? touch.clientY : null;
      startX = touch?.clientX ?? 0;
      distance = 0;
    };
    const move = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      const dy = touch.clientY - startY;
      // an upward swipe is an ordinary scroll, a sideways one belongs to a row that scrolls sideways (banners,
      // live hosts): taking it would stop that row from moving
      if (distance === 0 && (dy <= 0 || Math.abs(touch.clientX - startX) >= dy)) {
        startY = null;
        return;
      }
      if (event.cancelable) event.preventDefault();
      distance = pullDistance(dy);
      latest.current.onMove(distance);
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      if (distance > 0) latest.current.onRelease(distance);
      distance = 0;
    };

    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, [ref, enabled]);
}
