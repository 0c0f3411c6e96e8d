import { useEffect, useRef, useState } from 'react';

interface Held<T> {
  at: number;
  value: T;
}

/**
 * `value` as it was `holdMs` ago: each new value shows `holdMs` after it arrived, in arrival order, none skipped
 * by a later one. A live stream runs seconds behind the match, so a room holds the score pushes by the stream's
 * delay to show a goal when the video does, not before. `holdMs` 0 shows everything held at once and each new
 * value as it comes. One timer at a time, set only while something waits.
 */
export function useHeldValue<T>(value: T, holdMs: number): T {
  const [shown, setShown] = useState(value);
  const queue = useRef<Held<T>[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const release = () => {
      timer.current = undefined;
      const now = Date.now();
      let due: Held<T> | undefined;
      while (queue.current[0] && queue.current[0].at <= now) due = queue.current.shift();
      if (due) setShown(due.value);
      const next = queue.current[0];
      if (next) timer.current = setTimeout(release, next.at - now);
    };
    if (holdMs <= 0) {
      queue.current = [];
      clearTimeout(timer.current);
      timer.current = undefined;
      setShown(value);
      return;
    }
    queue.current.push({ at: Date.now() + holdMs, value });
    if (timer.current === undefined) timer.current = setTimeout(release, holdMs);
  }, [value, holdMs]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return holdMs <= 0 ? value : shown;
}
