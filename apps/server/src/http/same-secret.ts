import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request header holds the operator's secret, in constant time whatever the lengths (both sides are
 * hashed to 32 bytes first). No secret configured matches nothing: the route refuses every call.
 */
export const sameSecret = (given: unknown, expected: string | undefined): boolean =>
  typeof given === 'string' && expected !== undefined && timingSafeEqual(digest(given), digest(expected));
