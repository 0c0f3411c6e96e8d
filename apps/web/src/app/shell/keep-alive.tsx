import { Activity, Suspense, useState } from 'react';
import { KeptRoute, Route } from '../../lib/router';
import { routeComponent } from '../route-components';
import { appRoutes, type AppRoute, type RouteName } from '../routes';
import { ChunkBoundary } from './chunk-boundary';
import { PageLoading } from './page-loading';
import { RedirectUnknown } from './redirect-unknown';
import type { SlideDirection } from './transition';

const keptAlive = appRoutes.filter((r) => r.keepAlive);

/** A route's page, rendered once its route has matched (and so with the route's params). */
function RoutePage({ route }: { route: AppRoute }) {
  const Page = routeComponent(route.name);
  return <Page />;
}

interface Props {
  route: AppRoute | undefined;
  direction: SlideDirection;
  /** A page that is not kept alive is a new page (mounted afresh, scrolled to top) whenever this changes: the path. */
  locationKey: string;
}

/**
 * Kept-alive pages stay mounted under <Activity mode="hidden"> after their first visit (state, DOM and
 * queries survive; effects pause); every other route renders its page with the route's params, and a path no
 * route has redirects.
 */
export function KeepAliveOutlet({ route, direction, locationKey }: Props) {
  const active = route?.keepAlive ? route.name : null;
  const [visited, setVisited] = useState<RouteName[]>(() => (active ? [active] : []));
  if (active && !visited.includes(active)) setVisited([...visited, active]);
  const slide = direction === 'none' ? '' : ` page-slide-${direction}`;

  return (
    <>
      {keptAlive
        .filter((r) => visited.includes(r.name))
        .map((r) => {
          const Page = routeComponent(r.name);
          const visible = r.name === active;
          return (
            <Activity key={r.name} mode={visible ? 'visible' : 'hidden'}>
              <div className={`page${visible ? slide : ''}`} data-page={r.name}>
                <ChunkBoundary>
                  <Suspense fallback={<PageLoading backBar={r.header !== true} />}>
                    <KeptRoute path={r.path}>
                      <Page />
                    </KeptRoute>
                  </Suspense>
                </ChunkBoundary>
              </div>
            </Activity>
          );
        })}
      {active ? null : (
        <div key={locationKey} className={`page${slide}`}>
          <ChunkBoundary backBar={route?.header !== true}>
            <Suspense fallback={<PageLoading backBar={route?.header !== true} />}>
              {route ? (
                <Route path={route.path}>
                  <RoutePage route={route} />
                </Route>
              ) : (
                <RedirectUnknown />
              )}
            </Suspense>
          </ChunkBoundary>
        </div>
      )}
    </>
  );
}
