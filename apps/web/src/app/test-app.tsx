import { emptyAnchorHandlers } from '../features/anchor/testing/handlers';
import { emptyForumHandlers } from '../features/forum/testing/handlers';
import { emptyRankingHandlers } from '../features/ranking/testing/handlers';
import { emptyNewsHandlers } from '../features/news/testing/handlers';
import { useLocation, useNavigate, type Navigate } from '../lib/router';
import { MemoryRouter } from '../testing/memory-router';
import { server } from '../testing/msw';
import { renderWithClient } from '../testing/render';
import { createWebBridge } from './bridge/web-bridge';
import { BridgeProvider } from './bridge/context';
import type { Bridge } from './bridge';
import { RootLayout } from './router';

export const nav: { navigate: Navigate | null } = { navigate: null };

function LocationProbe() {
  const location = useLocation();
  nav.navigate = useNavigate();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The app's routes in a memory router, with every anchor, news and ranking call answered empty (the tab badge reads the anchor list). */
export function renderRoutes(path: string, bridge: Bridge = createWebBridge()) {
  server.use(...emptyNewsHandlers(), ...emptyAnchorHandlers(), ...emptyRankingHandlers(), ...emptyForumHandlers());
  return renderWithClient(
    <BridgeProvider value={bridge}>
      <MemoryRouter path={path}>
        <RootLayout />
        <LocationProbe />
      </MemoryRouter>
    </BridgeProvider>,
  );
}
