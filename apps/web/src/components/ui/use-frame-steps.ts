import { startTransition, useEffect, useState } from 'react';

/**
 * 0 until `start`, then up to `total`, one more each animation frame: a page shows its parts one frame
 * after another, and no single task renders, lays out and paints all of them. Each step renders as a
 * transition, in slices the browser can interleave with other work.
 */
export function useFrameSteps(total: number, start: boolean): number {
  const [steps, setSteps] = useState(0);
  useEffect(() => {
    if (!start || steps >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setSteps(steps + 1)));
    return () => cancelAnimationFrame(frame);
  }, [start, steps, total]);
  return start ? steps : 0;
}
