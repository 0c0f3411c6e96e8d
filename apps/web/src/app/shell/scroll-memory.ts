import { TIMERS } from '@sport/contract';

/** SPEC §9: a kept-alive page gets its scroll back this long after it shows again (its DOM must lay out first). */
export const SCROLL_RESTORE_DELAY_MS = TIMERS.scrollRestore;

/**
 * Scroll offsets of kept-alive pages, by path. The offset is recorded while the page is scrolled, not read
 * when leaving: by then the page is hidden and the browser has already clamped the window's scroll.
 */
export function createScrollMemory() {
  const offsets = new Map<string, number>();
  return {
    record(path: string, y: number) {
      offsets.set(path, y);
    },
    get(path: string): number | undefined {
      return offsets.get(path);
    },
  };
}
export type ScrollMemory = ReturnType<typeof createScrollMemory>;
