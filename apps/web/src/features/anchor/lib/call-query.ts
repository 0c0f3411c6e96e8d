import type { RequestOf, RouteDef } from '@sport/contract';

/**
 * The app-wide query key of a call: `[path, input]`. The shell prefetches with the same shape at start-up
 * (anchor list, live hosts, banners, bookings), so these pages reuse those answers instead of asking again.
 */
export const callKey = <R extends RouteDef>(def: R, input: RequestOf<R>) => [def.path, input] as const;

/** Every cached call of one route, whatever its input (for invalidation). */
export const routeKey = (def: RouteDef) => [def.path] as const;
