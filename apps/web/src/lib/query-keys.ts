import type { RequestOf, RouteDef } from '@sport/contract';

/**
 * The app-wide query key of a call: `[path, input]`. Whoever asks for the same call with the same input (a
 * page, the shell's start-up prefetch, the tab badge) shares one cache entry instead of asking again.
 */
export const callKey = <R extends RouteDef>(def: R, input: RequestOf<R>) => [def.path, input] as const;

/** Every cached call of one route, whatever its input (for invalidation). */
export const routeKey = (def: RouteDef) => [def.path] as const;
