import { detectBasename } from '../lib/base-path';
import { routeComponent } from './route-components';
import { DEFAULT_PATH, REDIRECTS, findRoute } from './routes';

/**
 * Starts loading the chunk of the route the page opened on while start-up waits for the domain list, so
 * the first render finds it there. Otherwise it is only asked for once the router renders, and the page
 * suspends: one more round trip, and a late reveal, before the first screen.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const path = pathname.slice(detectBasename(pathname).length) || '/';
  // unknown paths redirect to the default route
  const route = findRoute(REDIRECTS[path] ?? path) ?? findRoute(DEFAULT_PATH);
  // settles either way: a failed load is reported, and offered again, by the route's component when it renders
  return route ? routeComponent(route.name).preload() : Promise.resolve();
}
