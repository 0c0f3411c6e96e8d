import { useRef } from 'react';
import { pathDepth } from '../routes';

export type SlideDirection = 'forward' | 'back' | 'none';

export function slideDirection(from: string | null, to: string): SlideDirection {
  if (from === null || from === to) return 'none';
  const a = pathDepth(from);
  const b = pathDepth(to);
  if (b > a) return 'forward';
  if (b < a) return 'back';
  return 'none';
}

/** The direction of the last navigation, by path depth (SPEC §2); always none inside the native app. */
export function useSlideDirection(pathname: string, enabled: boolean): SlideDirection {
  const previous = useRef<{ path: string | null; direction: SlideDirection }>({ path: null, direction: 'none' });
  if (previous.current.path !== pathname) {
    previous.current = {
      path: pathname,
      direction: enabled ? slideDirection(previous.current.path, pathname) : 'none',
    };
  }
  return previous.current.direction;
}
