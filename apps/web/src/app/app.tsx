import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { trackDocumentVisibility } from '../lib/config-store';
import { queryClient } from '../lib/query-client';
import { detectBasename } from './base-path';
import { getBridge } from './bridge';
import { BridgeProvider } from './bridge/context';
import { routeObjects } from './router';
import { installHttpErrorHandler } from './shell/http-error-handler';
import { StartupGate } from './shell/startup-gate';
import { useThemeAttributes } from './shell/theme';

// The declarative router: the data router's loaders and actions are not used and would cost first-route bytes.
function AppRoutes() {
  return useRoutes(routeObjects);
}

// The push connection is not needed for the first paint: its code loads after start-up.
const Realtime = lazy(() => import('./shell/realtime').then((m) => ({ default: m.Realtime })));

function Runtime() {
  useThemeAttributes();
  return (
    <Suspense fallback={null}>
      <Realtime />
    </Suspense>
  );
}

/** The whole app: bridge, query cache, start-up gate, router (history mode under the detected basename). */
export function App() {
  const [bridge] = useState(() => {
    const created = getBridge();
    // before the start-up calls: their failures must already reach the user
    installHttpErrorHandler(created.mode);
    return created;
  });
  const [basename] = useState(() => detectBasename(window.location.pathname));
  useEffect(() => trackDocumentVisibility(), []);

  return (
    <BridgeProvider value={bridge}>
      <QueryClientProvider client={queryClient}>
        <StartupGate>
          <Runtime />
          <BrowserRouter basename={basename}>
            <AppRoutes />
          </BrowserRouter>
        </StartupGate>
      </QueryClientProvider>
    </BridgeProvider>
  );
}
