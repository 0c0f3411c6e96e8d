import type { RouteAuth, RouteDef } from '@sport/contract';

// The auth level of each path the client has called: a query's key starts with the path it asks (callKey,
// routeKey), so the cache can tell the answers only a logged-in user gets from everyone's.
const authOfPath = new Map<string, RouteAuth>();

/** The HTTP client notes every route it calls (a map of the few dozen paths a page life meets). */
export function noteRoute(def: RouteDef): void {
  authOfPath.set(def.path, def.auth);
}

/** The auth level of a called path (undefined for a path not called yet). */
export const authOfCalledPath = (path: string): RouteAuth | undefined => authOfPath.get(path);
