import { Activity, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { routeComponent } from '../route-components';
import { appRoutes, type AppRoute, type RouteName } from '../routes';
import { ChunkBoundary } from './chunk-boundary';
import type { SlideDirection } from './transition';

const keptAlive = appRoutes.filter((r) => r.keepAlive);

interface Props {
  route: AppRoute | undefined;
  direction: SlideDirection;
  locationKey: string;
}

/**
 * Kept-alive pages stay mounted under <Activity mode="hidden"> after their first visit (state, DOM and
 * queries survive; effects pause); every other route renders through the router's <Outlet>.
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
                  <Suspense fallback={null}>
                    <Page />
                  </Suspense>
                </ChunkBoundary>
              </div>
            </Activity>
          );
        })}
      {active ? null : (
        <div key={locationKey} className={`page${slide}`}>
          <ChunkBoundary backBar={route?.header !== true}>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </ChunkBoundary>
        </div>
      )}
    </>
  );
}
