import { TIMERS } from '@sport/contract';
import type { NativeJump } from './types';

const query = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
};

/** The native URL of a jump (SPEC §2). */
export function nativeJumpUrl(target: NativeJump): string {
  switch (target.to) {
    case 'match-detail':
      return `/newSport/match-detail?${query({ matchId: target.matchId, hostId: target.hostId, tab: target.tab })}`;
    case 'result-detail':
      return `/newSport/result-detail?${query({ matchId: target.matchId })}`;
    case 'live':
      return `/newSport/live?${query({ matchId: target.matchId, hostId: target.hostId, matchSource: target.matchSource })}`;
  }
}

export const NATIVE_JUMP_DEBOUNCE_MS = TIMERS.nativeJumpDebounce;

/** The first call runs; calls within `wait` ms of the last accepted one are dropped (a double tap opens one screen). */
export function leadingDebounce<A extends unknown[]>(fn: (...args: A) => void, wait: number, now = () => Date.now()) {
  let last = -Infinity;
  return (...args: A): boolean => {
    const t = now();
    if (t - last < wait) return false;
    last = t;
    fn(...args);
    return true;
  };
}
