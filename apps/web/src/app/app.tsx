import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { trackDocumentVisibility } from '../lib/config-store';
import { queryClient } from '../lib/query-client';
import { detectBasename } from '../lib/base-path';
import { getBridge } from './bridge';
import { BridgeProvider } from './bridge/context';
import { routeObjects } from './router';
import { StartupGate } from './shell/startup-gate';
import { useThemeAttributes } from './shell/theme';
import { useIdle } from './shell/use-idle';

// The declarative router: the data router's loaders and actions are not used and would cost first-route bytes.
function AppRoutes() {
  return useRoutes(routeObjects);
}

// The push connection is not needed for the first screen: its code loads, and it connects, once the
// browser is idle after it.
const Realtime = lazy(() => import('./shell/realtime').then((m) => ({ default: m.Realtime })));

function Runtime() {
  useThemeAttributes();
  const idle = useIdle();
  return idle ? (
    <Suspense fallback={null}>
      <Realtime />
    </Suspense>
  ) : null;
}

/**
 * The whole app: bridge, query cache, start-up gate, router (history mode under the detected basename).
 * `ready` is boot()'s promise that the app may render.
 */
export function App({ ready }: { ready: Promise<void> }) {
  const [bridge] = useState(getBridge);
  const [basename] = useState(() => detectBasename(window.location.pathname));
  useEffect(() => trackDocumentVisibility(), []);

  return (
    <BridgeProvider value={bridge}>
      <QueryClientProvider client={queryClient}>
        <StartupGate ready={ready}>
          <Runtime />
          <BrowserRouter basename={basename}>
            <AppRoutes />
          </BrowserRouter>
        </StartupGate>
      </QueryClientProvider>
    </BridgeProvider>
  );
}
